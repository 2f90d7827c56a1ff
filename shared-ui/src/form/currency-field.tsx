import type { FieldValues } from 'react-hook-form';
import { MaskedTextField } from './masked-text-field';
import { normalizeCurrency } from './normalize';
import type { BoundFieldProps } from './use-form-field';

/**
 * A euro amount in German format: comma, two decimals ('80' becomes '80,00' when left).
 * Stored as text; an empty value counts as 0 in sums (`parseGermanCurrency`).
 */
export function CurrencyField<T extends FieldValues, TOut extends FieldValues = T>(props: BoundFieldProps<T, TOut>) {
  return <MaskedTextField {...props} placeholder="0,00" inputMode="decimal" autoComplete="off" onLeave={normalizeCurrency} display={normalizeCurrency} endElement="€" />;
}
