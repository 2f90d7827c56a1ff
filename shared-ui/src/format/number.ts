/** German number input ('1.234,5', '18,4'): the contract's parser, which the field rules use on both sides. */
export { parseGermanNumber } from '@dtp/api-client';

/** Formats a number the German way with a fixed number of decimals, without grouping ('1234,50'). */
export function formatGermanDecimal(value: number, decimals = 2): string {
  return value.toFixed(decimals).replace('.', ',');
}

/** A stored number as German input text, all its decimals kept ('50,1092'); '' for none. */
export function germanNumberText(value: number | null): string {
  return value === null ? '' : String(value).replace('.', ',');
}
