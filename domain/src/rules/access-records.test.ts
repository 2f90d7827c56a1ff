import { datasheetApi, feedbackApi, personalDataApi, testsApi, travelApi } from '@dtp/api-client';
import { adminApi, emailsApi, historyApi, testingsApi, usersApi } from '@dtp/api-client/back-office';
import { questionnaireApi } from '@dtp/api-client/questionnaire';
import type { TokenIdentity } from '@dtp/contract/identity';
import { testingReached } from '@dtp/contract/statuses';
import { type DemoHarness, openQuestionnaire, refusal, setupDemo } from '../../test-support';
import { applyRetention } from './retention';

// Who of the staff read which person's data (issue 46, item 6): a data sheet, a claim with its IBAN, a receipt and the
// data export, each opened by staff, are recorded with who and when; the person's own reads are not; admins list them
// as 'Zugriffe'; the retention run removes them after the administration's period.

/** A tester's claim that has a receipt, from the demo's seed. */
function claimWithReceipt(h: DemoHarness) {
  const state = h.server.state();
  for (const receipt of state.attachments.filter((a) => !a.deleted && a.questionId === undefined)) {
    const userId = state.testings.find((t) => t.id === receipt.testingId)?.userId;
    if (userId) return { userId, testingId: receipt.testingId, receipt };
  }
  throw new Error('the seed has no receipt of a tester');
}

