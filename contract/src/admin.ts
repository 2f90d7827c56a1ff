import * as v from 'valibot';
import { ACCOUNTING_RETENTION_YEARS } from './erasure';
import { wholeNumberWithinRules, type FieldRuleMap } from './field-rules';
import { AutomaticMailSchema, ReminderSettingsSchema } from './reminders';
import { TestingProgresses } from './statuses';
import { AssignmentWeightsSchema } from './assignment-proposal';
import { MeasureSettingsSchema } from './club-measures';

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
 * - `accessRecordMonths`: the record of who of the staff read a person's data (contract/access-records.ts).
 *   1 to 60 months, default 12.
 * - `questionnaireContentMonths`: a questionnaire's photos (rows and files) and its free-text answers, counted
 *   from the test date (issue 59). They serve the club's report and CMC's review of that season; the scores
 *   (options and numbers) stay for the comparisons. 1 to 60 months, default 24: the report of the season
 *   and the next season's look back.
 */
export const RETENTION_LIMITS = {
  receiptMonths: { min: ACCOUNTING_RETENTION_YEARS * 12, max: 180, default: ACCOUNTING_RETENTION_YEARS * 12 },
  bankDataMonths: { min: 1, max: 24, default: 3 },
  applicantMonths: { min: 1, max: 60, default: 12 },
  accessRecordMonths: { min: 1, max: 60, default: 12 },
  questionnaireContentMonths: { min: 1, max: 60, default: 24 },
} as const;

export const RetentionSettingsSchema = v.object({
  receiptMonths: v.number(),
  bankDataMonths: v.number(),
  applicantMonths: v.number(),
  /** Optional on the wire: a back office from before sends none, and the stored period stays. */
  accessRecordMonths: v.optional(v.number()),
  /** Optional on the wire for the same reason. */
  questionnaireContentMonths: v.optional(v.number()),
});
export type RetentionSettings = Required<v.InferOutput<typeof RetentionSettingsSchema>>;

export const DEFAULT_RETENTION: RetentionSettings = {
  receiptMonths: RETENTION_LIMITS.receiptMonths.default,
  bankDataMonths: RETENTION_LIMITS.bankDataMonths.default,
  applicantMonths: RETENTION_LIMITS.applicantMonths.default,
  accessRecordMonths: RETENTION_LIMITS.accessRecordMonths.default,
  questionnaireContentMonths: RETENTION_LIMITS.questionnaireContentMonths.default,
};

/** The labels of the retention fields, as the administration shows them and the messages name them. */
export const retentionFieldLabels = {
  receiptMonths: 'Belege aufbewahren (Monate ab Ende des Freigabejahres)',
  bankDataMonths: 'Bankdaten aufbewahren (Monate ab Test bzw. Freigabe)',
  applicantMonths: 'Bewerber ohne Zusage aufbewahren (Monate)',
  accessRecordMonths: 'Zugriffe auf Personendaten protokollieren (Monate)',
  questionnaireContentMonths: 'Fotos und Freitexte der Fragebögen aufbewahren (Monate ab Test)',
} as const;

/** The retention fields' rules (contract/field-rules.ts): a whole number of months within its limits. */
export const retentionFieldRules = {
  'retention.receiptMonths': wholeNumberWithinRules(retentionFieldLabels.receiptMonths, RETENTION_LIMITS.receiptMonths),
  'retention.bankDataMonths': wholeNumberWithinRules(retentionFieldLabels.bankDataMonths, RETENTION_LIMITS.bankDataMonths),
  'retention.applicantMonths': wholeNumberWithinRules(retentionFieldLabels.applicantMonths, RETENTION_LIMITS.applicantMonths),
  'retention.accessRecordMonths': wholeNumberWithinRules(retentionFieldLabels.accessRecordMonths, RETENTION_LIMITS.accessRecordMonths),
  'retention.questionnaireContentMonths': wholeNumberWithinRules(retentionFieldLabels.questionnaireContentMonths, RETENTION_LIMITS.questionnaireContentMonths),
} satisfies FieldRuleMap;

