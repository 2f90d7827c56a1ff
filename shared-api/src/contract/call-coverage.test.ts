// The typed functions are taken from the two public entry points, as screens import them: a call
// reachable from neither '@dtp/shared-api' nor '@dtp/shared-api/back-office' fails here.
import {
  adminApi,
  emailsApi,
  overviewApi,
  panelsApi,
  testerInputOf,
  testingInputOf,
  testingsApi,
  usersApi,
  waveInputOf,
  wavesApi,
} from '../back-office';
import { clubInputOf, clubsApi, dataSheetInputOf, datasheetApi, feedbackApi, settingsApi, testsApi, travelApi } from '../index';
import { setupDemo, type DemoHarness } from '../test-support/demo-harness';

/**
 * Every call of the two spec tables, written down here (the project never reads ../shared):
 * shell-and-tester.md section 7 and back-office.md section 7. Alternatives ('/datasheet or
 * /datasheet/{userId}') are separate entries; calls listed in both tables appear once.
 */
const SHELL_CALLS = [
  'GET /settings',
  'GET /datasheets',
  'GET /datasheet',
  'GET /datasheet/{userId}',
  'GET /datasheet/playables',
  'GET /datasheet/playables/{userId}',
  'POST /datasheet',
  'POST /datasheet/send',
  'POST /datasheet/progress',
  'GET /tests',
  'GET /test/{id}',
  'POST /test',
  'GET /travels',
  'GET /travel/{id}',
  'POST /travel',
  'POST /travel/release',
  'GET /travel/attachments/{id}',
  'POST /travel/attachment/upload',
  'POST /travel/attachment/delete/{id}',
  'GET /attachment/{id}',
  'GET /tester-feedback',
  'GET /datasheet/tester-feedback/{userId}',
] as const;

const BACK_OFFICE_CALLS = [
  'GET /club/list',
  'GET /club/{id}',
  'POST /club',
  'GET /wave/list',
  'GET /wave/{id}',
  'GET /weeks/list',
  'POST /wave',
  'POST /admin/wave/update',
  'GET /panel/list/clubs',
  'GET /panel/{id}',
  'POST /panel',
  'GET /overview/list',
  'GET /user/list',
  'GET /user/{id}',
  'GET /user/executedtests/{id}',
  'POST /user',
  'GET /testing/wave/{waveId}',
  'GET /testing/{id}',
  'GET /testing/availableTesters/{id}',
  'POST /testing',
  'POST /testing/assign',
  'POST /testing/feedback/resetcmc/{testingId}',
  'POST /testing/feedback/resetclub/{testingId}',
  'GET /datasheets',
  'GET /datasheet/{userId}',
  'GET /datasheet/playables/{userId}',
  'POST /datasheet',
  'POST /datasheet/progress',
  'GET /tester-feedback',
  'GET /datasheet/tester-feedback/{userId}',
  'GET /email/list',
  'GET /email/placeholders',
  'GET /email/content/{id}',
  'POST /email/send',
  'POST /email/recipients',
  'POST /email/delete/{id}',
  'POST /email/pause/{id}',
  'POST /email/resume/{id}',
  'GET /admin',
  'POST /admin',
  'POST /admin/syncTests',
  'GET /settings',
] as const;

type SpecCall = (typeof SHELL_CALLS)[number] | (typeof BACK_OFFICE_CALLS)[number];
const ALL_CALLS: SpecCall[] = [...new Set<SpecCall>([...SHELL_CALLS, ...BACK_OFFICE_CALLS])];

/** Ids of the seeded demo data, looked up by meaning rather than hard-coded. */
function seeded(h: DemoHarness) {
  const state = h.server.state();
  const season = state.waves.filter((w) => w.year === state.seasonYear);
  const testingOf = (userId: string, progress: string) => {
    const t = state.testings.find((x) => x.userId === userId && x.progress === progress && season.some((w) => w.id === x.waveId));
    if (!t) throw new Error(`no ${progress} testing of ${userId}`);
    return t.id;
  };
  const withFeedback = state.testings.find((t) => t.feedbackCmc !== null && t.feedbackClub !== null && t.feedbackClub.endsWith('}'));
  const initialTesting = state.testings.find((t) => t.progress === 'INITIAL' && season.some((w) => w.id === t.waveId));
  return {
    maxDone: testingOf('u-tester', 'DONE'),
    maxAssigned: testingOf('u-tester', 'ASSIGNED'),
    withFeedback: withFeedback?.id ?? -1,
    initialTesting: initialTesting?.id ?? -1,
    seasonWave: season[0]?.id ?? -1,
    panel: state.panels.find((p) => p.year === state.seasonYear)?.id ?? -1,
    email: state.emails[0]?.id ?? -1,
    errorEmail: state.emails.find((e) => e.progress === 'ERROR')?.id ?? -1,
  };
}

