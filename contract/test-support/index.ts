// '@dtp/contract/test-support': a record as the input its save takes (the fields a screen sends back), for the tests
// of every package that save what they loaded. Test only: outside src/, in no entry a bundle ships; ESLint keeps
// production code away from it. (The data sheet's dataSheetInputOf stays in src/datasheet.ts: the tester's form uses it.)
import type { Club, ClubInput } from '../src/club';
import { jsonCopy } from '../src/json-copy';
import type { Testing, TestingInput } from '../src/testing';
import type { TravelClaim, TravelInput } from '../src/travel';
import type { Tester, TesterInput } from '../src/user';
import type { Wave, WaveInput } from '../src/wave';

export function waveInputOf(wave: Wave): WaveInput {
  const { id, version, start, end, progress } = wave;
  return { id, version, start, end, progress };
}

export function testingInputOf(testing: Testing): TestingInput {
  const { id, version, progress, noStartingTimes, date, teeTime } = testing;
  return { id, version, progress, noStartingTimes, date, teeTime };
}

export function testerInputOf(tester: Tester): TesterInput {
  const { statusLabel: _label, executedTests: _tests, clubs: _clubs, ...input } = tester;
  return jsonCopy(input);
}

export function clubInputOf(club: Club): ClubInput {
  const { status: _status, statusLabel: _label, memberships: _members, panelId: _panel, ...input } = club;
  return jsonCopy(input);
}

export function travelInputOf(claim: TravelClaim): TravelInput {
  const { id, version, iban, bank, greenfee, distance, restaurant, misc, comment } = claim;
  return { id, version, iban, bank, greenfee, distance, restaurant, misc, comment };
}

export { personalDataProblems } from './personal-data-check';
