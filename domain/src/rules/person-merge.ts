import { accountRefusals } from '@dtp/contract/accounts';
import { DataSheetProgresses } from '@dtp/contract/statuses';
import type { Db } from '../db';
import { badRequest } from '../http';
import type { SheetRow, UserRow } from '../state';
import { fullName } from '../views';
import { accountHistory, recordAccountChange } from './accounts';

/**
 * Two records of one person become one (issue 57): usually an applicant whose first sign-in did not find the record
 * the back office had made. `merged` is dissolved into `kept`: its tests (with claims, receipts, questionnaires and
 * feedback, which hang on the tests), its sheets, its mails, its Verlauf, its access record and its account move;
 * fields `kept` leaves empty are filled from `merged`; then `merged` is gone. Nothing anybody typed is lost.
 */
export async function mergePeople(db: Db, kept: UserRow, merged: UserRow): Promise<void> {
  await refuseMerge(db, kept, merged);
  const mergedName = `${fullName(merged)} (${merged.contact.email || merged.id})`;

  for (const testing of await db.find('testing', { userId: merged.id })) testing.userId = kept.id;
  await moveSheets(db, kept, merged);
  for (const email of await db.find('email')) if (email.recipientId === merged.id) email.recipientId = kept.id;
  for (const entry of await db.find('history', { subject: `user:${merged.id}` })) entry.subject = `user:${kept.id}`;
  for (const entry of await db.find('history')) if (entry.byId === merged.id) entry.byId = kept.id;
  for (const record of await db.find('accessRecord', { userId: merged.id })) record.userId = kept.id;

  fillEmptyFields(kept, merged);
  const account = merged.account;
  // The unique subject is freed before the kept record takes it.
  await db.remove('user', merged);
  await db.flush();
  if (account && !kept.account) kept.account = { ...account, how: 'MERGED' };
  for (const other of await db.testers()) {
    if (other.possibleDuplicates?.includes(merged.id)) other.possibleDuplicates = withoutDuplicate(other, merged.id);
  }
  kept.possibleDuplicates = withoutDuplicate(kept, merged.id);
  await recordAccountChange(db, kept.id, accountHistory.merged(mergedName));
}

async function refuseMerge(db: Db, kept: UserRow, merged: UserRow): Promise<void> {
  if (kept.id === merged.id) throw badRequest(accountRefusals.mergeSelf);
  if (kept.staff || merged.staff) throw badRequest(accountRefusals.mergeNotTester);
  if (kept.account && merged.account) throw badRequest(accountRefusals.mergeBothLinked);
  // One tester, one test per wave (the assignment rule): two tests in a wave cannot become one person's.
  const keptWaves = new Set((await db.find('testing', { userId: kept.id })).map((t) => t.waveId));
  for (const testing of await db.find('testing', { userId: merged.id })) {
    if (!keptWaves.has(testing.waveId)) continue;
    const wave = await db.waveOr404(testing.waveId);
    throw badRequest(accountRefusals.mergeSameWave(`Welle ${wave.number} ${wave.year}`));
  }
}

/** Per year the sheet further on stays (on a tie the kept record's); a year only `merged` has moves over. */
async function moveSheets(db: Db, kept: UserRow, merged: UserRow): Promise<void> {
  const rank = (sheet: SheetRow) => DataSheetProgresses.indexOf(sheet.progress);
  for (const sheet of await db.find('sheet', { userId: merged.id })) {
    const keptSheet = await db.sheet(kept.id, sheet.year);
    await db.remove('sheet', sheet);
    if (keptSheet && rank(keptSheet) >= rank(sheet)) continue;
    if (keptSheet) await db.remove('sheet', keptSheet);
    await db.add('sheet', { ...sheet, userId: kept.id });
  }
}

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** The kept record's empty fields take the merged one's: contact, address, golf data, birth year; memberships and trainings are joined. */
function fillEmptyFields(kept: UserRow, merged: UserRow): void {
  for (const key of ['phone', 'mobile', 'email'] as const) if (blank(kept.contact[key])) kept.contact[key] = merged.contact[key];
  if (blank(kept.address.street) && blank(kept.address.zip) && blank(kept.address.city)) kept.address = { ...merged.address };
  for (const key of Object.keys(kept.golfData) as (keyof UserRow['golfData'])[]) {
    if (blank(kept.golfData[key])) kept.golfData = { ...kept.golfData, [key]: merged.golfData[key] };
  }
  if (blank(kept.birthYear)) kept.birthYear = merged.birthYear;
  if (blank(kept.salutation)) kept.salutation = merged.salutation;
  if (blank(kept.profession)) kept.profession = merged.profession;
  const clubs = new Set(kept.memberships.map((m) => m.clubId));
  kept.memberships = [...kept.memberships, ...merged.memberships.filter((m) => !clubs.has(m.clubId))];
  const trainings = new Set(kept.instructions.map((i) => JSON.stringify(i)));
  kept.instructions = [...kept.instructions, ...merged.instructions.filter((i) => !trainings.has(JSON.stringify(i)))];
}

function withoutDuplicate(person: UserRow, id: string): string[] | undefined {
  const rest = (person.possibleDuplicates ?? []).filter((other) => other !== id);
  return rest.length > 0 ? rest : undefined;
}
