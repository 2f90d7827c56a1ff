import { TESTER_ALREADY_IN_WAVE_MESSAGE } from '@dtp/contract/testing';
import type { SheetRow, UserRow } from '../state';
import { blankTester } from './blank-tester';
import { ASSIGNABILITY_REASONS, assignabilityOf, type AssignmentState } from './testing-rules';

// The one rule of who may be assigned (assignabilityOf): each condition alone refuses with its German reason.

const CLUB = 7;
const WAVE_NUMBER = 3;
const testing = { id: 100, clubId: CLUB };

const tester = (changes: Partial<UserRow> = {}): UserRow => ({ ...blankTester('u-1', 'eva@example.org', '2023-01-01T00:00:00.000Z'), status: 'TESTER_1', ...changes });
const sheet = (changes: Partial<SheetRow> = {}): Pick<SheetRow, 'progress' | 'availability'> => ({ progress: 'RELEASED', availability: [`${CLUB}:${WAVE_NUMBER}`], ...changes });
const state = (changes: Partial<AssignmentState> = {}): AssignmentState => ({
  seasonYear: 2023,
  waveNumber: WAVE_NUMBER,
  sheets: new Map([['u-1', sheet()]]),
  waveTestings: [testing, { id: 101, userId: 'u-2' }].map((t) => ({ userId: null, ...t })),
  ...changes,
});
const reasonOf = (verdict: ReturnType<typeof assignabilityOf>) => (verdict.ok ? null : verdict.reason);

test('a released tester who marked the club in the wave, not a member and free in the wave may be assigned', () => {
  expect(assignabilityOf(tester(), testing, state())).toEqual({ ok: true });
});

test('staff accounts are not testers', () => {
  expect(reasonOf(assignabilityOf(tester({ staff: true }), testing, state()))).toBe('Nur Tester können eingeteilt werden.');
});

test('an inactive tester is refused', () => {
  expect(reasonOf(assignabilityOf(tester({ status: 'INACTIVE' }), testing, state()))).toBe('Inaktive Tester können nicht eingeteilt werden.');
});

test.each(['INITIAL', 'INVITED', 'SENT', 'ASSIGNED'] as const)('a data sheet %s (not „Freigegeben“) is refused', (progress) => {
  expect(reasonOf(assignabilityOf(tester(), testing, state({ sheets: new Map([['u-1', sheet({ progress })]]) })))).toBe(
    'Das Datenblatt des Testers ist für diese Saison nicht freigegeben.',
  );
});

test('no data sheet for the season is refused like one not released', () => {
  expect(reasonOf(assignabilityOf(tester(), testing, state({ sheets: new Map() })))).toBe(ASSIGNABILITY_REASONS.notReleased);
});

test('the club must be marked for the testing’s wave: another wave or another club does not count', () => {
  for (const availability of [[], [`${CLUB}:${WAVE_NUMBER + 1}`], [`${CLUB + 1}:${WAVE_NUMBER}`]]) {
    expect(reasonOf(assignabilityOf(tester(), testing, state({ sheets: new Map([['u-1', sheet({ availability })]]) })))).toBe(
      'Der Tester hat diesen Club für diese Welle nicht als verfügbar markiert.',
    );
  }
});

test('a home club (a membership lasting into the season) is refused; one that ended before is not', () => {
  expect(reasonOf(assignabilityOf(tester({ memberships: [{ clubId: CLUB, end: null }] }), testing, state()))).toBe('Ein Tester kann nicht in seinem Heimatclub testen.');
  expect(reasonOf(assignabilityOf(tester({ memberships: [{ clubId: CLUB, end: 2023 }] }), testing, state()))).toBe(ASSIGNABILITY_REASONS.homeClub);
  expect(assignabilityOf(tester({ memberships: [{ clubId: CLUB, end: 2022 }] }), testing, state())).toEqual({ ok: true });
});

test('one testing per tester and wave: another testing of the wave refuses, this one (a repeated assignment) does not', () => {
  const holdsOther = state({ waveTestings: [{ id: 100, userId: null }, { id: 101, userId: 'u-1' }] });
  expect(reasonOf(assignabilityOf(tester(), testing, holdsOther))).toBe(TESTER_ALREADY_IN_WAVE_MESSAGE);
  const holdsThis = state({ waveTestings: [{ id: 100, userId: 'u-1' }] });
  expect(assignabilityOf(tester(), testing, holdsThis)).toEqual({ ok: true });
});
