import type { EmailType } from '../../contract/back-office-statuses';

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
