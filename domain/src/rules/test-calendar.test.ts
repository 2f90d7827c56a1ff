import ICAL from 'ical.js';
import { TEST_TIME_ZONE, testCalendar, testCalendarFileName, testCalendarUid, type TestCalendarInput } from './test-calendar';

// The .ics parsed back with a parser library (ical.js) and read field by field, as a calendar app reads it.

const input: TestCalendarInput = {
  testingId: 42,
  uidDomain: 'test-plattform.example.org',
  sequence: 0,
  method: 'PUBLISH',
  date: '2023-06-14',
  teeTime: '09:30',
  club: {
    name: 'Golfclub Würmtal',
    street: 'Am Golfplatz 1',
    zip: '82131',
    city: 'Gauting',
    phone: '089 123456',
    homepage: 'www.gc-wuermtal.de',
    lat: 48.07,
    lon: 11.38,
  },
  questionnaireUrl: 'https://fragebogen.example.org/test',
  stamp: Date.UTC(2023, 5, 1, 8, 0),
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  return { calendar, vevent: vevents[0] as ICAL.Component, event: new ICAL.Event(vevents[0]) };
}

describe('testCalendar (.ics of a testing)', () => {
  test('a timed test: DTSTART in Europe/Berlin at the tee time, its VTIMEZONE, 4 hours, location, description', () => {
    const { calendar, vevent, event } = parse(testCalendar(input));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');

    const vtimezone = calendar.getFirstSubcomponent('vtimezone');
    expect(vtimezone?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    expect(vtimezone?.getAllSubcomponents('daylight')).toHaveLength(1);
    expect(vtimezone?.getAllSubcomponents('standard')).toHaveLength(1);

    const dtstart = vevent.getFirstProperty('dtstart');
    expect(dtstart?.getParameter('tzid')).toBe(TEST_TIME_ZONE);
    expect(event.startDate.toString()).toBe('2023-06-14T09:30:00');
    expect(event.startDate.isDate).toBe(false);
    // Through the VTIMEZONE: 09:30 summer time in Berlin is 07:30 UTC.
    const zone = new ICAL.Timezone(vtimezone as ICAL.Component);
    const start = event.startDate.clone();
    start.zone = zone;
    expect(start.toUnixTime()).toBe(Date.UTC(2023, 5, 14, 7, 30) / 1000);

    expect(vevent.getFirstProperty('dtend')?.getParameter('tzid')).toBe(TEST_TIME_ZONE);
    expect(event.endDate.toString()).toBe('2023-06-14T13:30:00');
    expect(event.duration.toSeconds()).toBe(4 * 3600);

    expect(event.uid).toBe('testing-42@test-plattform.example.org');
    expect(event.sequence).toBe(0);
    expect(event.summary).toBe('Mystery-Test: Golfclub Würmtal');
    expect(event.location).toBe('Golfclub Würmtal\nAm Golfplatz 1, 82131 Gauting');
    expect(vevent.getFirstPropertyValue('geo')).toEqual([48.07, 11.38]);
    expect(event.description.split('\n')).toEqual([
      'Ihr Mystery-Test im Golfclub Würmtal.',
      'Telefon des Clubs: 089 123456',
      'Website: https://www.gc-wuermtal.de',
      'Fragebogen: https://fragebogen.example.org/test',
    ]);
    expect(vevent.getFirstPropertyValue('url')).toBe('https://fragebogen.example.org/test');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2023-06-01T08:00:00Z');
  });

  test('winter time: the same local tee time, an offset of one hour', () => {
    const { calendar, event } = parse(testCalendar({ ...input, date: '2023-11-14', teeTime: '10:00' }));
    const start = event.startDate.clone();
    start.zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone') as ICAL.Component);
    expect(event.startDate.toString()).toBe('2023-11-14T10:00:00');
    expect(start.toUnixTime()).toBe(Date.UTC(2023, 10, 14, 9, 0) / 1000);
  });

  test('a late tee time ends after midnight on the next day', () => {
    const { event } = parse(testCalendar({ ...input, teeTime: '21:15' }));
    expect(event.endDate.toString()).toBe('2023-06-15T01:15:00');
  });

  test('the local time does not depend on the time zone of the machine that makes the file', () => {
    const before = process.env.TZ;
    try {
      process.env.TZ = 'America/Los_Angeles';
      const { event } = parse(testCalendar(input));
      expect(event.startDate.toString()).toBe('2023-06-14T09:30:00');
      process.env.TZ = 'Pacific/Kiritimati';
      expect(parse(testCalendar({ ...input, teeTime: null })).event.startDate.toString()).toBe('2023-06-14');
    } finally {
      process.env.TZ = before;
    }
  });

  test('the UID is the same on every call; SEQUENCE and METHOD as asked (a change, a cancellation)', () => {
    const first = parse(testCalendar(input)).event;
    const changed = parse(testCalendar({ ...input, sequence: 1, method: 'REQUEST', teeTime: '11:00' }));
    const cancelled = parse(testCalendar({ ...input, sequence: 2, method: 'CANCEL' }));
    expect(changed.event.uid).toBe(first.uid);
    expect(cancelled.event.uid).toBe(first.uid);
    expect(first.uid).toBe(testCalendarUid(42, 'test-plattform.example.org'));
    expect(changed.event.sequence).toBe(1);
    expect(changed.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(cancelled.event.sequence).toBe(2);
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  test('a REQUEST names the back office as organizer and the tester as attendee', () => {
    const { vevent } = parse(
      testCalendar({
        ...input,
        method: 'REQUEST',
        organizer: { name: 'CMC', email: 'cmc@example.org' },
        attendee: { name: 'Max Mustermann', email: 'max@example.org' },
      }),
    );
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:cmc@example.org');
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('CMC');
    expect(String(vevent.getFirstPropertyValue('attendee')).toLowerCase()).toBe('mailto:max@example.org');
    expect(vevent.getFirstProperty('attendee')?.getParameter('cn')).toBe('Max Mustermann');
  });

  test('without starting times (noStartingTimes): an all-day event on the test date', () => {
    const { vevent, event } = parse(testCalendar({ ...input, teeTime: null }));
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2023-06-14');
    expect(event.endDate.toString()).toBe('2023-06-15');
    expect(vevent.getFirstProperty('dtstart')?.type).toBe('date');
  });

  test('a club without coordinates, phone or website: the location is name and address, the description has the questionnaire', () => {
    const club = { ...input.club, phone: ' ', homepage: '', lat: null, lon: null };
    const { vevent, event } = parse(testCalendar({ ...input, club }));
    expect(event.location).toBe('Golfclub Würmtal\nAm Golfplatz 1, 82131 Gauting');
    expect(vevent.getFirstPropertyValue('geo')).toBeNull();
    expect(event.description).toBe('Ihr Mystery-Test im Golfclub Würmtal.\nFragebogen: https://fragebogen.example.org/test');
  });

  test('the download name carries the club and the date, in letters and digits', () => {
    expect(testCalendarFileName('Golfclub Würmtal e.V.', '2023-06-14')).toBe('test-golfclub-wuermtal-e-v-2023-06-14.ics');
    expect(testCalendarFileName('G.C. Schloß Égly', '2023-06-14')).toBe('test-g-c-schloss-egly-2023-06-14.ics');
  });
});