/** What one retention run removed: counts only, never a name. */
export const RetentionCountsSchema = v.object({
  /** Receipts (attachment rows and their files). */
  receipts: v.number(),
  /** Claims whose IBAN and bank (in the claim or held for its club mail) were deleted. */
  bankData: v.number(),
  /** Applicants removed with their data sheets and mails. */
  applicants: v.number(),
  /** Records of reads of personal data past their period (absent on runs from before). */
  accessRecords: v.optional(v.number(), 0),
  /** Questionnaire photos (rows and files) past their period (absent on runs from before). */
  photos: v.optional(v.number(), 0),
  /** Questionnaires whose free-text answers were deleted (absent on runs from before). */
  freeTexts: v.optional(v.number(), 0),
});
export type RetentionCounts = v.InferOutput<typeof RetentionCountsSchema>;

/** German summary of a run, as the history ('Verlauf') and the administration show it. */
export function retentionSummary({ receipts, bankData, applicants, accessRecords, photos, freeTexts }: RetentionCounts): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const more = (n: number, one: string, many: string) => (n > 0 ? `, ${count(n, one, many)}` : '');
  const later =
    more(accessRecords, 'Zugriffsprotokoll', 'Zugriffsprotokolle') +
    more(photos, 'Fragebogen-Foto', 'Fragebogen-Fotos') +
    more(freeTexts, 'Fragebogen mit Freitexten', 'Fragebögen mit Freitexten');
  return `Gelöscht: ${count(receipts, 'Beleg', 'Belege')}, ${count(bankData, 'Bankverbindung', 'Bankverbindungen')}, ${count(applicants, 'Bewerber', 'Bewerber')}${later}`;
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
  /** The weights of 'Einteilung vorschlagen' (contract/assignment-proposal.ts): writable; optional on the wire (older back offices send none). */
  assignmentWeights: v.optional(AssignmentWeightsSchema),
  /** The threshold of the findings ('Handlungsfelder', contract/club-measures.ts): writable; optional on the wire (older back offices send none). */
  measures: v.optional(MeasureSettingsSchema),
});
export type Admin = v.InferOutput<typeof AdminSchema>;

/** Answer of POST /admin/syncTests: how many testings moved to DONE. */
export const SyncResultSchema = v.object({ synced: v.number() });
export type SyncResult = v.InferOutput<typeof SyncResultSchema>;

/**
 * 'Sync Tests' in the external mode (issue 43, item 6; the runtime configuration's `questionnaire.mode`
 * 'external'): POST /admin/syncTests/import takes the outside form site's export, a CSV (';' or ',', UTF-8
 * with or without BOM) or JSON file (an array of objects), and the column holding the test id, chosen on
 * upload. Each test id in the file moves its test to 'Test eingegangen' (DONE) if its tee time is agreed.
 */
export const SYNC_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The German messages of the import: 400s next to the form's fields (`file`, `testIdColumn`, `dateColumn`). */
export const SyncImportTexts = {
  noFile: 'Bitte wählen Sie die Export-Datei der Fragebogen-Seite aus.',
  empty: 'Die Datei ist leer.',
  tooLarge: 'Die Datei ist zu groß (höchstens 5 MB).',
  notCsvOrJson: 'Die Datei ist keine CSV- oder JSON-Datei. Bitte laden Sie den Export der Fragebogen-Seite als CSV oder JSON hoch.',
  notUtf8: 'Die Datei ist nicht in UTF-8 gespeichert. Bitte exportieren Sie sie als „CSV UTF-8“ oder JSON.',
  jsonUnreadable: 'Die JSON-Datei konnte nicht gelesen werden. Bitte prüfen Sie den Export.',
  jsonNotArray: 'Die JSON-Datei muss eine Liste von Einträgen (Objekten) enthalten.',
  noTestIdColumn: 'Bitte geben Sie die Spalte mit der Test-ID an.',
  columnMissing: (column: string, present: readonly string[]): string =>
    `Die Spalte „${column}“ gibt es in der Datei nicht. Vorhanden: ${present.length > 0 ? present.map((name) => `„${name}“`).join(', ') : 'keine'}.`,
} as const;

export type SyncImportFormat = 'csv' | 'json';

