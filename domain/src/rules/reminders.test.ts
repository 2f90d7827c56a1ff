import { DEFAULT_REMINDERS, reminderFieldLabels, TRAVEL_SECOND_AFTER_FIRST } from '@dtp/contract/reminders';
import { adminApi } from '@dtp/api-client/back-office';
import { emailsApi } from '@dtp/api-client/back-office';
import { historyApi } from '@dtp/api-client/back-office';
import { type DemoHarness, setupDemo } from '../../test-support';
import type { EmailRow, TestingRow, UserRow } from '../state';
import { DATASHEET_REMINDER_SUBJECT } from './mail-texts';
import { berlinDay, berlinTime } from './reminder-occasions';
import { planReminders } from './reminders';

// Reminders scheduled by the server (issue 34, items 3 and 5): with a moved clock each reminder is
// planned once (listed before it is due), sent once at 08:00 Berlin time on its day, never twice after
// another run; a moved test, an inactive tester or a reminder switched off withdraws the planned mail.

/** 06:00 Berlin time (the daily run) on a day. */
const morning = (day: string): number => berlinTime(day, 6);
const run = (h: DemoHarness) => h.server.runAsSystem(planReminders);
const mails = (h: DemoHarness, key: string): EmailRow[] => h.server.state().emails.filter((e) => e.occasion?.startsWith(key));

/** A tester of the seed with an address, active, and one of their testings. */
function scene(h: DemoHarness): { tester: UserRow; testing: TestingRow } {
  const state = h.server.state();
  const testing = state.testings.find((t) => {
    const user = state.users.find((u) => u.id === t.userId);
    return user && user.status !== 'INACTIVE' && user.contact.email !== '';
  })!;
  const tester = state.users.find((u) => u.id === testing.userId)!;
  return { tester, testing };
}

/** The test agreed for `date` at 10:30. */
const agree = (testing: TestingRow, date: string) => Object.assign(testing, { progress: 'TEE_TIME', date, teeTime: '10:30', noStartingTimes: false });

/** Runs the mail worker at `at` (the demo's worker takes a due mail 10 s after its time). */
async function deliverAt(h: DemoHarness, at: number): Promise<void> {
  h.clock.set(at);
  await h.server.deliverDueMail();
}

