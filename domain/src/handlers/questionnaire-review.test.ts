import { ApiError } from '@dtp/api-client';
import { historyApi, QuestionnaireReviewTexts, questionnaireReviewApi } from '@dtp/api-client/back-office';
import { questionnaireApi, questionnaireDefinitionsApi, type Answers, type Questionnaire } from '@dtp/api-client/questionnaire';
import { type DemoHarness, openQuestionnaire, setupDemo } from '../../test-support';

// 'Fragebogen freigeben' (issue 43, item 4): staff return a submitted questionnaire with a reason (the tester
// gets a mail and may submit it again), correct an answer with a note (in the Verlauf), and release it for good.



/** An answer for every question the test shows: the option with the fewest points, a number, a text. */
function fullAnswers(q: Questionnaire): Answers {
  const answers: Answers = {};
  for (const question of q.definition.sections.flatMap((s) => s.questions)) {
    const worst = [...question.options].sort((a, b) => a.points - b.points)[0];
    if (worst) answers[question.id] = { option: worst.value };
    else if (question.kind === 'number') answers[question.id] = { number: 2 };
    else if (question.kind === 'text') answers[question.id] = { text: 'Alles in Ordnung.' };
  }
  return answers;
}

const body = (q: Questionnaire, answers: Answers) => ({ revision: q.revision, version: q.definition.version, answers });

/** The tester submits the questionnaire; then the manager is signed in. */
async function submittedByTester(h: DemoHarness): Promise<Questionnaire> {
  const q = await openQuestionnaire(h);
  const submitted = await questionnaireApi.submit(q.testingId, body(q, fullAnswers(q)));
  h.signInAs('manager');
  return submitted;
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call was not refused');
}

/** A scale question of the questionnaire with at least two options. */
const scaleOf = (q: Questionnaire) => q.definition.sections.flatMap((s) => s.questions).find((x) => x.kind === 'scale' && x.options.length > 1 && x.weight > 0)!;

