import { fullName, type ClubRef, type Membership } from '@dtp/contract/common';
import { titlePrefix } from '@dtp/contract/statuses';
import { formatWeeks, isoWeek } from '@dtp/contract/wire-format';
import type { Db } from './db';
import type { UserRow, WaveRow } from './state';

/** Small mappers every handler shares. */
export async function clubRef(db: Db, clubId: number): Promise<ClubRef> {
  const club = await db.club(clubId);
  return { id: clubId, name: club?.name ?? '', city: club?.address.city ?? '' };
}

/** A user's home-club memberships with the club names, as data sheet and tester answer them. */
export async function membershipsOf(db: Db, user: Pick<UserRow, 'memberships'>): Promise<Membership[]> {
  const clubs = new Map((await db.clubs()).map((c) => [c.id, c]));
  return user.memberships.map((m) => ({ clubId: m.clubId, name: clubs.get(m.clubId)?.name ?? '', end: m.end }));
}

/** List order of people: last name, then first name (German collation). */
export function byName(a: Pick<UserRow, 'firstName' | 'lastName'>, b: Pick<UserRow, 'firstName' | 'lastName'>): number {
  return a.lastName.localeCompare(b.lastName, 'de') || a.firstName.localeCompare(b.firstName, 'de');
}

export function waveWeeks(wave: Pick<WaveRow, 'start' | 'end'>): string {
  return formatWeeks(isoWeek(wave.start), isoWeek(wave.end));
}

/** The contract's full name, for the handlers that write one into an answer or a mail. */
export { fullName };

/** 'Sehr geehrter Herr Dr. Mustermann' / 'Sehr geehrte Frau …' / 'Guten Tag …'. */
export function salutationMessage(user: Pick<UserRow, 'salutation' | 'title' | 'firstName' | 'lastName'>): string {
  const title = titlePrefix(user.title);
  if (user.salutation === 'MR') return `Sehr geehrter Herr ${title}${user.lastName}`;
  if (user.salutation === 'MRS') return `Sehr geehrte Frau ${title}${user.lastName}`;
  return `Guten Tag ${fullName(user)}`;
}

export function isoDateOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isoTimestampOf(ms: number): string {
  return new Date(ms).toISOString();
}
