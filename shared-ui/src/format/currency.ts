import { euroText, germanDecimal } from '@dtp/api-client';
import { parseGermanNumber } from './number';

/** '1.234,50 €' (with a no-break space before the sign): the contract's `euroText`, which the mails write too. null/undefined show as ''. */
export function formatEuro(amount: number | null | undefined): string {
  return euroText(amount);
}

/**
 * Parses German currency input: '' (or only spaces) counts as 0, '12,5' → 12.5,
 * '1.234,50' → 1234.5, a trailing '€' is ignored. Invalid text gives NaN.
 */
export function parseGermanCurrency(text: string | null | undefined): number {
  const value = (text ?? '').replace('€', '').trim();
  if (value === '') return 0;
  const parsed = parseGermanNumber(value);
  return parsed === null ? Number.NaN : Math.round(parsed * 100) / 100;
}

/** The text a currency input shows for an amount: '12,50' (two decimals, comma, no sign). */
export function formatCurrencyInput(amount: number | null | undefined): string {
  return germanDecimal(amount, 2);
}
