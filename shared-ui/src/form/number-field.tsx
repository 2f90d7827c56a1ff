import type { FieldValues } from 'react-hook-form';
import { MaskedTextField } from './masked-text-field';
import { decimalComma, trimText } from './normalize';
import type { BoundFieldProps } from './use-form-field';

export interface NumberFieldProps<T extends FieldValues, TOut extends FieldValues = T> extends BoundFieldProps<T, TOut> {
  placeholder?: string;
  /** 'decimal' shows a keyboard with a comma on phones (e.g. the handicap). */
  inputMode?: 'numeric' | 'decimal';
}

/**
 * A number typed as text (German comma allowed) and stored trimmed, as the spec's golf fields are. A
 * decimal field takes '.' as the comma and shows it as one ('18.4' → '18,4'): a phone's decimal keypad
 * in an English region has only '.'.
 */
export function NumberField<T extends FieldValues, TOut extends FieldValues = T>({ inputMode = 'numeric', ...props }: NumberFieldProps<T, TOut>) {
  return <MaskedTextField {...props} inputMode={inputMode} onType={inputMode === 'decimal' ? decimalComma : trimText} />;
}
