import { TestingProgresses, TestingProgressLabels, testingReached, type TestingProgress } from '@dtp/contract/statuses';
import { TESTER_ALREADY_IN_WAVE_MESSAGE } from '@dtp/contract/testing';
import { scheduleFieldRules } from '@dtp/contract/field-rules';
import type { Db } from '../db';
import { badRequest } from '../http';
import type { TestingRow, UserRow } from '../state';
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
 * Available testers for a testing: active testers whose season sheet is RELEASED, who marked this
 * club in the testing's wave, who have no other testing in that wave, whose home club it is not,
 * and who are not assigned to it already. Nearest first; distance only when the club has street and zip.
 * Each carries whether the user was a member of the club before and tested it last season.
 */
export async function availableTestersFor(db: Db, testing: TestingRow): Promise<Candidate[]> {
  const club = await db.club(testing.clubId);
  const wave = await db.wave(testing.waveId);
  if (!club || !wave) return [];
  const busy = new Set(
    (await db.find('testing', { waveId: testing.waveId })).filter((t) => t.userId !== null).map((t) => t.userId as string),
  );
  const key = availabilityKey(club.id, wave.number);
  const canMeasure = club.address.street.trim() !== '' && club.address.zip.trim() !== '';
  const testedLastSeason = await testedClubLastSeason(db, club.id);
  const sheets = new Map((await db.find('sheet', { year: db.seasonYear })).map((s) => [s.userId, s]));
  const candidates: Candidate[] = [];
  for (const user of await db.testers()) {
    if (user.status === 'INACTIVE' || busy.has(user.id)) continue;
    const sheet = sheets.get(user.id);
    if (!sheet || sheet.progress !== 'RELEASED' || !sheet.availability.includes(key)) continue;
    if (homeClubIds(user, db.seasonYear).has(club.id)) continue;
    const prefix = `${club.id}:`;
    candidates.push({
      user,
      distance: canMeasure ? distanceKm(user.address, club) : null,
      availableWaves: sheet.availability.filter((k) => k.startsWith(prefix)).map((k) => Number(k.slice(prefix.length))).sort(),
      formerMemberUntil: formerMemberUntil(user, club.id, db.seasonYear),
      testedClubIn: testedLastSeason.has(user.id) ? db.seasonYear - 1 : null,
    });
  }
  return candidates.sort(
    (a, b) => byDistance(a.distance, b.distance) || a.user.lastName.localeCompare(b.user.lastName, 'de'),
  );
}

/** 400 unless the user may be assigned to the testing. */
export async function checkAssignable(db: Db, testing: TestingRow, user: UserRow): Promise<void> {
  if (user.staff) throw badRequest('Nur Tester können eingeteilt werden.');
  if (user.status === 'INACTIVE') throw badRequest('Inaktive Tester können nicht eingeteilt werden.');
  const sheet = await db.sheet(user.id);
  if (!sheet || !['RELEASED', 'ASSIGNED'].includes(sheet.progress)) {
    throw badRequest('Das Datenblatt des Testers ist für diese Saison nicht freigegeben.');
  }
  if (homeClubIds(user, db.seasonYear).has(testing.clubId)) {
    throw badRequest('Ein Tester kann nicht in seinem Heimatclub testen.');
  }
  const other = (await db.find('testing', { waveId: testing.waveId, userId: user.id })).find((t) => t.id !== testing.id);
  if (other) throw badRequest(TESTER_ALREADY_IN_WAVE_MESSAGE);
}
