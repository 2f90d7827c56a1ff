import { Input, InputGroup } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from './field-frame';
import { useFormField, type BoundFieldProps } from './use-form-field';

/** The input types a single-line text field may have. */
export type TextInputType = 'text' | 'email' | 'tel' | 'url' | 'password';

export interface MaskedTextFieldProps<T extends FieldValues, TOut extends FieldValues = T> extends BoundFieldProps<T, TOut> {
  type?: TextInputType;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'decimal';
  maxLength?: number;
  autoComplete?: string;
  /** Rewrites the text while typing (e.g. upper case). */
  onType?: (text: string, caretAtEnd: boolean) => string;
  /** Cleans the text up when the field is left, before it is validated. */
  onLeave?: (text: string) => string;
  /** How a stored value is shown while the field is not being edited (e.g. IBAN groups). */
  display?: (text: string) => string;
  /** Shown inside the input on the right (e.g. '€'). */
  endElement?: ReactNode;
}

/**
 * The one single-line input behind text, number, date, time, currency and IBAN fields:
 * text, optionally rewritten while typing, cleaned up on leave and shown formatted.
 */
export function MaskedTextField<T extends FieldValues, TOut extends FieldValues = T>(props: MaskedTextFieldProps<T, TOut>) {
  const { label, helperText, required, type, placeholder, inputMode, maxLength, autoComplete, onType, onLeave, display, endElement } = props;
  const { field, text, error, disabled } = useFormField(props);
  const [editing, setEditing] = useState(false);
  const input = (wiring: object) => (
    <Input
      {...wiring}
      ref={field.ref}
      name={field.name}
      type={type}
      value={editing || !display ? text : display(text)}
      placeholder={placeholder}
      inputMode={inputMode}
      maxLength={maxLength}
      autoComplete={autoComplete}
      onChange={(event) => {
        const target = event.target;
        const caretAtEnd = target.selectionStart === null || target.selectionStart >= target.value.length;
        field.onChange(onType ? onType(target.value, caretAtEnd) : target.value);
      }}
      onFocus={() => setEditing(true)}
      onBlur={() => {
        setEditing(false);
        if (onLeave) {
          const cleaned = onLeave(text);
          if (cleaned !== text) field.onChange(cleaned);
        }
        field.onBlur();
      }}
    />
  );
  return (
    <FieldFrame label={label} error={error} helperText={helperText} required={required} disabled={disabled}>
      {(wiring) => (endElement ? <InputGroup endElement={endElement}>{input(wiring)}</InputGroup> : input(wiring))}
    </FieldFrame>
  );
}
