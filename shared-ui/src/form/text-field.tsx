import { Input } from '@chakra-ui/react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from './field-frame';
import { useFormField, type BoundFieldProps } from './use-form-field';

export interface TextFieldProps<T extends FieldValues, TOut extends FieldValues = T> extends BoundFieldProps<T, TOut> {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  /** Trim the value when the field is left. */
  trim?: boolean;
}

/** A single-line text input bound to the form; validates when left. */
export function TextField<T extends FieldValues, TOut extends FieldValues = T>(props: TextFieldProps<T, TOut>) {
  const { label, helperText, required, type = 'text', placeholder, autoComplete, maxLength, trim } = props;
  const { field, text, error, disabled } = useFormField(props);
  return (
    <FieldFrame label={label} error={error} helperText={helperText} required={required} disabled={disabled}>
      {(wiring) => (
        <Input
          {...wiring}
          ref={field.ref}
          name={field.name}
          type={type}
          value={text}
          placeholder={placeholder}
          autoComplete={autoComplete}
          maxLength={maxLength}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={() => {
            if (trim && text !== text.trim()) field.onChange(text.trim());
            field.onBlur();
          }}
        />
      )}
    </FieldFrame>
  );
}
