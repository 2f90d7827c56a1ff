import type { EmailType } from '@dtp/contract/back-office-statuses';
import { ClubLinkTexts } from '@dtp/contract/club-links';
import { ClubReportTexts } from '@dtp/contract/club-report';
import { euroText, germanLongDate } from '@dtp/contract/german-formats';
import { REIMBURSE_WITHIN_DAYS } from '@dtp/contract/constants';
import { maskIban } from '@dtp/contract/iban-format';
import { DataSheetProgressLabels } from '@dtp/contract/statuses';

/**
 * The texts of the mails the platform writes itself (issue 42, item 4): one function per email type,
 * each taking the data it needs and answering what queueMail takes besides the recipient. Handlers
 * and rules only call these; every mail ends with the one closing below (mailClosing), signed by the
 * configured back office (`contact.name`, spec: „the configured back-office name (CMC)“). The compose
 * screen's templates (contract/email-templates.ts) are the managers' own texts, signed {{manager}}.
 */
export interface MailText<T extends EmailType = EmailType> {
  type: T;
  subject: string;
  content: string;
}

/** Fixed subjects of the automatic mails (the spec names them but not their texts). */
export const AutomaticSubjects: Partial<Record<EmailType, string>> = {
  INVITATION: 'Einladung: Bitte füllen Sie Ihr Testerdatenblatt aus',
  DATASHEET_RELEASED: 'Ihr Testerdatenblatt wurde freigegeben',
  TESTER_ASSIGNED: 'Sie wurden für einen Test eingeteilt',
  TRAVEL_RELEASED: 'Spesenabrechnung eines Testers',
  TRAVEL_RELEASED_TESTER: 'Ihre Spesenabrechnung wurde freigegeben',
  RESULTS_READY: 'Das Testergebnis liegt vor',
  TEST_REMINDER: 'Erinnerung an Ihren Test',
  TRAVEL_EXPENSES_REMINDER: 'Erinnerung: Ihre Spesenabrechnung',
  TEE_TIME_CONFIRMED: 'Bestätigung Ihres Test-Termins',
  TEE_TIME_CHANGED: 'Ihr Test-Termin wurde geändert',
  TEST_CANCELLED: 'Ihr Test-Termin wurde aufgehoben',
  QUESTIONNAIRE_SUBMITTED: 'Ihr Fragebogen ist eingegangen',
  QUESTIONNAIRE_RETURNED: 'Ihr Fragebogen wurde Ihnen zurückgegeben',
  CLUB_FEEDBACK: ClubLinkTexts.feedbackSubject,
  CLUB_FEEDBACK_REMINDER: `Erinnerung: ${ClubLinkTexts.feedbackSubject}`,
  CLUB_REPORT: 'Ihr Testergebnis',
  CLUB_MEASURE_REMINDER: 'Erinnerung: Maßnahme aus Ihrem Testergebnis',
};

export function automaticSubject(type: EmailType): string {
  return AutomaticSubjects[type] ?? 'Nachricht der Digitalen Test-Plattform';
}

const mailText = <T extends EmailType>(type: T, content: string, subject: string = automaticSubject(type)): MailText<T> => ({ type, subject, content });

/** The back office's name when nothing is configured: the spec's and `config/runtime.base.json`'s. */
export const DEFAULT_CONTACT_NAME = 'CMC';

/** The closing every mail of the platform ends with, signed by the configured back office (`contact.name`). */
const mailClosing = (signedBy: string): string => `Mit freundlichen Grüßen\n${signedBy}`;

/** Greeting, text and closing: the frame of every mail below. */
const letter = (salutation: string, text: string, signedBy: string): string => `${salutation},\n\n${text}\n\n${mailClosing(signedBy)}`;

/** What the data-sheet mails (INVITATION, DATASHEET_RELEASED) say: the sheet's new status. */
export interface DataSheetStatusMail {
  /** „Sehr geehrte Frau …“ (views.ts salutationMessage). */
  salutation: string;
  year: number;
  /** Who signs: the configured back office (`ctx.contactName`). */
  signedBy: string;
}

const sheetStatusText = (mail: DataSheetStatusMail, label: string): string =>
  letter(mail.salutation, `Ihr Testerdatenblatt ${mail.year} hat jetzt den Status „${label}“.`, mail.signedBy);

/** The invitation (INVITATION) when the back office sets a data sheet to „Eingeladen“. */
export function invitationMail(mail: DataSheetStatusMail): MailText<'INVITATION'> {
  return mailText('INVITATION', sheetStatusText(mail, DataSheetProgressLabels.INVITED));
}

