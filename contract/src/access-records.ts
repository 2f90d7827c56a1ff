import * as v from 'valibot';

// Who read which person's data (issue 46, item 6; docs/privacy.md): a personal-data export, a claim with its IBAN,
// a receipt, a tester's data sheet, each opened by staff, recorded by the domain when the call succeeds (the call
// row's `recordsAccess`, rules/access-records.ts) and kept for the administration's period. Admins see them on the
// tester's page as 'Zugriffe'. A person's reads of their own data are not recorded.

export const AccessRecordKinds = ['EXPORT', 'DATASHEET', 'IBAN', 'RECEIPT'] as const;
export type AccessRecordKind = (typeof AccessRecordKinds)[number];

export const AccessRecordKindLabels: Record<AccessRecordKind, string> = {
  EXPORT: 'Datenauskunft heruntergeladen',
  DATASHEET: 'Datenblatt geöffnet',
  IBAN: 'Spesenabrechnung mit Bankverbindung geöffnet',
  RECEIPT: 'Beleg geöffnet',
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
