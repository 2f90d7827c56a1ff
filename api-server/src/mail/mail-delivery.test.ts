import type { Rows } from '@dtp/domain';
import { startMailSink, type MailSink } from '../../../scripts/dev/mail-sink-lib.mjs';
import { postgresForTests, testWithPostgres } from '../../test/postgres';
import type { Platform } from '../platform';
import { until } from '../../test/until';
import { managerIdentity as manager } from '../../test/seed-identities';
import { openWithMailSink, QUICK_MAIL_QUEUE } from '../../test/mail-platform';

// Real delivery (issue 16): the queue in the database (pg-boss), SMTP through nodemailer to the
// development sink, retries with backoff, pause/resend/delete, inactive recipients skipped, and each
// mail sent exactly once by two instances on one PostgreSQL. PGlite always; PostgreSQL where it answers.

const open = (sink: MailSink, databaseUrl: string | null = null): Promise<Platform> => openWithMailSink(sink, databaseUrl);

const emails = (platform: Platform, where: Partial<Pick<Rows['email'], 'id' | 'progress'>> = {}) =>
  platform.storage.transaction('read', (tx) => tx.find('email', where));

let nextAddress = 0;
/** Queues mails the way the app does: rows written in a transaction (their jobs go with them). */
async function queue(platform: Platform, to: string[], notBefore = new Date()): Promise<Rows['email'][]> {
  return platform.storage.transaction('write', async (tx) => {
    const rows: Rows['email'][] = [];
    for (const address of to) {
      const row: Rows['email'] = {
        id: await tx.nextId(),
        to: address,
        subject: `Testmail ${++nextAddress}`,
        content: `Hallo ${address},\nzweite Zeile.`,
        type: 'MISC',
        progress: 'INITIAL',
        notBefore: notBefore.toISOString(),
        sentAt: null,
        lastTryAt: null,
        lastError: null,
      };
      await tx.insert('email', row);
      rows.push(row);
    }
    return rows;
  });
}

const progressOf = async (platform: Platform, id: number) => (await emails(platform, { id }))[0]?.progress;

