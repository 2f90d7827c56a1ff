import { Input } from '@chakra-ui/react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from './field-frame';
import { useFormField, type BoundFieldProps } from './use-form-field';

export interface NumberFieldProps<T extends FieldValues, TOut extends FieldValues = T> extends BoundFieldProps<T, TOut> {
  placeholder?: string;
  /** 'decimal' shows a keyboard with a comma on phones (e.g. the handicap). */
  inputMode?: 'numeric' | 'decimal';
}

/** A number typed as text (German comma allowed) and stored trimmed, as the spec's golf fields are. */
export function NumberField<T extends FieldValues, TOut extends FieldValues = T>(props: NumberFieldProps<T, TOut>) {
  const { label, helperText, required, placeholder, inputMode = 'numeric' } = props;
  const { field, text, error, disabled } = useFormField(props);
  return (
    <FieldFrame label={label} error={error} helperText={helperText} required={required} disabled={disabled}>
      {(wiring) => (
        <Input
          {...wiring}
          ref={field.ref}
          name={field.name}
          inputMode={inputMode}
          value={text}
          placeholder={placeholder}
          onChange={(event) => field.onChange(event.target.value.trim())}
          onBlur={field.onBlur}
        />
      )}
    </FieldFrame>
  );
}
