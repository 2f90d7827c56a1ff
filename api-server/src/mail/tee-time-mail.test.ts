import ICAL from 'ical.js';
import type { Rows, TokenIdentity } from '@dtp/domain';
import { startMailSink, type MailSink, type SinkMail } from '../../../scripts/dev/mail-sink-lib.mjs';
import { postgresForTests, testWithPostgres } from '../../test/postgres';
import type { Platform } from '../platform';
import { until } from '../../test/until';
import { testerIdentity as tester, managerIdentity as manager } from '../../test/seed-identities';
import { openWithMailSink } from '../../test/mail-platform';

// The tee-time mails on the real server (issue 34, items 2 and 5): the tester's confirmation, a change
// and the cancellation go through the queue (pg-boss) and SMTP to the mail sink with the .ics attached,
// which parses back (ical.js) with METHOD, UID, SEQUENCE and DTSTART in Europe/Berlin; with two
// instances on one PostgreSQL each arrives once. PGlite always; PostgreSQL where it answers.

const UID_DOMAIN = 'golf-tests.example.org';

const open = (sink: MailSink, databaseUrl: string | null = null): Promise<Platform> =>
  openWithMailSink(sink, databaseUrl, { contactName: 'Golf-Team Süd', calendarLinks: { uidDomain: UID_DOMAIN } });

