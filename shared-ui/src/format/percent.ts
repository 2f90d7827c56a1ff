import { wholeNumberFormat } from './german-intl';

/** Rounds a percentage (0–100) to a whole number, as the feedback charts show it. */
export function roundPercent(value: number): number {
  return Math.round(value);
}

/** '43 %' for 42.6 (German typography: a no-break space before the sign). */
export function formatPercent(value: number | null | undefined): string {
  if (value == null || Number.isNaN(value)) return '';
  return `${wholeNumberFormat().format(roundPercent(value))}\u00a0%`;
}
