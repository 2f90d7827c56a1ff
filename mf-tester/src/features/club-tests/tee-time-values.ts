import type { Test, TestInput } from '@dtp/api-client';
import { germanDateToIso, isoToGermanDate, type TeeTimeInput } from '@dtp/shared-ui';

/** The tee time form's values: what the tester types. */
export type TeeTimeFormValues = TeeTimeInput;

export function teeTimeValuesOf(test: Test): TeeTimeFormValues {
  const date = isoToGermanDate(test.date);
  return test.noStartingTimes
    ? { noStartingTimes: true, date, teeTime: '' }
    : { noStartingTimes: false, date, teeTime: test.teeTime ?? '' };
}

/** The save's body: the test's id and the version it was read at (a stale one gets 409), the typed values. */
export function testInputFrom(test: Pick<Test, 'id' | 'version'>, values: TeeTimeFormValues): TestInput {
  const noStartingTimes = values.noStartingTimes === true;
  return {
    id: test.id,
    version: test.version,
    date: germanDateToIso(values.date ?? ''),
    teeTime: noStartingTimes ? null : (values.teeTime ?? '').trim() || null,
    noStartingTimes,
  };
}
