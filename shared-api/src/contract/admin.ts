import * as v from 'valibot';
import { fieldRules as r, type FieldRuleMap } from './field-rules';

/**
 * Deletion when the purpose ends (issue 32, docs/privacy-retention.md): how many months the platform
 * keeps a claim's receipts and bank data, and an applicant who was never accepted. Set in the
 * administration; the nightly retention run (domain/rules/retention.ts) applies them.
 *
 * - `claimMonths`: receipts and bank data of a claim, counted from its release (bank data of a claim
 *   never released: from the test date). At least 6 months, so a club's or a tester's question about
 *   a paid claim can still be answered; at most 120 (the club's own books keep the accounting record
 *   for the legal period, § 147 AO: the platform is not that record). Default 24.
 * - `applicantMonths`: a tester still 'Bewerber' (APPLICANT) with no test, counted from the record's
 *   creation. 1 to 60 months, default 12.
 */
export const RETENTION_LIMITS = {
  claimMonths: { min: 6, max: 120, default: 24 },
  applicantMonths: { min: 1, max: 60, default: 12 },
} as const;

export const RetentionSettingsSchema = v.object({
  claimMonths: v.number(),
  applicantMonths: v.number(),
});
export type RetentionSettings = v.InferOutput<typeof RetentionSettingsSchema>;

export const DEFAULT_RETENTION: RetentionSettings = {
  claimMonths: RETENTION_LIMITS.claimMonths.default,
  applicantMonths: RETENTION_LIMITS.applicantMonths.default,
};

/** The labels of the retention fields, as the administration shows them and the messages name them. */
export const retentionFieldLabels = {
  claimMonths: 'Belege und Bankdaten aufbewahren (Monate)',
  applicantMonths: 'Bewerber ohne Zusage aufbewahren (Monate)',
} as const;

const monthRules = (label: string, limits: { min: number; max: number }) => [
  r.required(label),
  r.integer(),
  r.minValue(label, limits.min),
  r.maxValue(label, limits.max),
];

/** The retention fields' rules (contract/field-rules.ts): a whole number of months within its limits. */
export const retentionFieldRules = {
  'retention.claimMonths': monthRules(retentionFieldLabels.claimMonths, RETENTION_LIMITS.claimMonths),
  'retention.applicantMonths': monthRules(retentionFieldLabels.applicantMonths, RETENTION_LIMITS.applicantMonths),
} satisfies FieldRuleMap;

/** What one retention run removed: counts only, never a name. */
export const RetentionCountsSchema = v.object({
  /** Receipts (attachment rows and their files). */
  receipts: v.number(),
  /** Claims whose IBAN and bank were deleted. */
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
});
export type Admin = v.InferOutput<typeof AdminSchema>;

/** Answer of POST /admin/syncTests: how many testings moved to DONE. */
export const SyncResultSchema = v.object({ synced: v.number() });
export type SyncResult = v.InferOutput<typeof SyncResultSchema>;