const call = async (platform: Platform, me: TokenIdentity, method: 'GET' | 'POST', path: string, body?: unknown) => {
  const answer = await platform.domain.handleAs(me, { method, path, token: null, ...(body === undefined ? {} : { body }) });
  if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.data)}`);
  return answer.data as Record<string, unknown>;
};

/** The tester's assigned season test (the seed's). */
async function assignedTest(platform: Platform): Promise<number> {
  const { tests } = (await call(platform, tester, 'GET', '/tests')) as { tests: { id: number; progress: string }[] };
  const assigned = tests.find((t) => t.progress === 'ASSIGNED');
  if (!assigned) throw new Error('the seed has no ASSIGNED test of u-tester');
  return assigned.id;
}

const teeTimeRows = (platform: Platform): Promise<Rows['email'][]> =>
  platform.storage.transaction('read', async (tx) => (await tx.find('email')).filter((e) => e.calendar !== undefined));

const sentTo = (sink: MailSink, subject: string): SinkMail[] => sink.mails.filter((m) => m.to.includes(tester.email) && m.subject === subject);

/** The mail's one attachment, parsed back. */
function calendarOf(mail: SinkMail | undefined) {
  const [attachment, ...more] = mail?.attachments ?? [];
  expect(more).toEqual([]);
  expect(attachment?.contentType).toBe('text/calendar');
  expect(attachment?.filename).toMatch(/^test-[a-z0-9-]+-2023-06-1[45]\.ics$/);
  const calendar = new ICAL.Component(ICAL.parse(attachment?.content ?? ''));
  const vevent = calendar.getFirstSubcomponent('vevent') as ICAL.Component;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('on PGlite', () => {
  let sink: MailSink;
  let platform: Platform;
  beforeAll(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 });
    platform = await open(sink);
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
    await sink?.close();
  });

  test('agreed, changed and cleared: confirmation, change and cancellation arrive with the .ics (REQUEST, REQUEST, CANCEL; one UID, rising SEQUENCE)', async () => {
    const id = await assignedTest(platform);
    const agreed = await call(platform, tester, 'POST', '/test', { id, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
    await until('the confirmation arrives', () => sentTo(sink, 'Bestätigung Ihres Test-Termins').length > 0);
    const [confirmation, ...again] = sentTo(sink, 'Bestätigung Ihres Test-Termins');
    expect(again).toEqual([]);
    expect(confirmation?.text).toContain('Datum: Mittwoch, 14. Juni 2023');
    expect(confirmation?.text).toContain('Tee-Time: 10:30 Uhr');
    expect(confirmation?.text).toMatch(/Golf-Team Süd\s*$/);
    const first = calendarOf(confirmation);
    expect(first.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(first.event.uid).toBe(`testing-${id}@${UID_DOMAIN}`);
    expect(first.event.sequence).toBe(agreed.version);
    expect(first.vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(first.calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    expect(first.event.startDate.toString()).toBe('2023-06-14T10:30:00');
    expect(String(first.vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:noreply@example.org');

    await call(platform, tester, 'POST', '/test', { id, version: agreed.version, date: '2023-06-15', teeTime: '11:00', noStartingTimes: false });
    await until('the change arrives', () => sentTo(sink, 'Ihr Test-Termin wurde geändert').length > 0);
    const changed = calendarOf(sentTo(sink, 'Ihr Test-Termin wurde geändert')[0]);
    expect(changed.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(changed.event.uid).toBe(first.event.uid);
    expect(changed.event.sequence).toBeGreaterThan(first.event.sequence);
    expect(changed.event.startDate.toString()).toBe('2023-06-15T11:00:00');

    await call(platform, manager, 'POST', '/testing/assign', { testingId: id, userId: null });
    await until('the cancellation arrives', () => sentTo(sink, 'Ihr Test-Termin wurde aufgehoben').length > 0);
    const cancelled = calendarOf(sentTo(sink, 'Ihr Test-Termin wurde aufgehoben')[0]);
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.event.uid).toBe(first.event.uid);
    expect(cancelled.event.sequence).toBeGreaterThan(changed.event.sequence);
    expect(cancelled.event.startDate.toString()).toBe('2023-06-15T11:00:00');

    // Each SENT in the email list under its type, with its 'Verlauf' (Geplant → Versendet).
    const rows = await teeTimeRows(platform);
    await until('all three are SENT', async () => (await teeTimeRows(platform)).every((e) => e.progress === 'SENT'));
    expect(rows.map((e) => e.type)).toEqual(['TEE_TIME_CONFIRMED', 'TEE_TIME_CHANGED', 'TEST_CANCELLED']);
    const listed = (await platform.domain.handleAs(manager, { method: 'GET', path: '/email/list', token: null })).data as { id: number; typeMessage: string }[];
    expect(rows.map((row) => listed.find((e) => e.id === row.id)?.typeMessage)).toEqual(['Test-Termin bestätigt', 'Test-Termin geändert', 'Test-Termin aufgehoben']);
    const history = await platform.storage.transaction('read', (tx) => tx.find('history', { subject: `email:${rows[0]!.id}` }));
    expect(history.map((h) => [h.from, h.to])).toContainEqual(['INITIAL', 'SENT']);
  }, 90_000);
});

testWithPostgres('two instances on one PostgreSQL: the confirmation and the change each arrive once', async () => {
  const url = await postgresForTests('dtp_tee_time_two');
  const sink = await startMailSink({ smtpPort: 0, httpPort: 0 });
  const [one, two] = await Promise.all([open(sink, url), open(sink, url)]);
  try {
    const id = await assignedTest(one!);
    const agreed = await call(one!, tester, 'POST', '/test', { id, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
    await call(two!, tester, 'POST', '/test', { id, version: agreed.version, date: '2023-06-14', teeTime: '12:00', noStartingTimes: false });
    await until('both are SENT', async () => {
      const rows = await teeTimeRows(one!);
      return rows.length === 2 && rows.every((e) => e.progress === 'SENT');
    });
    expect(sentTo(sink, 'Bestätigung Ihres Test-Termins')).toHaveLength(1);
    expect(sentTo(sink, 'Ihr Test-Termin wurde geändert')).toHaveLength(1);
    const [a, b] = [calendarOf(sentTo(sink, 'Bestätigung Ihres Test-Termins')[0]), calendarOf(sentTo(sink, 'Ihr Test-Termin wurde geändert')[0])];
    expect(b.event.uid).toBe(a.event.uid);
    expect(b.event.sequence).toBeGreaterThan(a.event.sequence);
  } finally {
    await Promise.all([one?.close(), two?.close()]);
    await sink.close();
  }
}, 90_000);