/** DATASHEET_RELEASED, when the back office releases a data sheet. */
export function dataSheetReleasedMail(mail: DataSheetStatusMail): MailText<'DATASHEET_RELEASED'> {
  return mailText('DATASHEET_RELEASED', sheetStatusText(mail, DataSheetProgressLabels.RELEASED));
}

export interface TesterAssignedMail {
  salutation: string;
  club: string;
  /** The wave's calendar weeks, 'KW 24–26' (views.ts waveWeeks). */
  weeks: string;
  signedBy: string;
}

/** TESTER_ASSIGNED, when the back office assigns a tester to a test. */
export function testerAssignedMail(mail: TesterAssignedMail): MailText<'TESTER_ASSIGNED'> {
  return mailText(
    'TESTER_ASSIGNED',
    letter(
      mail.salutation,
      `Sie wurden für den Test im ${mail.club} in der ${mail.weeks} eingeteilt. Bitte vereinbaren Sie Test-Datum und Tee-Time mit dem Club.`,
      mail.signedBy,
    ),
  );
}

/** What the club's release mail says about the tester's claim. */
export interface ClubReleaseMail {
  testerName: string;
  /** The sum in euros (133.7): the mail writes it as the screens show it, '133,70 €'. */
  sum: number;
  iban: string;
  bank: string;
  /** Who signs: the configured back office (`ctx.contactName`). */
  signedBy: string;
}

/** The bank line as stored with the mail: the bank's name goes to the club only. */
export const BANK_SENT_ONLY = '(nur in der versendeten Email)';

const bankLines = (iban: string, bank: string): string => `IBAN: ${iban}\nBank: ${bank}`;
const storedBankLines = (data: Pick<ClubReleaseMail, 'iban'>): string => bankLines(maskIban(data.iban), BANK_SENT_ONLY);

/**
 * The club's release mail (TRAVEL_RELEASED) as it is stored and listed: the IBAN masked, the bank left
 * out. Only the worker puts the bank data in, for the SMTP server (`withBankData`).
 */
export function travelReleasedMail(mail: ClubReleaseMail): MailText<'TRAVEL_RELEASED'> {
  return mailText(
    'TRAVEL_RELEASED',
    letter(
      'Sehr geehrte Damen und Herren',
      `bitte erstatten Sie ${mail.testerName} die Spesen von ${euroText(mail.sum)} innerhalb von ${REIMBURSE_WITHIN_DAYS} Tagen.\n${storedBankLines(mail)}`,
      mail.signedBy,
    ),
  );
}

export interface TravelReleasedTesterMail {
  salutation: string;
  /** The sum in euros (133.7): the mail writes it as the screens show it, '133,70 €'. */
  sum: number;
  signedBy: string;
}

/** TRAVEL_RELEASED_TESTER: the tester learns that the claim went to the club. */
export function travelReleasedTesterMail(mail: TravelReleasedTesterMail): MailText<'TRAVEL_RELEASED_TESTER'> {
  return mailText('TRAVEL_RELEASED_TESTER', letter(mail.salutation, `Ihre Spesenabrechnung über ${euroText(mail.sum)} wurde an den Club weitergeleitet.`, mail.signedBy));
}

export interface QuestionnaireSubmittedMail {
  salutation: string;
  club: string;
  premium: boolean;
  /** Where the tester reads what they submitted. */
  link: string;
  signedBy: string;
}

/** QUESTIONNAIRE_SUBMITTED (issue 43): the tester's confirmation that the questionnaire is in. */
export function questionnaireSubmittedMail(mail: QuestionnaireSubmittedMail): MailText<'QUESTIONNAIRE_SUBMITTED'> {
  const what = mail.premium ? 'Ihr Premium-Fragebogen' : 'Ihr Fragebogen';
  return mailText(
    'QUESTIONNAIRE_SUBMITTED',
    letter(
      mail.salutation,
      `vielen Dank! ${what} zum Test im ${mail.club} ist bei uns eingegangen. Was Sie abgegeben haben, können Sie hier nachlesen:\n${mail.link}\n\nAls Nächstes reichen Sie bitte Ihre Spesenabrechnung ein, falls noch nicht geschehen.`,
      mail.signedBy,
    ),
  );
}

