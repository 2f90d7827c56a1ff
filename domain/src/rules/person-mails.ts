import type { EmailType } from '@dtp/contract/back-office-statuses';
import type { Db } from '../db';
import type { EmailRow, UserRow } from '../state';

// Whose mail a mail is, in one place: the personal-data export lists a person's mails (handlers/personal-data.ts),
// erasure deletes them (handlers/erasure.ts), and so does the retention run with an applicant (rules/person-removal.ts).

/** The mails to a club: never a person's, even at an address they share (the text may name another tester). */
const CLUB_MAIL_TYPES: ReadonlySet<EmailType> = new Set<EmailType>(['TRAVEL_RELEASED', 'CLUB_FEEDBACK', 'CLUB_FEEDBACK_REMINDER', 'CLUB_REPORT', 'CLUB_MEASURE_REMINDER']);

const addressKey = (address: string): string => address.trim().toLowerCase();

/**
 * Which mails are the person's: those queued for them (EmailRow.recipientId), whatever address they went to. A mail
 * that names nobody (stored before recipients were recorded) counts when it went to the person's address and nobody
 * else has that address: at an address several people share, it cannot say whose it is, so it is nobody's.
 */
export async function isMailOf(db: Db, user: UserRow): Promise<(email: EmailRow) => boolean> {
  const address = addressKey(user.contact.email);
  const ownAddress = address !== '' && (await db.find('user', { email: address })).every((u) => u.id === user.id);
  return (email) =>
    email.recipientId !== undefined
      ? email.recipientId === user.id
      : ownAddress && !CLUB_MAIL_TYPES.has(email.type) && addressKey(email.to) === address;
}

/** The person's mails (`isMailOf`), oldest first. */
export async function mailsOf(db: Db, user: UserRow): Promise<EmailRow[]> {
  const isOwn = await isMailOf(db, user);
  return (await db.find('email')).filter(isOwn).sort((a, b) => a.id - b.id);
}
