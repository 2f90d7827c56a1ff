import type { EmailType } from '../../contract/back-office-statuses';
import { REIMBURSE_WITHIN_DAYS } from '../../contract/constants';
import { maskIban } from '../../contract/iban-format';

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
};

export function automaticSubject(type: EmailType): string {
  return AutomaticSubjects[type] ?? 'Nachricht der Digitalen Test-Plattform';
}

/** What the club's release mail says about the tester's claim. */
export interface ClubReleaseMail {
  testerName: string;
  /** The sum in euros, German format ('133,70'). */
  sum: string;
  iban: string;
  bank: string;
  /** Who signs: the configured back office (`ctx.contactName`). */
  signedBy: string;
}

/** The back office's name when nothing is configured: the spec's and `config/runtime.base.json`'s. */
export const DEFAULT_CONTACT_NAME = 'CMC';

/** The closing every automatic mail ends with, signed by the configured back office (`contact.name`). */
export const mailClosing = (signedBy: string): string => `Mit freundlichen Grüßen\n${signedBy}`;

/** The bank line as stored with the mail: the bank's name goes to the club only. */
export const BANK_SENT_ONLY = '(nur in der versendeten Email)';

const bankLines = (iban: string, bank: string): string => `IBAN: ${iban}\nBank: ${bank}`;
const storedBankLines = (data: Pick<ClubReleaseMail, 'iban'>): string => bankLines(maskIban(data.iban), BANK_SENT_ONLY);

/**
 * The club's release mail (TRAVEL_RELEASED) as it is stored and listed: the IBAN masked, the bank left
 * out. Only the worker puts the bank data in, for the SMTP server (`withBankData`).
 */
export function clubReleaseMailContent(mail: ClubReleaseMail): string {
  return `Sehr geehrte Damen und Herren,\n\nbitte erstatten Sie ${mail.testerName} die Spesen von ${mail.sum} EUR innerhalb von ${REIMBURSE_WITHIN_DAYS} Tagen.\n${storedBankLines(mail)}\n\n${mailClosing(mail.signedBy)}`;
}

/** The stored text with the held bank data in place of its masked lines: what the club receives. */
export function withBankData(content: string, data: Pick<ClubReleaseMail, 'iban' | 'bank'>): string {
  return content.replace(storedBankLines(data), bankLines(data.iban, data.bank));
}

/** What a tee-time mail (rules/tee-time-mails.ts) says: the agreed (or cancelled) test. */
export interface TeeTimeMail {
  type: 'TEE_TIME_CONFIRMED' | 'TEE_TIME_CHANGED' | 'TEST_CANCELLED';
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

/** „Mittwoch, 3. Juni 2026“ for yyyy-mm-dd. */
export function germanLongDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
}

/** The tee-time mail's text: the test's club, address, date and tee time; the calendar entry is attached when it is sent. */
export function teeTimeMailContent(mail: TeeTimeMail): string {
  const lines = [`Club: ${mail.clubName}`];
  if (mail.address) lines.push(`Adresse: ${mail.address}`);
  lines.push(`Datum: ${germanLongDate(mail.date)}`);
  lines.push(mail.teeTime === null ? 'Tee-Time: keine feste Startzeit' : `Tee-Time: ${mail.teeTime} Uhr`);
  const details = lines.join('\n');
  const body =
    mail.type === 'TEE_TIME_CONFIRMED'
      ? `vielen Dank, Ihr Test-Termin ist eingetragen:\n\n${details}\n\nIm Anhang finden Sie den Termin für Ihren Kalender.`
      : mail.type === 'TEE_TIME_CHANGED'
        ? `Ihr Test-Termin wurde geändert. Es gilt jetzt:\n\n${details}\n\nDer Kalendereintrag im Anhang ersetzt den bisherigen.`
        : `der folgende Test-Termin wurde aufgehoben:\n\n${details}\n\nMit dem Anhang entfernen Sie ihn aus Ihrem Kalender. Bei Fragen melden Sie sich gerne bei uns.`;
  return `${mail.salutation},\n\n${body}\n\n${mailClosing(mail.signedBy)}`;
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
export function testReminderContent(mail: TestReminderMail): string {
  const when = `${germanLongDate(mail.date)}${mail.teeTime ? `, Tee-Time ${mail.teeTime} Uhr` : ''}`;
  return `${mail.salutation},\n\nwir möchten Sie an Ihren Test im ${mail.club} erinnern: ${when}.\n\nAlle Angaben zum Test und zur Anfahrt finden Sie hier:\n${mail.link}\n\nWir wünschen Ihnen eine schöne Runde.\n\n${mailClosing(mail.signedBy)}`;
}

export interface TravelReminderMail {
  salutation: string;
  club: string;
  link: string;
  signedBy: string;
}

/** The expense-claim reminder (TRAVEL_EXPENSES_REMINDER): the compose template's text (contract/email-templates.ts). */
export function travelReminderContent(mail: TravelReminderMail): string {
  return `${mail.salutation},\n\nbitte reichen Sie Ihre Spesenabrechnung für den Test im ${mail.club} ein:\n${mail.link}\n\n${mailClosing(mail.signedBy)}`;
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
export function dataSheetReminderContent(mail: DataSheetReminderMail): string {
  return `${mail.salutation},\n\nam ${germanLongDate(mail.firstWaveStart)} beginnt die erste Welle der Test-Saison ${mail.year}. Bitte füllen Sie Ihr Testerdatenblatt aus, geben Sie Ihre Verfügbarkeit an und schicken Sie es ab, damit wir Sie einteilen können:\n${mail.link}\n\n${mailClosing(mail.signedBy)}`;
}
