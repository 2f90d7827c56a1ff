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
