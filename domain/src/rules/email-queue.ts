import type { EmailType } from '@dtp/contract/back-office-statuses';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { EmailCalendarRef, EmailRow } from '../state';
import { isoTimestampOf } from '../views';
import { isEmailAddress } from '@dtp/contract/text-formats';
import { issueClubLink, linkDays } from './club-links';
import { clubReportFileName, clubReportOf, clubReportPdfPhotos } from './club-report';
import { DEFAULT_CONTACT_NAME, withBankData, withClubLink } from './mail-texts';
import { forgetHeldBankData, heldBankDataFor } from './travel-rules';
import { isStillCurrent } from './reminder-occasions';
import { teeTimeCalendarAttachment, type CalendarSender, type MailAttachment } from './mail-attachments';
import { DEFAULT_TEST_CALENDAR_LINKS, type TestCalendarLinks } from './test-calendar';
import { DEFAULT_APP_URL } from './app-url';
import type { QuestionnairePrinter } from '../print/questionnaire-printer';

/** The mail worker picks up a due INITIAL mail this long after its notBefore. */
export const QUEUE_DELAY_MS = 10_000;

export const deliveryError = (to: string): string => `SMTP 550 5.1.1: Empfängeradresse unbekannt <${to}>`;

export interface NewMail {
  to: string;
  subject: string;
  content: string;
  type: EmailType;
  /** Default: now. */
  notBefore?: number;
  /** A mail to a person: their user id (EmailRow.recipientId). */
  recipientId?: string;
  /** A club's release mail: the claim that holds its bank data until it is sent (travel-rules.ts holdBankData). */
  testingId?: number;
  /** A reminder's occasion (rules/reminders.ts): its idempotency key. */
  occasion?: string;
  /** A tee-time mail (rules/tee-time-mails.ts): the calendar entry attached when it is sent. */
  calendar?: EmailCalendarRef;
  /** A mail to a club with its personal link (rules/club-links.ts), made when it is sent. */
  clubLink?: EmailRow['clubLink'];
}

export async function queueMail(db: Db, clock: Clock, mail: NewMail): Promise<EmailRow> {
  const email: EmailRow = {
    id: await db.nextId(),
    to: mail.to,
    subject: mail.subject,
    content: mail.content,
    type: mail.type,
    progress: 'INITIAL',
    notBefore: isoTimestampOf(mail.notBefore ?? clock.now()),
    sentAt: null,
    lastTryAt: null,
    lastError: null,
    ...(mail.recipientId === undefined ? {} : { recipientId: mail.recipientId }),
    ...(mail.testingId === undefined ? {} : { testingId: mail.testingId }),
    ...(mail.occasion === undefined ? {} : { occasion: mail.occasion }),
    ...(mail.calendar === undefined ? {} : { calendar: mail.calendar }),
    ...(mail.clubLink === undefined ? {} : { clubLink: mail.clubLink }),
  };
  return db.add('email', email);
}

/** Whether the address belongs to an inactive tester or staff member: their mails are skipped. */
async function isInactiveRecipient(db: Db, to: string): Promise<boolean> {
  const recipient = await db.first('user', { email: to.trim().toLowerCase() });
  return recipient?.status === 'INACTIVE';
}

/**
 * The in-browser demo's simulated delivery: unknown domains ('.invalid') and malformed addresses fail;
 * inactive testers are skipped. The API server delivers through SMTP instead (claimMail, recordDelivery).
 * Nothing leaves the browser, so the text is not rendered; bank data held for a mail goes as it would.
 */
export async function deliver(db: Db, clock: Clock, email: EmailRow): Promise<void> {
  const now = isoTimestampOf(clock.now());
  email.lastTryAt = now;
  const to = email.to.trim();
  if (!isEmailAddress(to) || to.toLowerCase().endsWith('.invalid')) {
    email.progress = 'ERROR';
    email.lastError = deliveryError(to);
    return;
  }
  if (await isInactiveRecipient(db, to)) {
    email.progress = 'SKIPPED';
    return;
  }
  if (!(await isStillCurrent(db, email))) {
    await db.remove('email', email);
    return;
  }
  await markSent(db, email, now);
}

/** The mail went out: SENT, and bank data held for it is deleted (the club has it now). */
async function markSent(db: Db, email: EmailRow, now: string): Promise<void> {
  Object.assign(email, { progress: 'SENT', sentAt: now, lastError: null });
  await forgetHeldBankData(db, email);
}

/**
 * The text handed to the SMTP server: the stored one, with the bank data held for a club's release mail, and a
 * club's personal link, made now (rules/club-links.ts: a newer link revokes the one a failed try carried).
 */
async function textToSend(db: Db, clock: Clock, email: EmailRow, appUrl: string): Promise<string> {
  const held = await heldBankDataFor(db, email);
  const text = held ? withBankData(email.content, held) : email.content;
  if (!email.clubLink) return text;
  const { purpose, testingId } = email.clubLink;
  return withClubLink(text, await issueClubLink(db, clock, purpose, testingId, linkDays(db, purpose), appUrl));
}

export type { MailAttachment } from './mail-attachments';

/** A mail the worker is to send now. */
export interface MailToSend {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** A tee-time mail's .ics (rules/tee-time-mails.ts), made now. */
  attachments?: MailAttachment[];
  /**
   * Attachments made after the claim's transaction (a club's report as PDF: about half a second to render, which
   * would hold up every other request on PGlite): the worker calls it before handing the mail to SMTP.
   */
  renderAttachments?: () => Promise<MailAttachment[]>;
}