describe("the record of staff's reads of a person's data", () => {
  it('records the data sheet, the claim, the receipt and the export opened by staff, not the person’s own reads', async () => {
    const h = setupDemo('tester');
    const own = h.server.state().testings.find((t) => t.userId === 'u-tester')!;
    await datasheetApi.load('u-tester');
    await travelApi.load(own.id);
    await personalDataApi.download('u-tester');
    expect(h.server.state().accessRecords).toEqual([]);

    const { userId, testingId, receipt } = claimWithReceipt(h);
    h.signInAs('manager');
    await datasheetApi.load(userId);
    await travelApi.load(testingId);
    expect(await travelApi.attachmentImage(receipt.id)).toBeInstanceOf(Blob);
    await personalDataApi.download(userId);
    // A read that fails leaves no record.
    await refusal(travelApi.load(999_999));

    h.signInAs('admin');
    const records = await usersApi.accessRecords(userId);
    expect(records.map((r) => [r.what, r.whatLabel])).toEqual([
      ['EXPORT', 'Datenauskunft heruntergeladen'],
      ['RECEIPT', 'Beleg geöffnet'],
      ['IBAN', 'Spesenabrechnung mit Bankverbindung geöffnet'],
      ['DATASHEET', 'Datenblatt geöffnet'],
    ]);
    const manager = h.server.state().users.find((u) => u.id === 'u-manager')!;
    expect(h.server.state().accessRecords.every((r) => r.byId === manager.id && r.userId === userId)).toBe(true);
    expect(records[1]!.detail).toContain(receipt.fileName);
    expect(records[2]!.detail).toMatch(/^Spesenabrechnung /);
  });

  it('records the tester page, availability, feedback, Verlauf, mail contents, questionnaire and photo opened by staff (issue 59)', async () => {
    const h = setupDemo('tester');
    const q = await openQuestionnaire(h);
    const photoQuestion = q.definition.sections.flatMap((s) => s.questions).find((x) => x.kind === 'photos')!;
    const photo = await questionnaireApi.uploadPhoto(q.testingId, photoQuestion.id, new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])]), 'abschlag.jpg');
    // The tester's own reads: nothing recorded.
    await questionnaireApi.load(q.testingId);
    await questionnaireApi.photoImage(photo.id);
    await datasheetApi.playables('u-tester');
    await personalDataApi.downloadOwn();
    expect(h.server.state().accessRecords).toEqual([]);

    const mail = h.server.state().emails.find((e) => e.recipientId === 'u-tester')!;
    const rated = h.server.state().testings.find((t) => t.userId === 'u-tester' && t.feedbackCmc !== null)!;
    h.signInAs('manager');
    await usersApi.load('u-tester');
    await usersApi.executedTests('u-tester');
    await usersApi.account('u-tester');
    await datasheetApi.playables('u-tester');
    await feedbackApi.ofUser('u-tester');
    await testingsApi.load(rated.id);
    await testsApi.load(rated.id);
    await historyApi.ofUser('u-tester');
    await historyApi.ofTesting(q.testingId);
    await emailsApi.content(mail.id);
    await questionnaireApi.load(q.testingId);
    expect(await questionnaireApi.photoImage(photo.id)).toBeInstanceOf(Blob);
    // The manager's own export is their own: not recorded (it once wrote a record of nobody).
    await personalDataApi.downloadOwn();

    h.signInAs('admin');
    const records = await usersApi.accessRecords('u-tester');
    expect(records.map((r) => `${r.whatLabel}: ${r.detail}`).reverse()).toEqual([
      'Testerdaten geöffnet: Stammdaten',
      'Testerdaten geöffnet: Durchgeführte Tests',
      'Testerdaten geöffnet: Zugang',
      'Verfügbarkeit geöffnet: Saison 2023',
      'Feedback zum Test geöffnet: Saison 2023',
      expect.stringMatching(/^Feedback zum Test geöffnet: .+, Test am \d\d\.\d\d\.\d{4}$/),
      expect.stringMatching(/^Feedback zum Test geöffnet: /),
      'Verlauf geöffnet: Verlauf der Datenblätter',
      expect.stringMatching(/^Verlauf geöffnet: Verlauf .+, Test am 14\.06\.2023$/),
      `Email-Inhalt geöffnet: „${mail.subject}“`,
      expect.stringMatching(/^Fragebogen geöffnet: Fragebogen .+, Test am 14\.06\.2023$/),
      expect.stringMatching(/^Foto geöffnet: abschlag\.jpg \(Fragebogen .+\)$/),
    ]);
    expect(h.server.state().accessRecords.every((r) => r.userId === 'u-tester')).toBe(true);
  });

  it("records each tester whose feedback a list showed: the admin's season overview and a wave's testings; a manager's averages none", async () => {
    const h = setupDemo('manager');
    const done = h.server.state().testings.filter((t) => t.userId && (t.feedbackCmc !== null || t.feedbackClub !== null) && testingReached(t.progress, 'DONE'));
    await feedbackApi.own();
    expect(h.server.state().accessRecords).toEqual([]);

    h.signInAs('admin');
    await feedbackApi.own();
    const waves2023 = new Set(h.server.state().waves.filter((w) => w.year === 2023).map((w) => w.id));
    const expected = new Set(done.filter((t) => waves2023.has(t.waveId)).map((t) => t.userId));
    expect(expected.size).toBeGreaterThan(1);
    expect(new Set(h.server.state().accessRecords.map((r) => r.userId))).toEqual(expected);
    expect(h.server.state().accessRecords.every((r) => r.what === 'FEEDBACK' && r.detail.startsWith('Saison 2023, Übersicht ('))).toBe(true);

    const wave = done[0]!.waveId;
    const before = h.server.state().accessRecords.length;
    await testingsApi.ofWave(wave);
    const inWave = new Set(done.filter((t) => t.waveId === wave).map((t) => t.userId));
    expect(new Set(h.server.state().accessRecords.slice(before).map((r) => r.userId))).toEqual(inWave);
  });

  it('name an unlinked staff account by its name and leave byId out, never writing its subject there', async () => {
    const h = setupDemo('admin');
    const stranger: TokenIdentity = { sub: '5d6e2a1c-0f3b-4c7a-9e8d-2b1a0c9f8e7d', username: 'neu', name: 'Nora Neu', email: 'nora.neu@example.de', roles: ['dtp-manager'] };
    expect((await h.server.handleAs(stranger, { method: 'GET', path: '/user/u-tester', token: null })).status).toBe(200);
    const [record] = h.server.state().accessRecords;
    expect(record).toMatchObject({ userId: 'u-tester', by: 'Nora Neu', what: 'TESTER' });
    expect(record).not.toHaveProperty('byId');
  });

  it('are listed for admins only', async () => {
    const h = setupDemo('manager');
    expect((await refusal(usersApi.accessRecords('u-tester'))).status).toBe(403);
    h.signInAs('tester');
    expect((await refusal(usersApi.accessRecords('u-tester'))).status).toBe(403);
    h.signInAs('admin');
    expect((await refusal(usersApi.accessRecords('u-nobody'))).status).toBe(404);
    expect(await usersApi.accessRecords('u-tester')).toEqual([]);
  });

  it('are removed by the retention run after the administration’s period (default 12 months)', async () => {
    const h = setupDemo('manager');
    await datasheetApi.load('u-tester');
    h.clock.advance(200 * 86_400_000);
    await datasheetApi.load('u-tester');
    h.signInAs('admin');
    expect((await adminApi.load()).retention.accessRecordMonths).toBe(12);
    h.clock.advance(200 * 86_400_000);
    const run = await h.server.runAsSystem(applyRetention);
    expect(run.accessRecords).toBe(1);
    expect(await usersApi.accessRecords('u-tester')).toHaveLength(1);
    expect(h.server.state().history.at(-1)?.to).toMatch(/, 1 Zugriffsprotokoll(,|$)/);
  });
});
