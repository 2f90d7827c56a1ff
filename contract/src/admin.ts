import * as v from 'valibot';
import { ACCOUNTING_RETENTION_YEARS } from './erasure';
import { wholeNumberWithinRules, type FieldRuleMap } from './field-rules';
import { AutomaticMailSchema, ReminderSettingsSchema } from './reminders';

/**
 * Deletion when the purpose ends (issue 32, docs/privacy-retention.md): how many months the platform
 * keeps a claim's receipts, a claim's bank data, and an applicant who was never accepted. Set in the
 * administration; the nightly retention run (domain/rules/retention.ts) applies them.
 *
 * - `receiptMonths`: a released claim's receipts (rows and files), counted from the end of the calendar
 *   year of its release (§ 147 Abs. 4 AO). The receipts never go to the club (its mail names only the
 *   sum), so the platform holds the only copy of these accounting vouchers: at least 120 months, the ten
 *   years the erasure dialog names (§ 147 AO, § 257 HGB; ACCOUNTING_RETENTION_YEARS in contract/erasure.ts),
 *   at most 180. Default 120.
 * - `bankDataMonths`: IBAN and bank of a claim never released (from the test date) or held for a club
 *   mail that failed and was never sent again (from the release). 1 to 24 months, default 3: long
 *   enough to release a late claim or resend a failed mail, no longer.
 * - `applicantMonths`: a tester still 'Bewerber' (APPLICANT) with no test, counted from the record's
 *   creation. 1 to 60 months, default 12.
 */
export const RETENTION_LIMITS = {
  receiptMonths: { min: ACCOUNTING_RETENTION_YEARS * 12, max: 180, default: ACCOUNTING_RETENTION_YEARS * 12 },
  bankDataMonths: { min: 1, max: 24, default: 3 },
  applicantMonths: { min: 1, max: 60, default: 12 },
} as const;

export const RetentionSettingsSchema = v.object({
  receiptMonths: v.number(),
  bankDataMonths: v.number(),
  applicantMonths: v.number(),
});
export type RetentionSettings = v.InferOutput<typeof RetentionSettingsSchema>;

export const DEFAULT_RETENTION: RetentionSettings = {
  receiptMonths: RETENTION_LIMITS.receiptMonths.default,
  bankDataMonths: RETENTION_LIMITS.bankDataMonths.default,
  applicantMonths: RETENTION_LIMITS.applicantMonths.default,
};

/** The labels of the retention fields, as the administration shows them and the messages name them. */
export const retentionFieldLabels = {
  receiptMonths: 'Belege aufbewahren (Monate ab Ende des Freigabejahres)',
  bankDataMonths: 'Bankdaten aufbewahren (Monate ab Test bzw. Freigabe)',
  applicantMonths: 'Bewerber ohne Zusage aufbewahren (Monate)',
} as const;

/** The retention fields' rules (contract/field-rules.ts): a whole number of months within its limits. */
export const retentionFieldRules = {
  'retention.receiptMonths': wholeNumberWithinRules(retentionFieldLabels.receiptMonths, RETENTION_LIMITS.receiptMonths),
  'retention.bankDataMonths': wholeNumberWithinRules(retentionFieldLabels.bankDataMonths, RETENTION_LIMITS.bankDataMonths),
  'retention.applicantMonths': wholeNumberWithinRules(retentionFieldLabels.applicantMonths, RETENTION_LIMITS.applicantMonths),
} satisfies FieldRuleMap;

/** What one retention run removed: counts only, never a name. */
export const RetentionCountsSchema = v.object({
  /** Receipts (attachment rows and their files). */
  receipts: v.number(),
  /** Claims whose IBAN and bank (in the claim or held for its club mail) were deleted. */
  bankData: v.number(),
  /** Applicants removed with their data sheets and mails. */
  applicants: v.number(),
});
export type RetentionCounts = v.InferOutput<typeof RetentionCountsSchema>;

/** German summary of a run, as the history ('Verlauf') and the administration show it. */
export function retentionSummary({ receipts, bankData, applicants }: RetentionCounts): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `Gelöscht: ${count(receipts, 'Beleg', 'Belege')}, ${count(bankData, 'Bankverbindung', 'Bankverbindungen')}, ${count(applicants, 'Bewerber', 'Bewerber')}`;
}

/** The last run as the administration shows it: when (ISO) and what it removed. */
export const RetentionRunSchema = v.object({ at: v.string(), ...RetentionCountsSchema.entries });
export type RetentionRun = v.InferOutput<typeof RetentionRunSchema>;

/**
 * Administration (GET/POST /admin). Writable: showTesterFeedback and the retention periods; the
 * database info and the last retention run are read-only (a body's values for them are ignored).
 */
export const AdminSchema = v.object({
  platformName: v.string(),
  databaseUrl: v.string(),
  databaseUsername: v.string(),
  showTesterFeedback: v.boolean(),
  retention: RetentionSettingsSchema,
  lastRetentionRun: v.nullable(RetentionRunSchema),
  /** The reminders (contract/reminders.ts): writable. */
  reminders: ReminderSettingsSchema,
  /** The automatic mails and when each goes out: read-only. */
  automaticMails: v.array(AutomaticMailSchema),
});
export type Admin = v.InferOutput<typeof AdminSchema>;

/** Answer of POST /admin/syncTests: how many testings moved to DONE. */
export const SyncResultSchema = v.object({ synced: v.number() });
export type SyncResult = v.InferOutput<typeof SyncResultSchema>;
