import { ApiError } from '@dtp/api-client';
import { adminApi } from '@dtp/api-client/back-office';
import { feedbackApi } from '@dtp/api-client';
import { setupDemo } from '../../test-support';
import { feedbackAverages } from '../rules/feedback-averages';

const form = (...ratings: [string, number | string, string?][]) =>
  JSON.stringify({ formParams: ratings.map(([name, value, type = 'rating'], i) => ({ id: i, name, value: String(value), type })) });

describe('feedback averages', () => {
  it('averages numbered rating entries as percent and counts valid datasets', () => {
    const result = feedbackAverages([
      form(['1. Pünktlichkeit', 5], ['2. Auftreten', 3], ['Ohne Nummer', 1], ['3. Versteckt', 1, 'hidden'], ['4. Text', 'gut', 'textarea']),
      form(['1. Pünktlichkeit', 4]),
      '{"formParams": [',
    ]);
    expect(result).toEqual({ count: 2, averages: { Pünktlichkeit: 90, Auftreten: 60 } });
  });

  it('gives a tester the own averages, without debug data', async () => {
    setupDemo('tester2');
    const feedback = await feedbackApi.own();
    expect(feedback.cmcFeedbackCount).toBe(1);
    expect(feedback.clubFeedbackCount).toBe(1);
    expect(Object.keys(feedback.cmcFeedbackAverages)).toContain('Pünktlichkeit');
    expect(feedback.debugFeedbacksJson).toEqual([]);
  });

  it('gives a tester without club feedback empty club averages', async () => {
    setupDemo('tester');
    await expect(feedbackApi.own()).resolves.toMatchObject({ cmcFeedbackCount: 1, clubFeedbackCount: 0, clubFeedbackAverages: {} });
  });

  it('gives managers the season overview and only admins the raw JSON incl. the malformed one', async () => {
    const h = setupDemo('manager');
    const overview = await feedbackApi.own();
    expect(overview.cmcFeedbackCount).toBeGreaterThan(5);
    expect(overview.debugFeedbacksJson).toEqual([]);
    h.signInAs('admin');
    const debug = (await feedbackApi.own()).debugFeedbacksJson;
    expect(debug.length).toBeGreaterThan(5);
    expect(debug.filter((d) => !d.json.trim().endsWith('}'))).toHaveLength(1);
    expect((await feedbackApi.ofUser('u-tester2')).cmcFeedbackCount).toBe(1);
  });

  it("refuses a tester's feedback with 403 while the admin's setting 'show testers the feedback' is off", async () => {
    const h = setupDemo('admin');
    await adminApi.save({ ...(await adminApi.load()), showTesterFeedback: false });
    h.signInAs('tester2');
    await expect(feedbackApi.own()).rejects.toMatchObject({ status: 403 });
    await expect(feedbackApi.ofUser('u-tester2')).rejects.toBeInstanceOf(ApiError);
    h.signInAs('manager');
    await expect(feedbackApi.own()).resolves.toMatchObject({ cmcFeedbackCount: expect.any(Number) });
    h.signInAs('admin');
    await adminApi.save({ ...(await adminApi.load()), showTesterFeedback: true });
    h.signInAs('tester2');
    await expect(feedbackApi.own()).resolves.toMatchObject({ cmcFeedbackCount: 1 });
  });
});