const receipt = (): Blob => new Blob(['%PDF-1.4 demo'], { type: 'application/pdf' });
const claimInput = (id: number) => ({
  id,
  iban: 'DE34 5678 9012 3456 1234 78',
  bank: 'Sparkasse',
  greenfee: 80,
  distance: 25,
  restaurant: 32.5,
  misc: null,
  comment: '',
});

/** For each spec call: the typed function that issues it, invoked as the admin against the demo. */
const INVOKERS: Record<SpecCall, (h: DemoHarness) => Promise<unknown>> = {
  'GET /settings': () => settingsApi.load(),
  'GET /datasheets': () => datasheetApi.list(),
  'GET /datasheet': () => datasheetApi.load(),
  'GET /datasheet/{userId}': () => datasheetApi.load('u-tester'),
  'GET /datasheet/playables': () => datasheetApi.playables(),
  'GET /datasheet/playables/{userId}': () => datasheetApi.playables('u-tester'),
  'POST /datasheet': async () => {
    const { dataSheet } = await datasheetApi.load('u-tester');
    return datasheetApi.save(dataSheetInputOf(dataSheet, undefined, 'u-tester'));
  },
  'POST /datasheet/send': async () => {
    const { dataSheet } = await datasheetApi.load('u-tester');
    const playables = dataSheet.playableClubs.map((p, i) => ({ ...p, waves: p.waves.map((w) => ({ ...w, available: i === 0 })) }));
    return datasheetApi.send(dataSheetInputOf(dataSheet, playables, 'u-tester'));
  },
  'POST /datasheet/progress': () => datasheetApi.setProgress({ progress: 'RELEASED', userId: 'u-tester2' }),
  'GET /tests': () => testsApi.list(),
  'GET /test/{id}': (h) => testsApi.load(seeded(h).maxDone),
  'POST /test': (h) => testsApi.save({ id: seeded(h).maxAssigned, date: '2023-06-14', teeTime: '10:00', noStartingTimes: false }),
  'GET /travels': () => travelApi.list(),
  'GET /travel/{id}': (h) => travelApi.load(seeded(h).maxDone),
  'POST /travel': (h) => travelApi.save(claimInput(seeded(h).maxDone)),
  'POST /travel/release': async (h) => {
    const id = seeded(h).maxDone;
    await travelApi.uploadAttachment(id, receipt(), 'beleg.pdf');
    await travelApi.save(claimInput(id));
    return travelApi.release(id);
  },
  'GET /travel/attachments/{id}': (h) => travelApi.attachments(seeded(h).maxDone),
  'POST /travel/attachment/upload': (h) => travelApi.uploadAttachment(seeded(h).maxDone, receipt(), 'beleg.pdf'),
  'POST /travel/attachment/delete/{id}': async (h) => {
    const list = await travelApi.uploadAttachment(seeded(h).maxDone, receipt(), 'beleg.pdf');
    return travelApi.deleteAttachment(list[0]?.attachmentId ?? -1);
  },
  'GET /attachment/{id}': async (h) => {
    const list = await travelApi.uploadAttachment(seeded(h).maxDone, receipt(), 'beleg.pdf');
    const image = await travelApi.attachmentImage(list[0]?.attachmentId ?? -1);
    if (!(image instanceof Blob)) throw new Error('no image');
    return image;
  },
  'GET /tester-feedback': () => feedbackApi.own(),
  'GET /datasheet/tester-feedback/{userId}': () => feedbackApi.ofUser('u-tester2'),
  'GET /club/list': () => clubsApi.list(),
  'GET /club/{id}': () => clubsApi.load(1),
  'POST /club': async () => clubsApi.save(clubInputOf(await clubsApi.load(1))),
  'GET /wave/list': () => wavesApi.list(),
  'GET /wave/{id}': (h) => wavesApi.load(seeded(h).seasonWave),
  'GET /weeks/list': () => wavesApi.weeks(),
  'POST /wave': async (h) => wavesApi.save(waveInputOf(await wavesApi.load(seeded(h).seasonWave))),
  'POST /admin/wave/update': () => wavesApi.updateAll(),
  'GET /panel/list/clubs': () => panelsApi.list(),
  'GET /panel/{id}': (h) => panelsApi.load(seeded(h).panel),
  'POST /panel': (h) => panelsApi.save({ panelId: seeded(h).panel, progress: 'ASSIGNED' }),
  'GET /overview/list': () => overviewApi.list(),
  'GET /user/list': () => usersApi.list(),
  'GET /user/{id}': () => usersApi.load('u-tester2'),
  'GET /user/executedtests/{id}': () => usersApi.executedTests('u-tester2'),
  'POST /user': async () => usersApi.save(testerInputOf(await usersApi.load('u-tester2'))),
  'GET /testing/wave/{waveId}': (h) => testingsApi.ofWave(seeded(h).seasonWave),
  'GET /testing/{id}': (h) => testingsApi.load(seeded(h).maxDone),
  'GET /testing/availableTesters/{id}': (h) => testingsApi.availableTesters(seeded(h).initialTesting),
  'POST /testing': async (h) => testingsApi.save(testingInputOf(await testingsApi.load(seeded(h).maxDone))),
  'POST /testing/assign': async (h) => {
    const id = seeded(h).initialTesting;
    const [candidate] = await testingsApi.availableTesters(id);
    return testingsApi.assign(id, candidate?.id ?? null);
  },
  'POST /testing/feedback/resetcmc/{testingId}': (h) => testingsApi.resetCmcFeedback(seeded(h).withFeedback),
  'POST /testing/feedback/resetclub/{testingId}': (h) => testingsApi.resetClubFeedback(seeded(h).withFeedback),
  'GET /email/list': () => emailsApi.list(),
  'GET /email/placeholders': () => emailsApi.placeholders(),
  'GET /email/content/{id}': (h) => emailsApi.content(seeded(h).email),
  'POST /email/send': () =>
    emailsApi.send({ recipientGroup: 'TEST_EMAIL', waveNumber: 1, subject: 'Test', content: '{{anrede}}', emailType: 'MISC' }),
  'POST /email/recipients': () => emailsApi.recipients({ recipientGroup: 'RELEASED', waveNumber: null }),
  'POST /email/delete/{id}': (h) => emailsApi.remove(seeded(h).email),
  'POST /email/pause/{id}': (h) => emailsApi.pause(seeded(h).email),
  'POST /email/resume/{id}': (h) => emailsApi.resume(seeded(h).errorEmail),
  'GET /admin': () => adminApi.load(),
  'POST /admin': async () => adminApi.save(await adminApi.load()),
  'POST /admin/syncTests': () => adminApi.syncTests(),
};