describe('reminders', () => {
  it('plans the test reminder 3 days before the test, sends it once at 08:00 Berlin time, and never again', async () => {
    const h = setupDemo('admin');
    const { tester, testing } = scene(h);
    agree(testing, '2026-06-10');
    const key = `TEST_REMINDER:testing:${testing.id}:`;

    // Eight days ahead: not yet planned (a week ahead at most).
    h.clock.set(morning('2026-05-30'));
    await run(h);
    expect(mails(h, key)).toHaveLength(0);

    // A week ahead of its day (7 June): planned, listed before it is due.
    h.clock.set(morning('2026-05-31'));
    await run(h);
    const [planned] = mails(h, key);
    expect(mails(h, key)).toHaveLength(1);
    expect(planned).toMatchObject({
      to: tester.contact.email,
      type: 'TEST_REMINDER',
      progress: 'INITIAL',
      notBefore: new Date(berlinTime('2026-06-07', 8)).toISOString(),
      occasion: `TEST_REMINDER:testing:${testing.id}:${tester.id}:2026-06-10`,
    });
    expect(planned!.notBefore).toBe('2026-06-07T06:00:00.000Z');
    expect(planned!.content).toContain('Mittwoch, 10. Juni 2026, Tee-Time 10:30 Uhr');
    expect(planned!.content).toMatch(/\n\nMit freundlichen Grüßen\nCMC$/);

    // Runs on the following days, and a run again the same morning (a restart): still one mail.
    for (const day of ['2026-05-31', '2026-06-01', '2026-06-05']) {
      h.clock.set(morning(day));
      await run(h);
    }
    expect(mails(h, key)).toHaveLength(1);

    await deliverAt(h, berlinTime('2026-06-07', 7));
    expect(mails(h, key)[0]!.progress).toBe('INITIAL');
    await deliverAt(h, berlinTime('2026-06-07', 9));
    expect(mails(h, key)).toEqual([expect.objectContaining({ progress: 'SENT' })]);

    for (const day of ['2026-06-07', '2026-06-08', '2026-06-09']) {
      h.clock.set(morning(day));
      await run(h);
      await deliverAt(h, berlinTime(day, 9));
    }
    expect(mails(h, key)).toHaveLength(1);
  });

  it('moves the reminder with the test: the planned mail with the old date is withdrawn, also between two runs', async () => {
    const h = setupDemo('admin');
    const { testing } = scene(h);
    agree(testing, '2026-06-10');
    const key = `TEST_REMINDER:testing:${testing.id}:`;
    h.clock.set(morning('2026-06-03'));
    await run(h);
    expect(mails(h, key)).toHaveLength(1);

    // Moved to 12 June: the next run withdraws the mail of the 10th and plans one for the 9th.
    testing.date = '2026-06-12';
    h.clock.set(morning('2026-06-04'));
    await run(h);
    expect(mails(h, key)).toEqual([expect.objectContaining({ notBefore: '2026-06-09T06:00:00.000Z', occasion: expect.stringMatching(/:2026-06-12$/) })]);
    expect(mails(h, key)[0]!.content).toContain('Freitag, 12. Juni 2026');

    // Moved again after the last run, before the mail is due: the worker withdraws it instead of sending.
    testing.date = '2026-06-20';
    await deliverAt(h, berlinTime('2026-06-09', 9));
    expect(mails(h, key)).toHaveLength(0);
    expect(h.server.state().emails.some((e) => e.type === 'TEST_REMINDER' && e.progress === 'SENT' && e.content.includes('12. Juni 2026'))).toBe(false);
  });

  it('is listed as planned in the email list; a reminder a manager deletes there is not planned again', async () => {
    const h = setupDemo('manager');
    const { tester, testing } = scene(h);
    agree(testing, '2026-06-10');
    const key = `TEST_REMINDER:testing:${testing.id}:`;
    h.clock.set(morning('2026-06-03'));
    await run(h);
    const [planned] = mails(h, key);
    const listed = (await emailsApi.list()).find((e) => e.id === planned!.id);
    expect(listed).toMatchObject({ progress: 'INITIAL', progressMessage: 'Geplant', typeMessage: 'Test-Erinnerung', to: tester.contact.email });

    await emailsApi.remove(planned!.id);
    for (const day of ['2026-06-04', '2026-06-05']) {
      h.clock.set(morning(day));
      await run(h);
    }
    expect(mails(h, key)).toHaveLength(0);
    expect(await historyApi.ofUser(tester.id)).toContainEqual(expect.objectContaining({ subjectLabel: 'Email', fromLabel: 'Geplant', toLabel: 'Gelöscht' }));

    // The test moves: a new occasion, planned again.
    testing.date = '2026-06-11';
    h.clock.set(morning('2026-06-06'));
    await run(h);
    expect(mails(h, key)).toEqual([expect.objectContaining({ occasion: expect.stringMatching(/:2026-06-11$/) })]);
  });

  it('sends nothing to an inactive tester, and withdraws what was planned for them', async () => {
    const h = setupDemo('admin');
    const { tester, testing } = scene(h);
    agree(testing, '2026-06-10');
    const key = `TEST_REMINDER:testing:${testing.id}:`;
    h.clock.set(morning('2026-06-03'));
    await run(h);
    expect(mails(h, key)).toHaveLength(1);

    h.server.state().users.find((u) => u.id === tester.id)!.status = 'INACTIVE';
    h.clock.set(morning('2026-06-04'));
    await run(h);
    expect(mails(h, key)).toHaveLength(0);
    await deliverAt(h, berlinTime('2026-06-07', 9));
    expect(mails(h, key)).toHaveLength(0);
  });

  it('reminds of a claim not submitted 7 and 14 days after the test, each once; a submitted claim stops them', async () => {
    const h = setupDemo('admin');
    const { testing } = scene(h);
    Object.assign(testing, { progress: 'DONE', date: '2026-06-10' });
    testing.travel = { ...testing.travel, submitted: false, released: false };
    const key = `TRAVEL_EXPENSES_REMINDER:testing:${testing.id}:`;

    for (let day = 10; day <= 30; day++) {
      const date = `2026-06-${String(day).padStart(2, '0')}`;
      h.clock.set(morning(date));
      await run(h);
      await deliverAt(h, berlinTime(date, 9));
    }
    const sent = mails(h, key);
    expect(sent.map((e) => [e.notBefore, e.progress])).toEqual([
      ['2026-06-17T06:00:00.000Z', 'SENT'],
      ['2026-06-24T06:00:00.000Z', 'SENT'],
    ]);
    expect(sent[0]!.content).toContain('bitte reichen Sie Ihre Spesenabrechnung für den Test im');

    // Another test whose claim is submitted before the second reminder: the second is withdrawn.
    const other = setupDemo('admin');
    const { testing: t2 } = scene(other);
    Object.assign(t2, { progress: 'DONE', date: '2026-06-10' });
    t2.travel = { ...t2.travel, submitted: false, released: false };
    other.clock.set(morning('2026-06-17'));
    await run(other);
    expect(mails(other, `TRAVEL_EXPENSES_REMINDER:testing:${t2.id}:`)).toHaveLength(2);
    // Submitted at 07:00, before the first goes out: the worker withdraws it, the next run the second.
    Object.assign(t2, { progress: 'TRAVEL_SUBMITTED' });
    t2.travel.submitted = true;
    await deliverAt(other, berlinTime('2026-06-17', 9));
    expect(mails(other, `TRAVEL_EXPENSES_REMINDER:testing:${t2.id}:`)).toEqual([expect.objectContaining({ notBefore: '2026-06-24T06:00:00.000Z' })]);
    other.clock.set(morning('2026-06-18'));
    await run(other);
    expect(mails(other, `TRAVEL_EXPENSES_REMINDER:testing:${t2.id}:`)).toHaveLength(0);
  });

  it('reminds invited testers of their data sheet 14 days before the first wave; a sent sheet gets none', async () => {
    const h = setupDemo('admin');
    const state = h.server.state();
    const year = state.seasonYear;
    const waves = state.waves.filter((w) => w.year === year);
    const first = waves.map((w) => w.start).sort()[0]!;
    const invited = state.sheets.filter((s) => s.year === year && s.progress === 'INVITED');
    const reachable = invited.filter((s) => {
      const u = state.users.find((x) => x.id === s.userId)!;
      return u.status !== 'INACTIVE' && u.contact.email !== '' && !u.erasedAt;
    });
    expect(reachable.length).toBeGreaterThan(0);
    const sent = state.sheets.find((s) => s.year === year && s.progress === 'SENT')!;

    const dueDay = new Date(Date.parse(`${first}T00:00:00Z`) - 14 * 86_400_000).toISOString().slice(0, 10);
    h.clock.set(berlinTime(dueDay, 6));
    expect(berlinDay(h.clock.now())).toBe(dueDay);
    await run(h);
    await run(h);
    const planned = mails(h, 'INVITATION:sheet:');
    expect(planned.map((e) => e.to).sort()).toEqual(reachable.map((s) => state.users.find((u) => u.id === s.userId)!.contact.email).sort());
    expect(planned.every((e) => e.subject === DATASHEET_REMINDER_SUBJECT && e.type === 'INVITATION')).toBe(true);
    expect(planned.some((e) => e.occasion!.includes(`:${sent.userId}:`))).toBe(false);

    await deliverAt(h, berlinTime(dueDay, 9));
    await run(h);
    expect(mails(h, 'INVITATION:sheet:').every((e) => e.progress === 'SENT')).toBe(true);
    expect(mails(h, 'INVITATION:sheet:')).toHaveLength(planned.length);
  });

  it('switching a reminder off in the administration withdraws its planned mails and stops it; on again, it is planned again', async () => {
    const h = setupDemo('admin');
    const { testing } = scene(h);
    agree(testing, '2026-06-10');
    const key = `TEST_REMINDER:testing:${testing.id}:`;
    h.clock.set(morning('2026-06-03'));
    await run(h);
    expect(mails(h, key)).toHaveLength(1);

    const admin = await adminApi.load();
    expect(admin.reminders).toEqual(DEFAULT_REMINDERS);
    expect(admin.automaticMails).toContainEqual(
      expect.objectContaining({ type: 'TEST_REMINDER', typeLabel: 'Test-Erinnerung', when: '3 Tage vor dem Testtermin, 08:00 Uhr', on: true }),
    );
    const off = await adminApi.save({ ...admin, reminders: { ...admin.reminders, testOn: false } });
    expect(off.automaticMails).toContainEqual(expect.objectContaining({ type: 'TEST_REMINDER', on: false }));
    expect(mails(h, key)).toHaveLength(0);

    for (const day of ['2026-06-04', '2026-06-07']) {
      h.clock.set(morning(day));
      await run(h);
      await deliverAt(h, berlinTime(day, 9));
    }
    expect(mails(h, key)).toHaveLength(0);

    // On again with 2 days: planned for the 8th.
    await adminApi.save({ ...off, reminders: { ...off.reminders, testOn: true, testDaysBefore: 2 } });
    expect(mails(h, key)).toEqual([expect.objectContaining({ notBefore: '2026-06-08T06:00:00.000Z' })]);
  });

  it('the server checks the days: whole numbers within their limits, the second claim reminder after the first', async () => {
    const h = setupDemo('admin');
    const admin = await adminApi.load();
    await expect(adminApi.save({ ...admin, reminders: { ...admin.reminders, testDaysBefore: 0, travelSecondDaysAfter: 7 } })).rejects.toMatchObject({
      status: 400,
      fieldErrors: {
        'reminders.testDaysBefore': `${reminderFieldLabels.testDaysBefore} muss mindestens 1 betragen.`,
        'reminders.travelSecondDaysAfter': TRAVEL_SECOND_AFTER_FIRST,
      },
    });
    await expect(adminApi.save({ ...admin, reminders: { ...admin.reminders, sheetDaysBefore: 2.5 } })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { 'reminders.sheetDaysBefore': 'Bitte geben Sie eine ganze Zahl ein' },
    });
    expect((await adminApi.load()).reminders).toEqual(DEFAULT_REMINDERS);
    h.signInAs('manager');
    await expect(adminApi.save({ ...admin, reminders: { ...admin.reminders, testOn: false } })).rejects.toMatchObject({ status: 403 });
  });
});
