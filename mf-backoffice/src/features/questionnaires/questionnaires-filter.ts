import type { QuestionnaireReviewEntry } from '@dtp/api-client/back-office';
import { filterRows } from '@dtp/shared-ui/lists';

export const questionnaireFilterNames = ['season', 'wave', 'status', 'premium', 'q'] as const;
export type QuestionnaireFilters = Record<(typeof questionnaireFilterNames)[number], string>;

/**
 * The list's filters: season, wave number, state and test kind ('premium=true', the sidebar's 'Premium-Fragebogen
 * freigeben') match exactly; the search is lowercased and split on spaces, every word found in club or tester.
 */
export function filterQuestionnaires<E extends QuestionnaireReviewEntry>(rows: readonly E[], filters: QuestionnaireFilters): E[] {
  return filterRows(rows, filters, {
    exact: { season: (e) => e.year, wave: (e) => e.wave, status: (e) => e.progress, premium: (e) => String(e.premiumTest) },
    search: { name: 'q', text: (e) => `${e.clubName} ${e.testerName}` },
  });
}
