import { EmailProgressLabels, type EmailProgress } from '@dtp/contract/back-office-statuses';
import { historyCalls } from '@dtp/contract/calls/back-office';
import { HistorySubjectLabels, type HistoryEntry, type HistorySubject } from '@dtp/contract/history';
import { QuestionnaireProgressLabels, type QuestionnaireProgress } from '@dtp/contract/questionnaire';
import {
  DataSheetProgressLabels,
  TesterStatusLabels,
  TestingProgressLabels,
  TravelProgressLabels,
  type DataSheetProgress,
  type TesterStatus,
  type TestingProgress,
  type TravelProgress,
} from '@dtp/contract/statuses';
import { type Ctx } from '../context';
import { notFound } from '../http';
import type { Router } from '../router';
import type { HistoryRow } from '../state';

const LABELS: Record<HistorySubject, Record<string, string>> = {
  DATASHEET: DataSheetProgressLabels satisfies Record<DataSheetProgress, string>,
  TESTING: TestingProgressLabels satisfies Record<TestingProgress, string>,
  TRAVEL: TravelProgressLabels satisfies Record<TravelProgress, string>,
  EMAIL: EmailProgressLabels satisfies Record<EmailProgress, string>,
  // The erasure of a tester's data (handlers/erasure.ts): from their status to 'Gelöscht'.
  TESTER: { ...(TesterStatusLabels satisfies Record<TesterStatus, string>), ERASED: 'Daten gelöscht' },
  // A retention run (rules/retention.ts): its `to` is already the German summary of what it removed.
  RETENTION: {},
  // The questionnaire's status changes (rules/history-rules.ts) and a correction of an answer, whose texts are German already.
  QUESTIONNAIRE: QuestionnaireProgressLabels satisfies Record<QuestionnaireProgress, string>,
  QUESTIONNAIRE_ANSWER: {},
  QUESTIONNAIRE_PHOTO: {},
  TESTER_FEEDBACK: {},
  ACCOUNT: {},
  IMPORT: {},
  MEASURE: {},
};

/** A history row as staff see it (also the 'Verlauf' in a person's data export). */
export function historyEntryView(h: HistoryRow): HistoryEntry {
  const labels = LABELS[h.what];
  return {
    id: h.id,
    at: h.at,
    by: h.by,
    subject: h.what,
    subjectLabel: HistorySubjectLabels[h.what],
    fromLabel: labels[h.from] ?? h.from,
    toLabel: labels[h.to] ?? h.to,
  };
}

/** The 'Verlauf' of a subject, newest first; managers and admins only. */
async function historyOf(ctx: Ctx, subject: string): Promise<HistoryEntry[]> {
  const entries = await ctx.db.find('history', { subject });
  return entries.sort((a, b) => b.id - a.id).map(historyEntryView);
}

export function registerHistory(router: Router<Ctx>): void {
  router
    .on(historyCalls.ofTesting, async (ctx, p) => {
      const testing = await ctx.db.testingOr404(p.id);
      return historyOf(ctx, `testing:${testing.id}`);
    })
    .on(historyCalls.ofUser, async (ctx, p) => {
      const user = await ctx.db.userOr404(p.id);
      return historyOf(ctx, `user:${user.id}`);
    })
    .on(historyCalls.ofEmail, async (ctx, p) => {
      const email = await ctx.db.get('email', p.id);
      if (!email) throw notFound('Die Email');
      return historyOf(ctx, `email:${email.id}`);
    });
}
