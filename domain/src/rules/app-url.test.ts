import { ClubLinkTexts } from '@dtp/contract/club-links';
import type { TokenIdentity } from '@dtp/contract/identity';
import { createManualClock } from '../clock';
import { createSeedState } from '../seed/seed';
import { createDomainServer, type DomainServerOptions } from '../server';
import type { DomainState, EmailRow } from '../state';
import { createMemoryStorage } from '../store/memory-storage';
import { DEFAULT_APP_URL } from './app-url';
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