/** What the worker needs to make a mail's attachments: the calendar file's links and who sends it. */
export interface MailRenderOptions {
  /** The platform's address a club's personal link starts with (rules/app-url.ts). */
  appUrl: string;
  calendarLinks: TestCalendarLinks;
  /** The calendar entry's ORGANIZER: the configured back office and the platform's sender address. */
  sender: CalendarSender;
  /** Prints a club's report for its mail (the API server's); without one the mail goes with the link only. */
  printer?: Pick<QuestionnairePrinter, 'clubReport'>;
}

/** The address of a sender like 'Digitale Test-Plattform <noreply@example.org>' (or a bare address); undefined for none. */
export function mailAddressOf(from: string | undefined): string | undefined {
  const address = (/<([^<>\s]+)>\s*$/.exec(from ?? '')?.[1] ?? from ?? '').trim();
  return isEmailAddress(address) ? address : undefined;
}

const DEFAULT_RENDER: MailRenderOptions = {
  appUrl: DEFAULT_APP_URL,
  calendarLinks: DEFAULT_TEST_CALENDAR_LINKS,
  sender: { name: DEFAULT_CONTACT_NAME, email: `noreply@${DEFAULT_TEST_CALENDAR_LINKS.uidDomain}` },
};

/**
 * A real worker's job names the mail and the due time it was queued for: a job whose mail was
 * deleted, paused, sent or queued again (resend sets a new due time) since then sends nothing.
 */
export interface MailJob {
  id: number;
  notBefore: string | null;
}

const isCurrent = (email: EmailRow | undefined, job: MailJob): email is EmailRow => !!email && email.notBefore === job.notBefore;

/**
 * Before an SMTP attempt: the mail to send, or null when there is nothing to send. A club's release
 * mail is rendered here with the bank data held for it: the full IBAN exists only in what is sent. A mail to an
 * inactive recipient becomes SKIPPED here; one to a malformed address ERROR (no server would take it).
 * A tee-time mail gets its .ics here (rules/tee-time-mails.ts), with the club's data of now.
 */
export async function claimMail(db: Db, clock: Clock, job: MailJob, render: MailRenderOptions = DEFAULT_RENDER): Promise<MailToSend | null> {
  const email = await db.get('email', job.id);
  if (!isCurrent(email, job) || email.progress !== 'INITIAL') return null;
  if (email.notBefore !== null && Date.parse(email.notBefore) > clock.now()) return null;
  // A reminder whose occasion is gone (the test moved, the reminder was switched off): withdrawn, not sent.
  if (!(await isStillCurrent(db, email))) {
    await db.remove('email', email);
    return null;
  }
  const to = email.to.trim();
  if (!isEmailAddress(to)) {
    Object.assign(email, { progress: 'ERROR', lastTryAt: isoTimestampOf(clock.now()), lastError: `Ungültige Empfängeradresse <${to}>` });
    return null;
  }
  if (await isInactiveRecipient(db, to)) {
    Object.assign(email, { progress: 'SKIPPED', lastTryAt: isoTimestampOf(clock.now()) });
    return null;
  }
  const attachment = email.calendar ? await teeTimeCalendarAttachment(db, clock, email.calendar, to, render) : null;
  // The report's PDF goes with the result mail only; a reminder of the club's measures (issue 62) carries the link alone.
  const report = email.type === 'CLUB_REPORT' && email.clubLink?.purpose === 'report' && render.printer ? await clubReportOf(db, email.clubLink.testingId) : null;
  const photos = report ? await clubReportPdfPhotos(db, report) : undefined;
  const { printer } = render;
  return {
    id: email.id,
    to,
    subject: email.subject,
    text: await textToSend(db, clock, email, render.appUrl),
    ...(attachment ? { attachments: [attachment] } : {}),
    ...(report && printer
      ? { renderAttachments: async () => [{ filename: clubReportFileName(report), contentType: 'application/pdf', content: await printer.clubReport(report, photos) }] }
      : {}),
  };
}

/** What an SMTP attempt came to; `final`: no further try (a permanent refusal, or the last retry). */
export type DeliveryOutcome = { sent: true } | { sent: false; error: string; final: boolean };

/**
 * After an SMTP attempt: SENT (bank data held for the mail is deleted now, not before), or the server's
 * error text and the time of the try — ERROR when it was the last (held bank data stays for a resend),
 * else the mail stays due for the next retry. A mail deleted or queued again meanwhile
 * is left alone; one paused while it was being sent is SENT (it went out).
 */
export async function recordDelivery(db: Db, clock: Clock, job: MailJob, outcome: DeliveryOutcome): Promise<void> {
  const email = await db.get('email', job.id);
  if (!isCurrent(email, job) || (email.progress !== 'INITIAL' && email.progress !== 'DRAFT')) return;
  const now = isoTimestampOf(clock.now());
  email.lastTryAt = now;
  if (outcome.sent) {
    await markSent(db, email, now);
    return;
  }
  email.lastError = outcome.error;
  if (outcome.final) email.progress = 'ERROR';
}

const isDue = (email: EmailRow, clock: Clock): boolean =>
  (email.notBefore === null ? 0 : Date.parse(email.notBefore)) <= clock.now() - QUEUE_DELAY_MS;

/** Whether the worker has anything to do (a cheap read before a writing transaction). */
export async function hasDueMail(db: Db, clock: Clock): Promise<boolean> {
  return (await db.find('email', { progress: 'INITIAL' })).some((email) => isDue(email, clock));
}

/** Runs the worker up to the clock's now: every due INITIAL mail becomes SENT, ERROR or SKIPPED. */
export async function processQueue(db: Db, clock: Clock): Promise<number> {
  let processed = 0;
  for (const email of await db.find('email', { progress: 'INITIAL' })) {
    if (!isDue(email, clock)) continue;
    await deliver(db, clock, email);
    processed++;
  }
  return processed;
}
