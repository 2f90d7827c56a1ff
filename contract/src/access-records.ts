import * as v from 'valibot';

// Who read which person's data (issue 46, item 6; issue 59, item 3; docs/privacy.md): every answer of one person's
// details to staff (a call row whose `personalData` is 'person' names its kind in `recordsAccess`), recorded by the
// domain when the call succeeds (rules/access-records.ts) and kept for the administration's period. Admins see them
// on the tester's page as 'Zugriffe'. A person's reads of their own data are not recorded.

export const AccessRecordKinds = ['EXPORT', 'DATASHEET', 'IBAN', 'RECEIPT', 'TESTER', 'PLAYABLES', 'FEEDBACK', 'HISTORY', 'MAIL', 'QUESTIONNAIRE', 'PHOTO'] as const;
export type AccessRecordKind = (typeof AccessRecordKinds)[number];

export const AccessRecordKindLabels: Record<AccessRecordKind, string> = {
  EXPORT: 'Datenauskunft heruntergeladen',
  DATASHEET: 'Datenblatt geöffnet',
  IBAN: 'Spesenabrechnung mit Bankverbindung geöffnet',
  RECEIPT: 'Beleg geöffnet',
  TESTER: 'Testerdaten geöffnet',
  PLAYABLES: 'Verfügbarkeit geöffnet',
  FEEDBACK: 'Feedback zum Test geöffnet',
  HISTORY: 'Verlauf geöffnet',
  MAIL: 'Email-Inhalt geöffnet',
  QUESTIONNAIRE: 'Fragebogen geöffnet',
  PHOTO: 'Foto geöffnet',
};

/** One read as admins see it: when, by whom, what (German), of which record (a season, a club, a file). */
export const AccessRecordSchema = v.object({
  id: v.number(),
  /** ISO timestamp. */
  at: v.string(),
  by: v.string(),
  /** One of AccessRecordKinds, any text on the wire (an older back office lists a newer kind by its label). */
  what: v.string(),
  whatLabel: v.string(),
  detail: v.string(),
});
export type AccessRecord = v.InferOutput<typeof AccessRecordSchema>;

export const AccessRecordListSchema = v.array(AccessRecordSchema);
