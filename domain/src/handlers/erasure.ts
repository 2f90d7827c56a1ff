import { fullName } from '@dtp/contract/common';
import { usersCalls } from '@dtp/contract/calls/back-office';
import { ERASED_TESTER, ERASED_TESTER_NAME, ErasureInputSchema, type ErasureResult } from '@dtp/contract/erasure';
import { testingReached } from '@dtp/contract/statuses';
import { parseBody, type Ctx } from '../context';
import type { Db } from '../db';
import { badRequest, HttpError } from '../http';
import type { Router } from '../router';
import { isMailOf } from '../rules/person-mails';
import { isReceipt, type AttachmentRow, type TestingRow, type UserRow } from '../state';
import { isoTimestampOf, salutationMessage } from '../views';

/**
 * Right to erasure (DSGVO Art. 17, issue 32 item 4). The user row stays as a tombstone: its id is kept,
 * because the claims (testings with their sums and receipts) must be kept as accounting vouchers for
 * ten years (§ 147 AO, § 257 HGB) and point to it; its names read „Gelöschter Tester“, everything else
 * personal is emptied, and `erasedAt` keeps it out of every list of testers (Db.testers) and recipients.
 * The person's account at the identity service is disabled there (the confirmation names the step).
 */

/** Why a tester cannot be erased yet: testings still to be done (the club expects them) and claims on their way to the club. */
async function refusals(db: Db, testings: readonly TestingRow[]): Promise<string[]> {
  const describe = async (t: TestingRow): Promise<string> => {
    const wave = await db.wave(t.waveId);
    const club = (await db.club(t.clubId))?.name ?? `Test ${t.id}`;
    return wave ? `${club} (Welle ${wave.number}/${wave.year})` : club;
  };
  const problems: string[] = [];
  const open = testings.filter((t) => !testingReached(t.progress, 'DONE'));
  if (open.length > 0) {
    const names = await Promise.all(open.map(describe));
    problems.push(
      `Der Tester ist noch für ${open.length === 1 ? 'einen Test' : `${open.length} Tests`} eingeteilt, ${open.length === 1 ? 'der' : 'die'} nicht durchgeführt ${open.length === 1 ? 'ist' : 'sind'}: ${names.join(', ')}. Bitte heben Sie zuerst die Einteilung auf.`,
    );
  }
  // A released claim whose club mail is not accepted yet holds the bank data for that mail (issue 32, item 1).
  const inTransit = testings.filter((t) => Boolean(t.travel.held));
  if (inTransit.length > 0) {
    const names = await Promise.all(inTransit.map(describe));
    problems.push(
      `Die Spesenabrechnung für ${names.join(', ')} wird gerade an den Club gesendet. Bitte warten Sie, bis die Email an den Club versendet ist.`,
    );
  }
  return problems;
}

