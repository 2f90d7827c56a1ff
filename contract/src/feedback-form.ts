import * as v from 'valibot';

/**
 * The per-test feedback JSON (CMC's or the club's rating of a tester), as the external
 * feedback form stores it: { "formParams": [{ "id", "name", "value", "type" }] }.
 * Ratings have type 'rating' and a value '0'…'5'.
 */
export const FeedbackFormParamSchema = v.object({
  id: v.union([v.string(), v.number()]),
  name: v.string(),
  value: v.union([v.string(), v.number(), v.boolean(), v.null()]),
  type: v.string(),
});
export type FeedbackFormParam = v.InferOutput<typeof FeedbackFormParamSchema>;
export const FeedbackFormSchema = v.object({ formParams: v.array(FeedbackFormParamSchema) });
export type FeedbackForm = v.InferOutput<typeof FeedbackFormSchema>;

export const RATING_MAX = 5;
const NUMBERED = /^\s*\d+(\.\d+)*\.?\s+/;

/** Parses a feedback JSON; null when it is not valid JSON of that shape. */
export function parseFeedbackForm(json: string): FeedbackForm | null {
  try {
    const parsed = v.safeParse(FeedbackFormSchema, JSON.parse(json));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The criterion of a numbered entry: '1. Pünktlichkeit' → 'Pünktlichkeit'. */
export function criterionOf(name: string): string {
  return name.replace(NUMBERED, '').trim();
}
