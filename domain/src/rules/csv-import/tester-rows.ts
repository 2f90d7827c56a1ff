import { ImportTexts as T } from '@dtp/contract/csv-import';
import { fieldMessages, fieldRules, isGermany, parseGermanNumber, personFieldRules } from '@dtp/contract/field-rules';
import { germanNumberText } from '@dtp/contract/german-formats';
import { jsonCopy } from '@dtp/contract/json-copy';
import { SalutationLabels, TesterStatusLabels, TitleLabels, type Salutation, type TesterStatus, type Title } from '@dtp/contract/statuses';
import type { ClubRow, UserRow } from '../../state';
import { coordinatesFor } from '../postcode-geo';
import { clubNamed, clubsByName } from './club-names';
import { fillDraft, markDuplicates, oneOf, RowErrors, type ImportContext, type ImportField, type ImportPlan, type PlannedRow } from './import-plan';
import type { ImportTable } from './read-csv';
import { blankTester } from '../blank-tester';

// Testers from CSV: a row matches a tester by email (case-insensitive) and changes the columns it fills, or creates a
// tester with a data sheet of the current season, as 'Tester → Neu' does. The tester's account is linked at their
// first sign-in by the verified email (rules/accounts.ts). Every cell is checked by the tester form's rules.

/** A year or a number the way the rules read it: '1968', '14,2'. */
const wholeNumber = (text: string) => ({ value: Number(text.trim()) });
const germanNumber = (text: string) => ({ value: parseGermanNumber(text) });

function testerFields(currentYear: number, clubs: Map<string, ClubRow | null>): ImportField<UserRow>[] {
  const rules = personFieldRules({ exempt: true, currentYear });
  const text = (key: string, rulePath: keyof typeof rules, get: (u: UserRow) => string, set: (u: UserRow, value: string) => void, required?: true): ImportField<UserRow> => ({
    key,
    rules: rules[rulePath],
    get,
    set: (u, value) => set(u, value as string),
    ...(required ? { requiredToCreate: true } : {}),
  });
  return [
    text('firstName', 'firstName', (u) => u.firstName, (u, v) => (u.firstName = v), true),
    text('lastName', 'lastName', (u) => u.lastName, (u, v) => (u.lastName = v), true),
    {
      key: 'salutation',
      requiredToCreate: true,
      read: oneOf<Salutation>(SalutationLabels),
      get: (u) => u.salutation,
      set: (u, v) => (u.salutation = v as Salutation),
      show: (v) => (v ? SalutationLabels[v as Salutation] : ''),
    },
    {
      key: 'title',
      read: oneOf<Title>(TitleLabels),
      get: (u) => u.title,
      set: (u, v) => (u.title = v as Title),
      show: (v) => (v && v !== 'NULL' ? TitleLabels[v as Title] : ''),
    },
    text('phone', 'contact.phone', (u) => u.contact.phone, (u, v) => (u.contact.phone = v)),
    text('mobile', 'contact.mobile', (u) => u.contact.mobile, (u, v) => (u.contact.mobile = v)),
    text('street', 'address.street', (u) => u.address.street, (u, v) => (u.address.street = v)),
    text('streetNo', 'address.streetNo', (u) => u.address.streetNo, (u, v) => (u.address.streetNo = v)),
    text('zip', 'address.zip', (u) => u.address.zip, (u, v) => (u.address.zip = v)),
    text('city', 'address.city', (u) => u.address.city, (u, v) => (u.address.city = v)),
    text('state', 'address.state', (u) => u.address.state, (u, v) => (u.address.state = v)),
    text('country', 'address.country', (u) => u.address.country, (u, v) => (u.address.country = v)),
    { key: 'birthYear', rules: rules.birthYear, read: wholeNumber, get: (u) => u.birthYear, set: (u, v) => (u.birthYear = v as number) },
    { key: 'testerSince', rules: rules.testerSince, read: wholeNumber, get: (u) => u.testerSince, set: (u, v) => (u.testerSince = v as number) },
    text('profession', 'profession', (u) => u.profession, (u, v) => (u.profession = v)),
    { key: 'handicap', rules: rules['golfData.handicap'], read: germanNumber, get: (u) => u.golfData.handicap, set: (u, v) => (u.golfData.handicap = v as number), show: (v) => germanNumberText(v as number | null) },
    { key: 'playsGolfSince', rules: rules['golfData.playsGolfSince'], read: wholeNumber, get: (u) => u.golfData.playsGolfSince, set: (u, v) => (u.golfData.playsGolfSince = v as number) },
    {
      key: 'status',
      read: oneOf<TesterStatus>(TesterStatusLabels),
      get: (u) => u.status,
      set: (u, v) => (u.status = v as TesterStatus),
      show: (v) => TesterStatusLabels[v as TesterStatus] ?? '',
    },
    {
      // The home club: a membership without end (added; earlier memberships stay).
      key: 'homeClub',
      read: (name) => clubNamed(clubs, name),
      get: (u) => u.memberships.filter((m) => m.end === null).map((m) => m.clubId),
      holds: (u, club) => u.memberships.some((m) => m.end === null && m.clubId === (club as ClubRow).id),
      set: (u, club) => u.memberships.push({ clubId: (club as ClubRow).id, end: null }),
      show: (v) => (Array.isArray(v) ? v.map((id) => [...clubs.values()].find((c) => c?.id === id)?.name ?? '').join(', ') : (v as ClubRow).name),
    },
    text('comment', 'comment', (u) => u.comment, (u, v) => (u.comment = v)),
  ];
}

