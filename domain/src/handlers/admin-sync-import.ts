import {
  columnNames,
  csvSeparatorOf,
  SYNC_IMPORT_MAX_BYTES,
  syncImportFormatOf,
  SyncImportTexts as T,
  type SyncImportFormat,
  type SyncImportReport,
  type SyncImportRow,
} from '@dtp/contract/admin';
import { adminCalls } from '@dtp/contract/calls/back-office';
import { testingReached } from '@dtp/contract/statuses';
import Papa from 'papaparse';
import { blobBytes } from '../blob-bytes';
import type { Ctx } from '../context';
import { badRequest } from '../http';
import type { Router } from '../router';
import { markTestDone } from '../rules/test-done';
import { uploadedText } from '../rules/uploaded-text';
import type { TestingRow } from '../state';

// 'Sync Tests' in the external mode (issue 43, item 6): the questionnaire is filled in on an outside form site,
// whose export (CSV or JSON) names the test of each submitted questionnaire. The import moves those tests to
// 'Test eingegangen' instead of guessing from dates, and reports every row it did not take, in German.
// CSV is read with papaparse (quoted fields across lines, doubled quotes, CRLF/LF); the separator is the header
// line's (';' or ','), the same rule the screen uses to offer the columns (contract/admin.ts).

const refuse = (field: 'file' | 'testIdColumn' | 'dateColumn', message: string) => badRequest(message, { [field]: message });

/** One row of the file: its number as the report names it, and its values by column. */
interface FileRecord {
  row: number;
  values: Record<string, unknown>;
  /** A JSON entry that is no object: invalid as a whole. */
  notObject?: unknown;
}

interface Table {
  format: SyncImportFormat;
  columns: string[];
  records: FileRecord[];
}

/** The file's text, UTF-8 with or without BOM; refused when it is binary or another encoding. */
const textOf = (bytes: Uint8Array): string => uploadedText(bytes, { notUtf8: T.notUtf8, notText: T.notCsvOrJson }, (message) => refuse('file', message));

/** A CSV: the first row names the columns (row 1), each further row is one record (row 2 on). */
function csvTable(text: string): Table {
  const { data } = Papa.parse<string[]>(text, { delimiter: csvSeparatorOf(text), skipEmptyLines: false });
  const [header = [], ...rest] = data;
  const names = header.map((name) => name.trim());
  const records = rest.map((cells, index) => {
    const values: Record<string, unknown> = {};
    names.forEach((name, column) => {
      if (name !== '' && !(name in values)) values[name] = cells[column] ?? '';
    });
    return { row: index + 2, values };
  });
  return { format: 'csv', columns: columnNames(names), records };
}

/** A JSON array of objects: each entry is one record, numbered from 1; an entry that is no object is invalid. */
function jsonTable(text: string): Table {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refuse('file', T.jsonUnreadable);
  }
  if (!Array.isArray(parsed)) throw refuse('file', T.jsonNotArray);
  const isObject = (item: unknown): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item);
  const records = parsed.map((item: unknown, index): FileRecord => (isObject(item) ? { row: index + 1, values: item } : { row: index + 1, values: {}, notObject: item }));
  return { format: 'json', columns: columnNames(parsed.flatMap((item: unknown) => (isObject(item) ? Object.keys(item) : []))), records };
}

/** The column a form field names: exactly, else the one that differs only in case; refused when the file has none. */
function columnOf(table: Table, field: 'testIdColumn' | 'dateColumn', wanted: string): string {
  const exact = table.columns.find((name) => name === wanted);
  const alike = table.columns.filter((name) => name.toLowerCase() === wanted.toLowerCase());
  const found = exact ?? (alike.length === 1 ? alike[0] : undefined);
  if (found === undefined) throw refuse(field, T.columnMissing(wanted, table.columns));
  return found;
}

/** A cell as text: strings trimmed, numbers as written; anything else (objects, null) as JSON, or '' when absent. */
function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const isEmpty = (record: FileRecord): boolean => record.notObject === undefined && Object.values(record.values).every((value) => cellText(value) === '');
const shortened = (text: string): string => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

async function readTable(ctx: Ctx): Promise<Table> {
  const file = ctx.form?.get('file');
  if (!(file instanceof Blob)) throw refuse('file', T.noFile);
  if (file.size > SYNC_IMPORT_MAX_BYTES) throw refuse('file', T.tooLarge);
  const bytes = await blobBytes(file);
  if (bytes.byteLength === 0) throw refuse('file', T.empty);
  const text = textOf(bytes);
  const format = syncImportFormatOf(file instanceof File ? file.name : '', text);
  if (format === null) throw refuse('file', T.notCsvOrJson);
  if (text.trim() === '') throw refuse('file', T.empty);
  return format === 'json' ? jsonTable(text) : csvTable(text);
}

const formText = (ctx: Ctx, name: string): string => {
  const value = ctx.form?.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Reads the export and takes each test id once: a season's test with an agreed tee time (TEE_TIME) becomes
 * 'Test eingegangen' (DONE; the history records it), one already in stays; an id twice counts at its first row.
 */
async function importExport(ctx: Ctx): Promise<SyncImportReport> {
  const wantedId = formText(ctx, 'testIdColumn');
  const wantedDate = formText(ctx, 'dateColumn');
  const table = await readTable(ctx);
  if (wantedId === '') throw refuse('testIdColumn', T.noTestIdColumn);
  const idColumn = columnOf(table, 'testIdColumn', wantedId);
  const dateColumn = wantedDate === '' ? null : columnOf(table, 'dateColumn', wantedDate);

  const season = new Map<number, TestingRow>((await ctx.db.seasonTestings()).map((testing) => [testing.id, testing]));
  const report: Omit<SyncImportReport, 'counts'> = {
    format: table.format,
    columns: table.columns,
    rows: 0,
    matched: [],
    alreadyDone: [],
    notReady: [],
    unknown: [],
    duplicates: [],
    invalid: [],
  };
  const rowsOfId = new Map<number, number[]>();
  for (const record of table.records) {
    if (isEmpty(record)) continue;
    report.rows++;
    const { row, values } = record;
    const id = cellText(record.notObject ?? values[idColumn]);
    if (!/^\d{1,15}$/.test(id)) {
      report.invalid.push({ row, value: shortened(id) });
      continue;
    }
    const testingId = Number(id);
    const seen = rowsOfId.get(testingId);
    if (seen) {
      seen.push(row);
      continue;
    }
    rowsOfId.set(testingId, [row]);
    const testing = season.get(testingId);
    if (!testing) {
      report.unknown.push({ row, testingId });
      continue;
    }
    const date = dateColumn === null ? '' : cellText(values[dateColumn]);
    const entry: SyncImportRow = { row, testingId, date: date === '' ? null : date };
    if (testingReached(testing.progress, 'DONE')) report.alreadyDone.push(entry);
    else if (testingReached(testing.progress, 'TEE_TIME')) {
      await markTestDone(ctx.db, ctx.clock, testing, ctx.contactName);
      report.matched.push(entry);
    } else report.notReady.push({ ...entry, progress: testing.progress });
  }
  report.duplicates = [...rowsOfId].filter(([, rows]) => rows.length > 1).map(([testingId, rows]) => ({ testingId, rows }));
  const counts = {
    matched: report.matched.length,
    alreadyDone: report.alreadyDone.length,
    notReady: report.notReady.length,
    unknown: report.unknown.length,
    duplicates: report.duplicates.length,
    invalid: report.invalid.length,
  };
  return { ...report, counts };
}

export function registerAdminSyncImport(router: Router<Ctx>): void {
  router.on(adminCalls.syncImport, importExport);
}
