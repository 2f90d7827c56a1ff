import { DEFAULT_RETENTION } from '@dtp/contract/admin';
import { DEFAULT_REMINDERS } from '@dtp/contract/reminders';
import { adminApi } from '@dtp/api-client/back-office';
import { clubsApi } from '@dtp/api-client';
import { datasheetApi } from '@dtp/api-client';
import { emailsApi } from '@dtp/api-client/back-office';
import { feedbackApi } from '@dtp/api-client';
import { overviewApi } from '@dtp/api-client/back-office';
import { panelsApi } from '@dtp/api-client/back-office';
import { settingsApi } from '@dtp/api-client';
import { testingsApi } from '@dtp/api-client/back-office';
import { usersApi } from '@dtp/api-client/back-office';
import { wavesApi } from '@dtp/api-client/back-office';
import { useAuthStore } from '@dtp/api-client';
import { setupDemo } from '../../test-support';

/** Every back-office call: a tester gets 403 like from a real server. */
const backOffice: [string, () => Promise<unknown>][] = [
  ['GET /club/{id}', () => clubsApi.load(1)],
  ['POST /club', () => clubsApi.save({ id: 1 } as never)],
  ['GET /wave/list', () => wavesApi.list()],
  ['GET /wave/{id}', () => wavesApi.load(4)],
  ['GET /weeks/list', () => wavesApi.weeks()],
  ['POST /wave', () => wavesApi.save({ id: 4, start: '2023-04-25', end: '2023-05-12', progress: 'FINISHED' })],
  ['POST /admin/wave/update', () => wavesApi.updateAll()],
  ['GET /panel/list/clubs', () => panelsApi.list()],
  ['GET /panel/{id}', () => panelsApi.load(21)],
  ['POST /panel', () => panelsApi.save({ panelId: 21, progress: 'FINISHED' })],
  ['GET /overview/list', () => overviewApi.list()],
  ['GET /user/list', () => usersApi.list()],
  ['GET /user/{id}', () => usersApi.load('u-tester')],
  ['GET /user/executedtests/{id}', () => usersApi.executedTests('u-tester')],
  ['POST /user', () => usersApi.save({ id: 'u-tester' } as never)],
  ['GET /testing/wave/{id}', () => testingsApi.ofWave(4)],
  ['GET /testing/{id}', () => testingsApi.load(1061)],
  ['GET /testing/availableTesters/{id}', () => testingsApi.availableTesters(1063)],
  ['POST /testing', () => testingsApi.save({ id: 1061, progress: 'DONE', noStartingTimes: false, date: null, teeTime: null })],
  ['POST /testing/assign', () => testingsApi.assign({ testingId: 1063, userId: 'u-tester' })],
  ['POST /testing/feedback/cmc/{id}', () => testingsApi.saveCmcFeedback(1061, { ratings: [5, 5, 5, 5, 5], remarks: '' })],
  ['POST /testing/feedback/resetcmc', () => testingsApi.resetCmcFeedback(1061)],
  ['POST /testing/feedback/resetclub', () => testingsApi.resetClubFeedback(1061)],
  ['GET /datasheets', () => datasheetApi.list()],
  ['POST /datasheet/progress', () => datasheetApi.setProgress({ progress: 'RELEASED', userId: 'u-tester' })],
  ['GET /email/list', () => emailsApi.list()],
  ['GET /email/placeholders', () => emailsApi.placeholders()],
  ['GET /email/content/{id}', () => emailsApi.content(1)],
  ['POST /email/send', () => emailsApi.send({ recipientGroup: 'ALL', waveNumber: null, subject: 'x', content: 'y', emailType: 'MISC' })],
  ['POST /email/recipients', () => emailsApi.recipients({ recipientGroup: 'ALL', waveNumber: null })],
  ['POST /email/delete/{id}', () => emailsApi.remove(1)],
  ['POST /email/pause/{id}', () => emailsApi.pause(1)],
  ['POST /email/resume/{id}', () => emailsApi.resume(1)],
  ['GET /admin', () => adminApi.load()],
  ['POST /admin', () => adminApi.save({ platformName: '', databaseUrl: '', databaseUsername: '', showTesterFeedback: false, retention: DEFAULT_RETENTION, lastRetentionRun: null, reminders: DEFAULT_REMINDERS, automaticMails: [] })],
  ['POST /admin/syncTests', () => adminApi.syncTests()],
];

const adminOnly = new Set(['POST /admin/wave/update', 'GET /admin', 'POST /admin', 'POST /admin/syncTests']);

describe('roles are enforced like a server', () => {
  it.each(backOffice)('a tester gets 403 for %s', async (_name, invoke) => {
    const h = setupDemo('tester');
    const before = JSON.stringify(h.server.state());
    await expect(invoke()).rejects.toMatchObject({ status: 403, error: 'Zugriff verweigert.', detail: null });
    expect(JSON.stringify(h.server.state())).toBe(before);
  });

  it.each(backOffice.filter(([name]) => adminOnly.has(name)))('a manager gets 403 for the admin call %s', async (_name, invoke) => {
    setupDemo('manager');
    await expect(invoke()).rejects.toMatchObject({ status: 403 });
  });

  it("a tester gets 403 for another user's feedback but may read the club list and settings", async () => {
    setupDemo('tester');
    await expect(feedbackApi.ofUser('u-tester2')).rejects.toMatchObject({ status: 403 });
    const clubs = await clubsApi.choices();
    expect(clubs).toHaveLength(24);
    await expect(settingsApi.load()).resolves.toEqual({ showTesterFeedback: true });
  });

  it('gives a tester the tester-safe club projection and staff the full list item', async () => {
    const h = setupDemo('tester');
    const raw = async () => {
      await clubsApi.choices();
      return h.log.at(-1)?.response.data as Record<string, unknown>[];
    };
    const asTester = await raw();
    expect(asTester.every((club) => Object.keys(club).sort().join() === 'city,id,name,state')).toBe(true);
    // The staff schema refuses the projection: the flags are not there for a tester.
    await expect(clubsApi.list()).rejects.toMatchObject({ detail: 'Golfclubs laden: Feld „0.leading“ ist ungültig.' });
    h.signInAs('manager');
    expect(Object.keys((await raw())[0] ?? {}).sort()).toEqual(['candidateClub', 'city', 'id', 'isTestable', 'leading', 'name', 'state']);
    await expect(clubsApi.list()).resolves.toHaveLength(24);
  });

  it('answers 401 without a token', async () => {
    setupDemo('tester');
    useAuthStore.getState().signOut();
    // The client shows no raw English status text: a 401 it could not mend says the sign-in expired.
    await expect(settingsApi.load()).rejects.toMatchObject({ status: 401, error: expect.stringContaining('Ihre Anmeldung ist abgelaufen.') });
  });
});
