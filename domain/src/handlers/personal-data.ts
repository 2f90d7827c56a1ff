import { strToU8, Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate';
import { AccountLinkHowLabels } from '@dtp/contract/accounts';
import { personalDataCalls } from '@dtp/contract/calls/shell-and-tester';
import { EmailProgressLabels, EmailTypeLabels } from '@dtp/contract/back-office-statuses';
import { maskIban } from '@dtp/contract/iban-format';
import { DataSheetProgressLabels, TesterStatusLabels, TestingProgressLabels, TravelProgressLabels } from '@dtp/contract/statuses';
import { travelSum } from '@dtp/contract/travel';
import { QuestionnaireProgressLabels } from '@dtp/contract/questionnaire';
import { afterTransaction, type AfterTransaction } from '../after-transaction';
import { requireSelfOrStaff, type Ctx } from '../context';
import { HttpError } from '../http';
import type { Router } from '../router';
import type { Storage } from '../store/port';
import { StreamedFile } from '../streamed-file';
import { fileNamePart } from '../rules/file-names';
import { mailsOf } from '../rules/person-mails';
import { claimExists, travelProgress } from '../rules/travel-rules';
import { isReceipt, type AttachmentRow, type EmailRow, type HistoryRow, type TestingRow, type UserRow } from '../state';
import { fullName, isoDateOf, isoTimestampOf, membershipsOf, waveWeeks } from '../views';
import { historyEntryView } from './history';

// The right of access (DSGVO Art. 15) and to data portability (Art. 20): everything stored about one
// person as one ZIP file — daten.json (machine-readable), README.txt (what it holds, in German) and the
// receipts under belege/<testingId>/<fileName>. For the person themself and for managers and admins.
// Bank data leaves only masked; receipts leave as stored, those the person deleted not at all.
// The ZIP streams: the request's transaction reads the rows and lists the files; their bytes are read
// after it, one file at a time in a short read transaction of its own, and sent on as they are zipped.

/** A history entry's author who is neither the person, staff nor the system: never named in someone else's export. */
export const OTHER_PERSON = 'Andere Person';

const README = [
  'Meine Daten – Auskunft nach Art. 15 und Art. 20 DSGVO',
  '',
  'Diese ZIP-Datei enthält alle Daten, die die Digitale Test-Plattform über Sie gespeichert hat,',
  'zum Zeitpunkt des Herunterladens.',
  '',
  'daten.json – alle Angaben in einem maschinenlesbaren Format (JSON, UTF-8). Die Feldnamen sind englisch:',
  '  person        Ihre Stammdaten: Name, Anrede, Titel, Geburtsjahr, Beruf, Kontakt, Adresse,',
  '                Golfdaten, Heimatclubs, Tester-Status, Einweisungen und Bemerkungen',
  '  dataSheets    Ihre Testerdatenblätter je Saison mit Status und Ihrer Verfügbarkeit (Club und Welle)',
  '  testings      die Tests, für die Sie eingeteilt sind oder waren: Club, Welle, Datum, Startzeit,',
  '                Status und das Feedback, das Sie abgegeben haben',
  '  questionnaires Ihre Fragebögen je Test: Status, Zeitpunkte, Ihre Antworten und die Liste Ihrer Fotos',
  '  expenseClaims Ihre Spesenabrechnungen mit Beträgen und Summe; die IBAN nur maskiert',
  '                (Länderkennung und letzte vier Zeichen), dazu die Liste Ihrer Belege',
  '  history       der Verlauf: Statusänderungen an Ihrem Datenblatt, Ihren Tests, Spesenabrechnungen',
  '                und E-Mails, mit Zeitpunkt und wer sie vorgenommen hat',
  '  emails        die E-Mails an Sie, mit Betreff und Inhalt, wie sie gespeichert sind',
  '',
  'fotos/<Test-Nr.>/<Dateiname> – die Fotos, die Sie zu Fragebögen hochgeladen haben.',
  'belege/<Test-Nr.>/<Dateiname> – Ihre hochgeladenen Belege, so wie sie gespeichert sind. Belege, die',
  'Sie gelöscht haben, sind nicht enthalten.',
  '',
  'Fragen zu Ihren Daten, Berichtigung oder Löschung: Bitte wenden Sie sich an die Test-Manager.',
  '',
].join('\r\n');

/** The export's file name: meine-daten-<lastname>-<yyyy-mm-dd>.zip. */
export function personalDataFileName(user: Pick<UserRow, 'lastName'>, now: number): string {
  return `meine-daten-${fileNamePart(user.lastName, 'tester', { lowerCase: true })}-${isoDateOf(now)}.zip`;
}

/** A receipt's name inside the ZIP: no folders, no '..', unique within its testing. */
function receiptName(fileName: string, taken: Set<string>): string {
  const base = fileName.replace(/[/\\]/g, '_').replace(/^\.+/, '').trim() || 'beleg';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) {
    const dot = base.lastIndexOf('.');
    name = dot > 0 ? `${base.slice(0, dot)} (${n})${base.slice(dot)}` : `${base} (${n})`;
  }
  taken.add(name.toLowerCase());
  return name;
}

