import { adminApi, measuresApi, overviewApi } from '@dtp/api-client/back-office';
import { type DemoHarness, refusal, releasedQuestionnaire, setupDemo } from '../../test-support';
import type { FindingRow } from '../state';

// Issue 62, the back office's side: the cockpit's count of clubs with an overdue measure, the administration's
// threshold, the findings of one testing (the review's buttons) and the evidence photo for staff; a tester gets none.

/** A released questionnaire of the seed, its club and the ids of its scored questions. */
async function released(h: DemoHarness, n = 0) {
  const { testingId, clubId, questions } = await releasedQuestionnaire(h, n);
  return { testingId, clubId, questionIds: questions.map((q) => q.id) };
}

/** The stored finding, live in the demo's state. */
const stored = (h: DemoHarness, id: number): FindingRow => h.server.state().findings.find((f) => f.id === id)!;

describe("the cockpit's clubs with overdue measures (GET /overview/season)", () => {
  it('counts each club with a planned measure past its date once, and no longer once it is done or dropped', async () => {
    const h = setupDemo('manager');
    expect((await overviewApi.season()).clubsWithOverdueMeasures).toBe(0);
    const first = await released(h, 0);
    const a = await measuresApi.add({ testingId: first.testingId, questionId: first.questionIds[0]! });
    const b = await measuresApi.add({ testingId: first.testingId, questionId: first.questionIds[1]! });
    // The demo's clock shows 01.06.2023: planned until 31.05. is overdue, until 01.06. is not (yet).
    stored(h, a.id).measure = { state: 'PLANNED', text: 'Neue Beschilderung', who: 'Platzwart', until: '2023-06-01', photoId: null, at: null };
    expect((await overviewApi.season()).clubsWithOverdueMeasures).toBe(0);
    stored(h, a.id).measure.until = '2023-05-31';
    expect((await overviewApi.season()).clubsWithOverdueMeasures).toBe(1);
    // A second overdue finding of the same club: still one club.
    stored(h, b.id).measure = { ...stored(h, a.id).measure };
    expect((await overviewApi.season()).clubsWithOverdueMeasures).toBe(1);

    // Another club's overdue measure: two clubs.
    const other = (await Promise.all([1, 2, 3].map((i) => released(h, i)))).find((r) => r.clubId !== first.clubId);
    if (!other) throw new Error('the seed has no released questionnaire of another club');
    const c = await measuresApi.add({ testingId: other.testingId, questionId: other.questionIds[0]! });
    stored(h, c.id).measure = { ...stored(h, a.id).measure };
    expect((await overviewApi.season()).clubsWithOverdueMeasures).toBe(2);

    // Done, dropped: no longer overdue.
    stored(h, c.id).measure.state = 'DONE';
    await measuresApi.drop(b.id);
    expect((await overviewApi.season()).clubsWithOverdueMeasures).toBe(1);
    // Time passes: the one that was not yet due is now.
    stored(h, a.id).measure.until = '2023-06-10';
    expect((await overviewApi.season()).clubsWithOverdueMeasures).toBe(0);
    h.clock.set(Date.UTC(2023, 5, 11, 8, 0));
    expect((await overviewApi.season()).clubsWithOverdueMeasures).toBe(1);
  });
});

describe("the administration's threshold of the findings (GET/POST /admin)", () => {
  it('is 50 % until set; saved as a whole number from 1 to 100, kept when a back office from before sends none, and applied', async () => {
    const h = setupDemo('admin');
    const admin = await adminApi.load();
    expect(admin.measures).toEqual({ thresholdPercent: 50 });
    const saved = await adminApi.save({ ...admin, measures: { thresholdPercent: 30 } });
    expect(saved.measures).toEqual({ thresholdPercent: 30 });
    expect(h.server.state().settings.measures).toEqual({ thresholdPercent: 30 });

    // A back office from before: no `measures` in the body; the stored threshold stays.
    const { measures: _none, ...older } = saved;
    await expect(adminApi.save({ ...older, showTesterFeedback: false })).resolves.toMatchObject({ showTesterFeedback: false, measures: { thresholdPercent: 30 } });

    // The card 'Maßnahmen' names the threshold in force.
    const { clubId } = await released(h);
    expect((await measuresApi.ofClub(clubId)).thresholdPercent).toBe(30);
  });

  it.each([
    [0, 'Schwelle (% der Punkte einer Frage) muss mindestens 1 betragen.'],
    [101, 'Schwelle (% der Punkte einer Frage) darf höchstens 100 betragen.'],
    [12.5, 'Bitte geben Sie eine ganze Zahl ein'],
  ])('refuses %s with the German message at the field, and keeps the stored threshold', async (thresholdPercent, message) => {
    const h = setupDemo('admin');
    const admin = await adminApi.load();
    const error = await refusal(adminApi.save({ ...admin, measures: { thresholdPercent } }));
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ 'measures.thresholdPercent': message });
    expect(h.server.state().settings.measures).toBeUndefined();
  });

  it('is for admins only', async () => {
    setupDemo('admin');
    const admin = await adminApi.load();
    setupDemo('manager');
    expect((await refusal(adminApi.save({ ...admin, measures: { thresholdPercent: 10 } }))).status).toBe(403);
  });
});

