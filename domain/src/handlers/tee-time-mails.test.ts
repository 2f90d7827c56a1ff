import { testingInputOf } from '@dtp/contract/test-support';
import ICAL from 'ical.js';
import { emailsApi } from '@dtp/api-client/back-office';
import { historyApi } from '@dtp/api-client/back-office';
import { testingsApi } from '@dtp/api-client/back-office';
import { testsApi } from '@dtp/api-client';
import { type DemoHarness, setupDemo } from '../../test-support';
import { blobBytes } from '../blob-bytes';
import type { EmailRow } from '../state';
import { DEFAULT_TEST_CALENDAR_LINKS } from '../rules/test-calendar';
import { availabilityKey } from '../rules/playables';

// The tee-time mails (issue 34, item 2): agreeing, changing and clearing a test's date or tee time
// queues a mail to the tester whose .ics (METHOD, UID, SEQUENCE) the worker attaches when it sends it.

const TESTER_EMAIL = 'max.mustermann@example.de';

function assignedTesting(h: DemoHarness) {
  const state = h.server.state();
  const season = new Set(state.waves.filter((w) => w.year === state.seasonYear).map((w) => w.id));
  const t = state.testings.find((x) => x.userId === 'u-tester' && x.progress === 'ASSIGNED' && season.has(x.waveId));
  if (!t) throw new Error('the seed has no ASSIGNED testing of u-tester');
  return t;
}

const teeTimeMails = (h: DemoHarness): EmailRow[] => h.server.state().emails.filter((e) => e.calendar !== undefined);

function clubOf(h: DemoHarness, clubId: number) {
  const club = h.server.state().clubs.find((c) => c.id === clubId);
  if (!club) throw new Error('missing club');
  return club;
}

