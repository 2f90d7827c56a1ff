import type { RecordedCallId } from '@dtp/contract/calls/all-rows';
import { germanDate } from '@dtp/contract/german-formats';
import { testingReached } from '@dtp/contract/statuses';
import type { Db } from '../db';
import type { TestingRow } from '../state';

// Whose data each recorded call read, and which record (issue 59, item 3): one entry per call row with
// `recordsAccess`, so a row added to the table without one here does not compile. A call answers everyone whose
// details it read (a list of feedback: each of them); one that read nobody's (an unassigned testing, a mail to a
// club, a testing without feedback) answers none and leaves no record.

export interface AccessSubject {
  userId: string;
  detail: string;
}
interface Call {
  params: Record<string, string | number>;
  body: unknown;
  /** Admins' answers carry more (the season's feedback overview holds each feedback itself). */
  isAdmin: boolean;
}
type Resolve = (db: Db, call: Call) => Promise<AccessSubject[]>;

/** A field of the JSON body (POST rows name their record there). */
const bodyField = (call: Call, name: string): unknown =>
  typeof call.body === 'object' && call.body !== null ? (call.body as Record<string, unknown>)[name] : undefined;
const param = (name: string) => (call: Call) => call.params[name];
const field = (name: string) => (call: Call) => bodyField(call, name);

/** 'Golfclub Schloss Lüdersburg, Test am 14.06.2023'. */
async function testingText(db: Db, testing: TestingRow): Promise<string> {
  const club = await db.club(testing.clubId);
  return `${club?.name ?? `Test ${testing.id}`}${testing.date ? `, Test am ${germanDate(testing.date)}` : ''}`;
}

/** A person named by id. */
const person =
  (idOf: (call: Call) => unknown, detail: (db: Db) => string): Resolve =>
  async (db, call) => {
    const userId = idOf(call);
    return typeof userId === 'string' ? [{ userId, detail: detail(db) }] : [];
  };

/** The tester of a testing; `carries` says whether the answer held their data beyond the name (feedback). */
const testingOf =
  (idOf: (call: Call) => unknown, detail: (text: string) => string, carries: (t: TestingRow) => boolean = () => true): Resolve =>
  async (db, call) => {
    const testing = await db.testing(Number(idOf(call)));
    if (!testing?.userId || !carries(testing)) return [];
    return [{ userId: testing.userId, detail: detail(await testingText(db, testing)) }];
  };

/** The tester of the testing a receipt or photo belongs to. */
const fileOf =
  (detail: (fileName: string, text: string) => string): Resolve =>
  async (db, call) => {
    const file = await db.get('attachment', Number(call.params.id));
    const testing = file && (await db.testing(file.testingId));
    if (!file || !testing?.userId) return [];
    return [{ userId: testing.userId, detail: detail(file.fileName, await testingText(db, testing)) }];
  };

const hasFeedback = (t: TestingRow) => t.feedbackCmc !== null || t.feedbackClub !== null;

/** The testers whose feedback a list of testings carries, once each. */
async function feedbackIn(db: Db, testings: readonly TestingRow[], detail: (text: string) => string): Promise<AccessSubject[]> {
  const subjects = new Map<string, AccessSubject>();
  for (const t of testings) {
    if (t.userId && hasFeedback(t) && !subjects.has(t.userId)) subjects.set(t.userId, { userId: t.userId, detail: detail(await testingText(db, t)) });
  }
  return [...subjects.values()];
}

/** The season's feedback overview: each feedback with its tester's name for admins, averages only for managers. */
const feedbackOverview =
  (yearOf: (db: Db, call: Call) => number): Resolve =>
  async (db, call) => {
    if (!call.isAdmin) return [];
    const year = yearOf(db, call);
    const done = (await db.seasonTestings(year)).filter((t) => testingReached(t.progress, 'DONE'));
    return feedbackIn(db, done, (text) => `Saison ${year}, Übersicht (${text})`);
  };

