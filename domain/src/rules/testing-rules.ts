import { TestingProgresses, TestingProgressLabels, testingReached, type TestingProgress } from '@dtp/contract/statuses';
import { TESTER_ALREADY_IN_WAVE_MESSAGE } from '@dtp/contract/testing';
import { scheduleFieldRules } from '@dtp/contract/field-rules';
import type { Db } from '../db';
import { badRequest } from '../http';
import type { ClubRow, SheetRow, TestingRow, UserRow, WaveRow } from '../state';
import { FieldErrors } from './field-errors';
import { byDistance, distanceKm } from './geo';
import { availabilityKey, homeClubIds } from './playables';

interface Schedule {
  date: string | null;
  teeTime: string | null;
  noStartingTimes: boolean;
}

const hasSchedule = (s: Schedule): boolean => s.date !== null && (s.noStartingTimes || s.teeTime !== null);

/**
 * The progress values a testing may take (domain/README.md#testing-back-office): INITIAL exactly while no tester is
 * assigned; every other value needs a tester; TEE_TIME also needs a date (and a tee time unless the
 * club has no starting times).
 */
export function allowedProgress(hasTester: boolean, schedule: Schedule): TestingProgress[] {
  if (!hasTester) return ['INITIAL'];
  return TestingProgresses.filter((p) => p !== 'INITIAL' && (p !== 'TEE_TIME' || hasSchedule(schedule)));
}

/**
 * Date and tee time, the forms' own rules (`scheduleFieldRules`): both required for the tester's tee
 * time (`requireDate`), optional in the back office; the tee time is not checked without starting times.
 */
export function validateSchedule(s: Schedule, requireDate: boolean): FieldErrors {
  const e = new FieldErrors();
  const rules = scheduleFieldRules({ required: requireDate, noStartingTimes: s.noStartingTimes });
  e.checkDate('date', s.date, rules.date);
  e.check('teeTime', s.teeTime, rules.teeTime);
  return e;
}

export function checkProgress(hasTester: boolean, schedule: Schedule, progress: TestingProgress): void {
  if (!allowedProgress(hasTester, schedule).includes(progress)) {
    const reason = !hasTester
      ? 'Ohne eingeteilten Tester ist nur der Status „Tester wird gesucht“ möglich.'
      : progress === 'INITIAL'
        ? 'Bitte heben Sie zuerst die Einteilung des Testers auf.'
        : 'Für „Tee-Time vereinbart“ fehlen Datum oder Tee-Time.';
    throw badRequest(`Der Status „${TestingProgressLabels[progress]}“ ist nicht möglich. ${reason}`);
  }
}

/** Available testers and the assignment list while no test date was agreed. */
export const showAvailableTesters = (t: TestingRow): boolean => ['INITIAL', 'MARKED', 'ASSIGNED'].includes(t.progress);
/** Assignment may change until the test is done. */
export const assignmentOpen = (t: TestingRow): boolean => !testingReached(t.progress, 'DONE');

export interface Candidate {
  user: UserRow;
  distance: number | null;
  availableWaves: number[];
  /** The last year of an ended membership in the club, else null. */
  formerMemberUntil: number | null;
  /** The previous season's year when the user tested this club then, else null. */
  testedClubIn: number | null;
}

/** The latest end year of the user's ended memberships in the club (current ones excluded), else null. */
export function formerMemberUntil(user: UserRow, clubId: number, seasonYear: number): number | null {
  const ends = user.memberships.filter((m) => m.clubId === clubId && m.end !== null && m.end < seasonYear).map((m) => m.end as number);
  return ends.length ? Math.max(...ends) : null;
}

/** The users who had a testing of the club in the previous season. */
async function testedClubLastSeason(db: Db, clubId: number): Promise<Set<string>> {
  const waves = await db.find('wave', { year: db.seasonYear - 1 });
  const testings = await db.find('testing', { clubId, waveId: waves.map((w) => w.id) });
  return new Set(testings.flatMap((t) => (t.userId === null ? [] : [t.userId])));
}

/**
 * What decides whether testers may be assigned to the testings of one wave: the season's data sheets and who holds
 * which testing of the wave. Loaded once per wave (a testing's assignment, its available testers, a proposal for the
 * whole wave).
 */
export interface AssignmentState {
  seasonYear: number;
  /** The wave's number: a tester marks a club per wave number (`availabilityKey`). */
  waveNumber: number;
  /** The season's data sheets by user id (only the ones asked about need be there). */
  sheets: ReadonlyMap<string, Pick<SheetRow, 'progress' | 'availability'>>;
  /** The wave's testings: who holds which. */
  waveTestings: readonly Pick<TestingRow, 'id' | 'userId'>[];
}

