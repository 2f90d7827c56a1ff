import { testsApi } from '@dtp/api-client';
import { adminApi, emailsApi, questionnaireReviewApi } from '@dtp/api-client/back-office';
import { questionnaireApi } from '@dtp/api-client/questionnaire';
import { ClubLinkTexts } from '@dtp/contract/club-links';
import { type DemoHarness, fullAnswers, seasonTesting, setupDemo } from '../../test-support';
import { createDomainServer } from '../server';
import { createMemoryStorage } from '../store/memory-storage';
import type { EmailRow, FindingRow } from '../state';
import { closePlan, dropFinding } from './club-measures';
import { clubMeasureReminderMail } from './mail-texts';
import { berlinTime } from './reminder-occasions';
import { planReminders } from './reminders';

// The club's reminder of its measures (issue 62, item 3): the day after the date of a measure the club planned on its
// report page passed while it is not done, the club gets one mail (08:00 Berlin time) naming the findings of that date,
// with a new link to its report page. Once per report and date; not for a finding done, not applicable or dropped, nor
// once the plan is closed, nor when switched off in 'Erinnerungen' or the club has no address.

/** 06:00 Berlin time (the daily run) on a day. */
const morning = (day: string): number => berlinTime(day, 6);
const run = (h: DemoHarness) => h.server.runAsSystem(planReminders);
const reminders = (h: DemoHarness): EmailRow[] => h.server.state().emails.filter((e) => e.type === 'CLUB_MEASURE_REMINDER');
const tokenIn = (text: string | undefined): string | undefined => /\/club\/report\/([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1];

interface Scene {
  testingId: number;
  clubEmail: string;
  /** The findings of the release, in its order. */
  findings: FindingRow[];
  /** The report link the club got with its result. */
  token: string;
}

/**
 * u-tester's test of 14.06.2023 comes in with the lowest answer to three scored questions (the best everywhere else),
 * CMC releases it on 15.06.2023: three findings; the club's result mail is sent, with its report link.
 */
async function released(h: DemoHarness): Promise<Scene> {
  h.signInAs('tester');
  const t = seasonTesting(h, 'u-tester', 'ASSIGNED');
  await testsApi.save({ id: t.id, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
  h.clock.set(Date.UTC(2023, 5, 15, 9, 0));
  const q = await questionnaireApi.load(t.id);
  const answers = fullAnswers(q);
  const questions = q.definition.sections.flatMap((s) => s.questions);
  const sources = new Set(questions.flatMap((x) => (x.showIf ? [x.showIf.questionId] : [])));
  const low = questions.filter((x) => x.weight > 0 && x.options.length > 1 && !x.showIf && !sources.has(x.id) && !x.premiumOnly).slice(0, 3);
  for (const question of low) answers[question.id] = { option: [...question.options].sort((a, b) => a.points - b.points)[0]!.value };
  await questionnaireApi.submit(t.id, { revision: q.revision, version: q.definition.version, answers });
  h.signInAs('admin');
  await questionnaireReviewApi.release(t.id);
  const findings = h.server.state().findings.filter((f) => f.testingId === t.id);
  expect(findings.map((f) => f.questionId)).toEqual(low.map((x) => x.id));
  const [report] = h.server.state().emails.filter((e) => e.type === 'CLUB_REPORT' && e.clubLink?.testingId === t.id);
  const toSend = await h.server.mailWorker.claim({ id: report!.id, notBefore: report!.notBefore });
  await h.server.mailWorker.record({ id: report!.id, notBefore: report!.notBefore }, { sent: true });
  const token = tokenIn(toSend?.text);
  if (!token) throw new Error('the result mail carried no report link');
  return { testingId: t.id, clubEmail: h.server.state().clubs.find((c) => c.id === t.clubId)!.email, findings, token };
}

type Answer = { state: 'PLANNED'; until: string } | { state: 'DONE' | 'NOT_APPLICABLE' };

/** The club answers on its report page: a measure planned until a date, done, or not applicable. */
async function answer(h: DemoHarness, token: string, measures: [FindingRow, Answer][]): Promise<void> {
  const form: Record<string, string> = {};
  for (const [finding, measure] of measures) {
    form[`state-${finding.id}`] = measure.state;
    form[`text-${finding.id}`] = measure.state === 'NOT_APPLICABLE' ? 'Gibt es bei uns nicht.' : 'Neue Beschilderung am ersten Abschlag';
    if (measure.state === 'PLANNED') Object.assign(form, { [`who-${finding.id}`]: 'Der Platzwart', [`until-${finding.id}`]: measure.until });
  }
  expect(await h.server.clubPages.saveMeasures(token, form, new Map())).toEqual({ saved: true });
}

describe("the club's reminder of its measures", () => {
  it('goes the day after the date at 08:00, once per report and date, naming the findings of that date, with a new report link', async () => {
    const h = setupDemo('admin');
    const { testingId, clubEmail, findings, token } = await released(h);
    const [a, b, c] = findings as [FindingRow, FindingRow, FindingRow];
    await answer(h, token, [
      [a, { state: 'PLANNED', until: '2023-07-10' }],
      [b, { state: 'PLANNED', until: '2023-07-10' }],
      [c, { state: 'PLANNED', until: '2023-07-20' }],
    ]);

    // A week ahead of its day (11 July) it is planned, not before.
    h.clock.set(morning('2023-07-03'));
    await run(h);
    expect(reminders(h)).toEqual([]);
    h.clock.set(morning('2023-07-04'));
    await run(h);
    await run(h);
    const [planned] = reminders(h);
    expect(reminders(h)).toHaveLength(1);
    expect(planned).toMatchObject({
      to: clubEmail,
      subject: 'Erinnerung: Maßnahmen aus Ihrem Testergebnis 2023',
      progress: 'INITIAL',
      notBefore: '2023-07-11T06:00:00.000Z',
      occasion: `CLUB_MEASURE_REMINDER:testing:${testingId}:2023-07-10`,
      clubLink: { purpose: 'report', testingId },
    });
    expect(planned!.recipientId).toBeUndefined();
    expect(planned!.content).toContain('umzusetzen bis Montag, 10. Juli 2023');
    expect(planned!.content).toContain(`– „${a.questionText}“\n– „${b.questionText}“`);
    expect(planned!.content).not.toContain(c.questionText);
    expect(planned!.content).toContain(ClubLinkTexts.linkPlaceholder);
    // Listed in the email list with its type.
    h.signInAs('manager');
    expect((await emailsApi.list()).find((e) => e.id === planned!.id)).toMatchObject({ typeMessage: 'Erinnerung an Maßnahmen (Club)', progressMessage: 'Geplant' });

    // Not before 08:00 on the 11th; then with a new link to the report page, which replaces the one of the result mail,
    // and without the report's PDF (a server with a printer attaches it to the result mail only).
    const printed: unknown[] = [];
    const withPrinter = createDomainServer({
      storage: createMemoryStorage(h.server.state()),
      clock: h.clock,
      printer: { definition: async () => new Uint8Array(), answered: async () => new Uint8Array(), clubReport: async (report) => (printed.push(report), new Uint8Array()) },
    });
    h.clock.set(berlinTime('2023-07-11', 7));
    expect(await withPrinter.mailWorker.claim({ id: planned!.id, notBefore: planned!.notBefore })).toBeNull();
    h.clock.set(berlinTime('2023-07-11', 8));
    const toSend = await withPrinter.mailWorker.claim({ id: planned!.id, notBefore: planned!.notBefore });
    expect(toSend).toMatchObject({ to: clubEmail, subject: 'Erinnerung: Maßnahmen aus Ihrem Testergebnis 2023' });
    expect(toSend!.renderAttachments).toBeUndefined();
    expect(toSend!.attachments).toBeUndefined();
    expect(printed).toEqual([]);
    const newToken = tokenIn(toSend!.text);
    expect(newToken).toBeDefined();
    expect(await h.server.clubPages.report(newToken!)).not.toBeNull();
    expect(await h.server.clubPages.report(token)).toBeNull();
    await h.server.mailWorker.record({ id: planned!.id, notBefore: planned!.notBefore }, { sent: true });

    // Never again for that date; the other date's finding on its own day, alone.
    for (const day of ['2023-07-12', '2023-07-13', '2023-07-14']) {
      h.clock.set(morning(day));
      await run(h);
    }
    expect(reminders(h).map((e) => [e.occasion, e.progress, e.subject])).toEqual([
      [`CLUB_MEASURE_REMINDER:testing:${testingId}:2023-07-10`, 'SENT', 'Erinnerung: Maßnahmen aus Ihrem Testergebnis 2023'],
      [`CLUB_MEASURE_REMINDER:testing:${testingId}:2023-07-20`, 'INITIAL', 'Erinnerung: Maßnahme aus Ihrem Testergebnis 2023'],
    ]);

    // The club moves a measure it was reminded of to a new date: a new reminder the day after that one.
    await answer(h, newToken!, [[a, { state: 'PLANNED', until: '2023-07-31' }]]);
    h.clock.set(morning('2023-07-25'));
    await run(h);
    const moved = reminders(h).find((e) => e.occasion === `CLUB_MEASURE_REMINDER:testing:${testingId}:2023-07-31`);
    expect(moved).toMatchObject({ notBefore: '2023-08-01T06:00:00.000Z', progress: 'INITIAL' });
    expect(moved!.content).toContain(a.questionText);
    expect(moved!.content).not.toContain(b.questionText);
  });

  it('is withdrawn when the findings are done, not applicable or dropped, also between the run and the sending', async () => {
    const h = setupDemo('admin');
    const { findings, token } = await released(h);
    const [a, b, c] = findings as [FindingRow, FindingRow, FindingRow];
    await answer(h, token, [
      [a, { state: 'PLANNED', until: '2023-07-10' }],
      [b, { state: 'PLANNED', until: '2023-07-10' }],
      [c, { state: 'PLANNED', until: '2023-07-11' }],
    ]);
    h.clock.set(morning('2023-07-05'));
    await run(h);
    expect(reminders(h)).toHaveLength(2);

    // One finding of the 10th done: the mail names the other only; both dealt with: withdrawn.
    await answer(h, token, [[a, { state: 'DONE' }]]);
    h.clock.set(morning('2023-07-06'));
    await run(h);
    const [tenth] = reminders(h);
    expect(tenth!.content).not.toContain(a.questionText);
    expect(tenth!.content).toContain(b.questionText);
    expect(tenth!.subject).toBe('Erinnerung: Maßnahme aus Ihrem Testergebnis 2023');
    await answer(h, token, [[b, { state: 'NOT_APPLICABLE' }]]);
    await h.server.runAsSystem(async (db, clock) => {
      await dropFinding(db, clock, (await db.get('finding', c.id))!);
    });
    h.clock.set(morning('2023-07-07'));
    await run(h);
    expect(reminders(h)).toEqual([]);

    // Planned, then done the morning it is due, after the run: the worker withdraws it instead of sending.
    const other = setupDemo('admin');
    const scene = await released(other);
    await answer(other, scene.token, [[scene.findings[0]!, { state: 'PLANNED', until: '2023-07-10' }]]);
    other.clock.set(morning('2023-07-11'));
    await run(other);
    const [due] = reminders(other);
    expect(due).toBeDefined();
    await answer(other, scene.token, [[scene.findings[0]!, { state: 'DONE' }]]);
    other.clock.set(berlinTime('2023-07-11', 8));
    expect(await other.server.mailWorker.claim({ id: due!.id, notBefore: due!.notBefore })).toBeNull();
    expect(reminders(other)).toEqual([]);
  });

  it('none once CMC closed the plan, for a club without an address, or when switched off in the administration', async () => {
    const h = setupDemo('admin');
    const { testingId, findings, token } = await released(h);
    const clubId = h.server.state().testings.find((t) => t.id === testingId)!.clubId;
    await answer(h, token, [[findings[0]!, { state: 'PLANNED', until: '2023-07-10' }]]);
    h.clock.set(morning('2023-07-05'));
    await run(h);
    expect(reminders(h)).toHaveLength(1);

    // Closed: withdrawn; opened again: planned again.
    await h.server.runAsSystem((db, clock) => closePlan(db, clock, clubId, 2023, true));
    await run(h);
    expect(reminders(h)).toEqual([]);
    await h.server.runAsSystem((db, clock) => closePlan(db, clock, clubId, 2023, false));
    await run(h);
    expect(reminders(h)).toHaveLength(1);

    // The club's address removed: withdrawn.
    const club = h.server.state().clubs.find((c) => c.id === clubId)!;
    const address = club.email;
    club.email = ' ';
    await run(h);
    expect(reminders(h)).toEqual([]);
    club.email = address;
    await run(h);
    expect(reminders(h)).toHaveLength(1);

    // Switched off in 'Erinnerungen': withdrawn at once, listed as off; on again: planned again.
    const admin = await adminApi.load();
    expect(admin.reminders.clubMeasuresOn).toBe(true);
    expect(admin.automaticMails).toContainEqual(
      expect.objectContaining({
        type: 'CLUB_MEASURE_REMINDER',
        typeLabel: 'Erinnerung an Maßnahmen (Club)',
        subject: 'Erinnerung: Maßnahme aus Ihrem Testergebnis',
        when: expect.stringMatching(/^Am Tag nach dem Datum einer geplanten Maßnahme, 08:00 Uhr, einmal je Datum/),
        on: true,
      }),
    );
    const off = await adminApi.save({ ...admin, reminders: { ...admin.reminders, clubMeasuresOn: false } });
    expect(off.reminders.clubMeasuresOn).toBe(false);
    expect((await adminApi.load()).reminders.clubMeasuresOn).toBe(false);
    expect(off.automaticMails).toContainEqual(expect.objectContaining({ type: 'CLUB_MEASURE_REMINDER', on: false }));
    expect(reminders(h)).toEqual([]);
    h.clock.set(morning('2023-07-11'));
    await run(h);
    expect(reminders(h)).toEqual([]);
    const on = await adminApi.save({ ...off, reminders: { ...off.reminders, clubMeasuresOn: true } });
    expect(on.reminders.clubMeasuresOn).toBe(true);
    expect(reminders(h)).toHaveLength(1);
  });

  it('a back office from before issue 62 sends no switch: the reminder is on, the default', async () => {
    const h = setupDemo('admin');
    const admin = await adminApi.load();
    await adminApi.save({ ...admin, reminders: { ...admin.reminders, clubMeasuresOn: false } });
    const { clubMeasuresOn: _left, ...before } = admin.reminders;
    const saved = await adminApi.save({ ...admin, reminders: before });
    expect(saved.reminders.clubMeasuresOn).toBe(true);
    expect(h.server.state().settings.reminders?.clubMeasuresOn).toBe(true);
  });
});

describe("the measure reminder's text", () => {
  it('names the season, the date and each question, with the link placeholder; one finding: singular', () => {
    const two = clubMeasureReminderMail({ year: 2023, until: '2023-07-10', questions: ['Sind die Abschläge gepflegt?', 'Ist die Beschilderung klar?'], signedBy: 'CMC' });
    expect(two).toEqual({
      type: 'CLUB_MEASURE_REMINDER',
      subject: 'Erinnerung: Maßnahmen aus Ihrem Testergebnis 2023',
      content:
        'Sehr geehrte Damen und Herren,\n\n' +
        'zu Ihrem Testergebnis 2023 haben Sie Maßnahmen zu diesen Punkten geplant, umzusetzen bis Montag, 10. Juli 2023:\n' +
        '– „Sind die Abschläge gepflegt?“\n– „Ist die Beschilderung klar?“\n\n' +
        'Sind sie umgesetzt? Dann melden Sie sie bitte auf Ihrer Berichtsseite als erledigt, gern mit einem Foto als Nachweis. Braucht eine länger, tragen Sie dort ein neues Datum ein:\n' +
        `${ClubLinkTexts.linkPlaceholder}\n\n` +
        'Der Link gilt ohne Anmeldung bis zum Ende der nächsten Saison und ist nur für Sie bestimmt; Links aus früheren Emails zu diesem Bericht gelten damit nicht mehr.\n\n' +
        'Mit freundlichen Grüßen\nCMC',
    });
    const one = clubMeasureReminderMail({ year: 2024, until: '2024-09-30', questions: ['Ist die Beschilderung klar?'], signedBy: 'Golfverband' });
    expect(one.subject).toBe('Erinnerung: Maßnahme aus Ihrem Testergebnis 2024');
    expect(one.content).toContain('haben Sie eine Maßnahme zu diesem Punkt geplant, umzusetzen bis Montag, 30. September 2024:\n– „Ist die Beschilderung klar?“\n\nIst sie umgesetzt?');
    expect(one.content).toMatch(/\n\nMit freundlichen Grüßen\nGolfverband$/);
  });
});
