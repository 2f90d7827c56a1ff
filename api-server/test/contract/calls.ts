// The contract's calls, each with the typed client function that issues it, as screens import them:
// from '@dtp/api-client' and '@dtp/api-client/back-office' only (a call reachable from neither fails
// the coverage test). Ids are looked up by meaning in the seed, which is the same on every target.
import { clubInputOf, testerInputOf, testingInputOf, waveInputOf } from '@dtp/contract/test-support';
import { clubsApi, dataSheetInputOf, datasheetApi, feedbackApi, settingsApi, testsApi, travelApi } from '@dtp/api-client';
import { adminApi, emailsApi, overviewApi, panelsApi, testingsApi, usersApi, wavesApi } from '@dtp/api-client/back-office';
import { assignabilityOf, type AssignmentState, type DomainState } from '@dtp/domain';

/**
 * Every call of the two spec tables (the project never reads ../shared): shell-and-tester.md
 * section 7 and back-office.md section 7. Alternatives ('/datasheet or /datasheet/{userId}') are
 * separate entries; calls listed in both tables appear once in ALL_CALLS.
 */
export const SHELL_CALLS = [
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

export const BACK_OFFICE_CALLS = [
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

export type SpecCall = (typeof SHELL_CALLS)[number] | (typeof BACK_OFFICE_CALLS)[number];
export const ALL_CALLS: readonly SpecCall[] = [...new Set<SpecCall>([...SHELL_CALLS, ...BACK_OFFICE_CALLS])];

/** 'GET /datasheet/{userId}' → a regex for the concrete requests ('GET /datasheet/u-tester'). */
/**
 * Calls beyond the spec's tables: the back office's 'Verlauf' of status changes (issue 16), erasure and access
 * (issue 32), the test's calendar file (issue 34), the questionnaire in the platform (issue 43), seasons (issue 56), the CSV import (issue 57), 'Einteilung vorschlagen' (issue 60), the clubs' findings (issue 62).
 */
export const EXTRA_CALLS = [
  'GET /history/testing/{id}',
  'GET /history/user/{id}',
  'GET /history/email/{id}',
  'POST /user/erase',
  'GET /user/personal-data/{id}',
  'GET /user/personal-data',
  'GET /user/account/{id}',
  'POST /user/account/unlink',
  'POST /user/account/relink',
  'POST /user/merge',
  'POST /user/duplicate/dismiss',
  'GET /user/access-records/{id}',
  'GET /test/{id}/calendar',
  'GET /questionnaire/{testingId}',
  'POST /questionnaire/{testingId}',
  'POST /questionnaire/{testingId}/submit',
  'POST /questionnaire/{testingId}/photo',
  'GET /questionnaire/photo/{id}',
  'POST /questionnaire/photo/delete/{id}',
  'GET /questionnaires',
  'POST /questionnaire/{testingId}/return',
  'POST /questionnaire/{testingId}/correct',
  'POST /questionnaire/{testingId}/release',
  'GET /questionnaire/print/{year}/{variant}',
  'GET /questionnaire/{testingId}/pdf',
  'POST /admin/syncTests/import',
  'GET /admin/questionnaireDefinitions',
  'GET /admin/questionnaireDefinitions/{year}',
  'POST /admin/questionnaireDefinitions/{year}',
  'POST /admin/questionnaireDefinitions/{year}/copyPrevious',
  'GET /admin/questionnaireDefinitions/{year}/changes',
  'POST /testing/feedback/cmc/{id}',
  'POST /questionnaire/{testingId}/report/resend',
  'POST /questionnaire/photo/share/{id}',
  'GET /questionnaire/{testingId}/report/pdf',
  'GET /results/{year}',
  'GET /results/club/{clubId}',
  'GET /overview/season',
  'GET /season/list',
  'POST /season',
  'POST /season/{year}/clubs',
  'GET /season/{year}/start',
  'POST /season/{year}/start',
  'POST /wave/new',
  'POST /wave/delete/{id}',
  'GET /overview/list/{year}',
  'GET /wave/list/{year}',
  'GET /panel/list/clubs/{year}',
  'GET /datasheets/{year}',
  'GET /tester-feedback/season/{year}',
  'POST /import/{kind}/check',
  'POST /import/{kind}',
  'GET /import/{kind}/template',
  'POST /wave/proposal',
  'POST /wave/proposal/apply',
  'GET /measures',
  'GET /measures/club/{clubId}',
  'POST /measures/finding',
  'POST /measures/finding/{id}/drop',
  'POST /measures/plan',
  'GET /measures/testing/{testingId}',
  'GET /measures/photo/{id}',
] as const;
export type ExtraCall = (typeof EXTRA_CALLS)[number];

export function requestPattern(call: SpecCall | ExtraCall): RegExp {
  const source = call.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

/** The two testers whose data the ownership cases use: the signed-in tester's own and another's. */
export type Owner = 'u-tester' | 'u-tester2';

/** Ids of the seeded data, found by what they are (not hard-coded, not read from a live server). */
export function seedIds(state: DomainState) {
  const seasonWaves = state.waves.filter((w) => w.year === state.seasonYear).sort((a, b) => a.number - b.number);
  const inSeason = new Set(seasonWaves.map((w) => w.id));
  const season = state.testings.filter((t) => inSeason.has(t.waveId));
  const found = <T>(what: string, value: T | undefined): T => {
    if (value === undefined) throw new Error(`the seed has no ${what}`);
    return value;
  };
  const testingOf = (userId: Owner, progress: string) =>
    found(`${progress} testing of ${userId}`, season.find((t) => t.userId === userId && t.progress === progress)?.id);

  // Two unassigned testings of one wave and a tester who may take either, by the domain's one rule (assignabilityOf).
  const assignment = (() => {
    const sheets = new Map(state.sheets.filter((s) => s.year === state.seasonYear).map((s) => [s.userId, s]));
    for (const wave of seasonWaves) {
      const waveTestings = season.filter((t) => t.waveId === wave.id);
      const open = waveTestings.filter((t) => t.userId === null && t.progress === 'INITIAL');
      const rule: AssignmentState = { seasonYear: state.seasonYear, waveNumber: wave.number, sheets, waveTestings };
      for (const user of state.users) {
        const free = open.filter((t) => assignabilityOf(user, t, rule).ok);
        if (free.length >= 2) return { waveId: wave.id, userId: user.id, testingIds: [free[0]!.id, free[1]!.id] as const };
      }
    }
    throw new Error('the seed has no tester who may take two open testings of one wave');
  })();

  return {
    /** A done test with a claim to fill. */
    done: { 'u-tester': testingOf('u-tester', 'DONE'), 'u-tester2': testingOf('u-tester2', 'DONE') } as Record<Owner, number>,
    /** A test whose date and tee time may still be set (assigned / tee time agreed). */
    teeTimeOpen: { 'u-tester': testingOf('u-tester', 'ASSIGNED'), 'u-tester2': testingOf('u-tester2', 'TEE_TIME') } as Record<Owner, number>,
    /** A testing of the season nobody is assigned to. */
    unassigned: found('unassigned testing', season.find((t) => t.userId === null && t.progress === 'INITIAL')?.id),
    withFeedback: found(
      'testing with both feedbacks',
      state.testings.find((t) => t.feedbackCmc !== null && t.feedbackClub !== null && t.feedbackClub.endsWith('}'))?.id,
    ),
    seasonWave: found('season wave', seasonWaves[0]?.id),
    panel: found('season panel', state.panels.find((p) => p.year === state.seasonYear)?.id),
    club: found('club', state.clubs[0]?.id),
    /** A tester nobody signs in as whose testings are all done or none: one an admin may erase. */
    erasable: found(
      'tester without a test still to be done',
      state.users.find(
        (u) => !u.staff && /^u-\d+$/.test(u.id) && state.testings.every((t) => t.userId !== u.id || !['MARKED', 'ASSIGNED', 'TEE_TIME'].includes(t.progress)),
      )?.id,
    ),
    /** A tester nobody signs in as (user records are staff's business). */
    someTester: found('tester', state.users.find((u) => !u.staff && u.id !== 'u-tester' && u.id !== 'u-tester2')?.id),
    email: found('email', state.emails[0]?.id),
    errorEmail: found('failed email', state.emails.find((e) => e.progress === 'ERROR')?.id),
    assignment,
    /** An id no row has. */
    unknown: state.nextId + 100_000,
  };
}
export type SeedIds = ReturnType<typeof seedIds>;

/** What a call's functions know: the seed's ids, whose data it acts on, and whether a staff member acts. */
export interface Scene {
  ids: SeedIds;
  owner: Owner;
  staff: boolean;
}

/**
 * One call: `prepare` runs as the admin first (loads a body, uploads a receipt to delete), then `act`
 * issues exactly the call, as the account under test.
 */
export interface CallCase<P = unknown> {
  prepare?: (scene: Scene) => Promise<P>;
  act: (scene: Scene, prepared: P) => Promise<unknown>;
}
const step = <P>(prepare: (scene: Scene) => Promise<P>, act: (scene: Scene, prepared: P) => Promise<unknown>): CallCase =>
  ({ prepare, act }) as CallCase;
const just = (act: (scene: Scene) => Promise<unknown>): CallCase => ({ act });

/** A receipt as a screen uploads it: '%PDF', so the server stores it as a PDF. */
export const RECEIPT_BYTES = new TextEncoder().encode('%PDF-1.4 contract test receipt');
const receipt = (): Blob => new Blob([RECEIPT_BYTES], { type: 'application/pdf' });
const claimInput = (id: number) => ({
  id,
  iban: 'DE89 3704 0044 0532 0130 00',
  bank: 'Sparkasse',
  greenfee: 80,
  distance: 25,
  restaurant: 32.5,
  misc: null,
  comment: '',
});
/** Uploads a receipt to the owner's claim and answers its id (the newest of the list). */
async function uploadedReceipt(scene: Scene): Promise<number> {
  const list = await travelApi.uploadAttachment(scene.ids.done[scene.owner], receipt(), 'beleg.pdf');
  return Math.max(...list.map((a) => a.attachmentId));
}

/** The attachment's bytes, or the reason there are none (fetchImage only logs a failure). */
export async function receiptImage(id: number): Promise<Blob | null> {
  const log = console.error;
  console.error = () => {};
  try {
    return await travelApi.attachmentImage(id);
  } finally {
    console.error = log;
  }
}

/** For each spec call: the typed function that issues it. */
export const CALLS: Record<SpecCall, CallCase> = {
  'GET /settings': just(() => settingsApi.load()),
  'GET /datasheets': just(() => datasheetApi.list()),
  'GET /datasheet': just(() => datasheetApi.load()),
  'GET /datasheet/{userId}': just((s) => datasheetApi.load(s.owner)),
  'GET /datasheet/playables': just(() => datasheetApi.playables()),
  'GET /datasheet/playables/{userId}': just((s) => datasheetApi.playables(s.owner)),
  'POST /datasheet': step(
    async (s) => dataSheetInputOf((await datasheetApi.load(s.owner)).dataSheet, undefined, s.owner),
    (_s, input) => datasheetApi.save(input),
  ),
  'POST /datasheet/send': step(
    async (s) => {
      const { dataSheet } = await datasheetApi.load(s.owner);
      const playables = dataSheet.playableClubs.map((p, i) => ({ ...p, waves: p.waves.map((w) => ({ ...w, available: i === 0 })) }));
      return dataSheetInputOf(dataSheet, playables, s.owner);
    },
    (_s, input) => datasheetApi.send(input),
  ),
  'POST /datasheet/progress': just((s) => datasheetApi.setProgress({ progress: 'RELEASED', userId: s.owner })),
  'GET /tests': just(() => testsApi.list()),
  'GET /test/{id}': just((s) => testsApi.load(s.ids.teeTimeOpen[s.owner])),
  'POST /test': step(
    async (s) => (await testsApi.load(s.ids.teeTimeOpen[s.owner])).version,
    (s, version) => testsApi.save({ id: s.ids.teeTimeOpen[s.owner], version, date: '2023-06-14', teeTime: '10:00', noStartingTimes: false }),
  ),
  'GET /travels': just(() => travelApi.list()),
  'GET /travel/{id}': just((s) => travelApi.load(s.ids.done[s.owner])),
  'POST /travel': just((s) => travelApi.save(claimInput(s.ids.done[s.owner]))),
  'POST /travel/release': step(
    async (s) => {
      await uploadedReceipt(s);
      await travelApi.save(claimInput(s.ids.done[s.owner]));
    },
    (s) => travelApi.release({ id: s.ids.done[s.owner] }),
  ),
  'GET /travel/attachments/{id}': just((s) => travelApi.attachments(s.ids.done[s.owner])),
  'POST /travel/attachment/upload': just((s) => travelApi.uploadAttachment(s.ids.done[s.owner], receipt(), 'beleg.pdf')),
  'POST /travel/attachment/delete/{id}': step(uploadedReceipt, (_s, id) => travelApi.deleteAttachment(id)),
  'GET /attachment/{id}': step(uploadedReceipt, (_s, id) => receiptImage(id)),
  'GET /tester-feedback': just(() => feedbackApi.own()),
  'GET /datasheet/tester-feedback/{userId}': just((s) => feedbackApi.ofUser(s.owner)),
  // A tester's screens take the tester-safe projection, staff's the list with the clubs' flags.
  'GET /club/list': just((s) => (s.staff ? clubsApi.list() : clubsApi.choices())),
  'GET /club/{id}': just((s) => clubsApi.load(s.ids.club)),
  'POST /club': step(
    async (s) => clubInputOf(await clubsApi.load(s.ids.club)),
    (_s, input) => clubsApi.save(input),
  ),
  'GET /wave/list': just(() => wavesApi.list()),
  'GET /wave/{id}': just((s) => wavesApi.load(s.ids.seasonWave)),
  'GET /weeks/list': just(() => wavesApi.weeks()),
  'POST /wave': step(
    async (s) => waveInputOf(await wavesApi.load(s.ids.seasonWave)),
    (_s, input) => wavesApi.save(input),
  ),
  'POST /admin/wave/update': just(() => wavesApi.updateAll()),
  'GET /panel/list/clubs': just(() => panelsApi.list()),
  'GET /panel/{id}': just((s) => panelsApi.load(s.ids.panel)),
  'POST /panel': step(
    async (s) => (await panelsApi.load(s.ids.panel)).version,
    (s, version) => panelsApi.save({ panelId: s.ids.panel, version, progress: 'ASSIGNED' }),
  ),
  'GET /overview/list': just(() => overviewApi.list()),
  'GET /user/list': just(() => usersApi.list()),
  'GET /user/{id}': just((s) => usersApi.load(s.ids.someTester)),
  'GET /user/executedtests/{id}': just((s) => usersApi.executedTests(s.ids.someTester)),
  'POST /user': step(
    async (s) => testerInputOf(await usersApi.load(s.ids.someTester)),
    (_s, input) => usersApi.save(input),
  ),
  'GET /testing/wave/{waveId}': just((s) => testingsApi.ofWave(s.ids.seasonWave)),
  'GET /testing/{id}': just((s) => testingsApi.load(s.ids.done[s.owner])),
  'GET /testing/availableTesters/{id}': just((s) => testingsApi.availableTesters(s.ids.unassigned)),
  'POST /testing': step(
    async (s) => testingInputOf(await testingsApi.load(s.ids.done[s.owner])),
    (_s, input) => testingsApi.save(input),
  ),
  'POST /testing/assign': just((s) => testingsApi.assign({ testingId: s.ids.assignment.testingIds[0], userId: s.ids.assignment.userId })),
  'POST /testing/feedback/resetcmc/{testingId}': just((s) => testingsApi.resetCmcFeedback(s.ids.withFeedback)),
  'POST /testing/feedback/resetclub/{testingId}': just((s) => testingsApi.resetClubFeedback(s.ids.withFeedback)),
  'GET /email/list': just(() => emailsApi.list()),
  'GET /email/placeholders': just(() => emailsApi.placeholders()),
  'GET /email/content/{id}': just((s) => emailsApi.content(s.ids.email)),
  'POST /email/send': just(() =>
    emailsApi.send({ recipientGroup: 'TEST_EMAIL', waveNumber: 1, subject: 'Test', content: '{{anrede}}', emailType: 'MISC' }),
  ),
  'POST /email/recipients': just(() => emailsApi.recipients({ recipientGroup: 'RELEASED', waveNumber: null })),
  'POST /email/delete/{id}': just((s) => emailsApi.remove(s.ids.email)),
  'POST /email/pause/{id}': just((s) => emailsApi.pause(s.ids.email)),
  'POST /email/resume/{id}': just((s) => emailsApi.resume(s.ids.errorEmail)),
  'GET /admin': just(() => adminApi.load()),
  'POST /admin': step(
    () => adminApi.load(),
    (_s, admin) => adminApi.save(admin),
  ),
  'POST /admin/syncTests': just(() => adminApi.syncTests()),
};

/**
 * A record several people edit (issue 16, no lost updates): who edits it, how it is read, and a save
 * of a read record with the change numbered `n`; `changeOf` reads that number back.
 */
export interface VersionedCase<R extends { version?: number } = { version?: number }> {
  account: 'manager' | 'tester';
  load(ids: SeedIds): Promise<R>;
  save(ids: SeedIds, read: R, n: number): Promise<unknown>;
  changeOf(record: R): number;
}
/** Panel progress by change number (a panel has no free text to number); the seed's panel is INITIAL. */
const PANEL_CHANGES = ['INITIAL', 'ASSIGNED', 'FINISHED', 'INITIAL'] as const;
const versioned = <R extends { version?: number }>(kase: VersionedCase<R>): VersionedCase => kase;
const lastDigit = (text: string | null | undefined): number => Number(text?.slice(-1));

/** Each versioned record kind (the tester's own test is a testing too). */
export const VERSIONED_CASES = {
  'data sheet': versioned({
    account: 'tester',
    load: async () => (await datasheetApi.load()).dataSheet,
    save: (_ids, read, n) => datasheetApi.save({ ...dataSheetInputOf(read), profession: `Beruf ${n}` }),
    changeOf: (sheet) => lastDigit(sheet.profession),
  }),
  testing: versioned({
    account: 'manager',
    load: (ids) => testingsApi.load(ids.unassigned),
    save: (_ids, read, n) => testingsApi.save({ ...testingInputOf(read), date: `2023-06-1${n}` }),
    changeOf: (testing) => lastDigit(testing.date),
  }),
  "testing (the tester's tee time)": versioned({
    account: 'tester',
    load: (ids) => testsApi.load(ids.teeTimeOpen['u-tester']),
    save: (ids, read, n) =>
      testsApi.save({ id: ids.teeTimeOpen['u-tester'], version: read.version, date: `2023-06-1${n}`, teeTime: '10:00', noStartingTimes: false }),
    changeOf: (test) => lastDigit(test.date),
  }),
  'expense claim': versioned({
    account: 'tester',
    load: (ids) => travelApi.load(ids.done['u-tester']),
    save: (ids, read, n) => travelApi.save({ ...claimInput(ids.done['u-tester']), version: read.version, comment: `Bemerkung ${n}` }),
    changeOf: (claim) => lastDigit(claim.comment),
  }),
  club: versioned({
    account: 'manager',
    load: (ids) => clubsApi.load(ids.club),
    save: (_ids, read, n) => clubsApi.save({ ...clubInputOf(read), phone: `040 ${n}` }),
    changeOf: (club) => lastDigit(club.phone),
  }),
  tester: versioned({
    account: 'manager',
    load: (ids) => usersApi.load(ids.someTester),
    save: (_ids, read, n) => usersApi.save({ ...testerInputOf(read), profession: `Beruf ${n}` }),
    changeOf: (tester) => lastDigit(tester.profession),
  }),
  wave: versioned({
    account: 'manager',
    load: (ids) => wavesApi.load(ids.seasonWave),
    save: (_ids, read, n) => wavesApi.save({ ...waveInputOf(read), end: `2023-05-2${n}` }),
    changeOf: (wave) => lastDigit(wave.end),
  }),
  panel: versioned({
    account: 'manager',
    load: (ids) => panelsApi.load(ids.panel),
    save: (_ids, read, n) => panelsApi.save({ panelId: read.panelId, version: read.version, progress: PANEL_CHANGES[n] ?? 'INITIAL' }),
    changeOf: (panel) => PANEL_CHANGES.lastIndexOf(panel.progress),
  }),
} satisfies Record<string, VersionedCase>;
