import type { SeasonResult } from '@dtp/api-client/back-office';
import { filterRows } from '@dtp/shared-ui/lists';

/** The list's state in the URL: the season (the call's year; '' the newest), the wave and the panel (rows). */
export const resultFilterNames = ['year', 'wave', 'panel'] as const;
export type ResultFilters = Record<(typeof resultFilterNames)[number], string>;

/** The season filter's year, or null for the newest season (no year in the URL, or not a year). */
export const requestedYear = (filters: Pick<ResultFilters, 'year'>): number | null => (/^\d{4}$/.test(filters.year) ? Number(filters.year) : null);

/** Wave number and panel (a club's panel of the season) match exactly. */
export function filterResults(rows: readonly SeasonResult[], filters: ResultFilters): SeasonResult[] {
  return filterRows(rows, filters, { exact: { wave: (r) => r.waveNumber, panel: (r) => r.panelId } });
}
