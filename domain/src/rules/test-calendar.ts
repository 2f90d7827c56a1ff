import { ICalCalendarMethod, ICalEventStatus, default as ical } from 'ical-generator';
import { fileNamePart } from './file-names';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { clubAddressLine, websiteHref } from '@dtp/contract/tests';
import type { Db } from '../db';
import type { ClubRow, TestingRow } from '../state';
import { versionOf } from './versions';

/**
 * The calendar event of a testing (issue 34): the one place that builds it, for the download on the
 * test page (GET /test/:id/calendar) and for the mails that carry it (confirmation, change, cancellation).
 * Made with ical-generator; the VTIMEZONE comes from timezones-ical-library's bundled tz data, so it works
 * offline, on the server and in the in-browser demo alike.
 */

/** Golf clubs of the platform are in Germany: the test's date and tee time are Berlin's local time. */
export const TEST_TIME_ZONE = 'Europe/Berlin';
/** How long a test takes in the calendar: a round of 18 holes plus the visit to the clubhouse. */
export const TEST_DURATION_HOURS = 4;

/**
 * RFC 5546 methods: PUBLISH for the download, REQUEST for a confirmation or change mail (with organizer
 * and attendee), CANCEL when the assignment is cleared (same UID, higher SEQUENCE).
 */
export type TestCalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

/** The club as the event shows it. */
export interface TestCalendarClub {
  name: string;
  /** Street and number. */
  street: string;
  zip: string;
  city: string;
  phone: string;
  homepage: string;
  lat: number | null;
  lon: number | null;
}

export interface TestCalendarInput {
  testingId: number;
  /** The host part of the UID (`testing-<id>@<domain>`): the platform's, the same on every call. */
  uidDomain: string;
  /** Raise it with every change of the same testing's event (RFC 5545 SEQUENCE); 0 for the first. */
  sequence: number;
  method: TestCalendarMethod;
  /** The test date (yyyy-mm-dd). */
  date: string;
  /** The tee time (HH:MM), Berlin time; null: the club has no starting times, an all-day event on the date. */
  teeTime: string | null;
  club: TestCalendarClub;
  /** The questionnaire link (premium or normal). */
  questionnaireUrl: string;
  /** DTSTAMP: when the file was made (the domain's clock). */
  stamp: number;
  /** REQUEST and CANCEL: who sends (the back office) and whom it concerns (the tester). */
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
}

/** The stable UID of a testing's event: a change or a cancellation refers to the same event. */
export function testCalendarUid(testingId: number, uidDomain: string): string {
  return `testing-${testingId}@${uidDomain}`;
}

/** SUMMARY: „Mystery-Test: <Club>“. */
export function testCalendarSummary(clubName: string): string {
  return `Mystery-Test: ${clubName}`;
}

/** The download's name: test-<club>-<date>.ics, letters and digits only (umlauts spelled out). */
export function testCalendarFileName(clubName: string, date: string): string {
  return `test-${fileNamePart(clubName, 'club', { lowerCase: true })}-${date}.ics`;
}

/** The DESCRIPTION's lines: the club's phone and website, the questionnaire link. */
function descriptionOf(input: TestCalendarInput): string {
  const lines = [`Ihr Mystery-Test im ${input.club.name}.`];
  if (input.club.phone.trim()) lines.push(`Telefon des Clubs: ${input.club.phone.trim()}`);
  const website = websiteHref(input.club.homepage);
  if (website) lines.push(`Website: ${website}`);
  lines.push(`Fragebogen: ${input.questionnaireUrl}`);
  return lines.join('\n');
}

/** yyyy-mm-dd + HH:MM + hours as a local date-time without offset (yyyy-mm-ddTHH:MM:00). */
function localDateTime(date: string, time: string, plusHours = 0): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  // Wall-clock arithmetic on a UTC instant: no daylight-saving jump can shift it.
  const at = new Date(Date.UTC(year, month - 1, day, hour + plusHours, minute));
  return at.toISOString().slice(0, 19);
}

/** The day after yyyy-mm-dd (an all-day event's exclusive DTEND). */
function nextDay(date: string): string {
  return localDateTime(date, '00:00', 24).slice(0, 10);
}

/** Local calendar fields as a Date whose local getters give them back (how ical-generator reads a zoned date). */
function asLocal(isoLocal: string): Date {
  const [datePart, timePart = '00:00:00'] = isoLocal.split('T') as [string, string?];
  const [year, month, day] = datePart.split('-').map(Number) as [number, number, number];
  const [hour, minute] = timePart.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, day, hour, minute);
}