/** The strings that name or reach the person; each is replaced where other records mention it. */
function identifiersOf(user: UserRow, testings: readonly TestingRow[]): string[] {
  const ibans = testings.flatMap((t) => [t.travel.iban, t.travel.held?.iban ?? '']);
  const values = [
    fullName(user),
    user.lastName && user.firstName ? `${user.lastName}, ${user.firstName}` : '',
    // How a mail to them opens: an older mail at an address they shared names nobody and stays (rules/person-mails.ts).
    user.lastName ? salutationMessage(user) : '',
    user.contact.email,
    user.contact.phone,
    user.contact.mobile,
    ...ibans.flatMap((iban) => [iban, iban.replace(/(.{4})/g, '$1 ').trim()]),
  ];
  // Longest first, so 'Max Mustermann' is replaced before a shorter part of it could be.
  return [...new Set(values.map((s) => s.trim()).filter((s) => s.length >= 3))].sort((a, b) => b.length - a.length);
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function scrubberOf(identifiers: readonly string[]): (text: string) => string {
  if (identifiers.length === 0) return (text) => text;
  const pattern = new RegExp(identifiers.map(escape).join('|'), 'gi');
  return (text) => text.replace(pattern, ERASED_TESTER_NAME);
}

/** A file name may carry the person's name: a kept receipt or questionnaire photo is named by its number. */
function neutralFileName(attachment: AttachmentRow): string {
  const ext = /\.[a-z0-9]{1,5}$/i.exec(attachment.fileName)?.[0]?.toLowerCase() ?? '';
  return `${isReceipt(attachment) ? 'Beleg' : 'Foto'}-${attachment.id}${ext}`;
}

async function erase(ctx: Ctx): Promise<ErasureResult> {
  const { id } = parseBody(ctx, ErasureInputSchema);
  const { db } = ctx;
  const user = await db.userOr404(id);
  if (user.staff) throw badRequest('Dieser Benutzer ist kein Tester.');
  // Asked again (an answer lost on the way): the same answer, nothing recorded twice.
  if (user.erasedAt) return { id: user.id, erasedAt: user.erasedAt };

  const testings = await db.find('testing', { userId: user.id });
  const problems = await refusals(db, testings);
  if (problems.length > 0) throw badRequest(`Der Tester kann noch nicht gelöscht werden. ${problems.join(' ')}`);

  const identifiers = identifiersOf(user, testings);
  const scrub = scrubberOf(identifiers);
  const isOwnMail = await isMailOf(db, user);
  const erasedAt = isoTimestampOf(ctx.clock.now());

  // The person's mails are deleted (not those of someone sharing the address); others that mention them (a club's
  // release mail) keep their text without the name.
  for (const mail of await db.find('email')) {
    if (isOwnMail(mail)) {
      await db.remove('email', mail);
      continue;
    }
    mail.subject = scrub(mail.subject);
    mail.content = scrub(mail.content);
    if (mail.lastError !== null) mail.lastError = scrub(mail.lastError);
  }

  // The history keeps each change; who made it is no longer named when it was the person.
  const actedAs = new Set([fullName(user), user.contact.email, user.id].map((s) => s.trim().toLowerCase()).filter(Boolean));
  for (const entry of await db.find('history')) {
    if (entry.byId === user.id || actedAs.has(entry.by.trim().toLowerCase())) entry.by = ERASED_TESTER_NAME;
    else entry.by = scrub(entry.by);
  }

  // Data sheets (availability by year) go whole.
  for (const sheet of await db.find('sheet', { userId: user.id })) await db.remove('sheet', sheet);

  // Claims stay with their sums and receipts; bank data and free text that names the person do not.
  const attachments = testings.length > 0 ? await db.find('attachment', { testingId: testings.map((t) => t.id) }) : [];
  for (const t of testings) {
    Object.assign(t.travel, { iban: '', bank: '', comment: scrub(t.travel.comment) });
    if (t.travel.held !== undefined) t.travel.held = null;
    if (t.feedbackCmc !== null) t.feedbackCmc = scrub(t.feedbackCmc);
    if (t.feedbackClub !== null) t.feedbackClub = scrub(t.feedbackClub);
  }
  for (const attachment of attachments) {
    // A receipt the person deleted is no voucher: it goes with its bytes.
    if (attachment.deleted) {
      await db.removeFile(attachment.id);
      await db.remove('attachment', attachment);
    }
    else attachment.fileName = neutralFileName(attachment);
  }

  // The questionnaires evaluate the club and stay: their free text and CMC's reason no longer name the person.
  for (const questionnaire of testings.length > 0 ? await db.find('questionnaire', { id: testings.map((t) => t.id) }) : []) {
    questionnaire.returnReason = scrub(questionnaire.returnReason);
    for (const answer of Object.values(questionnaire.answers)) if (answer.text !== undefined) answer.text = scrub(answer.text);
  }
  // A finding quotes the section's free text (issue 62): scrubbed the same way.
  for (const finding of testings.length > 0 ? await db.find('finding', { testingId: testings.map((t) => t.id) }) : []) finding.comment = scrub(finding.comment);

  const statusBefore = user.status;
  Object.assign(user, {
    ...ERASED_TESTER,
    salutation: null,
    title: 'NULL',
    birthYear: null,
    testerSince: null,
    profession: '',
    comment: '',
    status: 'INACTIVE',
    contact: { phone: '', mobile: '', email: '' },
    address: { street: '', streetNo: '', zip: '', city: '', state: '', country: '', lat: null, lon: null },
    golfData: { handicap: null, playsGolfSince: null, numRoundsOwnClub: null, numRoundsOtherClubs: null, numTournaments: null },
    instructions: [],
    memberships: [],
    erasedAt,
  } satisfies Partial<UserRow>);
  // The erasure itself, by the admin who did it (the history's `by`), without the person's name.
  await db.recordHistory({ subject: `user:${user.id}`, what: 'TESTER', from: statusBefore, to: 'ERASED' });
  return { id: user.id, erasedAt };
}

/**
 * A signed-in person whose data was erased (their account at the identity service not yet disabled)
 * reads and writes nothing more: without this, a claim saved with the old token would bring bank data back.
 */
export async function refuseErasedIdentity(ctx: Ctx): Promise<void> {
  if (ctx.isStaff || ctx.userId === null) return;
  const user = await ctx.db.user(ctx.userId);
  if (user?.erasedAt) throw new HttpError(403, 'Ihre Daten wurden gelöscht; Ihr Zugang ist nicht mehr gültig.');
}

export function registerErasure(router: Router<Ctx>): void {
  router.on(usersCalls.erase, erase);
}