const season = (db: Db) => `Saison ${db.meta.seasonYear}`;
/** The tester's view of their test carries CMC's feedback only. */
const hasCmcFeedback = (t: TestingRow) => t.feedbackCmc !== null;
const feedback = testingOf(param('id'), (text) => text, hasFeedback);
const claim = (idOf: (call: Call) => unknown) => testingOf(idOf, (text) => `Spesenabrechnung ${text}`);
const questionnaire = (what: string) => testingOf(param('testingId'), (text) => `${what} ${text}`);
const sheetOf = (idOf: (call: Call) => unknown, what: string) => person(idOf, (db) => `${season(db)}${what}`);
const testerRecord = (idOf: (call: Call) => unknown, what: string) => person(idOf, () => what);
const photo = fileOf((fileName, text) => `${fileName} (Fragebogen ${text})`);

export const accessSubjects: Record<RecordedCallId, Resolve> = {
  'personalData.download': person(param('id'), () => 'Alle gespeicherten Daten (ZIP)'),
  'datasheet.ofUser': sheetOf(param('userId'), ''),
  'datasheet.save': sheetOf(field('userId'), ', gespeichert'),
  'datasheet.send': sheetOf(field('userId'), ', abgeschickt'),
  'datasheet.setProgress': sheetOf(field('userId'), ', Status geändert'),
  'datasheet.playablesOfUser': sheetOf(param('userId'), ''),
  'travel.load': claim(param('id')),
  'travel.save': claim(field('id')),
  'travel.release': claim(field('id')),
  'travel.attachment': fileOf((fileName, text) => `${fileName} (Spesenabrechnung ${text})`),
  'users.load': testerRecord(param('id'), 'Stammdaten'),
  'users.save': testerRecord(field('id'), 'Stammdaten, gespeichert'),
  'users.executedTests': testerRecord(param('id'), 'Durchgeführte Tests'),
  'users.account': testerRecord(param('id'), 'Zugang'),
  'users.unlinkAccount': testerRecord(field('id'), 'Zugang, Verknüpfung gelöst'),
  'users.relinkAccount': testerRecord(field('id'), 'Zugang, wieder verknüpft'),
  'users.merge': testerRecord(field('id'), 'Zugang, zusammengeführt'),
  'users.dismissDuplicate': testerRecord(field('id'), 'Zugang, Duplikat-Hinweis verworfen'),
  'feedback.ofUser': person(param('userId'), season),
  'feedback.own': feedbackOverview((db) => db.seasonYear),
  'feedback.ofSeason': feedbackOverview((_db, call) => Number(call.params.year)),
  'testings.ofWave': async (db, call) =>
    feedbackIn(db, await db.find('testing', { waveId: Number(call.params.waveId) }), (text) => `Tests der Welle (${text})`),
  'tests.load': testingOf(param('id'), (text) => text, hasCmcFeedback),
  'tests.save': testingOf(field('id'), (text) => text, hasCmcFeedback),
  'testings.load': feedback,
  'testings.save': testingOf(field('id'), (text) => text, hasFeedback),
  'testings.assign': testingOf(field('testingId'), (text) => text, hasFeedback),
  'testings.saveCmcFeedback': feedback,
  'testings.resetCmcFeedback': feedback,
  'testings.resetClubFeedback': feedback,
  'history.ofUser': testerRecord(param('id'), 'Verlauf der Datenblätter'),
  'history.ofTesting': testingOf(param('id'), (text) => `Verlauf ${text}`),
  'emails.content': async (db, call) => {
    const mail = await db.get('email', Number(call.params.id));
    return mail?.recipientId ? [{ userId: mail.recipientId, detail: `„${mail.subject}“` }] : [];
  },
  'questionnaire.load': questionnaire('Fragebogen'),
  'questionnaire.save': questionnaire('Fragebogen, gespeichert:'),
  'questionnaire.submit': questionnaire('Fragebogen, abgegeben:'),
  'questionnaireReview.returnToTester': questionnaire('Fragebogen, zurückgegeben:'),
  'questionnaireReview.correct': questionnaire('Fragebogen, korrigiert:'),
  'questionnaireReview.release': questionnaire('Fragebogen, freigegeben:'),
  'questionnaireReview.resendReport': questionnaire('Fragebogen, Bericht erneut gesendet:'),
  'questionnaireReview.sharePhoto': photo,
  'questionnaire.photo': photo,
  'questionnairePrint.answered': questionnaire('Fragebogen als PDF:'),
  'questionnairePrint.clubReport': questionnaire('Bericht des Clubs als PDF:'),
};