/** What the real worker would hand to the SMTP server for the mail (claimMail), its .ics parsed back. */
async function claimed(h: DemoHarness, mail: EmailRow | undefined) {
  const toSend = await h.server.mailWorker.claim({ id: mail?.id ?? -1, notBefore: mail?.notBefore ?? null });
  const attachment = toSend?.attachments?.[0];
  if (!toSend || !attachment) throw new Error('no attachment');
  const calendar = new ICAL.Component(ICAL.parse(String(attachment.content)));
  const vevent = calendar.getFirstSubcomponent('vevent') as ICAL.Component;
  return { toSend, attachment, calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('tee-time mails: the tester agrees the date (POST /test)', () => {
  it('queues a confirmation with date, tee time and the club address; the worker attaches a REQUEST .ics', async () => {
    const h = setupDemo('tester', { contactName: 'Golf-Team Süd' });
    const t = assignedTesting(h);
    const club = clubOf(h, t.clubId);
    const saved = await testsApi.save({ id: t.id, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });

    const [mail, ...more] = teeTimeMails(h);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: TESTER_EMAIL,
      type: 'TEE_TIME_CONFIRMED',
      subject: 'Bestätigung Ihres Test-Termins',
      progress: 'INITIAL',
      calendar: { testingId: t.id, method: 'REQUEST', sequence: saved.version, date: '2023-06-14', teeTime: '10:30' },
    });
    expect(mail?.content).toContain('Sehr geehrter Herr Mustermann,');
    expect(mail?.content).toContain(`Club: ${club.name}`);
    expect(mail?.content).toContain(`${club.address.zip} ${club.address.city}`);
    expect(mail?.content).toContain('Datum: Mittwoch, 14. Juni 2023');
    expect(mail?.content).toContain('Tee-Time: 10:30 Uhr');
    expect(mail?.content).toMatch(/Mit freundlichen Grüßen\nGolf-Team Süd$/);

    const { toSend, attachment, calendar, vevent, event } = await claimed(h, mail);
    expect(toSend.text).toBe(mail?.content);
    expect(attachment.contentType).toBe('text/calendar; method=REQUEST; charset=utf-8');
    expect(attachment.filename).toMatch(/^test-[a-z0-9-]+-2023-06-14\.ics$/);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(`testing-${t.id}@${DEFAULT_TEST_CALENDAR_LINKS.uidDomain}`);
    expect(event.sequence).toBe(saved.version);
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(event.startDate.toString()).toBe('2023-06-14T10:30:00');
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe(`mailto:noreply@${DEFAULT_TEST_CALENDAR_LINKS.uidDomain}`);
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Golf-Team Süd');
    expect(String(vevent.getFirstPropertyValue('attendee')).toLowerCase()).toBe(`mailto:${TESTER_EMAIL}`);
    // The download of the same state carries the same SEQUENCE.
    const file = new TextDecoder().decode(await blobBytes(await testsApi.calendar(t.id)));
    const download = new ICAL.Event(new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent') as ICAL.Component);
    expect(download.sequence).toBe(event.sequence);
  });

  it('a change sends TEE_TIME_CHANGED with the same UID and a higher SEQUENCE; an unchanged save sends nothing', async () => {
    const h = setupDemo('tester');
    const t = assignedTesting(h);
    const first = await testsApi.save({ id: t.id, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
    const unchanged = await testsApi.save({ id: t.id, version: first.version, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
    expect(teeTimeMails(h)).toHaveLength(1);

    await testsApi.save({ id: t.id, version: unchanged.version, date: '2023-06-15', teeTime: '11:00', noStartingTimes: false });
    const [confirmed, changed, ...more] = teeTimeMails(h);
    expect(more).toEqual([]);
    expect(changed).toMatchObject({ type: 'TEE_TIME_CHANGED', subject: 'Ihr Test-Termin wurde geändert', calendar: { method: 'REQUEST', date: '2023-06-15', teeTime: '11:00' } });
    expect(changed?.content).toContain('Es gilt jetzt:');
    expect(changed?.content).toContain('Datum: Donnerstag, 15. Juni 2023');

    const a = (await claimed(h, confirmed)).event;
    const b = (await claimed(h, changed)).event;
    expect(b.uid).toBe(a.uid);
    expect(b.sequence).toBeGreaterThan(a.sequence);
    expect(a.startDate.toString()).toBe('2023-06-14T10:30:00');
    expect(b.startDate.toString()).toBe('2023-06-15T11:00:00');
  });

  it('a club without starting times: the confirmation has the date and an all-day entry', async () => {
    const h = setupDemo('tester');
    const t = assignedTesting(h);
    await testsApi.save({ id: t.id, date: '2023-06-14', teeTime: null, noStartingTimes: true });
    const [mail] = teeTimeMails(h);
    expect(mail?.content).toContain('Tee-Time: keine feste Startzeit');
    const { event } = await claimed(h, mail);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2023-06-14');
  });

  it('is listed in the email list under its type', async () => {
    const h = setupDemo('tester');
    const t = assignedTesting(h);
    await testsApi.save({ id: t.id, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
    h.signInAs('manager');
    const listed = (await emailsApi.list()).find((e) => e.type === 'TEE_TIME_CONFIRMED');
    expect(listed).toMatchObject({ to: TESTER_EMAIL, typeMessage: 'Test-Termin bestätigt', progressMessage: 'Geplant' });
    expect((await emailsApi.content(listed?.id ?? -1)).attachmentNames).toEqual([expect.stringMatching(/^test-[a-z0-9-]+-2023-06-14\.ics$/)]);
    expect(listed).not.toHaveProperty('calendar');

    // Sent by the worker: its 'Verlauf' (GET /history/email/{id}) says so, as 'System'.
    const job = { id: listed?.id ?? -1, notBefore: listed?.notBefore ?? null };
    await h.server.mailWorker.claim(job);
    await h.server.mailWorker.record(job, { sent: true });
    expect(await historyApi.ofEmail(job.id)).toEqual([expect.objectContaining({ by: 'System', subjectLabel: 'Email', fromLabel: 'Geplant', toLabel: 'Versendet' })]);
    h.signInAs('tester');
    await expect(historyApi.ofEmail(job.id)).rejects.toMatchObject({ status: 403 });
  });
});

describe('tee-time mails: the back office (POST /testing, /testing/assign)', () => {
  async function agreed(h: DemoHarness) {
    const t = assignedTesting(h);
    await testsApi.save({ id: t.id, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
    h.signInAs('manager');
    return t;
  }

  it("'Einteilung aufheben' cancels the agreed test: TEST_CANCELLED, METHOD:CANCEL, the same UID, a higher SEQUENCE", async () => {
    const h = setupDemo('tester');
    const t = await agreed(h);
    await testingsApi.assign({ testingId: t.id, userId: null });

    const [confirmed, cancelled, ...more] = teeTimeMails(h);
    expect(more).toEqual([]);
    expect(cancelled).toMatchObject({
      to: TESTER_EMAIL,
      type: 'TEST_CANCELLED',
      subject: 'Ihr Test-Termin wurde aufgehoben',
      calendar: { method: 'CANCEL', date: '2023-06-14', teeTime: '10:30' },
    });
    expect(cancelled?.content).toContain('der folgende Test-Termin wurde aufgehoben');
    const a = (await claimed(h, confirmed)).event;
    const { attachment, calendar, event } = await claimed(h, cancelled);
    expect(attachment.contentType).toBe('text/calendar; method=CANCEL; charset=utf-8');
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.uid).toBe(a.uid);
    expect(event.sequence).toBeGreaterThan(a.sequence);
    expect(event.startDate.toString()).toBe('2023-06-14T10:30:00');
  });

  it('clearing the date cancels; setting date and tee time again confirms; moving the tee time changes', async () => {
    const h = setupDemo('tester');
    const t = await agreed(h);
    const loaded = await testingsApi.load(t.id);
    const cleared = await testingsApi.save({ ...testingInputOf(loaded), progress: 'ASSIGNED', date: '', teeTime: '' });
    expect(teeTimeMails(h).map((m) => [m.type, m.calendar?.method])).toEqual([
      ['TEE_TIME_CONFIRMED', 'REQUEST'],
      ['TEST_CANCELLED', 'CANCEL'],
    ]);
    const again = await testingsApi.save({ ...testingInputOf(cleared), progress: 'TEE_TIME', date: '2023-06-20', teeTime: '09:00' });
    await testingsApi.save({ ...testingInputOf(again), teeTime: '09:30' });
    const mails = teeTimeMails(h);
    expect(mails.map((m) => [m.type, m.calendar?.date, m.calendar?.teeTime])).toEqual([
      ['TEE_TIME_CONFIRMED', '2023-06-14', '10:30'],
      ['TEST_CANCELLED', '2023-06-14', '10:30'],
      ['TEE_TIME_CONFIRMED', '2023-06-20', '09:00'],
      ['TEE_TIME_CHANGED', '2023-06-20', '09:30'],
    ]);
    const sequences = mails.map((m) => m.calendar?.sequence ?? -1);
    expect([...sequences].sort((a, b) => a - b)).toEqual(sequences);
    expect(new Set(sequences).size).toBe(4);
  });

  it('sends nothing when neither date, tee time nor tester change (the test came in: DONE)', async () => {
    const h = setupDemo('tester');
    const t = await agreed(h);
    const loaded = await testingsApi.load(t.id);
    await testingsApi.save({ ...testingInputOf(loaded), progress: 'DONE' });
    expect(teeTimeMails(h)).toHaveLength(1);
  });

  it('another tester instead: the previous one gets the cancellation', async () => {
    const h = setupDemo('tester');
    const t = await agreed(h);
    // u-tester2 assignable: the data sheet released for the season, the club marked for the wave, no other test in it.
    const state = h.server.state();
    const sheet = state.sheets.find((x) => x.userId === 'u-tester2' && x.year === state.seasonYear);
    const wave = state.waves.find((w) => w.id === t.waveId);
    if (!sheet || !wave) throw new Error('the seed has no sheet of u-tester2');
    sheet.progress = 'RELEASED';
    sheet.availability.push(availabilityKey(t.clubId, wave.number));
    for (const other of state.testings.filter((x) => x.userId === 'u-tester2' && x.waveId === t.waveId)) Object.assign(other, { userId: null, progress: 'INITIAL' });
    await testingsApi.assign({ testingId: t.id, userId: 'u-tester2' });
    // The new tester gets the assignment mail (TESTER_ASSIGNED) and agrees a date of their own.
    expect(teeTimeMails(h).map((m) => [m.type, m.to])).toEqual([
      ['TEE_TIME_CONFIRMED', TESTER_EMAIL],
      ['TEST_CANCELLED', TESTER_EMAIL],
    ]);
  });
});
