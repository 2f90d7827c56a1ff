import { DEFAULT_RETENTION, retentionFieldLabels } from '@dtp/contract/admin';
import { adminApi } from '@dtp/api-client/back-office';
import { type DemoHarness, setupDemo } from '../../test-support';
import type { TestingRow } from '../state';
import { applyRetention, monthsBefore, RETENTION_SUBJECT, retentionSettingsOf } from './retention';

// Deletion when the purpose ends (issue 32, item 5): the clock moves, the rows go; nothing within its period.

const DAY = 24 * 60 * 60 * 1000;
/** The instant `months` months after `from` (the inverse of monthsBefore for the days used here). */
const monthsAfter = (from: number, months: number): number => {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
};
const dayOf = (t: TestingRow): number => Date.parse(`${t.date}T00:00:00Z`);

function scene(h: DemoHarness) {
  const state = h.server.state();
  const attachmentsOf = (t: TestingRow) => state.attachments.filter((a) => a.testingId === t.id);
  const withTestings = new Set(state.testings.map((t) => t.userId));
  // A released claim with receipts, and one without a bank account still on it.
  const released = state.testings.find((t) => t.travel.released && t.date !== null && attachmentsOf(t).length > 0)!;
  // A claim never released that still holds its bank data.
  const unreleased = state.testings.find((t) => !t.travel.released && t.travel.iban !== '' && t.date !== null)!;
  const applicant = state.users.find((u) => u.status === 'APPLICANT' && !withTestings.has(u.id))!;
  const acceptedApplicant = state.users.find((u) => u.status !== 'APPLICANT' && !u.staff && !withTestings.has(u.id));
  return { state, attachmentsOf, released, unreleased, applicant, acceptedApplicant };
}

const run = (h: DemoHarness) => h.server.runAsSystem(applyRetention);

