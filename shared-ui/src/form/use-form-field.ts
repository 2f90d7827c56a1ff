import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFormReadOnly } from './read-only-context';

/** Props every bound field takes. */
export interface BoundFieldProps<T extends FieldValues, TOut extends FieldValues = T> {
  /** The form value's path ('lastName', 'address.zip'). */
  name: FieldPath<T>;
  label: string;
  /** Defaults to the control of the surrounding <Form>. */
  control?: Control<T, unknown, TOut>;
  helperText?: string;
  required?: boolean;
  /** Disabled, shown but not editable. A read-only <Form> makes every field read-only. */
  readOnly?: boolean;
}

/** useController plus what every field shows: the text value, the error and the disabled state. */
export function useFormField<T extends FieldValues, TOut extends FieldValues = T>({ name, control, readOnly }: BoundFieldProps<T, TOut>) {
  const formReadOnly = useFormReadOnly();
  const { field, fieldState } = useController<T, FieldPath<T>, TOut>({ name, control });
  const raw: unknown = field.value;
  return {
    field,
    text: raw == null ? '' : String(raw),
    error: fieldState.error?.message,
    disabled: formReadOnly || Boolean(readOnly) || Boolean(field.disabled),
  };
}