/** A stored feedback: the JSON it is, or the text as stored when it is no JSON. */
function feedbackOf(stored: string | null): unknown {
  if (stored === null) return null;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return stored;
  }
}

/** A receipt or photo as listed inside the transaction: its path in the ZIP; its bytes are read afterwards. */
interface Receipt {
  attachment: AttachmentRow;
  path: string;
}

/** The testing's receipts (folder 'belege') or questionnaire photos (folder 'fotos'); none the person deleted. */
async function filesOf(ctx: Ctx, testing: TestingRow, folder: 'belege' | 'fotos'): Promise<Receipt[]> {
  const taken = new Set<string>();
  const wanted = (await ctx.db.find('attachment', { testingId: testing.id })).filter((a) => !a.deleted && a.findingId === undefined && isReceipt(a) === (folder === 'belege'));
  return wanted.map((attachment) => ({ attachment, path: `${folder}/${testing.id}/${receiptName(attachment.fileName, taken)}` }));
}

/** A listed file's bytes, each in a read transaction of its own; null when it was deleted meanwhile or has none. */
function readFile(storage: Storage, attachmentId: number): Promise<Uint8Array | null> {
  return storage.transaction('read', async (tx) => {
    const [row] = await tx.find('attachment', { id: attachmentId });
    return row && !row.deleted ? tx.file(attachmentId) : null;
  });
}

/** A file's listing in daten.json: `file` is its path in the ZIP, null once its bytes turn out missing. */
interface Listed {
  file: string | null;
}

/**
 * The ZIP's bytes, chunk by chunk as the reader pulls them: README.txt, each listed file read and stored
 * as it is (PDF and images are compressed already), then daten.json, written last so that a file deleted
 * meanwhile (or without bytes: the in-browser demo after a reload) is listed with `file: null`. No
 * transaction is open while a chunk is handed on.
 */
async function* zipChunks(storage: Storage, files: { listed: Listed; attachmentId: number }[], data: unknown, mtime: Date): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const add = (entry: ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void }, content: Uint8Array) => {
    entry.mtime = mtime;
    zip.add(entry);
    entry.push(content, true);
  };
  const written = (): Uint8Array[] => {
    if (failure) throw failure;
    return ready.splice(0);
  };
  add(new ZipDeflate('README.txt', { level: 6 }), strToU8(`\uFEFF${README}`));
  yield* written();
  for (const { listed, attachmentId } of files) {
    const content = listed.file ? await readFile(storage, attachmentId) : null;
    if (!content || !listed.file) {
      listed.file = null;
      continue;
    }
    add(new ZipPassThrough(listed.file), content);
    yield* written();
  }
  add(new ZipDeflate('daten.json', { level: 6 }), strToU8(JSON.stringify(data, null, 2)));
  zip.end();
  yield* written();
}

