import { DEFAULT_RETENTION, retentionFieldLabels } from '../../contract/admin';
import * as adminApi from '../../resources/admin';
import { setupDemo, type DemoHarness } from '../../test-support/demo-harness';
import type { TestingRow } from '../state';
import { applyRetention, monthsBefore, RETENTION_SUBJECT } from './retention';

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
  it('removes receipts and bank data of claims after the period, and nothing within it', async () => {
    const h = setupDemo('admin');
    const { state, attachmentsOf, released, unreleased } = scene(h);
    expect([released, unreleased].every(Boolean)).toBe(true);
    const receipts = attachmentsOf(released).length;

    // One day before the claim's period ends (counted from its test: the seed's claims have no release entry).
    h.clock.set(monthsAfter(dayOf(released), DEFAULT_RETENTION.claimMonths) - DAY);
    await run(h);
    expect(attachmentsOf(released)).toHaveLength(receipts);

    h.clock.set(monthsAfter(dayOf(released), DEFAULT_RETENTION.claimMonths));
    const result = await run(h);
    expect(attachmentsOf(released)).toHaveLength(0);
    expect(result.receipts).toBeGreaterThanOrEqual(receipts);
    // The amounts stay: the club's books are the accounting record.
    const kept = state.testings.find((t) => t.id === released.id)!;
    expect(kept.travel).toMatchObject({ released: true, iban: '', bank: '', greenfee: released.travel.greenfee });

    expect(unreleased.travel.iban).not.toBe('');
    h.clock.set(monthsAfter(dayOf(unreleased), DEFAULT_RETENTION.claimMonths) - DAY);
    await run(h);
    expect(state.testings.find((t) => t.id === unreleased.id)?.travel.iban).not.toBe('');
    h.clock.set(monthsAfter(dayOf(unreleased), DEFAULT_RETENTION.claimMonths));
    await run(h);
    expect(state.testings.find((t) => t.id === unreleased.id)?.travel).toMatchObject({ iban: '', bank: '', released: false });
  });

  it("counts a released claim's period from its release in the history", async () => {
    const h = setupDemo('admin');
    const { state, attachmentsOf, released } = scene(h);
    const releasedAt = monthsAfter(dayOf(released), 5);
    state.history.push({ id: 99_999, subject: `testing:${released.id}`, at: new Date(releasedAt).toISOString(), by: 'Maria Manager', what: 'TRAVEL', from: 'SUBMITTED', to: 'RELEASED' });
    const receipts = attachmentsOf(released).length;

    h.clock.set(monthsAfter(dayOf(released), DEFAULT_RETENTION.claimMonths));
    await run(h);
    expect(attachmentsOf(released)).toHaveLength(receipts);
    h.clock.set(monthsAfter(releasedAt, DEFAULT_RETENTION.claimMonths));
    await run(h);
    expect(attachmentsOf(released)).toHaveLength(0);
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
    expect(last.to).toMatch(/^Gelöscht: \d+ Belege?, \d+ Bankverbindung(en)?, \d+ Bewerber$/);
    expect(JSON.stringify(last)).not.toContain(applicant.lastName);
    await expect(adminApi.load()).resolves.toMatchObject({ lastRetentionRun: { at: last.at, receipts: result.receipts, bankData: result.bankData, applicants: result.applicants } });
  });

  it('takes the periods from the administration, within their limits (admins only)', async () => {
    const h = setupDemo('admin');
    const { attachmentsOf, released } = scene(h);
    const admin = await adminApi.load();
    await expect(adminApi.save({ ...admin, retention: { claimMonths: 3, applicantMonths: 61 } })).rejects.toMatchObject({
      status: 400,
      fieldErrors: {
        'retention.claimMonths': `${retentionFieldLabels.claimMonths} muss mindestens 6 betragen.`,
        'retention.applicantMonths': `${retentionFieldLabels.applicantMonths} darf höchstens 60 betragen.`,
      },
    });
    await expect(adminApi.save({ ...admin, retention: { claimMonths: 6.5, applicantMonths: 12 } })).rejects.toMatchObject({
      fieldErrors: { 'retention.claimMonths': 'Bitte geben Sie eine ganze Zahl ein' },
    });
    await expect(adminApi.save({ ...admin, retention: { claimMonths: 6, applicantMonths: 1 } })).resolves.toMatchObject({
      retention: { claimMonths: 6, applicantMonths: 1 },
    });
    // Six months after the test now suffice.
    h.clock.set(monthsAfter(dayOf(released), 6));
    expect(monthsBefore(h.clock.now(), 6)).toBe(dayOf(released));
    await run(h);
    expect(attachmentsOf(released)).toHaveLength(0);

    h.signInAs('manager');
    await expect(adminApi.save({ ...admin, retention: { claimMonths: 24, applicantMonths: 12 } })).rejects.toMatchObject({ status: 403 });
  });
});
