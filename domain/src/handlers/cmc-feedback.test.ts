import { historyApi, overviewApi, testingsApi } from '@dtp/api-client/back-office';
import { type DemoHarness, refusal, seasonTesting, setupDemo } from '../../test-support';
import { CMC_FEEDBACK_CRITERIA, feedbackValuesOf, parseFeedbackForm } from '@dtp/contract/feedback-form';
import { feedbackAverages } from '../rules/feedback-averages';

// CMC's feedback on the tester, given on the testing page (issue 44): POST /testing/feedback/cmc/{id}.

/** A done testing whose CMC feedback was reset: ready to be given. */
async function doneWithoutCmcFeedback(h: DemoHarness): Promise<number> {
  const done = seasonTesting(h, 'u-tester2', 'DONE');
  if (done.feedbackCmc !== null) await testingsApi.resetCmcFeedback(done.id);
  return done.id;
}

const feedbackHistory = async (id: number) =>
  (await historyApi.ofTesting(id)).filter((e) => e.subject === 'TESTER_FEEDBACK').map((e) => [e.by, e.toLabel]);

describe("CMC's feedback on the tester", () => {
  it('is stored as the formParams JSON the charts read, with who filled it in', async () => {
    const h = setupDemo('manager');
    const id = await doneWithoutCmcFeedback(h);
    const saved = await testingsApi.saveCmcFeedback(id, { ratings: [5, 4, 3, 2, 0], remarks: '  Pünktlich und gründlich.  ' });

    const json = saved.testerFeedbackCmc ?? '';
    expect(h.server.state().testings.find((t) => t.id === id)?.feedbackCmc).toBe(json);
    expect(parseFeedbackForm(json)?.formParams).toEqual([
      { id: 'testingId', name: 'testingId', value: String(id), type: 'hidden' },
      { id: 'q1', name: '1. Pünktlichkeit', value: '5', type: 'rating' },
      { id: 'q2', name: '2. Vollständigkeit des Fragebogens', value: '4', type: 'rating' },
      { id: 'q3', name: '3. Qualität der Kommentare', value: '3', type: 'rating' },
      { id: 'q4', name: '4. Fotos', value: '2', type: 'rating' },
      { id: 'q5', name: '5. Kommunikation mit CMC', value: '0', type: 'rating' },
      { id: 'q6', name: '6. Anmerkungen', value: 'Pünktlich und gründlich.', type: 'textarea' },
      { id: 'submittedBy', name: 'Ausgefüllt von', value: 'Martin Manager', type: 'text' },
    ]);
    expect(feedbackAverages([json])).toEqual({
      count: 1,
      averages: { Pünktlichkeit: 100, 'Vollständigkeit des Fragebogens': 80, 'Qualität der Kommentare': 60, Fotos: 40, 'Kommunikation mit CMC': 0 },
    });
    expect(feedbackValuesOf(json, CMC_FEEDBACK_CRITERIA)).toEqual({ ratings: [5, 4, 3, 2, 0], remarks: 'Pünktlich und gründlich.' });
    // The dashboard's action is done with: given already.
    expect((await overviewApi.list()).find((row) => row.testingId === id)).toMatchObject({
      enableShowTesterFeedback: false,
      testerFeedbackTooltip: 'Die Tester-Bewertung wurde bereits abgegeben.',
      enableResetCmcFeedback: true,
    });
  });

  it("can be changed until a reset empties it; the 'Verlauf' names who gave, changed and reset it", async () => {
    const h = setupDemo('manager');
    const id = await doneWithoutCmcFeedback(h);
    await testingsApi.saveCmcFeedback(id, { ratings: [3, 3, 3, 3, 3], remarks: '' });
    h.signInAs('admin');
    await testingsApi.saveCmcFeedback(id, { ratings: [4, 3, 3, 3, 3], remarks: 'Fotos nachgereicht.' });
    // The same answers again change nothing and add no entry.
    await testingsApi.saveCmcFeedback(id, { ratings: [4, 3, 3, 3, 3], remarks: 'Fotos nachgereicht.' });
    expect(feedbackValuesOf((await testingsApi.load(id)).testerFeedbackCmc, CMC_FEEDBACK_CRITERIA)?.ratings).toEqual([4, 3, 3, 3, 3]);

    expect((await testingsApi.resetCmcFeedback(id)).testerFeedbackCmc).toBeNull();
    expect((await overviewApi.list()).find((row) => row.testingId === id)).toMatchObject({ enableShowTesterFeedback: true, testerFeedbackTooltip: null });
    await testingsApi.saveCmcFeedback(id, { ratings: [5, 5, 5, 5, 5], remarks: '' });

    expect((await feedbackHistory(id)).slice(0, 4)).toEqual([
      ['Anna Admin', 'CMC: abgegeben'],
      ['Anna Admin', 'CMC: zurückgesetzt'],
      ['Anna Admin', 'CMC: geändert'],
      ['Martin Manager', 'CMC: abgegeben'],
    ]);
  });

  it('is refused (409) before the test is in, and nothing is stored', async () => {
    const h = setupDemo('manager');
    const assigned = seasonTesting(h, 'u-tester', 'ASSIGNED');
    const error = await refusal(testingsApi.saveCmcFeedback(assigned.id, { ratings: [5, 5, 5, 5, 5], remarks: '' }));
    expect(error).toMatchObject({ status: 409, detail: 'Das Feedback kann erst gegeben werden, wenn der Test eingegangen ist.' });
    expect(h.server.state().testings.find((t) => t.id === assigned.id)?.feedbackCmc).toBeNull();
  });

  it('checks every field with its German message: a rating of 6, a missing rating, remarks over 2000 characters', async () => {
    const h = setupDemo('manager');
    const id = await doneWithoutCmcFeedback(h);
    const error = await refusal(testingsApi.saveCmcFeedback(id, { ratings: [6, 4, 2.5, 1], remarks: 'x'.repeat(2001) }));
    expect(error).toMatchObject({
      status: 400,
      fieldErrors: {
        'ratings.0': 'Bitte bewerten Sie „Pünktlichkeit“ mit 0 bis 5.',
        'ratings.2': 'Bitte bewerten Sie „Qualität der Kommentare“ mit 0 bis 5.',
        'ratings.4': 'Bitte bewerten Sie „Kommunikation mit CMC“ mit 0 bis 5.',
        remarks: 'Die Anmerkungen dürfen höchstens 2000 Zeichen lang sein.',
      },
    });
    expect(Object.keys(error.fieldErrors ?? {})).toHaveLength(4);
    // More ratings than criteria is no form of ours.
    expect(await refusal(testingsApi.saveCmcFeedback(id, { ratings: [1, 1, 1, 1, 1, 1], remarks: '' }))).toMatchObject({ status: 400 });
    expect(h.server.state().testings.find((t) => t.id === id)?.feedbackCmc).toBeNull();
  });

  it('is for managers and admins: a tester gets 403; an unknown testing is 404', async () => {
    const h = setupDemo('tester');
    const own = seasonTesting(h, 'u-tester', 'DONE');
    expect(await refusal(testingsApi.saveCmcFeedback(own.id, { ratings: [5, 5, 5, 5, 5], remarks: '' }))).toMatchObject({ status: 403 });
    h.signInAs('manager');
    expect(await refusal(testingsApi.saveCmcFeedback(999_999, { ratings: [5, 5, 5, 5, 5], remarks: '' }))).toMatchObject({ status: 404 });
  });
});
