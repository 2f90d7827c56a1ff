import ICAL from 'ical.js';
import { testsApi } from '@dtp/api-client';
import { type DemoHarness, seasonTesting, setupDemo } from '../../test-support';
import { blobBytes } from '../blob-bytes';
import { DEFAULT_TEST_CALENDAR_LINKS } from '../rules/test-calendar';

// The test page's club contact and calendar file (issue 34, items 1 and 4): GET /test/{id} and
// GET /test/{id}/calendar through the real client on the domain.

function clubOf(h: DemoHarness, clubId: number) {
  const club = h.server.state().clubs.find((c) => c.id === clubId);
  if (!club) throw new Error('missing club');
  return club;
}

async function parsed(file: File) {
  const calendar = new ICAL.Component(ICAL.parse(new TextDecoder().decode(await blobBytes(file))));
  const vevent = calendar.getFirstSubcomponent('vevent') as ICAL.Component;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

/** The tester's assigned test with date and tee time agreed. */
async function agreedTest(h: DemoHarness, teeTime: string | null = '10:30') {
  const t = seasonTesting(h, 'u-tester', 'ASSIGNED');
  await testsApi.save({ id: t.id, date: '2023-06-14', teeTime, noStartingTimes: teeTime === null });
  return t;
}

describe('the test page: club address and contact (GET /test/{id})', () => {
  it("answers the club's address, phone, email, website and coordinates for the tester's assigned test", async () => {
    const h = setupDemo('tester');
    const t = seasonTesting(h, 'u-tester', 'ASSIGNED');
    const club = clubOf(h, t.clubId);
    const test = await testsApi.load(t.id);
    expect(test.clubContact).toEqual({
      street: `${club.address.street} ${club.address.streetNo}`.trim(),
      zip: club.address.zip,
      city: club.address.city,
      phone: club.phone,
      email: club.email,
      homepage: club.homepage,
      lat: club.lat,
      lon: club.lon,
    });
    expect(test.calendarAvailable).toBe(false);
  });

  it('tells nothing of the club while the tester is only marked (MARKED): no contact, no calendar', async () => {
    const h = setupDemo('tester');
    const t = seasonTesting(h, 'u-tester', 'ASSIGNED');
    t.progress = 'MARKED';
    t.date = '2023-06-14';
    t.teeTime = '10:30';
    expect(await testsApi.load(t.id)).toMatchObject({ club: null, clubContact: null, calendarAvailable: false });
    await expect(testsApi.calendar(t.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('the calendar file (GET /test/{id}/calendar)', () => {
  it('is the agreed test as text/calendar named by the club: Berlin time, 4 hours, location, description, UID', async () => {
    const h = setupDemo('tester');
    const t = await agreedTest(h);
    const club = clubOf(h, t.clubId);
    expect((await testsApi.load(t.id)).calendarAvailable).toBe(true);

    const file = await testsApi.calendar(t.id);
    expect(file.type).toBe('text/calendar; charset=utf-8');
    expect(file.name).toMatch(/^test-[a-z0-9-]+-2023-06-14\.ics$/);
    expect(file.name).toContain(club.name.toLowerCase().split(' ')[0]);

    const { calendar, vevent, event } = await parsed(file);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(event.startDate.toString()).toBe('2023-06-14T10:30:00');
    expect(event.endDate.toString()).toBe('2023-06-14T14:30:00');
    expect(event.summary).toBe(`Mystery-Test: ${club.name}`);
    expect(event.location).toContain(club.name);
    expect(event.location).toContain(`${club.address.zip} ${club.address.city}`);
    const questionnaire = t.premiumTest ? DEFAULT_TEST_CALENDAR_LINKS.premiumQuestionnaireUrl : DEFAULT_TEST_CALENDAR_LINKS.questionnaireUrl;
    expect(event.description).toContain(`Fragebogen: ${questionnaire}`);
    if (club.phone) expect(event.description).toContain(club.phone);
    expect(event.uid).toBe(`testing-${t.id}@${DEFAULT_TEST_CALENDAR_LINKS.uidDomain}`);
  });

  it('keeps its UID on every download; a changed tee time has a higher SEQUENCE', async () => {
    const h = setupDemo('tester');
    const t = await agreedTest(h);
    const first = (await parsed(await testsApi.calendar(t.id))).event;
    const again = (await parsed(await testsApi.calendar(t.id))).event;
    expect(again.uid).toBe(first.uid);
    expect(again.sequence).toBe(first.sequence);

    const test = await testsApi.load(t.id);
    await testsApi.save({ id: t.id, version: test.version, date: '2023-06-15', teeTime: '11:00', noStartingTimes: false });
    const changed = (await parsed(await testsApi.calendar(t.id))).event;
    expect(changed.uid).toBe(first.uid);
    expect(changed.sequence).toBeGreaterThan(first.sequence);
    expect(changed.startDate.toString()).toBe('2023-06-15T11:00:00');
  });

  it('a club without starting times: an all-day event on the test date', async () => {
    const h = setupDemo('tester');
    const t = await agreedTest(h, null);
    const { event } = await parsed(await testsApi.calendar(t.id));
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2023-06-14');
  });

  it('is refused before the date is agreed (404)', async () => {
    const h = setupDemo('tester');
    const t = seasonTesting(h, 'u-tester', 'ASSIGNED');
    await expect(testsApi.calendar(t.id)).rejects.toMatchObject({ status: 404 });
  });

  it("is the tester's own: another tester gets 403, managers and admins the file", async () => {
    const h = setupDemo('tester');
    const t = await agreedTest(h);
    h.signInAs('tester2');
    await expect(testsApi.calendar(t.id)).rejects.toMatchObject({ status: 403 });
    await expect(testsApi.load(t.id)).rejects.toMatchObject({ status: 403 });
    for (const staff of ['manager', 'admin'] as const) {
      h.signInAs(staff);
      expect((await parsed(await testsApi.calendar(t.id))).event.uid).toBe(`testing-${t.id}@${DEFAULT_TEST_CALENDAR_LINKS.uidDomain}`);
    }
  });
});
