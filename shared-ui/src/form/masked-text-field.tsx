import { Input, InputGroup } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from './field-frame';
import { useFormField, type BoundFieldProps } from './use-form-field';

export interface MaskedTextFieldProps<T extends FieldValues, TOut extends FieldValues = T> extends BoundFieldProps<T, TOut> {
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

/** The shared body of date, time, currency and IBAN fields: text with clean-up on leave. */
export function MaskedTextField<T extends FieldValues, TOut extends FieldValues = T>(props: MaskedTextFieldProps<T, TOut>) {
  const { label, helperText, required, placeholder, inputMode, maxLength, autoComplete, onType, onLeave, display, endElement } = props;
  const { field, text, error, disabled } = useFormField(props);
  const [editing, setEditing] = useState(false);
  const input = (wiring: object) => (
    <Input
      {...wiring}
      ref={field.ref}
      name={field.name}
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
