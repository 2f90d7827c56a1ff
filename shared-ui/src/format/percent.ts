import { germanPercent } from '@dtp/api-client';

/** Rounds a percentage to whole numbers (66.5 → 67), as the feedback charts show it: the contract's one rounding. */
export { roundPercent } from '@dtp/api-client';

/** '43 %' for 42.6 (German typography: a no-break space before the sign); whole numbers, as the feedback charts show them. */
export function formatPercent(value: number | null | undefined): string {
  return germanPercent(value, 0);
}
