import type { FieldValues } from 'react-hook-form';
import { RadioGroup } from './radio-group';
import type { SelectOption } from './select-field';
import { useSteadyWhilePressed } from './steady-while-pressed';
import { useFormField, type BoundFieldProps } from './use-form-field';

export interface RadioGroupFieldProps<T extends FieldValues, TOut extends FieldValues = T> extends BoundFieldProps<T, TOut> {
  options: readonly SelectOption[];
  /** 'row': side by side, wrapping on a narrow screen (a scale 0–5); default one under the other. */
  direction?: 'row' | 'column';
}

/**
 * A RadioGroup bound to a text form value. A choice is the group's 'change' and validates at once, like a
 * checkbox; the form focuses a group with an error through its chosen option, or the first.
 */
export function RadioGroupField<T extends FieldValues, TOut extends FieldValues = T>(props: RadioGroupFieldProps<T, TOut>) {
  const { label, helperText, required, options, direction } = props;
  const { field, text, error: current, disabled } = useFormField(props);
  const error = useSteadyWhilePressed(current);
  return (
    <RadioGroup
      name={field.name}
      options={options}
      value={text}
      onSelect={(value) => {
        field.onChange(value);
        field.onBlur();
      }}
      onBlur={field.onBlur}
      label={label}
      required={required}
      helperText={helperText}
      error={error}
      disabled={disabled}
      direction={direction}
      focusRef={field.ref}
    />
  );
}