export interface QuestionnaireReturnedMail {
  salutation: string;
  club: string;
  /** A premium test's questionnaire is the 'Premium-Fragebogen'. */
  premium: boolean;
  /** Why the back office returned it, as the manager wrote it. */
  reason: string;
  /** The questionnaire's address in the platform. */
  link: string;
  signedBy: string;
}

/** QUESTIONNAIRE_RETURNED (issue 43): the back office returned the questionnaire; the tester changes it and submits it again. */
export function questionnaireReturnedMail(mail: QuestionnaireReturnedMail): MailText<'QUESTIONNAIRE_RETURNED'> {
  const what = mail.premium ? 'Ihr Premium-Fragebogen' : 'Ihr Fragebogen';
  return mailText(
    'QUESTIONNAIRE_RETURNED',
    letter(
      mail.salutation,
      `${what} zum Test im ${mail.club} wurde Ihnen zur Überarbeitung zurückgegeben.\n\nGrund: ${mail.reason}\n\nBitte ändern Sie den Fragebogen und geben Sie ihn erneut ab:\n${mail.link}`,
      mail.signedBy,
    ),
  );
}

/** What the club's feedback mail (CLUB_FEEDBACK, issue 44) says: the test, its tester and how long the link lives. */
export interface ClubFeedbackMail {
  clubName: string;
  /** The test date, yyyy-mm-dd. */
  date: string;
  testerName: string;
  days: number;
  signedBy: string;
}

/**
 * CLUB_FEEDBACK (issue 44): the club rates its tester on a page of the platform, without an account. The
 * stored text holds a placeholder where the link goes: the worker makes the link when it sends (`withClubLink`).
 */
export function clubFeedbackMail(mail: ClubFeedbackMail): MailText<'CLUB_FEEDBACK'> {
  return mailText(
    'CLUB_FEEDBACK',
    letter(
      'Sehr geehrte Damen und Herren',
      `am ${germanLongDate(mail.date)} hat ${mail.testerName} Ihren Club als Tester besucht. Wie haben Sie den Tester erlebt? Ihr Feedback hilft uns, die Tests fair und verlässlich zu halten; es dauert etwa zwei Minuten.\n\nBitte geben Sie es hier ab (ohne Anmeldung, ${mail.days} Tage gültig):\n${ClubLinkTexts.linkPlaceholder}\n\nDer Link ist nur für Sie bestimmt; bitte leiten Sie diese Email nicht weiter.`,
      mail.signedBy,
    ),
  );
}

/** CLUB_FEEDBACK_REMINDER (issue 44): once, when the club has not given its feedback some days after it was asked. */
export function clubFeedbackReminderMail(mail: ClubFeedbackMail): MailText<'CLUB_FEEDBACK_REMINDER'> {
  return mailText(
    'CLUB_FEEDBACK_REMINDER',
    letter(
      'Sehr geehrte Damen und Herren',
      `vor einigen Tagen haben wir Sie um Ihr Feedback zu ${mail.testerName} gebeten, der Ihren Club am ${germanLongDate(mail.date)} getestet hat. Wir würden uns sehr freuen, wenn Sie sich noch zwei Minuten dafür nehmen.\n\nHier ist Ihr Link (ohne Anmeldung, ${mail.days} Tage gültig; der Link aus der ersten Email gilt damit nicht mehr):\n${ClubLinkTexts.linkPlaceholder}`,
      mail.signedBy,
    ),
  );
}

/** What the club's result mail (CLUB_REPORT, issue 45) says. */
export interface ClubReportMail {
  year: number;
  /** The test date, yyyy-mm-dd; null when none was agreed. */
  date: string | null;
  signedBy: string;
}

/** CLUB_REPORT (issue 45): the club's result, as a page behind its personal link and as a PDF attached by the worker. */
export function clubReportMail(mail: ClubReportMail): MailText<'CLUB_REPORT'> {
  const when = mail.date ? ` am ${germanLongDate(mail.date)}` : '';
  return mailText(
    'CLUB_REPORT',
    letter(
      'Sehr geehrte Damen und Herren',
      `Ihr Club wurde in der Saison ${mail.year}${when} getestet. Das Ergebnis liegt jetzt vor: Sie finden es als PDF im Anhang und hier, mit dem Durchschnitt des Verbands (ohne Anmeldung, gültig bis zum Ende der nächsten Saison):\n${ClubLinkTexts.linkPlaceholder}\n\nDer Link ist nur für Sie bestimmt. Den Namen des Testers enthält der Bericht nicht.`,
      mail.signedBy,
    ),
    ClubReportTexts.mailSubject(mail.year),
  );
}