describe('on PGlite', () => {
  let sink: MailSink;
  let platform: Platform;
  const refusals = new Map<string, { code: number; message: string; times: number }>();
  beforeAll(async () => {
    sink = await startMailSink({
      smtpPort: 0,
      httpPort: 0,
      refuse: (to) => {
        const refusal = refusals.get(to);
        if (!refusal || refusal.times === 0) return null;
        refusal.times--;
        return refusal;
      },
    });
    // The seed's waiting mails are planned for the coming days: these tests look at their own.
    platform = await open(sink);
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
    await sink?.close();
  });

  test("'Absenden' of a mail to a group: each recipient gets it once, with the rendered text, and it is SENT", async () => {
    const answer = await platform.domain.handleAs(manager, {
      method: 'POST',
      path: '/email/send',
      token: null,
      body: { recipientGroup: 'TEST_EMAIL', waveNumber: 1, subject: 'Probe an {{anrede}}', content: 'Guten Tag {{anrede}},\nbis bald.', emailType: 'MISC' },
    });
    expect(answer.status).toBe(200);
    const [mail] = (await emails(platform)).filter((e) => e.subject.startsWith('Probe an'));
    expect(mail).toBeDefined();
    await until('the mail is sent', async () => (await progressOf(platform, mail!.id)) === 'SENT');
    const received = sink.mails.filter((m) => m.subject === mail!.subject);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ to: [mail!.to], text: expect.stringContaining('bis bald.') });
    expect(received[0]?.text).not.toContain('{{anrede}}');
    const [stored] = await emails(platform, { id: mail!.id });
    expect(stored).toMatchObject({ lastError: null, sentAt: expect.any(String), lastTryAt: expect.any(String) });
  }, 60_000);

  test('a refusal to try later is retried and then sent; a permanent refusal is ERROR with the server’s text, tried once', async () => {
    refusals.set('spaeter@example.org', { code: 451, message: '4.3.0 Bitte später erneut', times: 1 });
    refusals.set('unbekannt@example.org', { code: 550, message: '5.1.1 Empfänger unbekannt', times: 99 });
    const [later, unknown] = await queue(platform, ['spaeter@example.org', 'unbekannt@example.org']);
    await until('both are settled', async () => (await progressOf(platform, later!.id)) === 'SENT' && (await progressOf(platform, unknown!.id)) === 'ERROR');
    const [failed] = await emails(platform, { id: unknown!.id });
    expect(failed?.lastError).toContain('5.1.1 Empfänger unbekannt');
    expect(failed?.lastTryAt).toEqual(expect.any(String));
    expect(refusals.get('unbekannt@example.org')?.times).toBe(98);
    expect(sink.mails.filter((m) => m.to.includes('spaeter@example.org'))).toHaveLength(1);
  }, 60_000);

  test('a refusal on every try ends as ERROR after the retry limit, with the last error text', async () => {
    refusals.set('voll@example.org', { code: 452, message: '4.2.2 Postfach voll', times: 99 });
    const [full] = await queue(platform, ['voll@example.org']);
    await until('it failed for good', async () => (await progressOf(platform, full!.id)) === 'ERROR', { seconds: 40 });
    expect((await emails(platform, { id: full!.id }))[0]?.lastError).toContain('4.2.2 Postfach voll');
    expect(99 - refusals.get('voll@example.org')!.times).toBe(1 + QUICK_MAIL_QUEUE.retryLimit);
  }, 60_000);

  test('a planned mail waits for its time; paused or deleted before it, it is never sent; resent, it goes out at once', async () => {
    const inTwoSeconds = new Date(Date.now() + 2000);
    const [planned, paused, deleted] = await queue(platform, ['geplant@example.org', 'pausiert@example.org', 'geloescht@example.org'], inTwoSeconds);
    const act = (path: string) => platform.domain.handleAs(manager, { method: 'POST', path, token: null });
    expect((await act(`/email/pause/${paused!.id}`)).status).toBe(200);
    expect((await act(`/email/delete/${deleted!.id}`)).status).toBe(200);
    expect(await progressOf(platform, planned!.id)).toBe('INITIAL');
    await until('the planned mail is sent', async () => (await progressOf(platform, planned!.id)) === 'SENT');
    expect(Date.parse(sink.mails.find((m) => m.to.includes('geplant@example.org'))!.receivedAt)).toBeGreaterThanOrEqual(inTwoSeconds.getTime());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.mails.filter((m) => m.to.includes('pausiert@example.org') || m.to.includes('geloescht@example.org'))).toEqual([]);
    expect(await progressOf(platform, paused!.id)).toBe('DRAFT');

    const resent = await act(`/email/resume/${paused!.id}`);
    expect(resent.status).toBe(200);
    await until('the resent mail is sent', async () => (await progressOf(platform, paused!.id)) === 'SENT');
    expect(sink.mails.filter((m) => m.to.includes('pausiert@example.org'))).toHaveLength(1);
  }, 60_000);

  test('a mail to an inactive tester is skipped, not sent', async () => {
    const inactive = await platform.storage.transaction('read', async (tx) => (await tx.find('user')).find((u) => u.status === 'INACTIVE'));
    expect(inactive).toBeDefined();
    const [mail] = await queue(platform, [inactive!.contact.email]);
    await until('it is skipped', async () => (await progressOf(platform, mail!.id)) === 'SKIPPED');
    expect(sink.mails.filter((m) => m.subject === mail!.subject)).toEqual([]);
  }, 60_000);
});

testWithPostgres('two instances on one PostgreSQL send each of 50 queued mails exactly once', async () => {
  const url = await postgresForTests('dtp_mail_two');
  const sink = await startMailSink({ smtpPort: 0, httpPort: 0 });
  const [one, two] = await Promise.all([open(sink, url), open(sink, url)]);
  try {
    const before = sink.mails.length;
    // Half queued through each instance, at one moment: both workers find jobs.
    const at = new Date();
    const addresses = Array.from({ length: 50 }, (_, i) => `empfaenger${i}@example.org`);
    const queued = [...(await queue(one!, addresses.slice(0, 25), at)), ...(await queue(two!, addresses.slice(25), at))];
    await until('all 50 are sent', async () => (await emails(one!, { progress: 'SENT' })).filter((e) => queued.some((q) => q.id === e.id)).length === 50);
    const received = sink.mails.slice(before).flatMap((m) => m.to);
    expect(received.sort()).toEqual([...addresses].sort());
  } finally {
    await Promise.all([one?.close(), two?.close()]);
    await sink.close();
  }
}, 90_000);
