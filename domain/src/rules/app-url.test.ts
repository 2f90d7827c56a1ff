import { CLUB_FEEDBACK_PATH, ClubLinkTexts } from '@dtp/contract/club-links';
import { CLUB_REPORT_PATH } from '@dtp/contract/club-report';
import { EmailPlaceholders } from '@dtp/contract/email-templates';
import { pagePaths } from '@dtp/contract/pages';
import type { TokenIdentity } from '@dtp/contract/identity';
import { createManualClock } from '../clock';
import { createSeedState } from '../seed/seed';
import { createDomainServer, type DomainServerOptions } from '../server';
import type { DomainState, EmailRow } from '../state';
import { createMemoryStorage } from '../store/memory-storage';
import { DEFAULT_APP_URL, pageLink } from './app-url';
import { berlinTime } from './reminder-occasions';
import { planReminders } from './reminders';

// Every link in a mail starts with the platform's configured address (the API server's APP_URL), threaded
// through createDomainServer's options: composed mails, reminders, questionnaire mails, a club's personal link.

const APP_URL = 'https://tests.golfverband.de';
const manager: TokenIdentity = { sub: 'u-manager', username: 'manager', name: 'Martin Manager', email: 'martin.manager@example.de', roles: ['dtp-manager'] };

function platform(options: Partial<DomainServerOptions> = {}) {
  const clock = createManualClock();
  const state: DomainState = createSeedState({ scale: 1, clock });
  const server = createDomainServer({ storage: createMemoryStorage(state), clock, deliverBeforeEachRequest: false, ...options });
  return { state, server, clock };
}

/** Every address in a text. */
const linksIn = (text: string): string[] => text.match(/https?:\/\/\S+/g) ?? [];

/** The mail 'Email verfassen' sends to the signed-in manager with every link placeholder. */
async function composedMail(p: ReturnType<typeof platform>): Promise<EmailRow> {
  const content = 'Registrierung {{registrierungslink}} Datenblatt {{datenblattlink}} Tee-Time {{teetimelink}} Spesen {{spesenlink}}';
  const body = { recipientGroup: 'TEST_EMAIL', waveNumber: null, subject: 'Ihre Links', content, emailType: 'MISC' };
  expect(await p.server.handleAs(manager, { method: 'POST', path: '/email/send', token: null, body })).toMatchObject({ status: 200 });
  return p.state.emails.find((e) => e.subject === 'Ihre Links')!;
}

