import { germanDecimal } from '@dtp/api-client';

/** German number input ('1.234,5', '18,4'): the contract's parser, which the field rules use on both sides. */
export { parseGermanNumber } from '@dtp/api-client';
/** A stored number as German input text, all its decimals kept ('50,1092'); '' for none (the contract's). */
export { germanNumberText } from '@dtp/api-client';

/** Formats a number the German way with a fixed number of decimals, without grouping ('1234,50'): the contract's `germanDecimal`. */
export function formatGermanDecimal(value: number, decimals = 2): string {
  return germanDecimal(value, decimals);
}