/** '/datasheet/{userId}' → a regex for concrete paths. */
function templateRegex(call: SpecCall): { method: string; regex: RegExp } {
  const [method, path] = call.split(' ') as [string, string];
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
  return { method, regex: new RegExp(`^${source}$`) };
}

describe('call coverage of both spec tables', () => {
  it('holds the whole table (22 shell calls, 42 back-office calls, 56 distinct)', () => {
    expect(SHELL_CALLS).toHaveLength(22);
    expect(BACK_OFFICE_CALLS).toHaveLength(42);
    expect(ALL_CALLS).toHaveLength(56);
  });

  it('has exactly one typed function per call', () => {
    expect(Object.keys(INVOKERS).sort()).toEqual([...ALL_CALLS].sort());
  });

  it('has a demo handler for every call', () => {
    const h = setupDemo();
    const missing = ALL_CALLS.filter((call) => {
      const [method, path] = call.split(' ') as [string, string];
      return h.server.router.match(method, path.replace(/\{\w+\}/g, '1')).route === null;
    });
    expect(missing).toEqual([]);
  });

  it.each(ALL_CALLS)('%s: the function issues it and the demo answers 200 with a valid answer', async (call) => {
    const h = setupDemo('admin');
    await INVOKERS[call](h);
    const last = h.log[h.log.length - 1];
    const { method, regex } = templateRegex(call);
    expect(last?.request.method).toBe(method);
    expect(last?.request.path).toMatch(regex);
    expect(last?.response.status).toBe(200);
  });
});
