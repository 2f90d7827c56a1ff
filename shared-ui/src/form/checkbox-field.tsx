import { Checkbox, Field } from '@chakra-ui/react';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type BoundFieldProps } from './use-form-field';

/** A checkbox bound to a boolean form value; the label sits next to the box. */
export function CheckboxField<T extends FieldValues, TOut extends FieldValues = T>(props: BoundFieldProps<T, TOut>) {
  const { label, helperText, required } = props;
  const { field, error, disabled } = useFormField(props);
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} required={required}>
      <Checkbox.Root
        checked={field.value === true}
        disabled={disabled}
        invalid={Boolean(error)}
        name={field.name}
        onCheckedChange={(details) => {
          field.onChange(details.checked === true);
          field.onBlur(); // a click is a 'change': validate now
        }}
      >
        <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