describe('retention (deletion when the purpose ends)', () => {
  it('keeps receipts ten years from the end of the release year, and deletes bank data after months', async () => {
    const h = setupDemo('admin');
    const { state, attachmentsOf, released, unreleased } = scene(h);
    expect([released, unreleased].every(Boolean)).toBe(true);
    const receipts = attachmentsOf(released).length;
    // The seed's claims have no release entry: their test date counts, and the legal period starts with the next year.
    const yearEnd = Date.UTC(new Date(dayOf(released)).getUTCFullYear() + 1, 0, 1);
    expect(DEFAULT_RETENTION.receiptMonths).toBe(120);

    // 24 months (the old joint period) and ten years after the test itself: the receipts stay.
    h.clock.set(monthsAfter(dayOf(released), 24));
    await run(h);
    h.clock.set(monthsAfter(yearEnd, DEFAULT_RETENTION.receiptMonths) - DAY);
    await run(h);
    expect(attachmentsOf(released)).toHaveLength(receipts);

    h.clock.set(monthsAfter(yearEnd, DEFAULT_RETENTION.receiptMonths));
    const result = await run(h);
    expect(attachmentsOf(released)).toHaveLength(0);
    expect(result.receipts).toBeGreaterThanOrEqual(receipts);
    // The amounts stay.
    const kept = state.testings.find((t) => t.id === released.id)!;
    expect(kept.travel).toMatchObject({ released: true, iban: '', bank: '', greenfee: released.travel.greenfee });
  });

  it("deletes a claim's bank data bankDataMonths after the test, long before its receipts", async () => {
    const h = setupDemo('admin');
    const { state, unreleased } = scene(h);
    expect(DEFAULT_RETENTION.bankDataMonths).toBe(3);
    expect(unreleased.travel.iban).not.toBe('');
    h.clock.set(monthsAfter(dayOf(unreleased), DEFAULT_RETENTION.bankDataMonths) - DAY);
    await expect(run(h)).resolves.toMatchObject({ bankData: expect.any(Number) });
    expect(state.testings.find((t) => t.id === unreleased.id)?.travel.iban).not.toBe('');
    h.clock.set(monthsAfter(dayOf(unreleased), DEFAULT_RETENTION.bankDataMonths));
    const result = await run(h);
    expect(result.bankData).toBeGreaterThanOrEqual(1);
    expect(state.testings.find((t) => t.id === unreleased.id)?.travel).toMatchObject({ iban: '', bank: '', released: false });
  });

  it("deletes bank data held for a released claim's failed club mail bankDataMonths after the release; its receipts stay", async () => {
    const h = setupDemo('admin');
    const { state, attachmentsOf, released } = scene(h);
    const releasedAt = monthsAfter(dayOf(released), 1);
    state.history.push({ id: 99_997, subject: `testing:${released.id}`, at: new Date(releasedAt).toISOString(), by: 'Maria Manager', what: 'TRAVEL', from: 'SUBMITTED', to: 'RELEASED' });
    const claim = state.testings.find((t) => t.id === released.id)!;
    claim.travel.held = { emailId: 99_996, iban: 'DE02120300000000202051', bank: 'Testbank' };
    const receipts = attachmentsOf(released).length;
    const held = () => state.testings.find((t) => t.id === released.id)!.travel.held;

    h.clock.set(monthsAfter(releasedAt, DEFAULT_RETENTION.bankDataMonths) - DAY);
    await run(h);
    expect(held()).toBeTruthy();
    h.clock.set(monthsAfter(releasedAt, DEFAULT_RETENTION.bankDataMonths));
    await run(h);
    expect(held()).toBeFalsy();
    expect(attachmentsOf(released)).toHaveLength(receipts);
  });

  it("counts a released claim's receipt period from the end of its release year in the history", async () => {
    const h = setupDemo('admin');
    const { state, attachmentsOf, released } = scene(h);
    // Released in the year after the test: the period starts a year later than the test's would.
    const releasedAt = Date.UTC(new Date(dayOf(released)).getUTCFullYear() + 1, 2, 15);
    state.history.push({ id: 99_999, subject: `testing:${released.id}`, at: new Date(releasedAt).toISOString(), by: 'Maria Manager', what: 'TRAVEL', from: 'SUBMITTED', to: 'RELEASED' });
    const receipts = attachmentsOf(released).length;
    const releaseYearEnd = Date.UTC(new Date(releasedAt).getUTCFullYear() + 1, 0, 1);

    h.clock.set(monthsAfter(releaseYearEnd, DEFAULT_RETENTION.receiptMonths) - DAY);
    await run(h);
    expect(attachmentsOf(released)).toHaveLength(receipts);
    h.clock.set(monthsAfter(releaseYearEnd, DEFAULT_RETENTION.receiptMonths));
    await run(h);
    expect(attachmentsOf(released)).toHaveLength(0);
  });

  it("deletes a questionnaire's photos (rows and bytes) and free texts questionnaireContentMonths after the test; its scores stay", async () => {
    const h = setupDemo('admin');
    const { state } = scene(h);
    const hasText = (id: number) => Object.values(state.questionnaires.find((q) => q.id === id)?.answers ?? {}).some((a) => a.text !== undefined);
    const testing = state.testings.find((t) => t.date !== null && hasText(t.id))!;
    const questionnaire = state.questionnaires.find((q) => q.id === testing.id)!;
    const scores = Object.fromEntries(Object.entries(questionnaire.answers).flatMap(([id, a]) => (a.option !== undefined || a.number !== undefined ? [[id, { option: a.option, number: a.number }]] : [])));
    const photoId = 990_101;
    await h.server.runAsSystem(async (db) => {
      await db.add('attachment', { id: photoId, testingId: testing.id, questionId: 'x', fileName: 'foto.jpg', contentType: 'image/jpeg', size: 3, deleted: false });
      await db.putFile(photoId, new Uint8Array([0xff, 0xd8, 0xff]));
    });
    const photoThere = () => state.attachments.some((a) => a.id === photoId);
    expect(DEFAULT_RETENTION.questionnaireContentMonths).toBe(24);

    h.clock.set(monthsAfter(dayOf(testing), 24) - DAY);
    await run(h);
    expect([photoThere(), hasText(testing.id)]).toEqual([true, true]);

    h.clock.set(monthsAfter(dayOf(testing), 24));
    const result = await run(h);
    expect([photoThere(), hasText(testing.id)]).toEqual([false, false]);
    expect(await h.server.runAsSystem((db) => db.file(photoId))).toBeNull();
    expect(result).toMatchObject({ photos: 1, freeTexts: expect.any(Number) });
    expect(result.freeTexts).toBeGreaterThanOrEqual(1);
    const after = state.questionnaires.find((q) => q.id === testing.id)!;
    for (const [id, score] of Object.entries(scores)) expect(after.answers[id]).toMatchObject(JSON.parse(JSON.stringify(score)));
    expect(state.history.at(-1)?.to).toMatch(/, 1 Fragebogen-Foto, \d+ Fragebög?en mit Freitexten$/);
  });

  it('removes receipts a delete before issue 59 only flagged, of claims never released, with their bytes; a released claim keeps its vouchers', async () => {
    const h = setupDemo('admin');
    const { state, released, unreleased } = scene(h);
    const flagged = (id: number, testingId: number) => ({ id, testingId, fileName: 'alt.pdf', contentType: 'application/pdf', size: 4, deleted: true });
    await h.server.runAsSystem(async (db) => {
      await db.add('attachment', flagged(990_201, unreleased.id));
      await db.putFile(990_201, new Uint8Array([0x25, 0x50, 0x44, 0x46]));
      await db.add('attachment', flagged(990_202, released.id));
    });
    const result = await run(h);
    expect(state.attachments.map((a) => a.id)).not.toContain(990_201);
    expect(await h.server.runAsSystem((db) => db.file(990_201))).toBeNull();
    expect(state.attachments.map((a) => a.id)).toContain(990_202);
    const releasedIds = new Set(state.testings.filter((t) => t.travel.released).map((t) => t.id));
    expect(state.attachments.filter((a) => a.deleted && a.questionId === undefined && !releasedIds.has(a.testingId))).toEqual([]);
    expect(result.receipts).toBeGreaterThanOrEqual(1);
  });

  it('maps settings stored before the split (one claimMonths): receipts keep the legal period, bank data the admin\'s period up to 24 months', async () => {
    const h = setupDemo('admin');
    const { state } = scene(h);
    state.settings.retention = { claimMonths: 36, applicantMonths: 6 } as unknown as typeof state.settings.retention;
    await expect(adminApi.load()).resolves.toMatchObject({ retention: { receiptMonths: 120, bankDataMonths: 24, applicantMonths: 6 } });
    state.settings.retention = { claimMonths: 6, applicantMonths: 12 } as unknown as typeof state.settings.retention;
    expect(retentionSettingsOf(state.settings)).toEqual({ receiptMonths: 120, bankDataMonths: 6, applicantMonths: 12, accessRecordMonths: 12, questionnaireContentMonths: 24 });
    // Saved again, only the new fields are stored.
    const admin = await adminApi.load();
    await adminApi.save(admin);
    expect(state.settings.retention).toEqual({ receiptMonths: 120, bankDataMonths: 6, applicantMonths: 12, accessRecordMonths: 12, questionnaireContentMonths: 24 });
  });

  it('removes an applicant never accepted with their sheets and mails after the period; accepted testers and applicants with tests stay', async () => {
    const h = setupDemo('admin');
    const { state, applicant, acceptedApplicant } = scene(h);
    expect(applicant).toBeDefined();
    const address = applicant.contact.email.toLowerCase();
    state.emails.push({ id: 99_998, to: applicant.contact.email, subject: 'Einladung', content: 'Hallo', type: 'MISC', progress: 'SENT', notBefore: null, sentAt: null, lastTryAt: null, lastError: null });
    const assignedApplicant = state.users.find((u) => u.status === 'APPLICANT' && state.testings.some((t) => t.userId === u.id));
    const start = h.clock.now();

    // The seed's rows have no creation time: the first run starts their period.
    await expect(run(h)).resolves.toMatchObject({ applicants: 0 });
    expect(state.users.find((u) => u.id === applicant.id)?.createdAt).toBe(new Date(start).toISOString());

    h.clock.set(monthsAfter(start, DEFAULT_RETENTION.applicantMonths) - DAY);
    await expect(run(h)).resolves.toMatchObject({ applicants: 0 });
    expect(state.users.some((u) => u.id === applicant.id)).toBe(true);

    h.clock.set(monthsAfter(start, DEFAULT_RETENTION.applicantMonths));
    const result = await run(h);
    expect(result.applicants).toBeGreaterThanOrEqual(1);
    expect(state.users.some((u) => u.id === applicant.id)).toBe(false);
    expect(state.sheets.some((s) => s.userId === applicant.id)).toBe(false);
    expect(state.emails.some((e) => e.to.toLowerCase() === address)).toBe(false);
    if (acceptedApplicant) expect(state.users.some((u) => u.id === acceptedApplicant.id)).toBe(true);
    if (assignedApplicant) expect(state.users.some((u) => u.id === assignedApplicant.id)).toBe(true);
  });

  it("deletes an applicant's mails only: a tester at the same address keeps hers, and so do the older mails that name nobody", async () => {
    const h = setupDemo('admin');
    const { state, applicant } = scene(h);
    const shared = state.users.find((u) => u.id === 'u-tester')!.contact.email;
    applicant.contact.email = shared;
    const mail = (id: number, subject: string, recipientId?: string) =>
      state.emails.push({ id, to: shared, subject, content: subject, type: 'MISC', progress: 'SENT', notBefore: null, sentAt: null, lastTryAt: null, lastError: null, ...(recipientId ? { recipientId } : {}) });
    mail(99_990, 'An die Bewerberin', applicant.id);
    mail(99_991, 'An Max', 'u-tester');
    mail(99_992, 'Von früher, für wen?');
    const start = h.clock.now();
    await run(h);

    h.clock.set(monthsAfter(start, DEFAULT_RETENTION.applicantMonths));
    await expect(run(h)).resolves.toMatchObject({ applicants: expect.any(Number) });
    expect(state.users.some((u) => u.id === applicant.id)).toBe(false);
    const kept = state.emails.map((e) => e.id);
    expect(kept).not.toContain(99_990);
    expect(kept).toEqual(expect.arrayContaining([99_991, 99_992]));
  });

  it("records each run in the history as 'System' with counts, no names, and the administration shows the last", async () => {
    const h = setupDemo('admin');
    const { state, applicant } = scene(h);
    await expect(adminApi.load()).resolves.toMatchObject({ retention: DEFAULT_RETENTION, lastRetentionRun: null });
    await run(h);
    h.clock.set(monthsAfter(h.clock.now(), 60));
    const result = await run(h);
    const runs = state.history.filter((e) => e.subject === RETENTION_SUBJECT);
    expect(runs).toHaveLength(2);
    const last = runs[1]!;
    expect(last).toMatchObject({ by: 'System', what: 'RETENTION', at: new Date(h.clock.now()).toISOString(), removed: { receipts: result.receipts, bankData: result.bankData, applicants: result.applicants } });
    expect(last.to).toMatch(/^Gelöscht: \d+ Belege?, \d+ Bankverbindung(en)?, \d+ Bewerber(, \d+ Fragebogen-Fotos?)?(, \d+ Fragebög?en mit Freitexten)?$/);
    expect(JSON.stringify(last)).not.toContain(applicant.lastName);
    await expect(adminApi.load()).resolves.toMatchObject({ lastRetentionRun: { at: last.at, receipts: result.receipts, bankData: result.bankData, applicants: result.applicants } });
  });

  it('takes the periods from the administration, within their limits (admins only)', async () => {
    const h = setupDemo('admin');
    const { attachmentsOf, released } = scene(h);
    const admin = await adminApi.load();
    await expect(
      adminApi.save({ ...admin, retention: { receiptMonths: 24, bankDataMonths: 25, applicantMonths: 61, accessRecordMonths: 0, questionnaireContentMonths: 61 } }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: {
        'retention.receiptMonths': `${retentionFieldLabels.receiptMonths} muss mindestens 120 betragen.`,
        'retention.bankDataMonths': `${retentionFieldLabels.bankDataMonths} darf höchstens 24 betragen.`,
        'retention.applicantMonths': `${retentionFieldLabels.applicantMonths} darf höchstens 60 betragen.`,
        'retention.accessRecordMonths': `${retentionFieldLabels.accessRecordMonths} muss mindestens 1 betragen.`,
        'retention.questionnaireContentMonths': `${retentionFieldLabels.questionnaireContentMonths} darf höchstens 60 betragen.`,
      },
    });
    await expect(adminApi.save({ ...admin, retention: { receiptMonths: 181, bankDataMonths: 0, applicantMonths: 12, accessRecordMonths: 12 } })).rejects.toMatchObject({
      fieldErrors: {
        'retention.receiptMonths': `${retentionFieldLabels.receiptMonths} darf höchstens 180 betragen.`,
        'retention.bankDataMonths': `${retentionFieldLabels.bankDataMonths} muss mindestens 1 betragen.`,
      },
    });
    await expect(adminApi.save({ ...admin, retention: { receiptMonths: 120.5, bankDataMonths: 3, applicantMonths: 12, accessRecordMonths: 12 } })).rejects.toMatchObject({
      fieldErrors: { 'retention.receiptMonths': 'Bitte geben Sie eine ganze Zahl ein' },
    });
    await expect(adminApi.save({ ...admin, retention: { receiptMonths: 180, bankDataMonths: 1, applicantMonths: 1, accessRecordMonths: 24 } })).resolves.toMatchObject({
      retention: { receiptMonths: 180, bankDataMonths: 1, applicantMonths: 1, accessRecordMonths: 24 },
    });
    await expect(adminApi.save({ ...admin, retention: { ...DEFAULT_RETENTION, receiptMonths: 180, questionnaireContentMonths: 6 } })).resolves.toMatchObject({
      retention: { receiptMonths: 180, questionnaireContentMonths: 6 },
    });
    await adminApi.save({ ...admin, retention: { receiptMonths: 180, bankDataMonths: 1, applicantMonths: 1, accessRecordMonths: 24, questionnaireContentMonths: 6 } });
    // A back office from before sends no access-record or questionnaire period: the stored ones stay.
    await expect(adminApi.save({ ...admin, retention: { receiptMonths: 180, bankDataMonths: 1, applicantMonths: 1 } })).resolves.toMatchObject({
      retention: { accessRecordMonths: 24, questionnaireContentMonths: 6 },
    });
    // 180 months after the end of the test's year: 120 no longer suffice.
    const yearEnd = Date.UTC(new Date(dayOf(released)).getUTCFullYear() + 1, 0, 1);
    h.clock.set(monthsAfter(yearEnd, 120));
    await run(h);
    expect(attachmentsOf(released).length).toBeGreaterThan(0);
    h.clock.set(monthsAfter(yearEnd, 180));
    expect(monthsBefore(h.clock.now(), 180)).toBe(yearEnd);
    await run(h);
    expect(attachmentsOf(released)).toHaveLength(0);

    h.signInAs('manager');
    await expect(adminApi.save({ ...admin, retention: DEFAULT_RETENTION })).rejects.toMatchObject({ status: 403 });
  });
});
