import { testingReached } from '@dtp/contract/statuses';
import { clubAddressLine } from '@dtp/contract/tests';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { EmailCalendarRef, EmailRow, TestingRow } from '../state';
import { salutationMessage } from '../views';
import { queueMail } from './email-queue';
import { teeTimeChangedMail, teeTimeConfirmedMail, testCancelledMail, type MailText, type TeeTimeMail } from './mail-texts';
import { calendarClubOf } from './test-calendar';
import { versionOf } from './versions';

/**
 * The tee-time mails (issue 34, item 2): when a test's date or tee time is agreed, changed or cleared,
 * the tester gets a mail through the queue with the test's calendar entry attached —
 * TEE_TIME_CONFIRMED (METHOD:REQUEST), TEE_TIME_CHANGED (REQUEST, same UID, higher SEQUENCE) and
 * TEST_CANCELLED (METHOD:CANCEL). The mail row keeps only a reference (EmailRow.calendar); the .ics is
 * made by rules/test-calendar.ts when the worker sends the mail (email-queue.ts claimMail).
 */

/** The test as agreed with a tester: the calendar entry that tester has (or null: none). */
export interface AgreedTest {
  userId: string;
  /** yyyy-mm-dd. */
  date: string;
  /** HH:MM; null: the club has no starting times (an all-day entry). */
  teeTime: string | null;
}

/**
 * The testing's agreed test: a tester, a date and the status 'Tee-Time vereinbart' or later (as the
 * test page's „In Kalender eintragen“), else null. Take it before a change and hand it to queueTeeTimeMails.
 */
export function agreedTestOf(t: TestingRow): AgreedTest | null {
  if (t.userId === null || t.date === null || !testingReached(t.progress, 'TEE_TIME')) return null;
  return { userId: t.userId, date: t.date, teeTime: t.noStartingTimes ? null : t.teeTime };
}

type TeeTimeMailType = 'TEE_TIME_CONFIRMED' | 'TEE_TIME_CHANGED' | 'TEST_CANCELLED';

const teeTimeMails: { [T in TeeTimeMailType]: (mail: TeeTimeMail) => MailText<T> } = {
  TEE_TIME_CONFIRMED: teeTimeConfirmedMail,
  TEE_TIME_CHANGED: teeTimeChangedMail,
  TEST_CANCELLED: testCancelledMail,
};

const sameTest = (a: AgreedTest, b: AgreedTest): boolean => a.userId === b.userId && a.date === b.date && a.teeTime === b.teeTime;

/**
 * After a change of the testing `t` (tester's POST /test, back office's POST /testing and
 * /testing/assign): queues the mails the change calls for, given the agreed test before it —
 * - newly agreed: TEE_TIME_CONFIRMED to the tester;
 * - date or tee time changed: TEE_TIME_CHANGED (the same UID, a higher SEQUENCE);
 * - cleared (no date any more, the assignment lifted, another tester): TEST_CANCELLED to the tester who had it;
 * - nothing that touches date, tee time or tester, or a test that came in (DONE and later): no mail.
 * SEQUENCE is the testing's version after this request's change (flushed here), as the download's.
 * A tester without an email address gets no mail; an inactive one's is skipped by the worker.
 */
export async function queueTeeTimeMails(
  db: Db,
  clock: Clock,
  t: TestingRow,
  before: AgreedTest | null,
  signedBy: string,
): Promise<EmailRow[]> {
  if (testingReached(t.progress, 'DONE')) return [];
  const after = agreedTestOf(t);
  if ((!before && !after) || (before && after && sameTest(before, after))) return [];
  await db.flush(); // raises the testing's version once for this request: the entry's SEQUENCE
  const sequence = versionOf(t);
  const club = await db.club(t.clubId);
  const place = club ? calendarClubOf(club) : null;
  const queued: EmailRow[] = [];
  const send = async (test: AgreedTest, type: TeeTimeMailType): Promise<void> => {
    const user = await db.get('user', test.userId);
    const to = user?.contact.email.trim();
    if (!user || !to) return;
    const calendar: EmailCalendarRef = {
      testingId: t.id,
      sequence,
      method: type === 'TEST_CANCELLED' ? 'CANCEL' : 'REQUEST',
      date: test.date,
      teeTime: test.teeTime,
    };
    const text = teeTimeMails[type]({
      salutation: salutationMessage(user),
      clubName: place?.name ?? '',
      address: place ? clubAddressLine(place) : '',
      date: test.date,
      teeTime: test.teeTime,
      signedBy,
    });
    queued.push(await queueMail(db, clock, { to, recipientId: user.id, ...text, calendar }));
  };
  if (before && (!after || before.userId !== after.userId)) await send(before, 'TEST_CANCELLED');
  if (after) await send(after, before && before.userId === after.userId ? 'TEE_TIME_CHANGED' : 'TEE_TIME_CONFIRMED');
  return queued;
}
