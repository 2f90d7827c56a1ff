import { Textarea } from '@chakra-ui/react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from './field-frame';
import { useFormField, type BoundFieldProps } from './use-form-field';

export interface TextareaFieldProps<T extends FieldValues, TOut extends FieldValues = T> extends BoundFieldProps<T, TOut> {
  rows?: number;
  placeholder?: string;
  /** Shows 'n / max Zeichen' under the field. */
  maxLength?: number;
}

/** A multi-line text input bound to the form; validates when left. */
export function TextareaField<T extends FieldValues, TOut extends FieldValues = T>(props: TextareaFieldProps<T, TOut>) {
  const { label, helperText, required, rows = 4, placeholder, maxLength } = props;
  const { field, text, error, disabled } = useFormField(props);
  const counter = maxLength ? `${text.length} / ${maxLength} Zeichen` : undefined;
  return (
    <FieldFrame label={label} error={error} helperText={helperText ?? counter} required={required} disabled={disabled}>
      {(wiring) => (
        <Textarea
          {...wiring}
          ref={field.ref}
          name={field.name}
          rows={rows}
          value={text}
          placeholder={placeholder}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        />
      )}
    </FieldFrame>
  );
}
