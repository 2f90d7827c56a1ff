import { historyApi, questionnaireReviewApi, testingsApi } from '@dtp/api-client/back-office';
import { questionnaireApi } from '@dtp/api-client/questionnaire';
import { type DemoHarness, seasonTesting, setupDemo, testComesIn } from '../../test-support';
import { ClubLinkTexts } from '@dtp/contract/club-links';
import { DEFAULT_REMINDERS } from '@dtp/contract/reminders';
import { CLUB_FEEDBACK_CRITERIA, feedbackValuesOf } from '@dtp/contract/feedback-form';
import { hashToken } from '../rules/club-links';
import { planReminders } from '../rules/reminders';

// The club's feedback on its tester (issue 44, item 2): when a test comes in, the club gets a mail whose personal
// link is made only when it is sent; the link opens a page without an account, shows the test and the tester's
// name, and saves the club's ratings until CMC resets them (a new link goes out) or the link expires.

const DAY = 24 * 60 * 60 * 1000;

const clubMails = (h: DemoHarness, testingId: number) => h.server.state().emails.filter((e) => e.type === 'CLUB_FEEDBACK' && e.clubLink?.testingId === testingId);

/** What the real worker hands to the SMTP server for the mail, and the token of the link in it. */
async function sent(h: DemoHarness, testingId: number) {
  const mail = clubMails(h, testingId).at(-1)!;
  const toSend = await h.server.mailWorker.claim({ id: mail.id, notBefore: mail.notBefore });
  const token = /\/club\/feedback\/([A-Za-z0-9_-]+)/.exec(toSend?.text ?? '')?.[1];
  if (!toSend || !token) throw new Error('the club mail carries no link');
  return { mail, text: toSend.text, token };
}

const form = (ratings: readonly (string | number)[], remarks = '') => ({ ...Object.fromEntries(ratings.map((r, i) => [`rating-${i}`, String(r)])), remarks });

