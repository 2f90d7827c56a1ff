import * as v from 'valibot';
import type { FieldRule, FieldRuleMap } from './field-rules';

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

/** What CMC rates a tester on (issue 44), each 0 to 5, in the order asked. */
export const CMC_FEEDBACK_CRITERIA = ['Pünktlichkeit', 'Vollständigkeit des Fragebogens', 'Qualität der Kommentare', 'Fotos', 'Kommunikation mit CMC'] as const;
/** What the tested club rates its tester on (issue 44), each 0 to 5, in the order asked. */
export const CLUB_FEEDBACK_CRITERIA = ['Pünktlichkeit', 'Auftreten', 'Diskretion', 'Einhaltung der Platzregeln'] as const;
/** The free text after the ratings. */
export const FEEDBACK_REMARKS = 'Anmerkungen';

/** One feedback as given: a rating 0–5 per criterion (by position) and the remarks. */
export interface FeedbackValues {
  ratings: readonly number[];
  remarks: string;
}

/**
 * A feedback as the charts read it: the testing id (hidden), the numbered ratings, the numbered remarks and who
 * filled it in ('CMC', 'Club'). The shape the outside form site stored, so the seed and old data read alike.
 */
export function feedbackFormJson(testingId: number, criteria: readonly string[], values: FeedbackValues, submittedBy: string): string {
  const formParams: FeedbackFormParam[] = [
    { id: 'testingId', name: 'testingId', value: String(testingId), type: 'hidden' },
    ...criteria.map((name, i) => ({ id: `q${i + 1}`, name: `${i + 1}. ${name}`, value: String(values.ratings[i] ?? ''), type: 'rating' })),
    { id: `q${criteria.length + 1}`, name: `${criteria.length + 1}. ${FEEDBACK_REMARKS}`, value: values.remarks, type: 'textarea' },
    { id: 'submittedBy', name: 'Ausgefüllt von', value: submittedBy, type: 'text' },
  ];
  return JSON.stringify({ formParams });
}

/** The ratings and remarks of a stored feedback, by the criteria's names; null when it is none or unreadable. */
export function feedbackValuesOf(json: string | null, criteria: readonly string[]): FeedbackValues | null {
  const form = json === null ? null : parseFeedbackForm(json);
  if (!form) return null;
  const byCriterion = new Map(form.formParams.map((param) => [criterionOf(param.name), param]));
  const ratings = criteria.map((name) => {
    const stored = byCriterion.get(name)?.value;
    // '' and null are no rating (Number would make them 0).
    const value = typeof stored === 'number' || (typeof stored === 'string' && stored.trim() !== '') ? Number(stored) : Number.NaN;
    return Number.isInteger(value) && value >= 0 && value <= RATING_MAX ? value : Number.NaN;
  });
  if (ratings.some(Number.isNaN)) return null;
  return { ratings, remarks: String(byCriterion.get(FEEDBACK_REMARKS)?.value ?? '') };
}

// A feedback form's fields, the same whoever gives it: CMC on the testing page, the club on its page by link.

/** The longest remarks a feedback takes. */
export const FEEDBACK_REMARKS_MAX_LENGTH = 2000;

/** The German messages of a feedback form's fields. */
export const feedbackFieldMessages = {
  rating: (criterion: string) => `Bitte bewerten Sie „${criterion}“ mit 0 bis ${RATING_MAX}.`,
  remarksTooLong: `Die Anmerkungen dürfen höchstens ${FEEDBACK_REMARKS_MAX_LENGTH} Zeichen lang sein.`,
} as const;

/** A criterion's rating as text ('0'…'5'): required, a whole number from 0 to 5. */
export const feedbackRatingRule =
  (criterion: string): FieldRule =>
  (text) =>
    /^\s*[0-5]\s*$/.test(text) ? null : feedbackFieldMessages.rating(criterion);

export const feedbackRemarksRule: FieldRule = (text) => (text.length > FEEDBACK_REMARKS_MAX_LENGTH ? feedbackFieldMessages.remarksTooLong : null);

/** A feedback's rules by body path ('ratings.0' … one per criterion, 'remarks'): the form runs them per field, the domain on the body. */
export function feedbackFieldRules(criteria: readonly string[]): FieldRuleMap {
  const ratings = criteria.map((criterion, i) => [`ratings.${i}`, [feedbackRatingRule(criterion)]] as const);
  return { ...Object.fromEntries(ratings), remarks: [feedbackRemarksRule] };
}

/** The body of CMC's feedback on the tester: its shape only; `feedbackFieldRules` judge the values, in German. */
export const CmcFeedbackInputSchema = v.object({
  /** One rating per criterion of CMC_FEEDBACK_CRITERIA, in their order. */
  ratings: v.pipe(v.array(v.number()), v.maxLength(CMC_FEEDBACK_CRITERIA.length)),
  remarks: v.string(),
});
export type CmcFeedbackInput = v.InferOutput<typeof CmcFeedbackInputSchema>;
