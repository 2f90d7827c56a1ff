import type { Clock } from '../clock';
import type { Db } from '../db';
import type { EmailCalendarRef, EmailRow, TestingRow } from '../state';
import { fullName } from '../views';
import { testCalendar, testCalendarFileName, testCalendarInputOf, type TestCalendarLinks } from './test-calendar';

// What the mail worker sends with a mail besides its text (email-queue.ts claimMail): for now the
// calendar entry of a tee-time mail (rules/tee-time-mails.ts), made at send time.

/** A file sent with a mail (nodemailer's attachment fields). */
export interface MailAttachment {
  filename: string;
  /** E.g. 'text/calendar; method=REQUEST; charset=utf-8'. */
  contentType: string;
  /** Text (an .ics) or bytes (a PDF). */
  content: string | Uint8Array;
}

/** Who sends the calendar entry (its ORGANIZER): the configured back office at the platform's sender address. */
export interface CalendarSender {
  name: string;
  email: string;
}

/**
 * The .ics of a tee-time mail, made when it is sent: the entry as queued (date, tee time, METHOD,
 * SEQUENCE), the club's name and address of now, the tester as ATTENDEE. Null when the testing or its
 * club is gone (the mail then goes without it).
 */
export async function teeTimeCalendarAttachment(
  db: Db,
  clock: Clock,
  ref: EmailCalendarRef,
  to: string,
  render: { calendarLinks: TestCalendarLinks; sender: CalendarSender },
): Promise<MailAttachment | null> {
  const testing = await db.get('testing', ref.testingId);
  if (!testing) return null;
  const agreed: TestingRow = { ...testing, date: ref.date, teeTime: ref.teeTime, noStartingTimes: ref.teeTime === null };
  const input = await testCalendarInputOf(db, agreed, render.calendarLinks, { method: ref.method, stamp: clock.now(), sequence: ref.sequence });
  if (!input) return null;
  const tester = await db.first('user', { email: to.toLowerCase() });
  const content = testCalendar({ ...input, organizer: render.sender, attendee: { name: tester ? fullName(tester) : to, email: to } });
  return {
    filename: testCalendarFileName(input.club.name, input.date),
    contentType: `text/calendar; method=${ref.method}; charset=utf-8`,
    content,
  };
}

/** The names of the files the mail is sent with (the email list's content dialog): a tee-time mail's .ics. */
export async function attachmentNamesOf(db: Db, email: EmailRow): Promise<string[]> {
  if (!email.calendar) return [];
  const testing = await db.get('testing', email.calendar.testingId);
  const club = testing ? await db.club(testing.clubId) : undefined;
  return club ? [testCalendarFileName(club.name, email.calendar.date)] : [];
}
