import type { Db } from '../db';
import type { UserRow } from '../state';
import { mailsOf } from './person-mails';

/** How many rows went with a person (the retention run counts only the people). */
export interface PersonRemoval {
  sheets: number;
  emails: number;
  history: number;
}

/**
 * Deletes a person who has nothing the platform must keep: their user row, their data sheets of every
 * year, their mails (rules/person-mails.ts: not those of someone sharing the address) and the history ('Verlauf') of
 * those mails and of their sheets.
 * For a person no testing refers to (an applicant never assigned: rules/retention.ts); a tester with
 * tests or claims is erased instead, which keeps the claims under a placeholder (handlers/erasure.ts).
 * Drafts live in the person's browser only; the account at the identity service is a step of its own.
 */
export async function removePersonRecords(db: Db, user: UserRow): Promise<PersonRemoval> {
  if ((await db.find('testing', { userId: user.id })).length > 0) {
    throw new Error(`removePersonRecords: testings still refer to ${user.id}`);
  }
  const sheets = await db.find('sheet', { userId: user.id });
  const emails = await mailsOf(db, user);
  const history = await db.find('history', { subject: [`user:${user.id}`, ...emails.map((e) => `email:${e.id}`)] });
  for (const entry of history) await db.remove('history', entry);
  for (const email of emails) await db.remove('email', email);
  for (const sheet of sheets) await db.remove('sheet', sheet);
  await db.remove('user', user);
  return { sheets: sheets.length, emails: emails.length, history: history.length };
}
