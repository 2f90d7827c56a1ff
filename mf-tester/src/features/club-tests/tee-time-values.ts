import type { Test, TestInput } from '@dtp/shared-api';
import { germanDateToIso, isoToGermanDate, type TeeTimeInput } from '@dtp/shared-ui';

/** The tee time form's values: what the tester types. */
export type TeeTimeFormValues = TeeTimeInput;

export function teeTimeValuesOf(test: Test): TeeTimeFormValues {
  const date = isoToGermanDate(test.date);
  return test.noStartingTimes
    ? { noStartingTimes: true, date, teeTime: '' }
    : { noStartingTimes: false, date, teeTime: test.teeTime ?? '' };
}

export function testInputFrom(id: number, values: TeeTimeFormValues): TestInput {
  const noStartingTimes = values.noStartingTimes === true;
  return {
    id,
    date: germanDateToIso(values.date ?? ''),
    teeTime: noStartingTimes ? null : (values.teeTime ?? '').trim() || null,
    noStartingTimes,
  };
}