/** What the club's reminder of its measures (CLUB_MEASURE_REMINDER, issue 62) says. */
export interface ClubMeasureReminderMail {
  /** The season of the report the findings are from. */
  year: number;
  /** The date the club planned them until, yyyy-mm-dd. */
  until: string;
  /** The findings' questions, in the report's order: one or more with that date. */
  questions: readonly string[];
  signedBy: string;
}

/** The reminder's subject: 'Erinnerung: Maßnahme aus Ihrem Testergebnis 2023' ('Maßnahmen' for more than one). */
export const clubMeasureReminderSubject = (year: number, count: number): string =>
  `Erinnerung: ${count === 1 ? 'Maßnahme' : 'Maßnahmen'} aus Ihrem Testergebnis ${year}`;

/**
 * CLUB_MEASURE_REMINDER (issue 62): the day after the date of measures the club planned passed without them being done.
 * The stored text holds a placeholder where the link to the report page goes: the worker makes a new one when it sends.
 */
export function clubMeasureReminderMail(mail: ClubMeasureReminderMail): MailText<'CLUB_MEASURE_REMINDER'> {
  const one = mail.questions.length === 1;
  const list = mail.questions.map((q) => `– „${q}“`).join('\n');
  const planned = one ? 'eine Maßnahme' : 'Maßnahmen';
  const done = one
    ? 'Ist sie umgesetzt? Dann melden Sie sie bitte auf Ihrer Berichtsseite als erledigt, gern mit einem Foto als Nachweis. Braucht sie länger, tragen Sie dort ein neues Datum ein:'
    : 'Sind sie umgesetzt? Dann melden Sie sie bitte auf Ihrer Berichtsseite als erledigt, gern mit einem Foto als Nachweis. Braucht eine länger, tragen Sie dort ein neues Datum ein:';
  return mailText(
    'CLUB_MEASURE_REMINDER',
    letter(
      'Sehr geehrte Damen und Herren',
      `zu Ihrem Testergebnis ${mail.year} haben Sie ${planned} zu ${one ? 'diesem Punkt' : 'diesen Punkten'} geplant, umzusetzen bis ${germanLongDate(mail.until)}:\n${list}\n\n${done}\n${ClubLinkTexts.linkPlaceholder}\n\nDer Link gilt ohne Anmeldung bis zum Ende der nächsten Saison und ist nur für Sie bestimmt; Links aus früheren Emails zu diesem Bericht gelten damit nicht mehr.`,
      mail.signedBy,
    ),
    clubMeasureReminderSubject(mail.year, mail.questions.length),
  );
}

/** The stored text with the club's link in place of its placeholder: what the club receives. */
export const withClubLink = (content: string, link: string): string => content.replace(ClubLinkTexts.linkPlaceholder, link);

/** The stored text with the held bank data in place of its masked lines: what the club receives. */
export function withBankData(content: string, data: Pick<ClubReleaseMail, 'iban' | 'bank'>): string {
  return content.replace(storedBankLines(data), bankLines(data.iban, data.bank));
}

/** What a tee-time mail (rules/tee-time-mails.ts) says: the agreed (or cancelled) test. */
export interface TeeTimeMail {
  /** „Sehr geehrte Frau …“ (views.ts salutationMessage). */
  salutation: string;
  clubName: string;
  /** „Straße Nr, PLZ Ort“; empty when the club has no address. */
  address: string;
  /** yyyy-mm-dd. */
  date: string;
  /** HH:MM; null: the club has no starting times. */
  teeTime: string | null;
  /** Who signs: the configured back office (`ctx.contactName`). */
  signedBy: string;
}

/** The tee-time mails' details: the test's club, address, date and tee time. */
function teeTimeDetails(mail: TeeTimeMail): string {
  const lines = [`Club: ${mail.clubName}`];
  if (mail.address) lines.push(`Adresse: ${mail.address}`);
  lines.push(`Datum: ${germanLongDate(mail.date)}`);
  lines.push(mail.teeTime === null ? 'Tee-Time: keine feste Startzeit' : `Tee-Time: ${mail.teeTime} Uhr`);
  return lines.join('\n');
}

