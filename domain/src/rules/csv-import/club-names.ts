import { ImportTexts as T } from '@dtp/contract/csv-import';
import type { Db } from '../../db';
import type { ClubRow } from '../../state';

// A club named in a CSV cell: compared without case and with single spaces, as a spreadsheet's names vary.

export const clubKey = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** Clubs by their name as compared (one name for several clubs: ambiguous, null). */
export async function clubsByName(db: Db): Promise<Map<string, ClubRow | null>> {
  const byName = new Map<string, ClubRow | null>();
  for (const club of await db.clubs()) byName.set(clubKey(club.name), byName.has(clubKey(club.name)) ? null : club);
  return byName;
}

/** The club a cell names, or the German reason there is none. */
export function clubNamed(clubs: Map<string, ClubRow | null>, name: string): { value: ClubRow } | { message: string } {
  const club = clubs.get(clubKey(name));
  if (club === null) return { message: T.nameOfSeveral };
  return club ? { value: club } : { message: T.unknownClub(name) };
}

