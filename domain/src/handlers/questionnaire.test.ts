import { testsApi } from '@dtp/api-client';
import { questionnaireApi, questionnaireDefinitionsApi, QuestionnaireTexts, type Answers, type Question, type Questionnaire } from '@dtp/api-client/questionnaire';
import { type DemoHarness, fullAnswers, refusal, seasonTesting, setupDemo } from '../../test-support';

// The questionnaire in the platform (issue 43, items 1–3): the window, the owner, saved on the server with
// its revision and version, submitted once with every required answer; the test becomes 'Test eingegangen'.

const DAY = 24 * 60 * 60 * 1000;

/** The tester's assigned test agreed for 14.06.2023; the demo clock starts on 01.06.2023. */
async function agreedTest(h: DemoHarness) {
  const t = seasonTesting(h, 'u-tester', 'ASSIGNED');
  await testsApi.save({ id: t.id, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
  return t;
}

const body = (q: Questionnaire, answers: Answers) => ({ revision: q.revision, version: q.definition.version, answers });

describe('the questionnaire of a test', () => {
  it('opens a week before the agreed date: before that, and before any date, the tester is told from when', async () => {
    const h = setupDemo('tester');
    const t = seasonTesting(h, 'u-tester', 'ASSIGNED');
    expect((await refusal(questionnaireApi.load(t.id))).status).toBe(403);
    expect((await testsApi.load(t.id)).questionnaireOpensOn).toBeNull();
    await agreedTest(h);
    expect((await refusal(questionnaireApi.load(t.id))).status).toBe(403);
    // The test page says from when.
    expect((await testsApi.load(t.id)).questionnaireOpensOn).toBe('2023-06-07');
    h.clock.set(Date.UTC(2023, 5, 7, 6, 0));
    const q = await questionnaireApi.load(t.id);
    expect(q).toMatchObject({ testingId: t.id, progress: 'OPEN', revision: 0, editable: true, answers: {} });
    expect(q.definition.sections.length).toBeGreaterThan(5);
  });

  it('is the assigned tester’s: another tester gets 403; staff read it, but do not fill it in', async () => {
    const h = setupDemo('tester');
    const t = await agreedTest(h);
    h.clock.advance(10 * DAY);
    h.signInAs('tester2');
    expect((await refusal(questionnaireApi.load(t.id))).status).toBe(403);
    h.signInAs('manager');
    const q = await questionnaireApi.load(t.id);
    expect(q.editable).toBe(false);
    expect((await refusal(questionnaireApi.save(t.id, body(q, {})))).status).toBe(403);
  });

  it('saves on the server with a revision: a second device continues, an older revision is refused (409)', async () => {
    const h = setupDemo('tester');
    const t = await agreedTest(h);
    h.clock.advance(10 * DAY);
    const q = await questionnaireApi.load(t.id);
    const first = q.definition.sections[0]!.questions[0]!;
    const saved = await questionnaireApi.save(t.id, body(q, { [first.id]: { option: first.options[0]!.value } }));
    expect(saved).toMatchObject({ revision: 1, progress: 'OPEN' });
    expect((await questionnaireApi.load(t.id)).answers[first.id]).toEqual({ option: first.options[0]!.value });
    const stale = await refusal(questionnaireApi.save(t.id, body(q, {})));
    expect([stale.status, stale.detail]).toEqual([409, QuestionnaireTexts.staleRevision]);
    const wrongVersion = await refusal(questionnaireApi.save(t.id, { ...body(saved, {}), version: saved.definition.version + 1 }));
    expect(wrongVersion.status).toBe(409);
  });

  it('refuses answers that do not fit their question, next to the question', async () => {
    const h = setupDemo('tester');
    const t = await agreedTest(h);
    h.clock.advance(10 * DAY);
    const q = await questionnaireApi.load(t.id);
    const scale = q.definition.sections.flatMap((s) => s.questions).find((x) => x.kind === 'scale')!;
    const strict = q.definition.sections.flatMap((s) => s.questions).find((x) => x.options.length > 0 && !x.allowNotApplicable)!;
    const error = await refusal(questionnaireApi.save(t.id, body(q, { [scale.id]: { option: 'x' }, [strict.id]: { notApplicable: true } })));
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toMatchObject({ [`answers.${scale.id}`]: QuestionnaireTexts.unknownOption, [`answers.${strict.id}`]: QuestionnaireTexts.notApplicableNotAllowed });
  });

  it('is submitted once, with every required answer: the test becomes done; a second submit is refused (409)', async () => {
    const h = setupDemo('tester');
    const t = await agreedTest(h);
    h.clock.advance(10 * DAY);
    const q = await questionnaireApi.load(t.id);
    const gap = await refusal(questionnaireApi.submit(t.id, body(q, {})));
    expect(gap.status).toBe(400);
    expect(gap.detail).toMatch(/^Bitte beantworten Sie auf Seite 1 \(„.+“\) die Frage „.+“ \(und \d+ weitere Pflichtfragen\)\.$/);
    const submitted = await questionnaireApi.submit(t.id, body(q, fullAnswers(q)));
    expect(submitted).toMatchObject({ progress: 'SUBMITTED', editable: false });
    expect(submitted.score.total.percent).toBe(100);
    expect((await testsApi.load(t.id)).progress).toBe('DONE');
    const confirmation = h.server.state().emails.find((e) => e.type === 'QUESTIONNAIRE_SUBMITTED');
    expect(confirmation).toMatchObject({ to: 'max.mustermann@example.de', subject: 'Ihr Fragebogen ist eingegangen' });
    expect(confirmation?.content).toContain(`/tests/test/${t.id}/questionnaire`);
    const again = await refusal(questionnaireApi.submit(t.id, body(submitted, fullAnswers(q))));
    expect([again.status, again.detail]).toEqual([409, QuestionnaireTexts.alreadySubmitted]);
  });

  it('keeps the version it was first saved on, and the seed has released questionnaires with scores', async () => {
    const h = setupDemo('tester2');
    const done = seasonTesting(h, 'u-tester2', 'DONE');
    const q = await questionnaireApi.load(done.id);
    expect(q).toMatchObject({ progress: 'RELEASED', editable: false });
    expect(q.score.total.percent).toBeGreaterThan(40);
    expect(h.server.state().questionnaires.find((x) => x.id === done.id)?.definitionId).toBe(
      h.server.state().questionnaireDefinitions.find((d) => d.year === h.server.state().seasonYear)?.id,
    );
  });

  it('drops the answers and photos of questions the answers hide, and does not require them (issue 61)', async () => {
    const h = setupDemo('admin');
    const year = h.server.state().seasonYear;
    const definition = await questionnaireDefinitionsApi.export(year);
    const normal = definition.sections.filter((s) => !s.premiumOnly).flatMap((s) => s.questions.filter((q) => !q.premiumOnly));
    const source = normal.find((q) => q.kind === 'yesNo')!;
    const after = (q: Question) => normal.indexOf(q) > normal.indexOf(source);
    const required = normal.find((q) => after(q) && q.required && q.options.length > 0)!;
    const photos = normal.find((q) => after(q) && q.kind === 'photos')!;
    // Asked only after the source's lowest answer: the full (best) answers hide both.
    const worst = [...source.options].sort((a, b) => a.points - b.points)[0]!.value;
    required.showIf = { questionId: source.id, answers: [worst] };
    photos.showIf = { questionId: source.id, answers: [worst] };
    await questionnaireDefinitionsApi.import(year, definition);

    h.signInAs('tester');
    const t = await agreedTest(h);
    h.clock.advance(10 * DAY);
    const q = await questionnaireApi.load(t.id);
    const photo = await questionnaireApi.uploadPhoto(t.id, photos.id, new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], { type: 'image/jpeg' }), 'cart.jpg');
    // A save keeps what was typed for a hidden question (it may show again); the submit drops it with the photo.
    const saved = await questionnaireApi.save(t.id, body(q, fullAnswers(q)));
    expect(saved.answers[required.id]).toBeDefined();
    const { [required.id]: _typed, ...withoutRequired } = fullAnswers(q);
    const gap = await refusal(questionnaireApi.submit(t.id, body(saved, { ...withoutRequired, [source.id]: { option: worst } })));
    expect(gap.fieldErrors).toEqual({ [`answers.${required.id}`]: QuestionnaireTexts.required });
    const submitted = await questionnaireApi.submit(t.id, body(saved, fullAnswers(q)));
    expect(submitted.progress).toBe('SUBMITTED');
    expect(submitted.answers[required.id]).toBeUndefined();
    expect(submitted.answers[photos.id]).toBeUndefined();
    expect(submitted.photos.map((p) => p.id)).not.toContain(photo.id);
    expect(h.server.state().attachments.find((a) => a.id === photo.id)).toBeUndefined();
    expect(submitted.score.total.percent).toBe(100);
  });
});