describe("the club's feedback on its tester", () => {
  it('is asked for by mail when the test comes in; the link is made when the mail is sent and only its hash is kept', async () => {
    const h = setupDemo('admin');
    const t = await testComesIn(h);
    const [mail] = clubMails(h, t.id);
    const state = h.server.state();
    const club = state.clubs.find((c) => c.id === t.clubId)!;
    const tester = state.users.find((u) => u.id === 'u-tester')!;
    expect(mail).toMatchObject({ to: club.email, subject: 'Feedback zu Ihrem Tester', progress: 'INITIAL' });
    // As stored and listed: the test, the tester's name, a placeholder where the link goes.
    expect(mail!.content).toContain(`am Mittwoch, 14. Juni 2023 hat ${tester.firstName} ${tester.lastName} Ihren Club als Tester besucht.`);
    expect(mail!.content).toContain(ClubLinkTexts.linkPlaceholder);
    expect(state.clubLinks).toEqual([]);

    const { text, token } = await sent(h, t.id);
    expect(text).not.toContain(ClubLinkTexts.linkPlaceholder);
    expect(token).toHaveLength(43);
    const [link] = h.server.state().clubLinks;
    expect(link).toMatchObject({ purpose: 'feedback', testingId: t.id, tokenHash: await hashToken(token), revokedAt: null });
    expect(Date.parse(link!.expiresAt) - h.clock.now()).toBe(30 * DAY);
    expect(JSON.stringify(h.server.state())).not.toContain(token);
  });

  it("opens the page with the club, the date and the tester's name only, and saves the ratings the charts read", async () => {
    const h = setupDemo('admin');
    const t = await testComesIn(h);
    const { token } = await sent(h, t.id);
    const page = await h.server.clubPages.feedback(token);
    const tester = h.server.state().users.find((u) => u.id === 'u-tester')!;
    expect(page).toEqual({
      clubName: h.server.state().clubs.find((c) => c.id === t.clubId)!.name,
      date: '2023-06-14',
      testerName: `${tester.firstName} ${tester.lastName}`,
      criteria: CLUB_FEEDBACK_CRITERIA,
      given: null,
      expiresAt: expect.any(String),
    });
    expect(JSON.stringify(page)).not.toContain(tester.contact.email);

    // Every criterion is required, 0 to 5; the remarks at most 2000 characters.
    const refused = await h.server.clubPages.saveFeedback(token, { ...form([5, 6, '', 4]), remarks: 'x'.repeat(2001) });
    expect(refused).toMatchObject({
      saved: false,
      errors: { 'rating-1': 'Bitte bewerten Sie „Auftreten“ mit 0 bis 5.', 'rating-2': 'Bitte bewerten Sie „Diskretion“ mit 0 bis 5.', remarks: 'Die Anmerkungen dürfen höchstens 2000 Zeichen lang sein.' },
    });
    expect(h.server.state().testings.find((x) => x.id === t.id)!.feedbackClub).toBeNull();

    expect(await h.server.clubPages.saveFeedback(token, form([5, 4, 0, 3], ' Sehr angenehm. '))).toMatchObject({ saved: true, page: { given: { ratings: [5, 4, 0, 3], remarks: 'Sehr angenehm.' } } });
    // Changed until reset: the second answer replaces the first.
    await h.server.clubPages.saveFeedback(token, form([4, 4, 1, 3], 'Sehr angenehm.'));
    const stored = h.server.state().testings.find((x) => x.id === t.id)!.feedbackClub;
    expect(feedbackValuesOf(stored, CLUB_FEEDBACK_CRITERIA)).toEqual({ ratings: [4, 4, 1, 3], remarks: 'Sehr angenehm.' });
    expect((await testingsApi.load(t.id)).testerFeedbackClub).toBe(stored);
    expect((await historyApi.ofTesting(t.id)).filter((e) => e.subjectLabel === 'Feedback zum Tester').map((e) => [e.by, e.toLabel])).toEqual([
      ['Club', 'Club: geändert'],
      ['Club', 'Club: abgegeben'],
    ]);
  });

  it("CMC's reset revokes the link and sends a new one; an expired, changed or unknown token opens nothing", async () => {
    const h = setupDemo('admin');
    const t = await testComesIn(h);
    const first = await sent(h, t.id);
    await h.server.clubPages.saveFeedback(first.token, form([3, 3, 3, 3]));
    await testingsApi.resetClubFeedback(t.id);
    expect(await h.server.clubPages.feedback(first.token)).toBeNull();
    expect(await h.server.clubPages.saveFeedback(first.token, form([5, 5, 5, 5]))).toBeNull();
    expect(clubMails(h, t.id)).toHaveLength(2);
    const second = await sent(h, t.id);
    expect((await h.server.clubPages.feedback(second.token))?.given).toBeNull();

    const changed = `${second.token.slice(0, -1)}${second.token.endsWith('A') ? 'B' : 'A'}`;
    expect(await h.server.clubPages.feedback(changed)).toBeNull();
    expect(await h.server.clubPages.feedback('kurz')).toBeNull();
    h.clock.advance(30 * DAY + 1);
    expect(await h.server.clubPages.feedback(second.token)).toBeNull();
  });

  it('asks once: a questionnaire returned and submitted again sends no second mail', async () => {
    const h = setupDemo('admin');
    const t = await testComesIn(h);
    expect(clubMails(h, t.id)).toHaveLength(1);
    await questionnaireReviewApi.returnToTester(t.id, { reason: 'Bitte die Fotos ergänzen.' });
    h.signInAs('tester');
    const q = await questionnaireApi.load(t.id);
    await questionnaireApi.submit(t.id, { revision: q.revision, version: q.definition.version, answers: q.answers });
    expect(clubMails(h, t.id)).toHaveLength(1);
  });

  it('sends nothing to a club without an address', async () => {
    const h = setupDemo('admin');
    const club = h.server.state().clubs.find((c) => c.id === seasonTesting(h, 'u-tester', 'ASSIGNED').clubId)!;
    club.email = '';
    const t = await testComesIn(h);
    expect(h.server.state().testings.find((x) => x.id === t.id)!.progress).toBe('DONE');
    expect(clubMails(h, t.id)).toEqual([]);
  });

  it('reminds a club once, a week after the ask went out, with a new link; not after it gave its feedback, nor when switched off', async () => {
    const h = setupDemo('admin');
    const t = await testComesIn(h);
    const ask = await sent(h, t.id);
    await h.server.mailWorker.record({ id: ask.mail.id, notBefore: ask.mail.notBefore }, { sent: true });
    const reminders = () => h.server.state().emails.filter((e) => e.type === 'CLUB_FEEDBACK_REMINDER' && e.progress === 'INITIAL');

    await h.server.runAsSystem(planReminders);
    const [reminder] = reminders();
    expect(reminder).toMatchObject({ to: h.server.state().clubs.find((c) => c.id === t.clubId)!.email, subject: 'Erinnerung: Feedback zu Ihrem Tester' });
    expect(reminder!.notBefore).toBe('2023-06-22T06:00:00.000Z'); // 7 days after 15.06., 08:00 Berlin
    await h.server.runAsSystem(planReminders);
    expect(reminders()).toHaveLength(1);

    // Sent: a new link, and the first one stops working.
    h.clock.set(Date.parse(reminder!.notBefore!) + 1000);
    const toSend = await h.server.mailWorker.claim({ id: reminder!.id, notBefore: reminder!.notBefore });
    const token = /\/club\/feedback\/([A-Za-z0-9_-]+)/.exec(toSend?.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(await h.server.clubPages.feedback(ask.token)).toBeNull();
    expect(await h.server.clubPages.feedback(token!)).not.toBeNull();

    // Given meanwhile: a planned reminder is withdrawn; switched off: none is planned.
    const other = setupDemo('admin');
    const t2 = await testComesIn(other);
    const ask2 = await sent(other, t2.id);
    await other.server.mailWorker.record({ id: ask2.mail.id, notBefore: ask2.mail.notBefore }, { sent: true });
    await other.server.runAsSystem(planReminders);
    await other.server.clubPages.saveFeedback(ask2.token, form([5, 5, 5, 5]));
    await other.server.runAsSystem(planReminders);
    expect(other.server.state().emails.filter((e) => e.type === 'CLUB_FEEDBACK_REMINDER')).toEqual([]);

    const off = setupDemo('admin');
    const t3 = await testComesIn(off);
    const ask3 = await sent(off, t3.id);
    await off.server.mailWorker.record({ id: ask3.mail.id, notBefore: ask3.mail.notBefore }, { sent: true });
    off.server.state().settings.reminders = { ...DEFAULT_REMINDERS, clubFeedbackOn: false };
    await off.server.runAsSystem(planReminders);
    expect(off.server.state().emails.filter((e) => e.type === 'CLUB_FEEDBACK_REMINDER')).toEqual([]);
  });
});
