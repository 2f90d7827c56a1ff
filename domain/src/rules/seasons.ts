import type { SeasonState } from '@dtp/contract/season';
import type { Db } from '../db';
import { notFound } from '../http';
import { newTesting, type SeasonRecord, type TestingRow, type WaveRow } from '../state';

/**
 * Seasons as data (issue 56): which seasons exist, which is current, and what a season's plan (waves × tested
 * clubs) makes of panels and testings. One owner: the season handlers, the wave handlers and a club saved as
 * testable all plan through here.
 */

/** The seasons created, by year; on data from before seasons were recorded, the years that have waves. */
export async function seasonRecords(db: Db): Promise<SeasonRecord[]> {
  const recorded = db.meta.seasons;
  if (recorded) return [...recorded].sort((a, b) => a.year - b.year);
  const years = new Set((await db.find('wave')).map((w) => w.year));
  return [...years].sort((a, b) => a - b).map((year) => ({ year, createdAt: null, startedAt: null }));
}

/** The records as stored from now on (the meta keeps them once anything about seasons changes). */
async function recordedSeasons(db: Db): Promise<SeasonRecord[]> {
  db.meta.seasons ??= await seasonRecords(db);
  return db.meta.seasons;
}

export async function addSeasonRecord(db: Db, record: SeasonRecord): Promise<void> {
  const seasons = await recordedSeasons(db);
  seasons.push(record);
  seasons.sort((a, b) => a.year - b.year);
}

export async function markStarted(db: Db, year: number, at: string): Promise<void> {
  const record = (await recordedSeasons(db)).find((s) => s.year === year);
  if (record && record.startedAt === null) record.startedAt = at;
  db.meta.seasonYear = year;
}

/** Whether the platform has a current season at all (an empty platform has none until its first is created). */
export async function hasCurrentSeason(db: Db): Promise<boolean> {
  return (await seasonRecords(db)).some((s) => s.year === db.seasonYear);
}

/** The year of a season that exists (a list of an earlier or planned season); 404 otherwise. */
export async function existingSeason(db: Db, year: number): Promise<number> {
  if (year !== db.seasonYear && !(await seasonRecords(db)).some((s) => s.year === year)) throw notFound(`Die Saison ${year}`);
  return year;
}

export function seasonState(db: Db, year: number): SeasonState {
  return year === db.seasonYear ? 'CURRENT' : year > db.seasonYear ? 'PLANNED' : 'PAST';
}

/** A season's waves by date (their numbers follow the dates: renumberWaves). */
export async function wavesOf(db: Db, year: number): Promise<WaveRow[]> {
  return (await db.find('wave', { year })).sort((a, b) => a.start.localeCompare(b.start) || a.number - b.number);
}

/**
 * Gives every tested club of the season a panel and every panel one testing per wave: what exists stays, what is
 * missing is added (so planning twice creates nothing twice). Answers the testings added.
 */
export async function planTestings(db: Db, year: number, clubIds: readonly number[]): Promise<TestingRow[]> {
  const waves = await wavesOf(db, year);
  const added: TestingRow[] = [];
  for (const clubId of clubIds) {
    const panel = (await db.first('panel', { clubId, year })) ?? (await db.add('panel', { id: await db.nextId(), clubId, year, progress: 'INITIAL' }));
    const planned = new Set((await db.find('testing', { panelId: panel.id })).map((t) => t.waveId));
    for (const wave of waves) {
      if (planned.has(wave.id)) continue;
      added.push(await db.add('testing', newTesting({ id: await db.nextId(), panelId: panel.id, clubId, waveId: wave.id, progress: 'INITIAL', premiumTest: false })));
    }
  }
  return added;
}

/** The clubs tested in a season: those with a panel of its year. */
export async function testedClubIds(db: Db, year: number): Promise<number[]> {
  return (await db.find('panel', { year })).map((p) => p.clubId);
}

/**
 * Numbers a season's waves 1, 2, … in date order after a wave was added, moved or removed; the marked availability
 * of the year's data sheets ('clubId:waveNumber') follows its wave to the new number.
 */
export async function renumberWaves(db: Db, year: number): Promise<void> {
  const waves = await wavesOf(db, year);
  const renumbered = new Map<number, number>();
  waves.forEach((wave, i) => {
    if (wave.number !== i + 1) renumbered.set(wave.number, i + 1);
  });
  if (renumbered.size === 0) return;
  waves.forEach((wave, i) => (wave.number = i + 1));
  for (const sheet of await db.find('sheet', { year })) {
    const moved = sheet.availability.map((entry) => {
      const [clubId, number] = entry.split(':');
      const to = renumbered.get(Number(number));
      return to === undefined ? entry : `${clubId}:${to}`;
    });
    if (moved.some((entry, i) => entry !== sheet.availability[i])) sheet.availability = moved;
  }
}

/** Drops the availability marked for a removed wave (its number, before renumbering) from the year's sheets. */
export async function forgetWaveAvailability(db: Db, year: number, waveNumber: number): Promise<void> {
  for (const sheet of await db.find('sheet', { year })) {
    const kept = sheet.availability.filter((entry) => Number(entry.split(':')[1]) !== waveNumber);
    if (kept.length !== sheet.availability.length) sheet.availability = kept;
  }
}

/**
 * Every tester who is not inactive and not erased gets a data sheet of the year in 'Angelegt', with nothing of the
 * year in it yet (the master data lives on the person and stays). Sheets that exist stay as they are.
 */
export async function createYearSheets(db: Db, year: number): Promise<number> {
  const testers = await activeTestersWithoutSheet(db, year);
  for (const tester of testers) await db.add('sheet', { userId: tester.id, year, progress: 'INITIAL', availability: [] });
  return testers.length;
}

export async function activeTestersWithoutSheet(db: Db, year: number) {
  const withSheet = new Set((await db.find('sheet', { year })).map((s) => s.userId));
  return (await db.testers()).filter((u) => u.status !== 'INACTIVE' && !withSheet.has(u.id));
}
