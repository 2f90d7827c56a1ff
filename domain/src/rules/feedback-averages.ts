import { criterionOf, parseFeedbackForm, RATING_MAX } from '@dtp/contract/feedback-form';

export interface Averages {
  count: number;
  averages: Record<string, number>;
}

/**
 * domain/README.md#feedback: per criterion (a numbered, non-hidden entry of type 'rating', value 0–5) the mean
 * of value / 5 × 100 over all datasets that rate it; count is the number of valid datasets.
 * Malformed JSON counts nowhere (it is still listed in the admin debug section).
 */
export function feedbackAverages(jsons: readonly string[]): Averages {
  const sums = new Map<string, { total: number; n: number }>();
  let count = 0;
  for (const json of jsons) {
    const form = parseFeedbackForm(json);
    if (!form) continue;
    count++;
    for (const p of form.formParams) {
      if (p.type !== 'rating' || !/^\s*\d/.test(p.name)) continue;
      const value = Number(p.value);
      if (!Number.isFinite(value) || value < 0 || value > RATING_MAX) continue;
      const key = criterionOf(p.name);
      const entry = sums.get(key) ?? { total: 0, n: 0 };
      entry.total += (value / RATING_MAX) * 100;
      entry.n++;
      sums.set(key, entry);
    }
  }
  const averages: Record<string, number> = {};
  for (const [key, { total, n }] of sums) averages[key] = Math.round((total / n) * 100) / 100;
  return { count, averages };
}
