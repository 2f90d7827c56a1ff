import type { TokenIdentity } from '@dtp/contract/identity';
import { permissionsOf } from '@dtp/contract/permissions';
import type { Db } from '../db';
import { HttpError } from '../http';
import type { UserRow } from '../state';
import { blankTester } from './blank-tester';
import { hasCurrentSeason } from './seasons';

/**
 * An account is linked to a person, never equal to one (issue 57, DESIGN.md §10). The identity service owns accounts
 * and staff roles; the platform owns records. A record keeps its account's subject (`UserRow.account`, unique); the
 * record's id stays the platform's. A tester's first call links the account: to the one record the back office made
 * with the token's verified email, or to a new applicant.
 */

export const accountMessages = {
  emailNotVerified:
    'Ihre E-Mail-Adresse ist beim Anmeldedienst noch nicht bestätigt. Bitte bestätigen Sie sie über den Link in der E-Mail des Anmeldedienstes und melden Sie sich danach erneut an.',
};

/** The person an account is linked to; undefined while none is. */
export async function linkedPerson(db: Db, me: TokenIdentity): Promise<UserRow | undefined> {
  return db.first('user', { subject: me.sub });
}

/**
 * What a tester's call of a not yet linked account does: a tester's account links to its record or makes an
 * applicant; a staff account (its rights are the identity service's) only links to a staff record with its email
 * (their own data sheet, where they test too); an account without a role of the platform does nothing.
 */
export function firstCallLinks(me: TokenIdentity): 'tester' | 'staff' | null {
  const permissions = permissionsOf(me.roles);
  if (permissions.isManagerOrAdmin) return 'staff';
  return permissions.hasTesterRights ? 'tester' : null;
}

/** The applicant's name from the token: given and family name, else the full name split at its last space. */
function nameOf(me: TokenIdentity): { firstName: string; lastName: string } {
  if (me.givenName || me.familyName) return { firstName: me.givenName ?? '', lastName: me.familyName ?? '' };
  const full = me.name.trim();
  const at = full.lastIndexOf(' ');
  return at < 0 ? { firstName: '', lastName: full } : { firstName: full.slice(0, at), lastName: full.slice(at + 1) };
}

/**
 * Links the account on its first call: to the one tester record with the token's verified email that no account has
 * yet; otherwise (none, or several: nobody's record is guessed) to a new applicant with a data sheet of the current
 * season in 'Angelegt'. A token without a verified email links nothing (403 with what to do).
 */
export async function linkAccount(db: Db, me: TokenIdentity, now: number, as: 'tester' | 'staff' = 'tester'): Promise<UserRow | undefined> {
  const known = await linkedPerson(db, me);
  if (known) return known;
  const email = me.email.trim();
  const verified = me.emailVerified === true && email !== '';
  if (!verified && as === 'staff') return undefined;
  if (!verified) throw new HttpError(403, accountMessages.emailNotVerified);
  const linkedAt = new Date(now).toISOString();
  const account = { subject: me.sub, issuer: me.issuer ?? '', linkedAt };
  const sameEmail = (await db.find('user', { email: email.toLowerCase(), staff: as === 'staff' })).filter((u) => !u.erasedAt);
  // A record an admin unlinked this account from is not linked to it again by its email (only 'Wieder verknüpfen').
  const matches = sameEmail.filter((u) => !u.account && u.formerAccount?.subject !== me.sub);
  if (matches.length === 1 && sameEmail.length === 1) {
    const person = matches[0]!;
    person.account = { ...account, how: 'EMAIL' };
    await recordAccountChange(db, person.id, accountHistory.linkedByEmail);
    return person;
  }
  if (as === 'staff') return undefined;
  const person = await db.add('user', { ...blankTester(`u-${await db.nextId()}`, email, linkedAt), ...nameOf(me), account: { ...account, how: 'APPLICANT' } });
  if (await hasCurrentSeason(db)) await db.add('sheet', { userId: person.id, year: db.seasonYear, progress: 'INITIAL', availability: [] });
  const duplicates = await possibleDuplicatesOf(db, person, sameEmail);
  if (duplicates.length > 0) person.possibleDuplicates = duplicates.map((u) => u.id);
  await recordAccountChange(db, person.id, accountHistory.applicant);
  return person;
}

/** A name as people write it in different places: case, spaces and accents aside. */
const nameKey = (u: Pick<UserRow, 'firstName' | 'lastName'>) =>
  `${u.firstName} ${u.lastName}`.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Testers who may be the new applicant: the records sharing the token's email (several: nobody's was guessed) and
 * those with the same name. The back office sees the hint on both sides and merges or dismisses it.
 */
async function possibleDuplicatesOf(db: Db, person: UserRow, sameEmail: readonly UserRow[]): Promise<UserRow[]> {
  const key = nameKey(person);
  const sameName = key === '' ? [] : (await db.testers()).filter((u) => nameKey(u) === key);
  const found = new Map([...sameEmail, ...sameName].filter((u) => u.id !== person.id && !u.staff && !u.erasedAt).map((u) => [u.id, u]));
  return [...found.values()];
}

/** The Verlauf's texts of an account (subject 'user:ID', what 'ACCOUNT'). */
export const accountHistory = {
  applicant: 'Zugang verknüpft: erste Anmeldung, als Bewerber angelegt',
  linkedByEmail: 'Zugang verknüpft: erste Anmeldung mit der bestätigten E-Mail-Adresse',
  unlinked: 'Verknüpfung mit dem Zugang gelöst',
  relinked: 'Zugang wieder verknüpft',
  merged: (name: string) => `Zusammengeführt: ${name} wurde übernommen`,
  dismissed: (name: string) => `Hinweis „möglicherweise doppelt“ zu ${name} verworfen`,
};

export async function recordAccountChange(db: Db, userId: string, to: string): Promise<void> {
  await db.recordHistory({ subject: `user:${userId}`, what: 'ACCOUNT', from: '', to });
}
