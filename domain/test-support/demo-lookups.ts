import { ApiError, testsApi } from '@dtp/api-client';
import { isScoredQuestion, questionnaireApi, shownQuestionIds, type Answers, type Question, type Questionnaire } from '@dtp/api-client/questionnaire';
import type { DemoHarness } from './demo-harness';
import type { TestingProgress } from '@dtp/contract/statuses';

/** A season testing of the user in that progress, found in the demo's seed (not a fixed id). */
export function seasonTesting(h: DemoHarness, userId: string, progress: TestingProgress) {
  const state = h.server.state();
  const season = new Set(state.waves.filter((w) => w.year === state.seasonYear).map((w) => w.id));
  const t = state.testings.find((x) => x.userId === userId && x.progress === progress && season.has(x.waveId));
  if (!t) throw new Error(`the seed has no ${progress} testing of ${userId}`);
  return t;
}

/** The refusal a call ends in; fails the test when the call succeeds or fails otherwise. */
export async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call was not refused');
}

/** An answer for every question the test shows: the option with the most points, a number, a text. */
export function fullAnswers(q: Questionnaire): Answers {
  const answers: Answers = {};
  for (const question of q.definition.sections.flatMap((s) => s.questions)) {
    const best = [...question.options].sort((a, b) => b.points - a.points)[0];
    if (best) answers[question.id] = { option: best.value };
    else if (question.kind === 'number') answers[question.id] = { number: 2 };
    else if (question.kind === 'text') answers[question.id] = { text: 'Alles bestens.' };
  }
  return answers;
}

/** u-tester agrees the assigned test for 14.06.2023 and submits its questionnaire a day later: the test comes in. Signed in as admin after. */
export async function testComesIn(h: DemoHarness) {
  h.signInAs('tester');
  const t = seasonTesting(h, 'u-tester', 'ASSIGNED');
  await testsApi.save({ id: t.id, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
  h.clock.set(Date.UTC(2023, 5, 15, 9, 0));
  const q = await questionnaireApi.load(t.id);
  await questionnaireApi.submit(t.id, { revision: q.revision, version: q.definition.version, answers: fullAnswers(q) });
  h.signInAs('admin');
  return t;
}

/** The tester's assigned test agreed for 14.06.2023 and its questionnaire open 10 days on (the demo clock starts on 01.06.2023). */
export async function openQuestionnaire(h: DemoHarness): Promise<Questionnaire> {
  const t = seasonTesting(h, 'u-tester', 'ASSIGNED');
  await testsApi.save({ id: t.id, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
  h.clock.advance(10 * 24 * 60 * 60 * 1000);
  return questionnaireApi.load(t.id);
}

/**
 * The n-th released questionnaire of the demo's seed, its club, and the scored questions its test asked outside
 * premium-only parts (each may become a finding, issue 62). Loaded as the signed-in staff member.
 */
export async function releasedQuestionnaire(h: DemoHarness, n = 0): Promise<{ testingId: number; clubId: number; clubName: string; questions: Question[] }> {
  const state = h.server.state();
  const row = state.questionnaires.filter((q) => q.progress === 'RELEASED')[n];
  if (!row) throw new Error('the seed has too few released questionnaires');
  const testing = state.testings.find((t) => t.id === row.id);
  const club = state.clubs.find((c) => c.id === testing?.clubId);
  if (!testing || !club) throw new Error('a released questionnaire without its testing or club');
  const q = await questionnaireApi.load(row.id);
  const shown = shownQuestionIds(q.definition.sections, q.answers);
  const questions = q.definition.sections
    .filter((s) => !s.premiumOnly)
    .flatMap((s) => s.questions)
    .filter((x) => !x.premiumOnly && isScoredQuestion(x) && shown.has(x.id));
  if (questions.length < 2) throw new Error('the released questionnaire has too few scored questions');
  return { testingId: row.id, clubId: club.id, clubName: club.name, questions };
}