describe("the platform's address in mails", () => {
  it("links a composed mail's placeholders to the configured address", async () => {
    const mail = await composedMail(platform({ appUrl: APP_URL }));
    expect(linksIn(mail.content)).toEqual([`${APP_URL}/login`, `${APP_URL}/datasheet`, `${APP_URL}/tests`, `${APP_URL}/travels`]);
  });

  it("links a reminder to the configured address (trailing slash or not)", async () => {
    const p = platform({ appUrl: `${APP_URL}/` });
    const testing = p.state.testings.find((t) => {
      const user = p.state.users.find((u) => u.id === t.userId);
      return user && user.status !== 'INACTIVE' && user.contact.email !== '';
    })!;
    Object.assign(testing, { progress: 'TEE_TIME', date: '2026-06-10', teeTime: '10:30', noStartingTimes: false });
    p.clock.set(berlinTime('2026-06-01', 6));
    await p.server.runAsSystem(planReminders);
    const reminder = p.state.emails.find((e) => e.occasion?.startsWith(`TEST_REMINDER:testing:${testing.id}:`));
    expect(linksIn(reminder!.content)).toEqual([`${APP_URL}/tests/test/${testing.id}`]);
  });

  it("links the questionnaire of a returned questionnaire's mail to the configured address", async () => {
    const p = platform({ appUrl: APP_URL });
    // The seed's questionnaires are released: one of Max's is submitted again, waiting for review.
    const row = p.state.questionnaires.find((q) => p.state.testings.find((t) => t.id === q.id)?.userId === 'u-tester')!;
    Object.assign(row, { progress: 'SUBMITTED', releasedAt: null });
    const answer = await p.server.handleAs(manager, { method: 'POST', path: `/questionnaire/${row.id}/return`, token: null, body: { reason: 'Bitte ergänzen.' } });
    expect(answer.status).toBe(200);
    const mail = p.state.emails.at(-1)!;
    expect(linksIn(mail.content)).toEqual([`${APP_URL}/tests/test/${row.id}/questionnaire`]);
  });

  it("makes a club's personal link at the configured address when the mail is sent", async () => {
    const p = platform({ appUrl: APP_URL });
    const testing = p.state.testings.find((t) => t.progress === 'DONE')!;
    const email: EmailRow = {
      id: 990_001,
      to: 'sekretariat@club.example.de',
      subject: 'Feedback zu Ihrem Tester',
      content: `Ihr Link: ${ClubLinkTexts.linkPlaceholder}`,
      type: 'CLUB_FEEDBACK',
      progress: 'INITIAL',
      notBefore: new Date(p.clock.now()).toISOString(),
      sentAt: null,
      lastTryAt: null,
      lastError: null,
      clubLink: { purpose: 'feedback', testingId: testing.id },
    };
    p.state.emails.push(email);
    const toSend = await p.server.mailWorker.claim({ id: email.id, notBefore: email.notBefore });
    expect(linksIn(toSend!.text)).toEqual([expect.stringMatching(new RegExp(`^${APP_URL.replace(/\./g, '\\.')}/club/feedback/[A-Za-z0-9_-]{43}$`))]);
  });

  it("links to npm start's shell when no address is configured, never to an example domain", async () => {
    expect(DEFAULT_APP_URL).toBe('http://localhost:3000');
    const mail = await composedMail(platform());
    expect(linksIn(mail.content).every((link) => link.startsWith('http://localhost:3000/'))).toBe(true);
  });
});

