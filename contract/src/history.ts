import * as v from 'valibot';

/** What a history entry is about: a data sheet, a testing, its expense claim, an email, or the tester (erased). */
export const HistorySubjects = ['DATASHEET', 'TESTING', 'TRAVEL', 'EMAIL', 'TESTER', 'RETENTION', 'QUESTIONNAIRE', 'QUESTIONNAIRE_ANSWER', 'QUESTIONNAIRE_PHOTO', 'TESTER_FEEDBACK', 'ACCOUNT', 'IMPORT', 'MEASURE'] as const;
export type HistorySubject = (typeof HistorySubjects)[number];

export const HistorySubjectLabels: Record<HistorySubject, string> = {
  DATASHEET: 'Datenblatt',
  TESTING: 'Test',
  TRAVEL: 'Spesenabrechnung',
  EMAIL: 'Email',
  TESTER: 'Tester',
  /** A run of the retention rules (domain/rules/retention.ts), subject 'retention', by 'System'. */
  RETENTION: 'Löschfristen',
  /** The testing's questionnaire (issue 43): Eingegangen → Zurückgegeben, → Freigegeben … */
  QUESTIONNAIRE: 'Fragebogen',
  /** An answer corrected by staff: its `from` and `to` are already German („Frage“: gut → sehr gut (Notiz: …)). */
  QUESTIONNAIRE_ANSWER: 'Antwort korrigiert',
  /** A photo marked for the club's report or taken out of it (issue 45): `from` names the photo, `to` is German. */
  QUESTIONNAIRE_PHOTO: 'Foto für den Club',
  /** CMC's or the club's feedback on the tester (issue 44): its `to` is German already („Club: abgegeben“). */
  TESTER_FEEDBACK: 'Feedback zum Tester',
  /** The person's account at the identity service (issue 57): linked, unlinked, linked again, merged; `to` is German. */
  ACCOUNT: 'Zugang',
  /** A record the CSV import created or changed (issue 57, item 6): its `to` is German already („Geändert (CSV-Import): PLZ“). */
  IMPORT: 'CSV-Import',
  /** A club's finding (issue 62, subject 'finding:ID'): made, dropped, the club's measure, the plan closed, the next test's result; German already. */
  MEASURE: 'Maßnahme',
};

/** One status change: who changed what, when, from which status to which (staff only). */
export const HistoryEntrySchema = v.object({
  id: v.number(),
  /** ISO timestamp. */
  at: v.string(),
  /** The name of who changed it; 'System' for the mail worker and other automatic changes. */
  by: v.string(),
  /**
   * One of HistorySubjects, but any text on the wire: a back office one release behind the server still lists an
   * entry of a newer kind (its German `subjectLabel` comes from the server) instead of refusing the whole Verlauf.
   */
  subject: v.string(),
  subjectLabel: v.string(),
  fromLabel: v.string(),
  toLabel: v.string(),
});
export type HistoryEntry = v.InferOutput<typeof HistoryEntrySchema>;

export const HistorySchema = v.array(HistoryEntrySchema);
