/** German number input: comma as decimal separator, dots optionally grouping thousands. */

const GROUPED = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/;
const PLAIN = /^-?\d+([,.]\d+)?$/;

/**
 * Parses a German number ('1.234,5', '1234,50', '18,4', '7'). A single dot without
 * grouping ('1.5') is read as a decimal point. Returns null for empty or invalid text.
 */
export function parseGermanNumber(text: string | null | undefined): number | null {
  const value = (text ?? '').trim().replace(/\s/g, '');
  if (value === '') return null;
  if (GROUPED.test(value)) return Number(value.replace(/\./g, '').replace(',', '.'));
  if (PLAIN.test(value)) return Number(value.replace(',', '.'));
  return null;
}

/** Formats a number the German way with a fixed number of decimals, without grouping ('1234,50'). */
export function formatGermanDecimal(value: number, decimals = 2): string {
  return value.toFixed(decimals).replace('.', ',');
}

/** A stored number as German input text, all its decimals kept ('50,1092'); '' for none. */
export function germanNumberText(value: number | null): string {
  return value === null ? '' : String(value).replace('.', ',');
}