describe('the review of questionnaires', () => {
  it('is for staff only: a tester gets 403 on every review call', async () => {
    const h = setupDemo('tester');
    const q = await openQuestionnaire(h);
    const submitted = await questionnaireApi.submit(q.testingId, body(q, fullAnswers(q)));
    const scale = scaleOf(submitted);
    for (const refused of [
      questionnaireReviewApi.list(),
      questionnaireReviewApi.returnToTester(q.testingId, { reason: 'Bitte ergänzen.' }),
      questionnaireReviewApi.correct(q.testingId, { questionId: scale.id, answer: { option: scale.options[0]!.value }, note: 'x' }),
      questionnaireReviewApi.release(q.testingId),
    ]) {
      expect((await refusal(refused)).status).toBe(403);
    }
  });

  it('lists the submitted questionnaires first, with season, wave, club, tester, score and state', async () => {
    const h = setupDemo('tester');
    const submitted = await submittedByTester(h);
    const list = await questionnaireReviewApi.list();
    expect(list[0]).toMatchObject({
      testingId: submitted.testingId,
      year: 2023,
      clubName: submitted.clubName,
      testerName: expect.stringMatching(/\S/),
      premiumTest: submitted.premiumTest,
      submittedAt: submitted.submittedAt,
      scorePercent: submitted.score.total.percent,
      progress: 'SUBMITTED',
      progressLabel: 'Eingegangen',
    });
    // The seed's released questionnaires of the done tests follow.
    expect(list.some((e) => e.progress === 'RELEASED' && e.progressLabel === 'Freigegeben')).toBe(true);
    expect(list.every((e) => e.wave >= 1)).toBe(true);
  });

  it('returns it to the tester with a reason and a mail; the tester changes it and submits it again', async () => {
    const h = setupDemo('tester');
    const submitted = await submittedByTester(h);
    const id = submitted.testingId;
    const missing = await refusal(questionnaireReviewApi.returnToTester(id, { reason: '  ' }));
    expect([missing.status, missing.fieldErrors]).toEqual([400, { reason: QuestionnaireReviewTexts.reasonRequired }]);

    const returned = await questionnaireReviewApi.returnToTester(id, { reason: 'Bitte beschreiben Sie die Grüns genauer.' });
    expect(returned).toMatchObject({ progress: 'RETURNED', returnReason: 'Bitte beschreiben Sie die Grüns genauer.', editable: false });
    const mail = h.server.state().emails.find((e) => e.type === 'QUESTIONNAIRE_RETURNED');
    expect(mail?.subject).toBe('Ihr Fragebogen wurde Ihnen zurückgegeben');
    expect(mail?.content).toContain('Grund: Bitte beschreiben Sie die Grüns genauer.');
    expect(mail?.content).toContain(`/tests/test/${id}/questionnaire`);
    expect(mail?.content).toMatch(/\n\nMit freundlichen Grüßen\n\S/);
    // Only from 'Eingegangen'.
    const again = await refusal(questionnaireReviewApi.returnToTester(id, { reason: 'Noch einmal.' }));
    expect([again.status, again.detail]).toEqual([409, QuestionnaireReviewTexts.notSubmitted]);
    expect((await refusal(questionnaireReviewApi.release(id))).status).toBe(409);

    h.signInAs('tester');
    const reopened = await questionnaireApi.load(id);
    expect(reopened).toMatchObject({ progress: 'RETURNED', editable: true, returnReason: 'Bitte beschreiben Sie die Grüns genauer.' });
    const scale = scaleOf(reopened);
    const best = [...scale.options].sort((a, b) => b.points - a.points)[0]!;
    const saved = await questionnaireApi.save(id, body(reopened, { ...reopened.answers, [scale.id]: { option: best.value } }));
    const resubmitted = await questionnaireApi.submit(id, body(saved, saved.answers));
    expect(resubmitted).toMatchObject({ progress: 'SUBMITTED', returnReason: '' });

    h.signInAs('manager');
    const verlauf = await historyApi.ofTesting(id);
    const changes = verlauf.filter((e) => e.subject === 'QUESTIONNAIRE').map((e) => `${e.fromLabel} → ${e.toLabel}`);
    expect(changes).toEqual(['Zurückgegeben → Eingegangen', 'Eingegangen → Zurückgegeben', 'In Bearbeitung → Eingegangen']);
    expect(verlauf.find((e) => e.subject === 'QUESTIONNAIRE')?.subjectLabel).toBe('Fragebogen');
  });

  it('corrects one answer with a note, checked like the tester’s, and records it in the Verlauf', async () => {
    const h = setupDemo('tester');
    const submitted = await submittedByTester(h);
    const id = submitted.testingId;
    const scale = scaleOf(submitted);
    const [worst, best] = [[...scale.options].sort((a, b) => a.points - b.points)[0]!, [...scale.options].sort((a, b) => b.points - a.points)[0]!];

    const wrong = await refusal(questionnaireReviewApi.correct(id, { questionId: scale.id, answer: { option: 'gibt-es-nicht' }, note: '' }));
    expect(wrong.status).toBe(400);
    expect(wrong.fieldErrors).toEqual({ answer: 'Diese Antwort gibt es für die Frage nicht.', note: QuestionnaireReviewTexts.noteRequired });
    const unknown = await refusal(questionnaireReviewApi.correct(id, { questionId: 'keine.frage', answer: { option: best.value }, note: 'x' }));
    expect(unknown.status).toBe(400);
    const unchanged = await refusal(questionnaireReviewApi.correct(id, { questionId: scale.id, answer: { option: worst.value }, note: 'x' }));
    expect(unchanged.fieldErrors).toEqual({ answer: QuestionnaireReviewTexts.answerUnchanged });

    const corrected = await questionnaireReviewApi.correct(id, { questionId: scale.id, answer: { option: best.value }, note: 'Laut Telefonat mit dem Tester.' });
    expect(corrected.answers[scale.id]).toEqual({ option: best.value });
    expect(corrected.progress).toBe('SUBMITTED');
    expect(corrected.score.total.percent!).toBeGreaterThan(submitted.score.total.percent!);
    const [entry] = await historyApi.ofTesting(id);
    expect(entry).toMatchObject({
      subject: 'QUESTIONNAIRE_ANSWER',
      subjectLabel: 'Antwort korrigiert',
      fromLabel: `„${scale.text}“: ${worst.label}`,
      toLabel: `${best.label} (Notiz: Laut Telefonat mit dem Tester.)`,
    });
    expect((await questionnaireReviewApi.list()).find((e) => e.testingId === id)?.scorePercent).toBe(corrected.score.total.percent);
  });

  it('releases it for good: neither the tester nor staff change it any more', async () => {
    const h = setupDemo('tester');
    const submitted = await submittedByTester(h);
    const id = submitted.testingId;
    const scale = scaleOf(submitted);
    const released = await questionnaireReviewApi.release(id);
    expect(released).toMatchObject({ progress: 'RELEASED', editable: false });
    expect(h.server.state().questionnaires.find((q) => q.id === id)?.releasedAt).toBe(new Date(h.clock.now()).toISOString());

    for (const refused of [
      questionnaireReviewApi.release(id),
      questionnaireReviewApi.returnToTester(id, { reason: 'Zu spät.' }),
      questionnaireReviewApi.correct(id, { questionId: scale.id, answer: { option: scale.options[1]!.value }, note: 'Zu spät.' }),
    ]) {
      const error = await refusal(refused);
      expect([error.status, error.detail]).toEqual([409, QuestionnaireReviewTexts.released]);
    }
    expect((await historyApi.ofTesting(id))[0]).toMatchObject({ subject: 'QUESTIONNAIRE', fromLabel: 'Eingegangen', toLabel: 'Freigegeben' });

    h.signInAs('tester');
    const loaded = await questionnaireApi.load(id);
    expect(loaded).toMatchObject({ progress: 'RELEASED', editable: false });
    expect((await refusal(questionnaireApi.save(id, body(loaded, loaded.answers)))).status).toBe(409);
    expect((await refusal(questionnaireApi.submit(id, body(loaded, loaded.answers)))).status).toBe(409);
  });

  it('answers 409 for a questionnaire still being filled in, and 404 for a test without one', async () => {
    const h = setupDemo('tester');
    const q = await openQuestionnaire(h);
    const first = q.definition.sections[0]!.questions[0]!;
    await questionnaireApi.save(q.testingId, body(q, { [first.id]: { option: first.options[0]!.value } }));
    h.signInAs('manager');
    const open = await refusal(questionnaireReviewApi.release(q.testingId));
    expect([open.status, open.detail]).toEqual([409, QuestionnaireReviewTexts.notSubmitted]);
    const state = h.server.state();
    const without = state.testings.find((t) => t.userId !== null && !state.questionnaires.some((x) => x.id === t.id))!;
    expect((await refusal(questionnaireReviewApi.release(without.id))).status).toBe(404);
  });

  it('refuses to correct a question the answers hid, and a correction that hides questions drops their answers (issue 61)', async () => {
    const h = setupDemo('admin');
    const year = h.server.state().seasonYear;
    const definition = await questionnaireDefinitionsApi.export(year);
    const normal = definition.sections.filter((s) => !s.premiumOnly).flatMap((s) => s.questions.filter((x) => !x.premiumOnly));
    const source = normal.find((x) => x.kind === 'yesNo')!;
    const dependent = normal.slice(normal.indexOf(source) + 1).find((x) => x.options.length > 1 && x.kind !== 'photos')!;
    const worst = [...source.options].sort((a, b) => a.points - b.points)[0]!;
    const best = source.options.find((o) => o.value !== worst.value)!;
    // Asked after the lowest answer, which the tester gives everywhere: asked and answered.
    dependent.showIf = { questionId: source.id, answers: [worst.value] };
    await questionnaireDefinitionsApi.import(year, definition);
    h.signInAs('tester');
    const q = await submittedByTester(h);
    expect(q.answers[dependent.id]).toBeDefined();
    // CMC corrects the source: the dependent question is no longer asked, its answer goes.
    const corrected = await questionnaireReviewApi.correct(q.testingId, { questionId: source.id, answer: { option: best.value }, note: 'Laut Telefonat.' });
    expect(corrected.answers[dependent.id]).toBeUndefined();
    const refused = await questionnaireReviewApi.correct(q.testingId, { questionId: dependent.id, answer: { option: dependent.options[0]!.value }, note: 'x' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).fieldErrors).toEqual({ answer: QuestionnaireReviewTexts.notAsked });
  });
});