/**
 * The VCALENDAR of one testing as text (CRLF lines, folded): one VEVENT with the stable UID, SEQUENCE,
 * DTSTART/DTEND in Europe/Berlin with its VTIMEZONE (or an all-day event without tee time), SUMMARY,
 * LOCATION (name and address, with the club's coordinates for Apple's maps), DESCRIPTION and URL.
 */
export function testCalendar(input: TestCalendarInput): string {
  const calendar = ical({
    prodId: { company: 'Digitale Test-Plattform', product: 'Tests', language: 'DE' },
    method: ICalCalendarMethod[input.method],
    // No calendar-wide zone (DTSTAMP stays UTC); the generator adds the VTIMEZONE of the event's zone.
    timezone: { name: null, generator: vtimezone },
  });
  const address = clubAddressLine(input.club);
  const geo = input.club.lat !== null && input.club.lon !== null ? { lat: input.club.lat, lon: input.club.lon } : undefined;
  const timed = input.teeTime !== null;
  calendar.createEvent({
    id: testCalendarUid(input.testingId, input.uidDomain),
    sequence: input.sequence,
    stamp: new Date(input.stamp),
    // ical-generator formats a zoned date by its local getters: the Date carries Berlin's wall-clock fields.
    start: timed ? asLocal(localDateTime(input.date, input.teeTime as string)) : asLocal(input.date),
    end: timed ? asLocal(localDateTime(input.date, input.teeTime as string, TEST_DURATION_HOURS)) : asLocal(nextDay(input.date)),
    allDay: !timed,
    timezone: TEST_TIME_ZONE,
    summary: testCalendarSummary(input.club.name),
    location: address ? { title: input.club.name, address, ...(geo ? { geo } : {}) } : input.club.name,
    description: descriptionOf(input),
    url: input.questionnaireUrl,
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(input.organizer ? { organizer: input.organizer } : {}),
    ...(input.attendee ? { attendees: [{ ...input.attendee, rsvp: false }] } : {}),
  });
  return calendar.toString();
}

/** ical-generator's timezone generator: the VTIMEZONE block of the bundled tz data. */
function vtimezone(name: string): string | null {
  const block = tzlib_get_ical_block(name);
  return Array.isArray(block) && block[0] ? block[0] : null;
}

/** What the platform's configuration adds to a testing's event. */
export interface TestCalendarLinks {
  /** The questionnaire links (`questionnaire.url`, `questionnaire.premiumUrl` of the apps' configuration). */
  questionnaireUrl: string;
  premiumQuestionnaireUrl: string;
  /** The UID's host: the platform's domain (the API server: the domain of `MAIL_FROM`). */
  uidDomain: string;
}

/** When nothing is configured: config/runtime.base.json's questionnaire links and the development mail domain. */
export const DEFAULT_TEST_CALENDAR_LINKS: TestCalendarLinks = {
  questionnaireUrl: 'https://fragebogen.example.org/test',
  premiumQuestionnaireUrl: 'https://fragebogen.example.org/premium',
  uidDomain: 'test-plattform.localhost',
};

/** The club fields the event shows, from the club's row. */
export function calendarClubOf(club: ClubRow): TestCalendarClub {
  return {
    name: club.name,
    street: [club.address.street, club.address.streetNo].map((s) => s.trim()).filter(Boolean).join(' '),
    zip: club.address.zip,
    city: club.address.city,
    phone: club.phone,
    homepage: club.homepage,
    lat: club.lat,
    lon: club.lon,
  };
}

/**
 * The event's input for a testing whose date is agreed, or null while there is none (no date yet, no
 * club): the handler's download and the mails call this and then `testCalendar`. SEQUENCE defaults to
 * the testing's version, which every change raises (once per request, at the unit of work's flush): a
 * download and a later mail of the same testing agree, and each change is higher. After a write, flush
 * first (`await db.flush()`), then read the version.
 */
export async function testCalendarInputOf(
  db: Db,
  testing: TestingRow,
  links: TestCalendarLinks,
  options: { method: TestCalendarMethod; stamp: number; sequence?: number },
): Promise<TestCalendarInput | null> {
  if (testing.date === null) return null;
  const club = await db.club(testing.clubId);
  if (!club) return null;
  return {
    testingId: testing.id,
    uidDomain: links.uidDomain,
    sequence: options.sequence ?? versionOf(testing),
    method: options.method,
    date: testing.date,
    teeTime: testing.noStartingTimes ? null : testing.teeTime,
    club: calendarClubOf(club),
    questionnaireUrl: testing.premiumTest ? links.premiumQuestionnaireUrl : links.questionnaireUrl,
    stamp: options.stamp,
  };
}
