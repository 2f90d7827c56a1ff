import type { FieldValues } from 'react-hook-form';
import { MaskedTextField } from './masked-text-field';
import { trimText } from './normalize';
import type { BoundFieldProps } from './use-form-field';

export interface NumberFieldProps<T extends FieldValues, TOut extends FieldValues = T> extends BoundFieldProps<T, TOut> {
  placeholder?: string;
  /** 'decimal' shows a keyboard with a comma on phones (e.g. the handicap). */
  inputMode?: 'numeric' | 'decimal';
}

/** A number typed as text (German comma allowed) and stored trimmed, as the spec's golf fields are. */
export function NumberField<T extends FieldValues, TOut extends FieldValues = T>({ inputMode = 'numeric', ...props }: NumberFieldProps<T, TOut>) {
  return <MaskedTextField {...props} inputMode={inputMode} onType={trimText} />;
}
