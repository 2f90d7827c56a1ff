import type { EmailType } from '../../contract/back-office-statuses';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { DemoEmail } from '../state';
import { isoTimestampOf } from '../views';
import { isEmailAddress } from '../../contract/text-formats';

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
}

export async function queueMail(db: Db, clock: Clock, mail: NewMail): Promise<DemoEmail> {
  const email: DemoEmail = {
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
  };
  return db.add('email', email);
}

/** Unknown domains ('.invalid') and malformed addresses fail; inactive testers are skipped. */
export async function deliver(db: Db, clock: Clock, email: DemoEmail): Promise<void> {
  const now = isoTimestampOf(clock.now());
  email.lastTryAt = now;
  const to = email.to.trim();
  if (!isEmailAddress(to) || to.toLowerCase().endsWith('.invalid')) {
    email.progress = 'ERROR';
    email.lastError = deliveryError(to);
    return;
  }
  const recipient = await db.first('user', { email: to.toLowerCase() });
  if (recipient && recipient.status === 'INACTIVE') {
    email.progress = 'SKIPPED';
    return;
  }
  email.progress = 'SENT';
  email.sentAt = now;
  email.lastError = null;
}

const isDue = (email: DemoEmail, clock: Clock): boolean =>
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
