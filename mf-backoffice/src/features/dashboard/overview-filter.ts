import type { OverviewRow, SeasonCount } from '@dtp/api-client/back-office';
import { matchesSearch } from '@dtp/shared-ui';

export const overviewFilterNames = ['wave', 'status', 'focus', 'q'] as const;
export type OverviewFilters = Record<(typeof overviewFilterNames)[number], string>;

/**
 * The dashboard's filters (spec section 5): the wave compared as a number, the status exactly, the season cockpit's
 * count (`focus`, issue 45 item 3) among the row's `cockpit` (the server's, so the list is exactly the number), and
 * the search lowercased and split on spaces, each word found in first name, last name or club.
 */
export function filterOverview(rows: readonly OverviewRow[], { wave, status, focus, q }: OverviewFilters): OverviewRow[] {
  const waveNumber = wave === '' ? null : Number(wave);
  return rows.filter(
    (row) =>
      (waveNumber === null || row.wave === waveNumber) &&
      (status === '' || row.progress === status) &&
      (focus === '' || row.cockpit.includes(focus as SeasonCount)) &&
      matchesSearch([row.firstName, row.lastName, row.clubName], q),
  );
}