describe("a testing's findings and the evidence photo (GET /measures/testing/:testingId, GET /measures/photo/:id)", () => {
  it("lists the testing's findings without the dropped ones; 404 for an unknown testing", async () => {
    const h = setupDemo('manager');
    const { testingId, questionIds } = await released(h);
    expect(await measuresApi.ofTesting(testingId)).toEqual([]);
    const a = await measuresApi.add({ testingId, questionId: questionIds[0]! });
    const b = await measuresApi.add({ testingId, questionId: questionIds[1]! });
    expect((await measuresApi.ofTesting(testingId)).map((f) => [f.id, f.questionId, f.source])).toEqual([
      [a.id, questionIds[0], 'MANUAL'],
      [b.id, questionIds[1], 'MANUAL'],
    ]);
    await measuresApi.drop(a.id);
    expect((await measuresApi.ofTesting(testingId)).map((f) => f.id)).toEqual([b.id]);
    expect((await refusal(measuresApi.ofTesting(999_999))).status).toBe(404);
  });

  it("gives staff a finding's evidence photo, and nothing else by its id", async () => {
    const h = setupDemo('manager');
    const { testingId, questionIds } = await released(h);
    const finding = await measuresApi.add({ testingId, questionId: questionIds[0]! });
    const state = h.server.state();
    const photoId = 880_001;
    state.attachments.push({ id: photoId, testingId, findingId: finding.id, fileName: `nachweis-${photoId}.jpg`, contentType: 'image/jpeg', size: 10, deleted: false });
    stored(h, finding.id).measure = { state: 'DONE', text: 'Erledigt.', who: '', until: null, photoId, at: null };
    // The demo keeps no files: a drawn placeholder stands for the bytes (the API server sends the stored ones).
    const image = await measuresApi.photo(photoId);
    expect(image).toBeInstanceOf(Blob);
    expect((await measuresApi.ofClub(finding.clubId)).findings.find((f) => f.id === finding.id)?.measure.photoId).toBe(photoId);
    // A questionnaire photo or a receipt is no evidence photo.
    const other = state.attachments.find((x) => x.findingId === undefined && !x.deleted);
    if (!other) throw new Error('the seed has no receipt or questionnaire photo');
    expect((await refusal(measuresApi.photo(other.id))).status).toBe(404);
    expect((await refusal(measuresApi.photo(999_999))).status).toBe(404);
  });

  it('refuses a tester (403) both, and every other call of the findings: a tester never sees a finding', async () => {
    const h = setupDemo('manager');
    const { testingId, clubId, questionIds } = await released(h);
    const finding = await measuresApi.add({ testingId, questionId: questionIds[0]! });
    const photoId = 880_002;
    h.server.state().attachments.push({ id: photoId, testingId, findingId: finding.id, fileName: 'nachweis.jpg', contentType: 'image/jpeg', size: 10, deleted: false });
    h.signInAs('tester');
    const before = JSON.stringify(h.server.state());
    for (const call of [
      measuresApi.ofTesting(testingId),
      measuresApi.photo(photoId),
      measuresApi.list(),
      measuresApi.ofClub(clubId),
      measuresApi.add({ testingId, questionId: questionIds[1]! }),
      measuresApi.drop(finding.id),
      measuresApi.closePlan({ clubId, year: finding.year, closed: true }),
    ]) {
      expect((await refusal(call)).status).toBe(403);
    }
    expect(JSON.stringify(h.server.state())).toBe(before);
  });
});
