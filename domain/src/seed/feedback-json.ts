import { CLUB_FEEDBACK_CRITERIA, CMC_FEEDBACK_CRITERIA, feedbackFormJson } from '@dtp/contract/feedback-form';
import type { Prng } from '../prng';

/** A feedback form JSON as the platform stores it (contract/feedback-form.ts), with random ratings. */
export function feedbackJson(prng: Prng, kind: 'cmc' | 'club', testingId: number): string {
  const criteria = kind === 'cmc' ? CMC_FEEDBACK_CRITERIA : CLUB_FEEDBACK_CRITERIA;
  const ratings = criteria.map(() => prng.int(2, 5));
  const remarks = prng.pick(['Sehr angenehmer Tester.', 'Alles bestens.', 'Kam etwas zu spät zur Startzeit.', '']);
  return feedbackFormJson(testingId, criteria, { ratings, remarks }, kind === 'cmc' ? 'CMC' : 'Clubmanager');
}

/** The one malformed feedback of the seed (truncated JSON). */
export const MALFORMED_FEEDBACK = '{"formParams": [{"id": "q1", "name": "1. Pünktlichkeit", "value": "4", "type": "rating"},';