/** A file name's extension the import takes ('' for none); another one (xlsx, pdf …) is refused. */
const IMPORT_EXTENSIONS = new Set(['', 'csv', 'txt', 'json']);

/**
 * The export's format from its name and its text (BOM removed): JSON when it is named .json or starts with '['
 * or '{', CSV otherwise; null for a name of another kind (an Excel or PDF file).
 */
export function syncImportFormatOf(fileName: string, text: string): SyncImportFormat | null {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  if (!IMPORT_EXTENSIONS.has(extension)) return null;
  return extension === 'json' || /^\s*[[{]/.test(text) ? 'json' : 'csv';
}

/** The cells of a CSV line: quoted fields may hold the separator and doubled quotes (""). */
function cellsOf(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

/** The first line of a text, without its line break (a BOM removed). */
const firstLineOf = (text: string): string => (text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '');

/** A CSV export's separator: ';' when its header line has more semicolons than commas (outside quotes), else ','. */
export function csvSeparatorOf(text: string): ';' | ',' {
  const line = firstLineOf(text);
  return cellsOf(line, ';').length > cellsOf(line, ',').length ? ';' : ',';
}

/** Header names as the report lists them: trimmed, empty ones left out, each once. */
export const columnNames = (names: readonly string[]): string[] => [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))];

/**
 * The columns an export offers, read in the browser to fill the column choice (the server reads the whole
 * file and answers the same names in its report): a CSV's header line, the keys of a JSON array's objects.
 * Null when the text is neither.
 */
export function syncImportColumnsOf(fileName: string, text: string): string[] | null {
  const format = syncImportFormatOf(fileName, text);
  if (format === null) return null;
  if (format === 'csv') return columnNames(cellsOf(firstLineOf(text), csvSeparatorOf(text)));
  try {
    const parsed: unknown = JSON.parse(text.replace(/^\uFEFF/, ''));
    if (!Array.isArray(parsed)) return null;
    return columnNames(parsed.flatMap((item: unknown) => (typeof item === 'object' && item !== null && !Array.isArray(item) ? Object.keys(item) : [])));
  } catch {
    return null;
  }
}

/** A row of the file with a test id: its row number (CSV: the header is row 1; JSON: the entry's position from 1). */
const SyncImportRowSchema = v.object({
  row: v.number(),
  testingId: v.number(),
  /** The date column's value as the file has it (when a date column was chosen and the cell is filled). */
  date: v.nullable(v.string()),
});
export type SyncImportRow = v.InferOutput<typeof SyncImportRowSchema>;

/** Answer of POST /admin/syncTests/import: what the import did with each row of the file. */
export const SyncImportReportSchema = v.object({
  format: v.picklist(['csv', 'json']),
  /** The header names found (CSV) or the objects' keys (JSON), for the column choice. */
  columns: v.array(v.string()),
  /** Rows with content that were read (empty lines are skipped). */
  rows: v.number(),
  counts: v.object({
    matched: v.number(),
    alreadyDone: v.number(),
    notReady: v.number(),
    unknown: v.number(),
    duplicates: v.number(),
    invalid: v.number(),
  }),
  /** Moved to 'Test eingegangen' (DONE): the tee time was agreed (TEE_TIME), the test not yet in. */
  matched: v.array(SyncImportRowSchema),
  /** Already 'Test eingegangen' or later: left as they are. */
  alreadyDone: v.array(SyncImportRowSchema),
  /** A test of the season whose tee time is not agreed yet: left as it is, with its state. */
  notReady: v.array(v.object({ ...SyncImportRowSchema.entries, progress: v.picklist(TestingProgresses) })),
  /** A numeric id no test of the season has. */
  unknown: v.array(v.object({ row: v.number(), testingId: v.number() })),
  /** Ids appearing more than once, with every row they appear in; only the first row counts. */
  duplicates: v.array(v.object({ testingId: v.number(), rows: v.array(v.number()) })),
  /** Rows without a numeric id: the id cell as the file has it (shortened). */
  invalid: v.array(v.object({ row: v.number(), value: v.string() })),
});
export type SyncImportReport = v.InferOutput<typeof SyncImportReportSchema>;
