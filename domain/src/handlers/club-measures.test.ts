import { measuresApi, questionnaireReviewApi } from '@dtp/api-client/back-office';
import { questionnaireApi, type Answers, type Questionnaire } from '@dtp/api-client/questionnaire';
import { questionsOf } from '@dtp/contract/questionnaire-score';
import { type DemoHarness, jpegHeaderClaiming, openQuestionnaire, refusal, setupDemo } from '../../test-support';
import { issueClubLink } from '../rules/club-links';
import type { FindingRow } from '../state';

// 'Maßnahmen' (issue 62): findings from a release below the threshold, CMC's additions and drops, the club's
// answers from its report page, closing the plan, and the next season's release deciding 'behoben' or
// 'wiederkehrend'. A tester never reaches any of it.

/** Every scale/choice/yes-no question the best answer, except the first `worst` scored ones, which get the worst. */
function answersWithWorst(q: Questionnaire, worst: number): Answers {
  const answers: Answers = {};
  let left = worst;
  for (const question of q.definition.sections.flatMap((s) => s.questions)) {
    const sorted = [...question.options].sort((a, b) => b.points - a.points);
    if (sorted.length > 0) {
      const scored = question.weight > 0 && sorted[0]!.points > 0;
      const pick = scored && left > 0 && !question.showIf ? (left--, sorted.at(-1)!) : sorted[0]!;
      answers[question.id] = { option: pick.value };
    } else if (question.kind === 'number') answers[question.id] = { number: 2 };
    else if (question.kind === 'text') answers[question.id] = { text: 'Das Grün war schlecht gepflegt.' };
  }
  return answers;
}

/** The tester submits with `worst` scored questions at their worst; the manager releases it. */
async function released(h: DemoHarness, worst: number): Promise<Questionnaire> {
  const q = await openQuestionnaire(h);
  await questionnaireApi.submit(q.testingId, { revision: q.revision, version: q.definition.version, answers: answersWithWorst(q, worst) });
  h.signInAs('manager');
  return questionnaireReviewApi.release(q.testingId);
}

const clubOf = (h: DemoHarness, testingId: number): number => h.server.state().testings.find((t) => t.id === testingId)!.clubId;

/** The club's page as its report link opens it: the token of a fresh link. */
async function reportToken(h: DemoHarness, testingId: number): Promise<string> {
  const address = await h.server.runAsSystem((db, clock) => issueClubLink(db, clock, 'report', testingId, 400, 'http://localhost'));
  return address.split('/').at(-1)!;
}

describe('the findings of a release', () => {
  it('are the scored questions below the threshold, with section, answer and the section’s remark, never the tester', async () => {
    const h = setupDemo('tester');
    const q = await released(h, 3);
    const { findings, thresholdPercent } = await measuresApi.ofClub(clubOf(h, q.testingId));
    const own = findings.filter((f) => f.testingId === q.testingId);
    expect(thresholdPercent).toBe(50);
    expect(own).toHaveLength(3);
    // The report keeps the threshold its release applied when the administration changes it later.
    h.server.state().settings.measures = { thresholdPercent: 70 };
    expect((await h.server.clubPages.report(await reportToken(h, q.testingId)))!.measures.thresholdPercent).toBe(50);
    for (const f of own) {
      expect(f).toMatchObject({ year: 2023, source: 'RELEASE', percent: 0, measure: { state: 'OPEN' }, overdue: false, closedAt: null, result: null });
      expect(f.comment).toBe('Das Grün war schlecht gepflegt.');
      expect(f.answer).not.toBe('');
      expect(f.history[0]).toMatchObject({ subjectLabel: 'Maßnahme', toLabel: 'aus der Freigabe (0,0\u00a0%)' });
    }
    const testerName = h.server.state().users.find((u) => u.id === 'u-tester')!;
    expect(JSON.stringify(findings)).not.toContain(testerName.lastName);
  });

  it('follow the threshold set in the administration', async () => {
    const h = setupDemo('tester');
    h.server.state().settings.measures = { thresholdPercent: 100 };
    const q = await released(h, 0);
    // Every scored question at its best earns 100 %: none is below 100 %.
    expect((await measuresApi.list()).filter((f) => f.testingId === q.testingId)).toHaveLength(0);
  });

  it('are staff’s only: a tester gets 403 on every call, and the tester’s questionnaire names none', async () => {
    const h = setupDemo('tester');
    const q = await released(h, 2);
    const clubId = clubOf(h, q.testingId);
    const finding = (await measuresApi.ofClub(clubId)).findings[0]!;
    h.signInAs('tester');
    for (const call of [
      measuresApi.list(),
      measuresApi.ofClub(clubId),
      measuresApi.add({ testingId: q.testingId, questionId: finding.questionId }),
      measuresApi.drop(finding.id),
      measuresApi.closePlan({ clubId, year: 2023, closed: true }),
    ]) {
      expect((await refusal(call)).status).toBe(403);
    }
    expect(JSON.stringify(await questionnaireApi.load(q.testingId))).not.toMatch(/Handlungsfeld|Maßnahme/);
  });
});

