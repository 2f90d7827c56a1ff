import { NO_TEXTS, YES_TEXTS, ImportTexts as T } from '@dtp/contract/csv-import';
import { clubFieldRules, fieldMessages, fieldRules, firstError, isGermany } from '@dtp/contract/field-rules';
import { jsonCopy } from '@dtp/contract/json-copy';
import { blankClubFields } from '@dtp/contract/club';
import type { ClubRow } from '../../state';
import { coordinatesFor } from '../postcode-geo';
import { fillDraft, markDuplicates, RowErrors, type ImportContext, type ImportField, type ImportPlan, type PlannedRow } from './import-plan';
import type { ImportTable } from './read-csv';
import { clubKey, clubsByName } from './club-names';

// Golf clubs from CSV: a row matches a club by its name (case and spaces aside) and changes the columns it fills, or
// creates a club, as 'Golfclub anlegen' does; every cell is checked by the club form's rules. A club becomes testable
// only through a season's clubs (Saisons), never by an import.

const yesNo = (text: string): { value: boolean } | { message: string } => {
  const plain = text.trim().toLowerCase();
  if ((YES_TEXTS as readonly string[]).includes(plain)) return { value: true };
  if ((NO_TEXTS as readonly string[]).includes(plain)) return { value: false };
  return { message: T.yesNo };
};

type TextKey = 'name' | 'invoiceName' | 'email' | 'phone' | 'homepage' | 'manager' | 'managerEmail' | 'managerPhone' | 'president' | 'presidentEmail' | 'comment';
type AddressKey = 'street' | 'streetNo' | 'zip' | 'city' | 'state' | 'country';

function clubFields(): ImportField<ClubRow>[] {
  const r = clubFieldRules;
  const text = (key: TextKey, rules: ImportField<ClubRow>['rules']): ImportField<ClubRow> => ({
    key,
    rules,
    get: (club) => club[key],
    set: (club, value) => (club[key] = value as string),
  });
  const address = (key: AddressKey): ImportField<ClubRow> => ({
    key,
    rules: r[`address.${key}`],
    get: (club) => club.address[key],
    set: (club, value) => (club.address[key] = value as string),
  });
  const flag = (key: 'leading' | 'candidateClub'): ImportField<ClubRow> => ({
    key,
    read: yesNo,
    get: (club) => club[key],
    set: (club, value) => (club[key] = value as boolean),
    show: (value) => (value ? 'Ja' : 'Nein'),
  });
  return [
    text('invoiceName', r.invoiceName),
    text('email', r.email),
    text('phone', r.phone),
    text('homepage', r.homepage),
    address('street'),
    address('streetNo'),
    address('zip'),
    address('city'),
    address('state'),
    address('country'),
    text('manager', r.manager),
    text('managerEmail', r.email),
    text('managerPhone', r.managerPhone),
    text('president', r.president),
    text('presidentEmail', r.email),
    flag('leading'),
    flag('candidateClub'),
    text('comment', r.comment),
  ];
}

/** A new club as 'Golfclub anlegen' starts one: not testable, no contacts. */
const newClub = (name: string): ClubRow => ({ ...blankClubFields(name), id: 0 });

/** The coordinates of a changed or new address (the postcode's centre, as a save of the club form does). */
async function located(before: ClubRow | null, draft: ClubRow): Promise<void> {
  Object.assign(draft, await coordinatesFor({ before: before && { address: before.address, lat: before.lat, lon: before.lon }, address: draft.address, lat: draft.lat, lon: draft.lon, mayEditCoordinates: false }));
}

export async function planClubs(ctx: ImportContext, table: ImportTable): Promise<ImportPlan> {
  const { db } = ctx;
  const errors = new RowErrors(table);
  markDuplicates(table.records, (record) => clubKey(record.cells.name ?? ''), 'name', errors);
  const clubs = await clubsByName(db);
  const fields = clubFields();
  const rows: PlannedRow[] = errors.unreadRows();
  for (const record of table.records) {
    const name = (record.cells.name ?? '').replace(/\s+/g, ' ');
    const nameError = name === '' ? fieldMessages.required(errors.header('name')) : firstError(name, clubFieldRules.name);
    if (nameError) errors.add(record.line, 'name', nameError);
    const found = clubs.get(clubKey(name));
    if (found === null) errors.add(record.line, 'name', T.nameOfSeveral);
    const existing = found ?? undefined;
    const draft = existing ? jsonCopy(existing) : newClub(name);
    const changes = fillDraft(record, fields, draft, !existing, errors);
    if (record.cells.zip && isGermany(draft.address.country)) {
      const message = fieldRules.germanPostcode()(draft.address.zip);
      if (message) errors.add(record.line, 'zip', message);
    }
    const label = existing?.name ?? name;
    if (errors.has(record.line)) rows.push({ line: record.line, action: 'ERROR', label, changes: [] });
    else if (!existing) rows.push({ line: record.line, action: 'CREATE', label, changes: [], apply: () => createClub(ctx, draft) });
    else if (changes.length === 0) rows.push({ line: record.line, action: 'SKIP', label, changes });
    else rows.push({ line: record.line, action: 'CHANGE', label, changes, apply: () => changeClub(ctx, existing, draft, changes) });
  }
  return { rows: rows.sort((a, b) => a.line - b.line), errors: errors.errors };
}

async function createClub(ctx: ImportContext, draft: ClubRow): Promise<void> {
  await located(null, draft);
  const club = { ...draft, id: await ctx.db.nextId() };
  ctx.added.clubs.push(club);
  await ctx.db.recordHistory({ subject: `club:${club.id}`, what: 'IMPORT', from: '', to: T.createdVia });
}

async function changeClub(ctx: ImportContext, club: ClubRow, draft: ClubRow, changes: readonly string[]): Promise<void> {
  await located(club, draft);
  Object.assign(club, draft, { id: club.id });
  await ctx.db.recordHistory({ subject: `club:${club.id}`, what: 'IMPORT', from: '', to: T.changedVia(changes.map((c) => c.split(':')[0] ?? c)) });
}