async function personOf(ctx: Ctx, user: UserRow) {
  return {
    id: user.id,
    salutation: user.salutation,
    title: user.title,
    firstName: user.firstName,
    lastName: user.lastName,
    birthYear: user.birthYear,
    profession: user.profession,
    status: user.status,
    statusLabel: TesterStatusLabels[user.status],
    testerSince: user.testerSince,
    contact: user.contact,
    address: user.address,
    golfData: user.golfData,
    homeClubs: await membershipsOf(ctx.db, user),
    instructions: user.instructions,
    comment: user.comment,
    // The account at the identity service linked to the record (issue 57): stored, so part of the answer.
    account: user.account ? { subject: user.account.subject, issuer: user.account.issuer, linkedAt: user.account.linkedAt, how: AccountLinkHowLabels[user.account.how] } : null,
  };
}

async function dataSheetsOf(ctx: Ctx, user: UserRow) {
  const clubs = new Map((await ctx.db.clubs()).map((c) => [c.id, c.name]));
  const sheets = (await ctx.db.find('sheet', { userId: user.id })).sort((a, b) => a.year - b.year);
  return sheets.map((sheet) => ({
    year: sheet.year,
    progress: sheet.progress,
    progressLabel: DataSheetProgressLabels[sheet.progress],
    availability: sheet.availability.map((cell) => {
      const [clubId, wave] = cell.split(':').map(Number);
      return { clubId, clubName: clubs.get(clubId ?? -1) ?? '', wave };
    }),
  }));
}

async function testingOf(ctx: Ctx, testing: TestingRow) {
  const wave = await ctx.db.wave(testing.waveId);
  const club = await ctx.db.club(testing.clubId);
  return {
    id: testing.id,
    club: { id: testing.clubId, name: club?.name ?? '', city: club?.address.city ?? '' },
    wave: wave ? { number: wave.number, year: wave.year, start: wave.start, end: wave.end, weeks: waveWeeks(wave) } : null,
    progress: testing.progress,
    progressLabel: TestingProgressLabels[testing.progress],
    date: testing.date,
    teeTime: testing.teeTime,
    noStartingTimes: testing.noStartingTimes,
    premiumTest: testing.premiumTest,
    feedbackCmc: feedbackOf(testing.feedbackCmc),
    feedbackClub: feedbackOf(testing.feedbackClub),
  };
}

function claimOf(testing: TestingRow, receipts: Receipt[]) {
  const travel = testing.travel;
  const progress = travelProgress(travel);
  return {
    testingId: testing.id,
    progress,
    progressLabel: TravelProgressLabels[progress],
    submitted: travel.submitted,
    released: travel.released,
    // Masked: the export may lie on a shared computer; the person recognises their account by its end.
    iban: maskIban(travel.iban),
    bank: travel.bank,
    greenfee: travel.greenfee,
    distance: travel.distance,
    restaurant: travel.restaurant,
    misc: travel.misc,
    sum: travelSum(travel),
    comment: travel.comment,
    receipts: receipts.map(({ attachment, path }) => ({
      id: attachment.id,
      fileName: attachment.fileName,
      contentType: attachment.contentType,
      size: attachment.size,
      file: path as string | null,
    })),
  };
}

function emailOf(email: EmailRow) {
  return {
    id: email.id,
    to: email.to,
    subject: email.subject,
    content: email.content,
    type: email.type,
    typeLabel: EmailTypeLabels[email.type],
    progress: email.progress,
    progressLabel: EmailProgressLabels[email.progress],
    notBefore: email.notBefore,
    sentAt: email.sentAt,
  };
}

/**
 * The history about the person: their data sheets' changes, their testings' and claims' and their
 * mails'. Who made a change is named when it is the person, staff or the system; a testing's earlier
 * tester stays unnamed.
 */
