import { IMPORT_COLUMNS, ImportTexts as T, type ImportAction, type ImportCheck, type ImportError, type ImportKind, type ImportRow } from '@dtp/contract/csv-import';
import { firstError, type FieldRule } from '@dtp/contract/field-rules';
import type { Db } from '../../db';
import type { ClubRow, SheetRow, UserRow } from '../../state';
import { wireText } from '../field-errors';
import type { FileRecord, ImportTable } from './read-csv';

// What an import would do with each row of its file, worked out without changing anything (the dry run), and the
// steps that do it (the import, all of them in the request's one transaction).

/** What an import works with. */
export interface ImportContext {
  db: Db;
  /** Who imports and when: the Verlauf's entries. */
  now: string;
  currentYear: number;
  /** New records, stored together after every row was applied (Db.addAll: one flush, not one per record). */
  added: { users: UserRow[]; sheets: SheetRow[]; clubs: ClubRow[] };
}

/** One row's verdict and, for a row to create or change, the step that does it. */
export interface PlannedRow extends ImportRow {
  apply?: () => Promise<void>;
}

export interface ImportPlan {
  rows: PlannedRow[];
  errors: ImportError[];
}

/** The dry run's answer: rows in file order, errors by line. */
export function checkOf(kind: ImportKind, plan: ImportPlan): ImportCheck {
  const count = (action: ImportAction) => plan.rows.filter((row) => row.action === action).length;
  return {
    kind,
    rows: plan.rows.map(({ line, action, label, changes }) => ({ line, action, label, changes })),
    errors: [...plan.errors].sort((a, b) => a.line - b.line),
    counts: { create: count('CREATE'), change: count('CHANGE'), skip: count('SKIP'), error: count('ERROR') },
  };
}

/** Collects a file's errors; a row with one is listed as 'Fehler'. */
export class RowErrors {
  readonly errors: ImportError[];
  constructor(
    private readonly table: ImportTable,
    initial: readonly ImportError[] = table.errors,
  ) {
    this.errors = [...initial];
  }

  /** The header of a column as the file writes it (the template's when the file has no such column). */
  header(key: string): string {
    const found = this.table.columns.find((c) => c.column.key === key);
    return found?.header ?? IMPORT_COLUMNS[this.table.kind].find((column) => column.key === key)?.header ?? key;
  }

  add(line: number, key: string, message: string): void {
    this.errors.push({ line, column: key === '' ? '' : this.header(key), message });
  }

  has(line: number): boolean {
    return this.errors.some((e) => e.line === line);
  }

  /** The rows that failed to split: listed as errors too. */
  unreadRows(): PlannedRow[] {
    return this.table.errors.map((e) => ({ line: e.line, action: 'ERROR', label: '', changes: [] }));
  }
}

/** A key (an email, a club's name) that more than one row names: an error on each of those rows. */
export function markDuplicates(records: readonly FileRecord[], keyOf: (record: FileRecord) => string, column: string, errors: RowErrors): void {
  const lines = new Map<string, number[]>();
  for (const record of records) {
    const key = keyOf(record);
    if (key !== '') lines.set(key, [...(lines.get(key) ?? []), record.line]);
  }
  for (const at of lines.values()) {
    if (at.length > 1) for (const line of at) errors.add(line, column, T.duplicateInFile(errors.header(column), at));
  }
}

/**
 * One column of a record kind: how its cell is read and checked (the contract's field rules, the same as the forms),
 * where its value sits in the record, and how a value is shown in 'what changes'.
 */
export interface ImportField<R> {
  key: string;
  rules?: readonly FieldRule[];
  /** The cell as a value, or the German reason it is none; default: the text itself. */
  read?: (text: string) => { value: unknown } | { message: string };
  get: (record: R) => unknown;
  set: (record: R, value: unknown) => void;
  /** A value as a person reads it; default: the wire value as typed ('14,2'). */
  show?: (value: unknown) => string;
  /** Whether the record already holds the value (default: both shown alike). */
  holds?: (record: R, value: unknown) => boolean;
  /** A new record needs it. */
  requiredToCreate?: true;
}

const shown = <R>(field: ImportField<R>, value: unknown): string => (field.show ?? wireText)(value);

/**
 * Puts a row's filled cells into `draft` (a copy of the record, or a new one): an empty cell keeps what is there. Answers
 * what changes ('PLZ: 50667 → 50668'); a cell that fails its rule is an error at its column and changes nothing.
 */
export function fillDraft<R>(record: FileRecord, fields: readonly ImportField<R>[], draft: R, creating: boolean, errors: RowErrors): string[] {
  const changes: string[] = [];
  for (const field of fields) {
    const text = record.cells[field.key] ?? '';
    if (text === '') {
      if (creating && field.requiredToCreate) errors.add(record.line, field.key, T.required(errors.header(field.key)));
      continue;
    }
    const message = field.rules ? firstError(text, field.rules) : null;
    if (message) {
      errors.add(record.line, field.key, message);
      continue;
    }
    const read = field.read ? field.read(text) : { value: text };
    if ('message' in read) {
      errors.add(record.line, field.key, read.message);
      continue;
    }
    const before = shown(field, field.get(draft));
    const after = shown(field, read.value);
    if (field.holds ? field.holds(draft, read.value) : before === after) continue;
    field.set(draft, read.value);
    if (!creating) changes.push(`${errors.header(field.key)}: ${before === '' ? '–' : before} → ${after}`);
  }
  return changes;
}

/** A cell that must be one of a few labels ('Herr', 'Frau'), compared without case, spaces and dots. */
export function oneOf<K extends string>(labels: Readonly<Record<K, string>>, allowed = Object.values<string>(labels)) {
  const plain = (text: string) => text.toLowerCase().replace(/[\s.]/g, '');
  return (text: string): { value: K } | { message: string } => {
    const found = (Object.keys(labels) as K[]).find((key) => plain(labels[key]) === plain(text));
    return found === undefined ? { message: T.oneOf(allowed) } : { value: found };
  };
}
