import type { ClubListItem } from '@dtp/api-client';
import { matchesSearch } from '@dtp/shared-ui';

export const clubFilterNames = ['leading', 'candidate', 'q'] as const;
export type ClubFilters = Record<(typeof clubFilterNames)[number], string>;
/** Leading clubs only, unless the user says otherwise (spec section 5). */
export const clubFilterDefaults: Partial<ClubFilters> = { leading: '1' };

/**
 * Leading on: leading clubs; Bewerberclubs on: candidate clubs; both: clubs that are either; neither: all.
 * The search needs every word in the club's name.
 */
/**
 * How many clubs matching the search the Leading/Bewerberclubs filter hides (a club just created is
 * neither, so the default list does not show it): 0 when neither filter is on.
 */
export function hiddenByKind(clubs: readonly ClubListItem[], filters: ClubFilters): number {
  if (filters.leading !== '1' && filters.candidate !== '1') return 0;
  const all = filterClubs(clubs, { ...filters, leading: '', candidate: '' }).length;
  return all - filterClubs(clubs, filters).length;
}

export function filterClubs(clubs: readonly ClubListItem[], filters: ClubFilters): ClubListItem[] {
  const leading = filters.leading === '1';
  const candidate = filters.candidate === '1';
  return clubs.filter(
    (club) => (leading || candidate ? (leading && club.leading) || (candidate && club.candidateClub) : true) && matchesSearch(club.name, filters.q),
  );
}
