import type { PlayableClub, PlayablesAnswer } from '@dtp/contract/datasheet';
import type { Db } from '../db';
import type { SheetRow, UserRow } from '../state';
import { waveWeeks } from '../views';
import { byDistance, distanceKm, distanceMessage } from './geo';

export const availabilityKey = (clubId: number, waveNumber: number): string => `${clubId}:${waveNumber}`;

/** Clubs whose membership lasts into the season are home clubs; a tester never tests a home club. */
export function homeClubIds(user: UserRow, seasonYear: number): Set<number> {
  return new Set(user.memberships.filter((m) => m.end === null || m.end >= seasonYear).map((m) => m.clubId));
}

/** Every testable club except the home clubs, nearest first, with one cell per season wave. */
export async function playablesOf(db: Db, user: UserRow, sheet: SheetRow | undefined): Promise<PlayablesAnswer> {
  const waves = await db.seasonWaves();
  const home = homeClubIds(user, db.seasonYear);
  const marked = new Set(sheet?.availability ?? []);
  const playables: PlayableClub[] = (await db.clubs())
    .filter((club) => club.isTestable && !home.has(club.id))
    .map((club) => {
      const distance = distanceKm(user.address, club);
      return {
        clubId: club.id,
        clubName: club.name,
        distance,
        distanceMessage: distanceMessage(distance),
        waves: waves.map((w) => ({ waveNumber: w.number, available: marked.has(availabilityKey(club.id, w.number)) })),
      };
    })
    .sort((a, b) => byDistance(a.distance, b.distance) || a.clubName.localeCompare(b.clubName, 'de'));
  return { playables, waves: waves.map((w) => ({ waveNumber: w.number, weeks: waveWeeks(w) })) };
}

/** The availability a save sends: only playable clubs and season waves count. */
export async function availabilityFrom(db: Db, user: UserRow, playables: readonly PlayableClub[]): Promise<string[]> {
  const allowed = new Set((await playablesOf(db, user, undefined)).playables.map((p) => p.clubId));
  const waveNumbers = new Set((await db.seasonWaves()).map((w) => w.number));
  const keys = new Set<string>();
  for (const club of playables) {
    if (!allowed.has(club.clubId)) continue;
    for (const w of club.waves) if (w.available && waveNumbers.has(w.waveNumber)) keys.add(availabilityKey(club.clubId, w.waveNumber));
  }
  return [...keys].sort();
}
