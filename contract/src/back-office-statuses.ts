import type { PanelProgress } from './statuses';

/**
 * The status lists only back-office screens use (waves, panel labels, emails, templates), in the
 * form of statuses.ts: const array, union type, German label map. Exported from
 * '@dtp/api-client/back-office', so a tester's first screen never downloads them.
 */

export const WaveProgresses = ['ASSIGNING', 'ASSIGNED', 'FINISHED'] as const;
export type WaveProgress = (typeof WaveProgresses)[number];
export const WaveProgressLabels: Record<WaveProgress, string> = {
  ASSIGNING: 'Tester werden gesucht',
  ASSIGNED: 'Alle Tester eingeteilt',
  FINISHED: 'Beendet',
};

export const PanelProgressLabels: Record<PanelProgress, string> = {
  INITIAL: 'Tester werden gesucht',
  ASSIGNED: 'Alle Tester eingeteilt',
  FINISHED: 'Abgeschlossen',
};

export const EmailProgresses = ['DRAFT', 'INITIAL', 'SENT', 'SKIPPED', 'ERROR'] as const;
export type EmailProgress = (typeof EmailProgresses)[number];
export const EmailProgressLabels: Record<EmailProgress, string> = {
  DRAFT: 'Entwurf',
  INITIAL: 'Geplant',
  SENT: 'Versendet',
  SKIPPED: 'Übersprungen',
  ERROR: 'Fehler',
};

export const EmailTypes = [
  'GENERAL_INVITATION',
  'INVITATION',
  'DATASHEET_RELEASED',
  'TESTER_ASSIGNED',
  'TEST_REMINDER',
  'TRAVEL_RELEASED',
  'TRAVEL_RELEASED_TESTER',
  'RESULTS_READY',
  'TRAVEL_EXPENSES_REMINDER',
  // Beyond the spec's list (issue 34): the platform's own mails with the test's calendar entry.
  'TEE_TIME_CONFIRMED',
  'TEE_TIME_CHANGED',
  'TEST_CANCELLED',
  // Issue 43: the tester's confirmation of a submitted questionnaire; the back office returned one to its tester.
  'QUESTIONNAIRE_SUBMITTED',
  'QUESTIONNAIRE_RETURNED',
  // Issue 44: the club's link to give its feedback on the tester.
  'CLUB_FEEDBACK',
  'CLUB_FEEDBACK_REMINDER',
  // Issue 45: the club's result with its report.
  'CLUB_REPORT',
  // Issue 62: the club's reminder of its measures whose date passed.
  'CLUB_MEASURE_REMINDER',
  'MISC',
] as const;
export type EmailType = (typeof EmailTypes)[number];
export const EmailTypeLabels: Record<EmailType, string> = {
  GENERAL_INVITATION: 'Allgemeine Einladung',
  INVITATION: 'Einladung',
  DATASHEET_RELEASED: 'Datenblatt freigegeben',
  TESTER_ASSIGNED: 'Tester eingeteilt',
  TEST_REMINDER: 'Test-Erinnerung',
  TRAVEL_RELEASED: 'Spesenabrechnung freigegeben (an Club)',
  TRAVEL_RELEASED_TESTER: 'Spesenabrechnung freigegeben (an Tester)',
  RESULTS_READY: 'Ergebnisse liegen vor',
  TRAVEL_EXPENSES_REMINDER: 'Erinnerung Spesenabrechnung',
  TEE_TIME_CONFIRMED: 'Test-Termin bestätigt',
  TEE_TIME_CHANGED: 'Test-Termin geändert',
  TEST_CANCELLED: 'Test-Termin aufgehoben',
  QUESTIONNAIRE_SUBMITTED: 'Fragebogen abgegeben',
  QUESTIONNAIRE_RETURNED: 'Fragebogen zurückgegeben',
  CLUB_FEEDBACK: 'Feedback zum Tester (an Club)',
  CLUB_FEEDBACK_REMINDER: 'Erinnerung Feedback zum Tester (an Club)',
  CLUB_REPORT: 'Testergebnis (an Club)',
  CLUB_MEASURE_REMINDER: 'Erinnerung an Maßnahmen (Club)',
  MISC: 'Sonstige',
};

export const RecipientGroups = [
  'TEST_EMAIL',
  'ASSIGNED_IN_WAVE',
  'ALL',
  'INITIAL',
  'INVITED',
  'SENT',
  'RELEASED',
  'ASSIGNED',
] as const;
export type RecipientGroup = (typeof RecipientGroups)[number];
export const RecipientGroupLabels: Record<RecipientGroup, string> = {
  TEST_EMAIL: 'Test-Email an mich',
  ASSIGNED_IN_WAVE: 'Eingeteilte Tester der Welle',
  ALL: 'Alle aktiven Tester',
  INITIAL: 'Datenblatt angelegt',
  INVITED: 'Datenblatt eingeladen',
  SENT: 'Datenblatt abgeschickt',
  RELEASED: 'Datenblatt freigegeben',
  ASSIGNED: 'Einteilung abgeschlossen',
};

export const EmailTemplates = [
  'NONE',
  'INVITATION',
  'TEST_REMINDER',
  'TESTER_ASSIGNED',
  'TRAVEL_EXPENSES_REMINDER',
  'MISC',
] as const;
export type EmailTemplate = (typeof EmailTemplates)[number];
export const EmailTemplateLabels: Record<EmailTemplate, string> = {
  NONE: 'Keine',
  INVITATION: 'Einladung',
  TEST_REMINDER: 'Test-Erinnerung',
  TESTER_ASSIGNED: 'Tester eingeteilt',
  TRAVEL_EXPENSES_REMINDER: 'Erinnerung Spesenabrechnung',
  MISC: 'Sonstiges',
};

/** Waves numbered 1 to 5 (email filter, back office spec 9). */
export const WaveNumbers = [1, 2, 3, 4, 5] as const;
