import type { FieldValues } from 'react-hook-form';
import { MaskedTextField } from './masked-text-field';
import { formatIbanGroups } from './normalize';
import type { BoundFieldProps } from './use-form-field';

/** 22 characters + 5 spaces. */
const IBAN_DISPLAY_LENGTH = 27;

/** An IBAN shown in groups of four, upper case ('DE89 3704 0044 0532 0130 00'). */
export function IbanField<T extends FieldValues, TOut extends FieldValues = T>(props: BoundFieldProps<T, TOut>) {
  return (
    <MaskedTextField
      {...props}
      placeholder="DE00 0000 0000 0000 0000 00"
      maxLength={IBAN_DISPLAY_LENGTH}
      autoComplete="off"
      onType={(text, caretAtEnd) => (caretAtEnd ? formatIbanGroups(text) : text.toUpperCase())}
      onLeave={formatIbanGroups}
      display={formatIbanGroups}
    />
  );
}