/** TEE_TIME_CONFIRMED: the test is agreed; the calendar entry is attached when it is sent. */
export function teeTimeConfirmedMail(mail: TeeTimeMail): MailText<'TEE_TIME_CONFIRMED'> {
  return mailText(
    'TEE_TIME_CONFIRMED',
    letter(mail.salutation, `vielen Dank, Ihr Test-Termin ist eingetragen:\n\n${teeTimeDetails(mail)}\n\nIm Anhang finden Sie den Termin für Ihren Kalender.`, mail.signedBy),
  );
}

/** TEE_TIME_CHANGED: date or tee time changed; the attached entry replaces the earlier one. */
export function teeTimeChangedMail(mail: TeeTimeMail): MailText<'TEE_TIME_CHANGED'> {
  return mailText(
    'TEE_TIME_CHANGED',
    letter(mail.salutation, `Ihr Test-Termin wurde geändert. Es gilt jetzt:\n\n${teeTimeDetails(mail)}\n\nDer Kalendereintrag im Anhang ersetzt den bisherigen.`, mail.signedBy),
  );
}

/** TEST_CANCELLED: the agreed test was cleared; the attachment removes it from the calendar. */
export function testCancelledMail(mail: TeeTimeMail): MailText<'TEST_CANCELLED'> {
  return mailText(
    'TEST_CANCELLED',
    letter(
      mail.salutation,
      `der folgende Test-Termin wurde aufgehoben:\n\n${teeTimeDetails(mail)}\n\nMit dem Anhang entfernen Sie ihn aus Ihrem Kalender. Bei Fragen melden Sie sich gerne bei uns.`,
      mail.signedBy,
    ),
  );
}

// The reminders the platform sends on its own (issue 34, item 3; rules/reminders.ts). Their types'
// subjects are the ones above; the data-sheet reminder goes as an INVITATION with a subject of its own.

/** The data-sheet reminder's subject (type INVITATION: it repeats the invitation). */
export const DATASHEET_REMINDER_SUBJECT = 'Erinnerung: Bitte schicken Sie Ihr Testerdatenblatt ab';

export interface TestReminderMail {
  salutation: string;
  club: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM' or null. */
  teeTime: string | null;
  link: string;
  signedBy: string;
}

/** The test reminder (TEST_REMINDER), N days before the agreed date. */
export function testReminderMail(mail: TestReminderMail): MailText<'TEST_REMINDER'> {
  const when = `${germanLongDate(mail.date)}${mail.teeTime ? `, Tee-Time ${mail.teeTime} Uhr` : ''}`;
  return mailText(
    'TEST_REMINDER',
    letter(
      mail.salutation,
      `wir möchten Sie an Ihren Test im ${mail.club} erinnern: ${when}.\n\nAlle Angaben zum Test und zur Anfahrt finden Sie hier:\n${mail.link}\n\nWir wünschen Ihnen eine schöne Runde.`,
      mail.signedBy,
    ),
  );
}

export interface TravelReminderMail {
  salutation: string;
  club: string;
  link: string;
  signedBy: string;
}

/** The expense-claim reminder (TRAVEL_EXPENSES_REMINDER): the compose template's text (contract/email-templates.ts). */
export function travelExpensesReminderMail(mail: TravelReminderMail): MailText<'TRAVEL_EXPENSES_REMINDER'> {
  return mailText('TRAVEL_EXPENSES_REMINDER', letter(mail.salutation, `bitte reichen Sie Ihre Spesenabrechnung für den Test im ${mail.club} ein:\n${mail.link}`, mail.signedBy));
}

export interface DataSheetReminderMail {
  salutation: string;
  year: number;
  /** The first wave's start, 'YYYY-MM-DD'. */
  firstWaveStart: string;
  link: string;
  signedBy: string;
}

/** The data-sheet reminder (INVITATION) to an invited tester whose sheet is not sent yet. */
export function dataSheetReminderMail(mail: DataSheetReminderMail): MailText<'INVITATION'> {
  return mailText(
    'INVITATION',
    letter(
      mail.salutation,
      `am ${germanLongDate(mail.firstWaveStart)} beginnt die erste Welle der Test-Saison ${mail.year}. Bitte füllen Sie Ihr Testerdatenblatt aus, geben Sie Ihre Verfügbarkeit an und schicken Sie es ab, damit wir Sie einteilen können:\n${mail.link}`,
      mail.signedBy,
    ),
    DATASHEET_REMINDER_SUBJECT,
  );
}

/** The seed's stand-in text of a mail the demo data lists as sent before (domain/seed/seed.ts): its subject. */
export function seedMailContent(subject: string, signedBy: string): string {
  return letter('Guten Tag', `${subject}.`, signedBy);
}