async function historyOf(ctx: Ctx, user: UserRow, testings: TestingRow[], emails: EmailRow[]) {
  const subjects = [`user:${user.id}`, ...testings.map((t) => `testing:${t.id}`), ...emails.map((e) => `email:${e.id}`)];
  const rows: HistoryRow[] = await ctx.db.find('history', { subject: subjects });
  const staff = await ctx.db.find('user', { staff: true });
  const staffIds = new Set(staff.map((u) => u.id));
  const names = new Set(['System', fullName(user), ...staff.map(fullName)]);
  // Who acted is known by id on newer rows, by name only on older ones.
  const named = (row: HistoryRow) => (row.byId === undefined ? names.has(row.by) : row.byId === user.id || staffIds.has(row.byId));
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({ about: row.subject, ...historyEntryView(row), by: named(row) ? row.by : OTHER_PERSON }));
}

/** GET /user/personal-data: the record linked to the caller's account; an account without one has nothing stored. */
function ownRecord(ctx: Ctx): string {
  if (ctx.userId === null) throw new HttpError(404, 'Zu Ihrem Zugang sind keine Daten gespeichert.');
  return ctx.userId;
}

/**
 * GET /user/personal-data/:id — the ZIP, as a StreamedFile named meine-daten-<lastname>-<date>.zip: the rows
 * are read here, the files' bytes after the transaction while the ZIP is sent.
 */
async function personalData(ctx: Ctx, userId: string): Promise<AfterTransaction<StreamedFile>> {
  requireSelfOrStaff(ctx, userId);
  const user = await ctx.db.userOr404(userId);
  const now = ctx.clock.now();
  const testings = (await ctx.db.find('testing', { userId: user.id })).sort((a, b) => a.id - b.id);
  await ctx.db.preloadClubs(testings.map((t) => t.clubId));
  const emails = await mailsOf(ctx.db, user);
  const files: { listed: Listed; attachmentId: number }[] = [];
  const claims = [];
  for (const testing of testings) {
    if (!claimExists(testing)) continue;
    const receipts = await filesOf(ctx, testing, 'belege');
    const claim = claimOf(testing, receipts);
    for (const listed of claim.receipts) files.push({ listed, attachmentId: listed.id });
    claims.push(claim);
  }
  const questionnaires = [];
  for (const testing of testings) {
    const row = await ctx.db.get('questionnaire', testing.id);
    if (!row) continue;
    const photos = (await filesOf(ctx, testing, 'fotos')).map(({ attachment, path }) => ({
      id: attachment.id,
      questionId: attachment.questionId,
      fileName: attachment.fileName,
      file: path as string | null,
    }));
    for (const listed of photos) files.push({ listed, attachmentId: listed.id });
    questionnaires.push({
      testingId: testing.id,
      progress: row.progress,
      progressLabel: QuestionnaireProgressLabels[row.progress],
      savedAt: row.savedAt,
      submittedAt: row.submittedAt,
      answers: row.answers,
      photos,
    });
  }
  const data = {
    createdAt: isoTimestampOf(now),
    person: await personOf(ctx, user),
    dataSheets: await dataSheetsOf(ctx, user),
    testings: await Promise.all(testings.map((t) => testingOf(ctx, t))),
    questionnaires,
    expenseClaims: claims,
    history: await historyOf(ctx, user, testings, emails),
    emails: emails.map(emailOf),
  };
  // Built from the transaction's copies of the rows: the chunks made afterwards refer to no row of the storage.
  const name = personalDataFileName(user, now);
  return afterTransaction(async ({ storage }) => new StreamedFile(name, 'application/zip', zipChunks(storage, files, data, new Date(now))));
}

export function registerPersonalData(router: Router<Ctx>): void {
  // The row's answer is a file (`v.blob()`); a StreamedFile stands for one: the API server streams its chunks,
  // the in-browser demo collects them into a File (domain/src/memory-server.ts, run by @dtp/demo).
  router.on(personalDataCalls.own, (ctx) => personalData(ctx, ownRecord(ctx)) as Promise<AfterTransaction<unknown>> as Promise<AfterTransaction<File>>);
  router.on(personalDataCalls.download, (ctx, p) => personalData(ctx, p.id) as Promise<AfterTransaction<unknown>> as Promise<AfterTransaction<File>>);
}