/** May the tester be assigned: yes, or no with the German reason (the 400's message). */
export type Assignability = { ok: true } | { ok: false; reason: string };

export const ASSIGNABILITY_REASONS = {
  notTester: 'Nur Tester können eingeteilt werden.',
  inactive: 'Inaktive Tester können nicht eingeteilt werden.',
  notReleased: 'Das Datenblatt des Testers ist für diese Saison nicht freigegeben.',
  homeClub: 'Ein Tester kann nicht in seinem Heimatclub testen.',
  alreadyInWave: TESTER_ALREADY_IN_WAVE_MESSAGE,
  notMarked: 'Der Tester hat diesen Club für diese Welle nicht als verfügbar markiert.',
} as const;

const yes: Assignability = { ok: true };
const no = (reason: string): Assignability => ({ ok: false, reason });

/**
 * The one rule of who may be assigned to a testing (spec back-office.md, 'Available testers'; domain/README.md
 * 'Testing (back office)'): a tester (not staff), not INACTIVE, whose season data sheet is RELEASED („Freigegeben“; a
 * sheet whose assignment was closed, ASSIGNED, takes no new one), whose home club the testing's club is not, who holds
 * no other testing of the wave, and who marked the club in the wave. The available testers are the testers it allows
 * (but the one assigned already); the assignment refuses the others with its reason.
 */
export function assignabilityOf(tester: UserRow, testing: Pick<TestingRow, 'id' | 'clubId'>, state: AssignmentState): Assignability {
  if (tester.staff) return no(ASSIGNABILITY_REASONS.notTester);
  if (tester.status === 'INACTIVE') return no(ASSIGNABILITY_REASONS.inactive);
  const sheet = state.sheets.get(tester.id);
  if (!sheet || sheet.progress !== 'RELEASED') return no(ASSIGNABILITY_REASONS.notReleased);
  if (homeClubIds(tester, state.seasonYear).has(testing.clubId)) return no(ASSIGNABILITY_REASONS.homeClub);
  if (state.waveTestings.some((t) => t.userId === tester.id && t.id !== testing.id)) return no(ASSIGNABILITY_REASONS.alreadyInWave);
  if (!sheet.availability.includes(availabilityKey(testing.clubId, state.waveNumber))) return no(ASSIGNABILITY_REASONS.notMarked);
  return yes;
}

/** The assignment state of a wave; with `userId`, only that user's data sheet (one assignment), else the season's. */
export async function assignmentStateOf(db: Db, wave: Pick<WaveRow, 'id' | 'number'>, userId?: string): Promise<AssignmentState> {
  const sheets = userId === undefined ? await db.find('sheet', { year: db.seasonYear }) : [await db.sheet(userId)].filter((s) => s !== undefined);
  return {
    seasonYear: db.seasonYear,
    waveNumber: wave.number,
    sheets: new Map(sheets.map((sheet) => [sheet.userId, sheet])),
    waveTestings: await db.find('testing', { waveId: wave.id }),
  };
}

/** Whole km from the tester's home to the club; null when unknown (the club measures only with street and zip, spec). */
export function clubDistanceKm(club: Pick<ClubRow, 'address' | 'lat' | 'lon'>, user: Pick<UserRow, 'address'>): number | null {
  const canMeasure = club.address.street.trim() !== '' && club.address.zip.trim() !== '';
  return canMeasure ? distanceKm(user.address, club) : null;
}

/**
 * Available testers for a testing: the testers `assignabilityOf` allows, but the one assigned to it already.
 * Nearest first; distance only when the club has street and zip. Each carries whether the user was a member of the
 * club before and tested it last season.
 */
export async function availableTestersFor(db: Db, testing: TestingRow): Promise<Candidate[]> {
  const club = await db.club(testing.clubId);
  const wave = await db.wave(testing.waveId);
  if (!club || !wave) return [];
  const state = await assignmentStateOf(db, wave);
  const testedLastSeason = await testedClubLastSeason(db, club.id);
  const prefix = `${club.id}:`;
  const candidates: Candidate[] = [];
  for (const user of await db.testers()) {
    if (user.id === testing.userId || !assignabilityOf(user, testing, state).ok) continue;
    const availability = state.sheets.get(user.id)?.availability ?? [];
    candidates.push({
      user,
      distance: clubDistanceKm(club, user),
      availableWaves: availability.filter((k) => k.startsWith(prefix)).map((k) => Number(k.slice(prefix.length))).sort(),
      formerMemberUntil: formerMemberUntil(user, club.id, db.seasonYear),
      testedClubIn: testedLastSeason.has(user.id) ? db.seasonYear - 1 : null,
    });
  }
  return candidates.sort(
    (a, b) => byDistance(a.distance, b.distance) || a.user.lastName.localeCompare(b.user.lastName, 'de'),
  );
}