// Issue 58, item 2: a mail's link is built from the route rows (contract/src/pages/*.json) by the page's name, so a path
// changed in a remote's rows changes the mails with it. Every kind of link a mail carries is made here and each one's
// path must be a row's (or a club's page, the API server's): a path written by hand that no row has fails.
describe('every link in a mail opens a page of the route rows', () => {
  const pages = [
    ...[...pagePaths].map(([name, path]) => ({ name, path })),
    { name: 'club-feedback', path: `${CLUB_FEEDBACK_PATH}/:token` },
    { name: 'club-report', path: `${CLUB_REPORT_PATH}/:token` },
  ].map((page) => ({ ...page, pattern: new RegExp(`^${page.path.replace(/:\w+/g, '[^/?#]+')}$`) }));
  /** The page a link opens, by its row's name; or what no row has. */
  const pageOf = (link: string): string => {
    if (!link.startsWith(`${APP_URL}/`)) return `not at ${APP_URL}: ${link}`;
    const path = link.slice(APP_URL.length).split(/[?#]/)[0]!;
    return pages.find((page) => page.pattern.test(path))?.name ?? `no route row has ${path}`;
  };

  /** The links of every mail the platform made from `since` on (its stored texts; a club's link when it is sent). */
  const linksFrom = (p: ReturnType<typeof platform>, since: number): string[] => p.state.emails.slice(since).flatMap((e) => linksIn(e.content));

  it('composed mails (every link placeholder, with and without a wave), reminders, questionnaire mails and club links', async () => {
    const p = platform({ appUrl: APP_URL });
    const links: string[] = [];

    // 'Email verfassen': every placeholder that is a link, to the sender (no wave) and to the testers of wave 1.
    const content = EmailPlaceholders.filter((placeholder) => /link\}\}$/.test(placeholder.value)).map((placeholder) => placeholder.value).join('\n');
    expect(content.split('\n')).toHaveLength(4);
    for (const [recipientGroup, waveNumber] of [['TEST_EMAIL', null], ['ASSIGNED_IN_WAVE', 1]] as const) {
      const since = p.state.emails.length;
      const body = { recipientGroup, waveNumber, subject: 'Ihre Links', content, emailType: 'MISC' };
      expect(await p.server.handleAs(manager, { method: 'POST', path: '/email/send', token: null, body })).toMatchObject({ status: 200 });
      links.push(...linksFrom(p, since));
    }

    // The reminders: a test agreed, a claim due after a test, the data sheet before the first wave.
    const reachable = p.state.testings.filter((t) => {
      const user = p.state.users.find((u) => u.id === t.userId);
      return user && user.status !== 'INACTIVE' && user.contact.email !== '' && !user.erasedAt;
    });
    Object.assign(reachable[0]!, { progress: 'TEE_TIME', date: '2026-06-04', teeTime: '10:30', noStartingTimes: false });
    Object.assign(reachable[1]!, { progress: 'DONE', date: '2026-05-27' });
    reachable[1]!.travel = { ...reachable[1]!.travel, submitted: false, released: false };
    let since = p.state.emails.length;
    p.clock.set(berlinTime('2026-06-01', 6));
    await p.server.runAsSystem(planReminders);
    const year = p.state.seasonYear;
    const firstWave = p.state.waves.filter((w) => w.year === year).map((w) => w.start).sort()[0]!;
    p.clock.set(berlinTime(new Date(Date.parse(`${firstWave}T00:00:00Z`) - 14 * 86_400_000).toISOString().slice(0, 10), 6));
    await p.server.runAsSystem(planReminders);
    const reminders = p.state.emails.slice(since);
    // (A club's reminder carries its personal link, below.)
    expect(new Set(reminders.map((e) => e.type).filter((type) => type !== 'CLUB_FEEDBACK_REMINDER'))).toEqual(new Set(['TEST_REMINDER', 'TRAVEL_EXPENSES_REMINDER', 'INVITATION']));
    links.push(...reminders.flatMap((e) => linksIn(e.content)));

    // A questionnaire returned to its tester.
    const row = p.state.questionnaires.find((q) => p.state.testings.find((t) => t.id === q.id)?.userId === 'u-tester')!;
    Object.assign(row, { progress: 'SUBMITTED', releasedAt: null });
    since = p.state.emails.length;
    const answer = await p.server.handleAs(manager, { method: 'POST', path: `/questionnaire/${row.id}/return`, token: null, body: { reason: 'Bitte ergänzen.' } });
    expect(answer.status).toBe(200);
    links.push(...linksFrom(p, since));

    // A club's personal links, made when their mails are sent.
    for (const purpose of ['feedback', 'report'] as const) {
      const email: EmailRow = {
        id: 990_100 + p.state.emails.length,
        to: 'sekretariat@club.example.de',
        subject: 'Ihr Link',
        content: `Ihr Link: ${ClubLinkTexts.linkPlaceholder}`,
        type: 'MISC',
        progress: 'INITIAL',
        notBefore: new Date(p.clock.now()).toISOString(),
        sentAt: null,
        lastTryAt: null,
        lastError: null,
        clubLink: { purpose, testingId: reachable[1]!.id },
      };
      p.state.emails.push(email);
      links.push(...linksIn((await p.server.mailWorker.claim({ id: email.id, notBefore: email.notBefore }))!.text));
    }

    const opened = links.map(pageOf);
    expect(opened.filter((page) => !pages.some((row) => row.name === page))).toEqual([]);
    // Each kind of link was made at least once, so the check above saw them all.
    expect(new Set(opened)).toEqual(
      new Set(['login', 'datasheet', 'tests', 'travels', 'show-test', 'show-travel', 'show-questionnaire', 'club-feedback', 'club-report']),
    );
  });

  it('builds a link by the page\'s name and parameters, and refuses a name no row has', () => {
    expect(pageLink(`${APP_URL}/`, 'show-travel', { travelId: 7 })).toBe(`${APP_URL}${pagePaths.get('show-travel')!.replace(':travelId', '7')}`);
    expect(() => pageLink(APP_URL, 'show-tests', { testId: 7 })).toThrow('No page is named show-tests');
    expect(() => pageLink(APP_URL, 'show-test')).toThrow('parameter testId is missing');
  });
});
