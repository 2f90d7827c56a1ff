import * as v from 'valibot';
import { textValue } from './fields';
import { date, required, time } from './rules';

export const teeTimeLabels = {
  date: 'Test-Datum',
  teeTime: 'Tee-Time',
  noStartingTimes: 'Keine Startzeiten',
} as const;

/**
 * The tee time form (spec section 5): date required (dd.MM.yyyy); tee time required and
 * hh:mm unless 'no starting times' is checked (then the field is hidden and not checked).
 * Both branches validate every field at once, so all errors show together.
 */
export function teeTimeSchema() {
  const testDate = textValue(required(teeTimeLabels.date), date());
  return v.variant('noStartingTimes', [
    v.looseObject({
      noStartingTimes: v.literal(true),
      date: testDate,
      teeTime: textValue(),
    }),
    v.looseObject({
      noStartingTimes: v.optional(v.literal(false), false),
      date: testDate,
      teeTime: textValue(required(teeTimeLabels.teeTime), time()),
    }),
  ]);
}

export type TeeTimeInput = v.InferInput<ReturnType<typeof teeTimeSchema>>;
export type TeeTimeValues = v.InferOutput<ReturnType<typeof teeTimeSchema>>;
