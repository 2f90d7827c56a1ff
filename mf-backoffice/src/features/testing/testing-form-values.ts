import type { Testing, TestingInput } from '@dtp/api-client/back-office';
import { checkboxValue, date, germanDateToIso, isoToGermanDate, required, textValue, time, v } from '@dtp/shared-ui';
import { testingTexts as t } from './testing-texts';

/**
 * The testing form (spec section 5): date dd.MM.yyyy and tee time hh:mm, both optional here with the
 * default rule messages; the tee time is neither shown nor checked without starting times.
 */
export const testingSchema = v.object({
  progress: textValue(required(t.status)),
  noStartingTimes: checkboxValue(),
  date: textValue(date()),
  teeTime: textValue(time()),
});
export type TestingFormValues = v.InferOutput<typeof testingSchema>;

export function testingValuesOf(testing: Testing): TestingFormValues {
  return {
    progress: testing.progress,
    noStartingTimes: testing.noStartingTimes,
    date: isoToGermanDate(testing.date),
    teeTime: testing.teeTime ?? '',
  };
}

export function testingInputFrom(id: number, values: TestingFormValues): TestingInput {
  return {
    id,
    progress: values.progress as TestingInput['progress'],
    noStartingTimes: values.noStartingTimes,
    date: germanDateToIso(values.date.trim()) || null,
    teeTime: values.noStartingTimes ? null : values.teeTime.trim() || null,
  };
}
