import { type Finding, type MeasureState } from '@dtp/api-client/back-office';
import { filterRows } from '@dtp/shared-ui/lists';

/** The list's state in the URL: the season and the state ('OVERDUE': a planned measure whose date passed). */
export const measureFilterNames = ['year', 'state'] as const;
export type MeasureFilters = Record<(typeof measureFilterNames)[number], string>;

/** The state filter's values: the club's answer, or 'OVERDUE' across them (only a planned one can be). */
export type MeasureStateFilter = MeasureState | 'OVERDUE';

/** Season exactly; state by the measure's state, 'OVERDUE' by the server's `overdue` (isOverdue on the day in Berlin). */
export function filterMeasures(rows: readonly Finding[], filters: MeasureFilters): Finding[] {
  const byYear = filterRows(rows, { year: filters.year }, { exact: { year: (f) => f.year } });
  if (filters.state === '') return byYear;
  return byYear.filter((f) => (filters.state === 'OVERDUE' ? f.overdue : f.measure.state === filters.state));
}

