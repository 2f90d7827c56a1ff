import * as v from 'valibot';
import { scheduleFieldLabels, scheduleFieldRules } from '@dtp/api-client';
import { textValue } from './fields';
import { formRules } from './rules';

/** The tee time form's labels (the contract's, named in the server's messages too). */
export const teeTimeLabels = scheduleFieldLabels;

/**
 * The tee time form (spec section 5), built from the contract's schedule rules, which the server
 * checks too (POST /test): date required (dd.MM.yyyy); tee time required and hh:mm unless 'no
 * starting times' is checked (then the field is hidden and not checked). Both branches validate
 * every field at once, so all errors show together.
 */
export function teeTimeSchema() {
  const withTimes = scheduleFieldRules({ required: true, noStartingTimes: false });
  const withoutTimes = scheduleFieldRules({ required: true, noStartingTimes: true });
  return v.variant('noStartingTimes', [
    v.looseObject({
      noStartingTimes: v.literal(true),
      date: textValue(...formRules(withoutTimes.date)),
      teeTime: textValue(...formRules(withoutTimes.teeTime)),
    }),
    v.looseObject({
      noStartingTimes: v.optional(v.literal(false), false),
      date: textValue(...formRules(withTimes.date)),
      teeTime: textValue(...formRules(withTimes.teeTime)),
    }),
  ]);
}

export type TeeTimeInput = v.InferInput<ReturnType<typeof teeTimeSchema>>;
export type TeeTimeValues = v.InferOutput<ReturnType<typeof teeTimeSchema>>;
