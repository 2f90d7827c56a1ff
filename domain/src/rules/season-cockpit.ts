import type { QuestionnaireProgress } from '@dtp/contract/questionnaire';
import type { SeasonCount } from '@dtp/contract/overview';
import { testingReached } from '@dtp/contract/statuses';
import type { Db } from '../db';
import type { TestingRow } from '../state';
import { berlinDay } from './reminder-occasions';
import { claimExists } from './travel-rules';
import { travelProgress } from './travel-progress';

// The season at a glance (issue 45, item 3), with one owner: which of the cockpit's counts a testing is in. The
// cockpit's numbers (GET /overview/season) and the dashboard's `focus` filter (the overview row's `cockpit`) both
// come from here, so a number and the list it links to always agree.

/** What a testing's counts depend on besides the testing: its questionnaire's progress (null: none saved) and today. */
export interface CockpitContext {
  questionnaire: QuestionnaireProgress | null;
  /** Today in Berlin, 'YYYY-MM-DD'. */
  today: string;
}

const rules: Record<SeasonCount, (t: TestingRow, c: CockpitContext) => boolean> = {
  /** No tester yet: INITIAL is exactly the state without a tester (rules/testing-rules.ts, allowedProgress). */
  waiting: (t) => t.progress === 'INITIAL',
  /** A tester (marked or assigned), no date agreed yet. */
  assigned: (t) => t.progress === 'MARKED' || t.progress === 'ASSIGNED',
  /** 'Tee-Time vereinbart'. */
  dateAgreed: (t) => t.progress === 'TEE_TIME',
  /** The agreed day has passed (Berlin), the test has not come in and its questionnaire was not submitted. */
  overdue: (t, c) =>
    t.userId !== null &&
    t.date !== null &&
    t.date < c.today &&
    !testingReached(t.progress, 'DONE') &&
    c.questionnaire !== 'SUBMITTED' &&
    c.questionnaire !== 'RELEASED',
  /** 'Eingegangen': waiting for the review. */
  submitted: (_t, c) => c.questionnaire === 'SUBMITTED',
  released: (_t, c) => c.questionnaire === 'RELEASED',
  /** A claim exists (the test is in) and is neither released nor checked: the tester's to send or staff's to release. */
  claimOpen: (t) => claimExists(t) && travelProgress(t.travel) !== 'RELEASED' && t.progress !== 'TRAVEL_CHECKED',
  /** The test is in, and the club has not given its feedback on the tester (issue 44). */
  feedbackMissing: (t) => testingReached(t.progress, 'DONE') && t.feedbackClub === null,
};

/** The counts a testing is in, in the cockpit's order. */
export function cockpitOf(t: TestingRow, c: CockpitContext): SeasonCount[] {
  return (Object.keys(rules) as SeasonCount[]).filter((key) => rules[key](t, c));
}

/** Each testing's counts, by testing id: one read of their questionnaires, today from the domain's clock. */
export async function cockpitsOf(db: Db, now: number, testings: readonly TestingRow[]): Promise<Map<number, SeasonCount[]>> {
  const questionnaires = testings.length === 0 ? [] : await db.find('questionnaire', { id: testings.map((t) => t.id) });
  const progress = new Map(questionnaires.map((q) => [q.id, q.progress]));
  const today = berlinDay(now);
  return new Map(testings.map((t) => [t.id, cockpitOf(t, { questionnaire: progress.get(t.id) ?? null, today })]));
}
