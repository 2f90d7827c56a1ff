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

// The reminders the platform sends on its own (issue 34, item 3; rules/reminders.ts). Their types'
// subjects are the ones above; the data-sheet reminder goes as an INVITATION with a subject of its own.

/** The data-sheet reminder's subject (type INVITATION: it repeats the invitation). */
export const DATASHEET_REMINDER_SUBJECT = 'Erinnerung: Bitte schicken Sie Ihr Testerdatenblatt ab';

/** '2026-06-03' → 'Mittwoch, 03.06.2026'. */
const germanDay = (isoDate: string, weekday: string): string => {
  const [y, m, d] = isoDate.split('-');
  return `${weekday ? `${weekday}, ` : ''}${d}.${m}.${y}`;
};

export interface TestReminderMail {
  salutation: string;
  club: string;
  /** 'YYYY-MM-DD' and its German weekday. */
  date: string;
  weekday: string;
  /** 'HH:MM' or null. */
  teeTime: string | null;
  link: string;
  signedBy: string;
}

/** The test reminder (TEST_REMINDER), N days before the agreed date. */
export function testReminderContent(mail: TestReminderMail): string {
  const when = `${germanDay(mail.date, mail.weekday)}${mail.teeTime ? `, Tee-Time ${mail.teeTime} Uhr` : ''}`;
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
  return `${mail.salutation},\n\nam ${germanDay(mail.firstWaveStart, '')} beginnt die erste Welle der Test-Saison ${mail.year}. Bitte füllen Sie Ihr Testerdatenblatt aus, geben Sie Ihre Verfügbarkeit an und schicken Sie es ab, damit wir Sie einteilen können:\n${mail.link}\n\n${mailClosing(mail.signedBy)}`;
}