/** A new tester as 'Tester → Neu' starts one (spec 3: status APPLICANT unless the file says otherwise). */

const labelOf = (u: Pick<UserRow, 'firstName' | 'lastName' | 'contact'>): string => `${`${u.firstName} ${u.lastName}`.trim()} <${u.contact.email}>`.trim();

/** The coordinates of a changed or new address (the postcode's centre, as a save of the tester form does). */
async function located(before: UserRow | null, draft: UserRow): Promise<void> {
  const at = await coordinatesFor({ before: before && { address: before.address, lat: before.address.lat, lon: before.address.lon }, address: draft.address, lat: draft.address.lat, lon: draft.address.lon, mayEditCoordinates: false });
  draft.address = { ...draft.address, ...at };
}

export async function planTesters(ctx: ImportContext, table: ImportTable): Promise<ImportPlan> {
  const { db } = ctx;
  const errors = new RowErrors(table);
  const emailOf = (cells: Record<string, string>) => (cells.email ?? '').toLowerCase();
  markDuplicates(table.records, (r) => emailOf(r.cells), 'email', errors);
  const users = (await db.find('user')).filter((u) => !u.erasedAt);
  const byEmail = new Map<string, UserRow[]>();
  for (const u of users) {
    const key = u.contact.email.trim().toLowerCase();
    if (key !== '') byEmail.set(key, [...(byEmail.get(key) ?? []), u]);
  }
  const fields = testerFields(ctx.currentYear, await clubsByName(db));
  const rows: PlannedRow[] = errors.unreadRows();
  for (const record of table.records) {
    const email = record.cells.email ?? '';
    const emailError = email === '' ? fieldMessages.required(errors.header('email')) : fieldRules.email()(email);
    if (emailError) errors.add(record.line, 'email', emailError);
    const matches = byEmail.get(email.toLowerCase()) ?? [];
    if (matches.length > 1) errors.add(record.line, 'email', T.emailOfSeveral);
    else if (matches[0]?.staff) errors.add(record.line, 'email', T.emailOfStaff);
    if (matches.length > 1 || matches[0]?.staff) {
      rows.push({ line: record.line, action: 'ERROR', label: email, changes: [] });
      continue;
    }
    const existing = matches[0];
    const draft = existing ? jsonCopy(existing) : blankTester('', email, ctx.now);
    const changes = fillDraft(record, fields, draft, !existing, errors);
    if (record.cells.zip && isGermany(draft.address.country)) {
      const message = fieldRules.germanPostcode()(draft.address.zip);
      if (message) errors.add(record.line, 'zip', message);
    }
    const label = labelOf(existing ?? draft);
    if (errors.has(record.line)) rows.push({ line: record.line, action: 'ERROR', label, changes: [] });
    else if (!existing) rows.push({ line: record.line, action: 'CREATE', label, changes: [], apply: () => createTester(ctx, draft) });
    else if (changes.length === 0) rows.push({ line: record.line, action: 'SKIP', label, changes });
    else rows.push({ line: record.line, action: 'CHANGE', label, changes, apply: () => changeTester(ctx, existing, draft, changes) });
  }
  return { rows: rows.sort((a, b) => a.line - b.line), errors: errors.errors };
}

/** A new tester with a sheet of the current season, as 'Tester → Neu' makes one; stored with the others at the end. */
async function createTester(ctx: ImportContext, draft: UserRow): Promise<void> {
  const { db } = ctx;
  await located(null, draft);
  const user = { ...draft, id: `u-${await db.nextId()}` };
  ctx.added.users.push(user);
  ctx.added.sheets.push({ userId: user.id, year: db.seasonYear, progress: 'INITIAL', availability: [] });
  await db.recordHistory({ subject: `user:${user.id}`, what: 'IMPORT', from: '', to: T.createdVia });
}

async function changeTester(ctx: ImportContext, user: UserRow, draft: UserRow, changes: readonly string[]): Promise<void> {
  await located(user, draft);
  Object.assign(user, draft, { id: user.id, staff: false });
  await ctx.db.recordHistory({ subject: `user:${user.id}`, what: 'IMPORT', from: '', to: T.changedVia(changes.map((c) => c.split(':')[0] ?? c)) });
}
