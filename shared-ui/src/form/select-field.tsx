import { NativeSelect } from '@chakra-ui/react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from './field-frame';
import { useFormField, type BoundFieldProps } from './use-form-field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps<T extends FieldValues, TOut extends FieldValues = T> extends BoundFieldProps<T, TOut> {
  options: readonly SelectOption[];
  /** The empty first entry; default 'Bitte wählen'. Pass null for none. */
  placeholder?: string | null;
}

/** A native select bound to the form; validates as soon as the choice changes. */
export function SelectField<T extends FieldValues, TOut extends FieldValues = T>(props: SelectFieldProps<T, TOut>) {
  const { label, helperText, required, options, placeholder = 'Bitte wählen' } = props;
  const { field, text, error, disabled } = useFormField(props);
  return (
    <FieldFrame label={label} error={error} helperText={helperText} required={required} disabled={disabled}>
      {(wiring) => (
        <NativeSelect.Root disabled={disabled}>
          <NativeSelect.Field
            {...wiring}
            ref={field.ref}
            name={field.name}
            value={text}
            onChange={(event) => {
              field.onChange(event.target.value);
              field.onBlur(); // a choice is a 'change': validate now
            }}
            onBlur={field.onBlur}
          >
            {placeholder !== null ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FieldFrame>
  );
}