describe('CMC adds and drops findings', () => {
  it('adds a scored question from the review, refuses a twice-added, unscored or unreleased one, and drops one', async () => {
    const h = setupDemo('tester');
    const q = await released(h, 1);
    const scored = questionsOf(q.definition, q.premiumTest)
      .flatMap((s) => s.questions)
      .filter((x) => x.weight > 0 && x.options.length > 0);
    const text = questionsOf(q.definition, q.premiumTest)
      .flatMap((s) => s.questions)
      .find((x) => x.kind === 'text')!;
    const added = await measuresApi.add({ testingId: q.testingId, questionId: scored[5]!.id });
    expect(added).toMatchObject({ source: 'MANUAL', percent: 100, questionText: scored[5]!.text });
    expect((await refusal(measuresApi.add({ testingId: q.testingId, questionId: scored[5]!.id }))).status).toBe(409);
    expect((await refusal(measuresApi.add({ testingId: q.testingId, questionId: text.id }))).status).toBe(400);

    const dropped = await measuresApi.drop(added.id);
    expect(dropped.id).toBe(added.id);
    expect((await measuresApi.list()).some((f) => f.id === added.id)).toBe(false);
    expect((await refusal(measuresApi.drop(added.id))).status).toBe(404);
    // Added again, it comes back with its Verlauf.
    await measuresApi.add({ testingId: q.testingId, questionId: scored[5]!.id });
    const back = (await measuresApi.ofClub(clubOf(h, q.testingId))).findings.find((f) => f.id === added.id)!;
    expect(back.history.map((e) => e.toLabel)).toEqual(['von Hand aufgenommen', 'entfernt', 'von Hand aufgenommen']);
  });

  it('refuses a finding of a questionnaire not yet released (409)', async () => {
    const h = setupDemo('tester');
    const q = await openQuestionnaire(h);
    h.signInAs('manager');
    const scored = q.definition.sections.flatMap((s) => s.questions).find((x) => x.weight > 0 && x.options.length > 0)!;
    expect((await refusal(measuresApi.add({ testingId: q.testingId, questionId: scored.id }))).status).toBe(409);
  });
});

