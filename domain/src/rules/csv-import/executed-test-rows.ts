import { ImportTexts as T } from '@dtp/contract/csv-import';
import { fieldMessages, fieldRules } from '@dtp/contract/field-rules';
import { fullName } from '@dtp/contract/common';
import { testingReached } from '@dtp/contract/statuses';
import type { Db } from '../../db';
import { newTesting, type ClubRow, type UserRow } from '../../state';
import { addSeasonRecord, seasonRecords } from '../seasons';
import { clubNamed, clubsByName } from './club-names';
import { markDuplicates, RowErrors, type ImportContext, type ImportPlan, type PlannedRow } from './import-plan';
import type { FileRecord, ImportTable } from './read-csv';

// Tests of earlier seasons from CSV (year, wave, club, the tester by email): each becomes a test 'Test eingegangen' of
// that season's wave and the club's panel, so the tester's 'Durchgeführte Tests' list it and the assignment knows who
// tested a club last season (rules/testing-rules.ts). A wave or panel the platform does not know is made for it
// (finished; a wave of an imported year spans the year, its dates being unknown), and the year becomes a past season.

interface TestRow {
  user: UserRow;
  year: number;
  wave: number;
  club: ClubRow;
}

/** The row's tester, year, wave and club, or null when a cell is wrong (its errors added). */
function readRow(record: FileRecord, ctx: { seasonYear: number; byEmail: Map<string, UserRow[]>; clubs: Map<string, ClubRow | null> }, errors: RowErrors): TestRow | null {
  const { line, cells } = record;
  const email = cells.email ?? '';
  const users = ctx.byEmail.get(email.toLowerCase()) ?? [];
  if (email === '') errors.add(line, 'email', fieldMessages.required(errors.header('email')));
  else if (fieldRules.email()(email)) errors.add(line, 'email', fieldMessages.email());
  else if (users.length > 1) errors.add(line, 'email', T.emailOfSeveral);
  else if (users.length === 0) errors.add(line, 'email', T.unknownTester(email));
  const yearText = cells.year ?? '';
  const yearError = yearText === '' ? fieldMessages.required(errors.header('year')) : fieldRules.year()(yearText);
  if (yearError) errors.add(line, 'year', yearError);
  else if (Number(yearText) >= ctx.seasonYear) errors.add(line, 'year', T.notPastYear(ctx.seasonYear));
  const waveText = cells.wave ?? '';
  if (!/^[1-9]$/.test(waveText)) errors.add(line, 'wave', waveText === '' ? fieldMessages.required(errors.header('wave')) : T.wave);
  const clubName = cells.club ?? '';
  const club = clubName === '' ? { message: fieldMessages.required(errors.header('club')) } : clubNamed(ctx.clubs, clubName);
  if ('message' in club) errors.add(line, 'club', club.message);
  const user = users[0];
  if (errors.has(line) || !user || 'message' in club) return null;
  return { user, year: Number(yearText), wave: Number(waveText), club: club.value };
}

/** The testing a row names, when the platform has it already (its wave, the club's panel of the year). */
async function testingOf(db: Db, row: Pick<TestRow, 'year' | 'wave' | 'club'>) {
  const wave = (await db.find('wave', { year: row.year })).find((w) => w.number === row.wave);
  const panel = await db.first('panel', { clubId: row.club.id, year: row.year });
  if (!wave || !panel) return { wave, panel, testing: undefined };
  const testing = (await db.find('testing', { panelId: panel.id })).find((t) => t.waveId === wave.id);
  return { wave, panel, testing };
}

export async function planExecutedTests(ctx: ImportContext, table: ImportTable): Promise<ImportPlan> {
  const { db } = ctx;
  const errors = new RowErrors(table);
  const byEmail = new Map<string, UserRow[]>();
  for (const u of await db.testers()) {
    const key = u.contact.email.trim().toLowerCase();
    if (key !== '') byEmail.set(key, [...(byEmail.get(key) ?? []), u]);
  }
  const clubs = await clubsByName(db);
  const lower = (text: string | undefined) => (text ?? '').trim().toLowerCase();
  // One test per tester and wave, one per club and wave: a second row of either is an error on both.
  markDuplicates(table.records, (r) => (r.cells.year && r.cells.wave ? `${lower(r.cells.email)}|${r.cells.year}|${r.cells.wave}` : ''), 'wave', errors);
  markDuplicates(table.records, (r) => (r.cells.year && r.cells.wave ? `${lower(r.cells.club)}|${r.cells.year}|${r.cells.wave}` : ''), 'club', errors);
  const rows: PlannedRow[] = errors.unreadRows();
  for (const record of table.records) {
    const row = readRow(record, { seasonYear: db.seasonYear, byEmail, clubs }, errors);
    const label = row ? `${row.year}, Welle ${row.wave}: ${row.club.name} – ${fullName(row.user)}` : [record.cells.year, record.cells.wave, record.cells.club, record.cells.email].filter(Boolean).join(', ');
    if (!row || errors.has(record.line)) {
      rows.push({ line: record.line, action: 'ERROR', label, changes: [] });
      continue;
    }
    const { testing } = await testingOf(db, row);
    if (testing && testing.userId !== null && testing.userId !== row.user.id) {
      const other = await db.user(testing.userId);
      errors.add(record.line, 'club', T.otherTester(other ? fullName(other) : 'ein anderer Tester'));
      rows.push({ line: record.line, action: 'ERROR', label, changes: [] });
    } else if (testing && testing.userId === row.user.id && testingReached(testing.progress, 'DONE')) {
      rows.push({ line: record.line, action: 'SKIP', label, changes: [] });
    } else {
      const action = testing ? 'CHANGE' : 'CREATE';
      rows.push({ line: record.line, action, label, changes: testing ? ['Test eingegangen'] : [], apply: () => recordTest(ctx, row) });
    }
  }
  return { rows: rows.sort((a, b) => a.line - b.line), errors: errors.errors };
}

/** Makes the row's test 'Test eingegangen' for its tester, with the wave, panel and season it needs. */
async function recordTest(ctx: ImportContext, row: TestRow): Promise<void> {
  const { db } = ctx;
  if (!(await seasonRecords(db)).some((s) => s.year === row.year)) await addSeasonRecord(db, { year: row.year, createdAt: ctx.now, startedAt: null });
  let { wave, panel, testing } = await testingOf(db, row);
  wave ??= await db.add('wave', { id: await db.nextId(), year: row.year, number: row.wave, start: `${row.year}-01-01`, end: `${row.year}-12-31`, progress: 'FINISHED' });
  panel ??= await db.add('panel', { id: await db.nextId(), clubId: row.club.id, year: row.year, progress: 'FINISHED' });
  testing ??= await db.add('testing', newTesting({ id: await db.nextId(), panelId: panel.id, clubId: row.club.id, waveId: wave.id, progress: 'INITIAL', premiumTest: false }));
  testing.userId = row.user.id;
  testing.progress = 'DONE';
  const what = T.testVia(row.year, row.wave, row.club.name);
  await db.recordHistory({ subject: `user:${row.user.id}`, what: 'IMPORT', from: '', to: what });
}
