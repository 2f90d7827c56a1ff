/**
 * The status lists of both specs' section 4 (and the enumerations of sections 3 and 9) that the
 * shell and tester screens need: the values as a const array, the union type, and the German label
 * map. Lists only the back office uses (waves, panel labels, emails) are in back-office-statuses.ts
 * ('@dtp/api-client/back-office'). Screens show labels from here; the server sends the same labels
 * as `…Label`/`…Message` fields.
 */

/** Data-sheet progress. ASSIGNED's action is 'Einteilung abschließen', its status label the past tense. */
export const DataSheetProgresses = ['INITIAL', 'INVITED', 'SENT', 'RELEASED', 'ASSIGNED'] as const;
export type DataSheetProgress = (typeof DataSheetProgresses)[number];
export const DataSheetProgressLabels: Record<DataSheetProgress, string> = {
  INITIAL: 'Angelegt',
  INVITED: 'Eingeladen',
  SENT: 'Abgeschickt',
  RELEASED: 'Freigegeben',
  ASSIGNED: 'Einteilung abgeschlossen',
};
/** The manager/admin dropdown actions that set a progress (spec 4). SENT is set only by 'Absenden'. */
export const DataSheetProgressActions = {
  INITIAL: 'Zurücksetzen',
  INVITED: 'Einladen',
  RELEASED: 'Freigeben',
  ASSIGNED: 'Einteilung abschließen',
} as const satisfies Partial<Record<DataSheetProgress, string>>;
export type DataSheetProgressAction = keyof typeof DataSheetProgressActions;

export const TestingProgresses = [
  'INITIAL',
  'MARKED',
  'ASSIGNED',
  'TEE_TIME',
  'DONE',
  'TRAVEL_SUBMITTED',
  'TRAVEL_CHECKED',
] as const;
export type TestingProgress = (typeof TestingProgresses)[number];
export const TestingProgressLabels: Record<TestingProgress, string> = {
  INITIAL: 'Tester wird gesucht',
  MARKED: 'Tester vorgemerkt',
  ASSIGNED: 'Tester eingeteilt',
  TEE_TIME: 'Tee-Time vereinbart',
  DONE: 'Test eingegangen',
  TRAVEL_SUBMITTED: 'Spesenabrechnung eingereicht',
  TRAVEL_CHECKED: 'Spesenabrechnung geprüft',
};
/** True when `progress` is `reference` or a later step. */
export function testingReached(progress: TestingProgress, reference: TestingProgress): boolean {
  return TestingProgresses.indexOf(progress) >= TestingProgresses.indexOf(reference);
}

export const TesterStatuses = ['APPLICANT', 'NEW_TESTER', 'TESTER_1', 'TESTER_2', 'INACTIVE', 'MISC'] as const;
export type TesterStatus = (typeof TesterStatuses)[number];
export const TesterStatusLabels: Record<TesterStatus, string> = {
  APPLICANT: 'Bewerber',
  NEW_TESTER: 'Neuer Tester',
  TESTER_1: 'Tester 1',
  TESTER_2: 'Tester 2',
  INACTIVE: 'Inaktiv',
  MISC: 'Sonstiger Tester',
};

/** Here because a club list item carries its season panel's progress; the labels are back office only. */
export const PanelProgresses = ['INITIAL', 'ASSIGNED', 'FINISHED'] as const;
export type PanelProgress = (typeof PanelProgresses)[number];

/** The travel claim's own state (spec 4 'Travel claim'): not yet saved, saved (submitted), released. */
export const TravelProgresses = ['OPEN', 'SUBMITTED', 'RELEASED'] as const;
export type TravelProgress = (typeof TravelProgresses)[number];
export const TravelProgressLabels: Record<TravelProgress, string> = {
  OPEN: 'Offen',
  SUBMITTED: 'Eingereicht',
  RELEASED: 'Freigegeben',
};

export const Salutations = ['MR', 'MRS'] as const;
export type Salutation = (typeof Salutations)[number];
export const SalutationLabels: Record<Salutation, string> = { MR: 'Herr', MRS: 'Frau' };

/** 'NULL' is a real value on the wire: no title. */
export const Titles = ['NULL', 'DR', 'PROF', 'PROF_DR', 'DIPL'] as const;
export type Title = (typeof Titles)[number];
export const TitleLabels: Record<Title, string> = {
  NULL: 'Kein Titel',
  DR: 'Dr.',
  PROF: 'Prof.',
  PROF_DR: 'Prof. Dr.',
  DIPL: 'Dipl.',
};
/** 'Dr. ' for DR, '' for NULL: the prefix of a full name. */
export function titlePrefix(title: Title | null | undefined): string {
  return title && title !== 'NULL' ? `${TitleLabels[title]} ` : '';
}