describe('the club’s answers on its report page', () => {
  it('plans one measure and marks one done with a photo; errors keep what was typed and save nothing', async () => {
    const h = setupDemo('tester');
    const q = await released(h, 2);
    const token = await reportToken(h, q.testingId);
    const report = (await h.server.clubPages.report(token))!;
    const [first, second] = report.measures.findings;
    expect(report.measures).toMatchObject({ thresholdPercent: 50, closed: false, earlier: [] });

    // The demo clock stands in June 2023: a date passed, a missing 'who', a text without a state's reason.
    const wrong = await h.server.clubPages.saveMeasures(token, { [`state-${first!.id}`]: 'PLANNED', [`text-${first!.id}`]: 'Grüns neu besanden', [`until-${first!.id}`]: '01.01.2023', [`state-${second!.id}`]: 'NOT_APPLICABLE' }, new Map());
    expect(wrong).toMatchObject({
      saved: false,
      errors: {
        [`who-${first!.id}`]: 'Bitte nennen Sie, wer sich darum kümmert.',
        [`until-${first!.id}`]: 'Das Datum liegt in der Vergangenheit.',
        [`text-${second!.id}`]: 'Bitte sagen Sie kurz, warum der Punkt nicht zutrifft.',
      },
      values: { [first!.id]: { state: 'PLANNED', text: 'Grüns neu besanden', until: '01.01.2023' } },
    });
    expect((await h.server.clubPages.report(token))!.measures.findings.every((f) => f.measure.state === 'OPEN')).toBe(true);

    const saved = await h.server.clubPages.saveMeasures(
      token,
      {
        [`state-${first!.id}`]: 'PLANNED',
        [`text-${first!.id}`]: 'Grüns neu besanden',
        [`who-${first!.id}`]: 'Head-Greenkeeper',
        [`until-${first!.id}`]: '2023-09-30',
        [`state-${second!.id}`]: 'DONE',
        [`text-${second!.id}`]: 'Neue Beschilderung am ersten Abschlag.',
      },
      new Map([[second!.id, jpegHeaderClaiming(40, 30)]]),
    );
    expect(saved).toEqual({ saved: true });
    const after = (await h.server.clubPages.report(token))!.measures.findings;
    expect(after[0]!.measure).toMatchObject({ state: 'PLANNED', who: 'Head-Greenkeeper', until: '2023-09-30' });
    expect(after[1]!.measure).toMatchObject({ state: 'DONE', text: 'Neue Beschilderung am ersten Abschlag.', photoId: expect.any(Number) });
    const photo = await h.server.clubPages.measurePhoto(token, after[1]!.measure.photoId!);
    expect(photo?.contentType).toBe('image/jpeg');
    // Another link's token does not open it.
    const other = await reportToken(h, h.server.state().questionnaires.find((x) => x.progress === 'RELEASED' && x.id !== q.testingId)!.id);
    expect(await h.server.clubPages.measurePhoto(other, after[1]!.measure.photoId!)).toBeNull();

    // CMC sees both, with the club as who changed them; after the date passed the plan is overdue.
    h.signInAs('manager');
    const card = await measuresApi.ofClub(clubOf(h, q.testingId));
    expect(card.findings.find((f) => f.id === first!.id)!.history[0]).toMatchObject({ by: 'Club', toLabel: 'Club: Maßnahme geplant' });
    h.clock.set(Date.UTC(2023, 9, 2, 9, 0));
    expect((await measuresApi.list()).find((f) => f.id === first!.id)).toMatchObject({ overdue: true });
  });

  it('is closed by CMC: the page only shows, a save is refused; reopened, it saves again', async () => {
    const h = setupDemo('tester');
    const q = await released(h, 1);
    const token = await reportToken(h, q.testingId);
    const [finding] = (await h.server.clubPages.report(token))!.measures.findings;
    await measuresApi.closePlan({ clubId: clubOf(h, q.testingId), year: 2023, closed: true });
    expect((await h.server.clubPages.report(token))!.measures.closed).toBe(true);
    const form = { [`state-${finding!.id}`]: 'NOT_APPLICABLE', [`text-${finding!.id}`]: 'Wir haben keine Driving Range.' };
    expect(await h.server.clubPages.saveMeasures(token, form, new Map())).toEqual({ saved: false, closed: true });
    expect((await refusal(measuresApi.drop(finding!.id))).status).toBe(409);
    await measuresApi.closePlan({ clubId: clubOf(h, q.testingId), year: 2023, closed: false });
    expect(await h.server.clubPages.saveMeasures(token, form, new Map())).toEqual({ saved: true });
  });

  it('opens nothing with a bad or another purpose’s token', async () => {
    const h = setupDemo('tester');
    await released(h, 1);
    expect(await h.server.clubPages.saveMeasures('x'.repeat(43), {}, new Map())).toBeNull();
  });
});

describe('the next season’s release', () => {
  it('marks each earlier finding of the club behoben or wiederkehrend, or nicht vergleichbar when the question is gone', async () => {
    const h = setupDemo('tester');
    const q = await openQuestionnaire(h);
    const scored = q.definition.sections.flatMap((s) => s.questions).filter((x) => x.weight > 0 && x.options.length > 0 && !x.showIf && !x.premiumOnly);
    // Last season's findings of the club (2022): three questions this season asks, and one it no longer has.
    const clubId = clubOf(h, q.testingId);
    const earlier = (id: number, questionId: string): FindingRow => ({
      id,
      clubId,
      year: 2022,
      testingId: q.testingId,
      source: 'RELEASE',
      sectionTitle: 'Bereich',
      questionId,
      questionText: `Frage ${questionId}`,
      answer: 'schlecht',
      comment: '',
      percent: 0,
      measure: { state: 'DONE', text: 'erledigt', who: '', until: null, photoId: null, at: null },
      droppedAt: null,
      closedAt: null,
      result: null,
      resultTestingId: null,
    });
    h.server.state().findings.push(earlier(990_001, scored[0]!.id), earlier(990_002, scored[1]!.id), earlier(990_003, 'gone.question'));
    // This season: the first question at its worst again, the second at its best.
    const answers = answersWithWorst(q, 1);
    await questionnaireApi.submit(q.testingId, { revision: q.revision, version: q.definition.version, answers });
    h.signInAs('manager');
    await questionnaireReviewApi.release(q.testingId);
    const outcomes = Object.fromEntries((await measuresApi.ofClub(clubId)).findings.filter((f) => f.year === 2022).map((f) => [f.id, f.result]));
    expect(outcomes).toEqual({
      990_001: { outcome: 'RECURRING', year: 2023, percent: 0 },
      990_002: { outcome: 'RESOLVED', year: 2023, percent: 100 },
      990_003: { outcome: 'INCOMPARABLE', year: 2023, percent: null },
    });
    // The new report shows them beside this test's own findings.
    const report = (await h.server.clubPages.report(await reportToken(h, q.testingId)))!;
    expect(report.measures.earlier.map((e) => [e.outcome, e.before, e.now])).toEqual([
      ['RECURRING', 0, 0],
      ['RESOLVED', 0, 100],
      ['INCOMPARABLE', 0, null],
    ]);
  });
});
