/**
 * Spec: per-test feedback is the external form's JSON `{ formParams: [{ name, value, type, id }] }`;
 * only entries that are not hidden and whose name starts with a numbering prefix such as '1.' are
 * shown, as question and answer, in their order.
 *
 * Lenient per entry (a club manager rather sees nine answers than none because the tenth is
 * broken): an entry without a usable name is skipped, a missing value is an empty answer, a
 * missing type counts as not hidden. Only JSON that is not an object with a formParams array is
 * rejected as a whole.
 */

export interface TestFeedbackQuestion {
  /** The entry's id, or its position when it has none (a React key). */
  key: string;
  question: string;
  /** '' when the entry has no answer. */
  answer: string;
  /** Ratings (type 'rating', value 0–5) are shown as '4 von 5'. */
  rating: boolean;
}

export type TestFeedbackParse = { ok: true; questions: TestFeedbackQuestion[] } | { ok: false };

/** '1.', '2. ', '10.Frage', '1.2. ', '1.2 Frage' — a number, optionally dotted subnumbers, then a dot or a space. */
const NUMBERING_PREFIX = /^\s*\d+(?:\.\d+)*\.(?!\d)|^\s*\d+(?:\.\d+)+\s/;

export function hasNumberingPrefix(name: string): boolean {
  return NUMBERING_PREFIX.test(name);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function answerText(value: unknown, yes: string, no: string): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? yes : no;
  if (Array.isArray(value)) {
    const parts = value.map((v) => answerText(v, yes, no)).filter((v): v is string => v !== null && v !== '');
    return parts.join(', ');
  }
  return null; // an object: not an answer we can show
}

export function testFeedbackQuestions(json: string, labels = { yes: 'Ja', no: 'Nein' }): TestFeedbackParse {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { ok: false };
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.formParams)) return { ok: false };
  const questions: TestFeedbackQuestion[] = [];
  parsed.formParams.forEach((entry: unknown, index: number) => {
    if (!isRecord(entry)) return;
    const { name, type, value, id } = entry;
    if (typeof name !== 'string' || !hasNumberingPrefix(name)) return;
    if (typeof type === 'string' && type.trim().toLowerCase() === 'hidden') return;
    const answer = answerText(value, labels.yes, labels.no);
    if (answer === null) return;
    const rating = type === 'rating' && /^[0-5]$/.test(answer);
    const key = typeof id === 'string' || typeof id === 'number' ? `${id}-${index}` : String(index);
    questions.push({ key, question: name.trim(), answer, rating });
  });
  return { ok: true, questions };
}
