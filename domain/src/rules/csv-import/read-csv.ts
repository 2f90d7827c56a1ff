import { headerKey, IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_SEPARATOR, ImportTexts as T, type ImportColumn, type ImportError, type ImportKind } from '@dtp/contract/csv-import';
import Papa from 'papaparse';
import { blobBytes } from '../../blob-bytes';
import { badRequest } from '../../http';
import { uploadedText } from '../uploaded-text';

// Reads an import's CSV (issue 57, item 6) as German spreadsheets save it: UTF-8 (a BOM is dropped), separated by
// semicolons. papaparse splits it (quoted cells with semicolons or line breaks, doubled quotes, CRLF/LF), a
// well-kept parser that runs in Node and in the demo's browser chunk alike. A problem of the whole file is a 400 at
// `file` before any row is looked at; a row's problem is listed with its line.

const refuse = (message: string) => badRequest(message, { file: message });

/** A column of the file: what it is and its header as the file writes it (errors name it so). */
export interface FileColumn {
  column: ImportColumn;
  header: string;
  /** Its position in each row. */
  index: number;
}

/** One row: its line as the spreadsheet counts it (the header is line 1) and its trimmed cells by column key. */
export interface FileRecord {
  line: number;
  cells: Record<string, string>;
}

export interface ImportTable {
  kind: ImportKind;
  columns: FileColumn[];
  records: FileRecord[];
  /** Rows papaparse could not split (an unclosed quote, more cells than the header). */
  errors: ImportError[];
}

const SEPARATORS: [string, string][] = [
  [',', 'Kommas'],
  ['\t', 'Tabulatoren'],
  ['|', 'senkrechte Striche'],
];

/** The header's columns; refused when the header is not separated by semicolons, names an unknown column or lacks one. */
function columnsOf(kind: ImportKind, header: readonly string[], headerLine: string): FileColumn[] {
  const known = IMPORT_COLUMNS[kind];
  const byKey = new Map<string, ImportColumn>();
  for (const column of known) for (const name of [column.header, ...(column.aliases ?? [])]) byKey.set(headerKey(name), column);
  const names = header.map((name) => name.trim());
  const found = names.map((name) => byKey.get(headerKey(name)));
  if (!headerLine.includes(IMPORT_SEPARATOR) && found.some((column) => column === undefined)) {
    const other = SEPARATORS.find(([separator]) => headerLine.includes(separator));
    throw refuse(other ? T.wrongSeparator(other[1]) : T.noSeparator);
  }
  const unknown = names.filter((name, i) => name !== '' && found[i] === undefined);
  if (unknown.length > 0) throw refuse(T.unknownColumns(unknown, known.map((column) => column.header)));
  const columns: FileColumn[] = [];
  names.forEach((name, i) => {
    const column = found[i];
    if (!column) return;
    if (columns.some((taken) => taken.column.key === column.key)) throw refuse(T.columnTwice(name));
    columns.push({ column, header: name, index: i });
  });
  const missing = known.filter((column) => column.required && !columns.some((taken) => taken.column.key === column.key));
  if (missing.length > 0) throw refuse(T.missingColumns(missing.map((column) => column.header)));
  return columns;
}

/** The table of a text (the file's content after decoding). */
export function tableOf(kind: ImportKind, text: string): ImportTable {
  if (text.trim() === '') throw refuse(T.empty);
  const { data, errors: parseErrors } = Papa.parse<string[]>(text, { delimiter: IMPORT_SEPARATOR, skipEmptyLines: false });
  const [header = [], ...rest] = data;
  const headerLine = text.split(/\r?\n/, 1)[0] ?? '';
  const columns = columnsOf(kind, header, headerLine);
  const errors: ImportError[] = [];
  const unclosed = new Set(parseErrors.filter((e) => e.code === 'MissingQuotes' || e.code === 'InvalidQuotes').map((e) => e.row));
  const records: FileRecord[] = [];
  rest.forEach((cells, index) => {
    const line = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return; // an empty line (spreadsheets write a few at the end)
    if (unclosed.has(index + 1)) {
      errors.push({ line, column: '', message: T.unclosedQuote });
      return;
    }
    const filled = cells.length - [...cells].reverse().findIndex((cell) => cell.trim() !== '');
    if (filled > header.length) {
      errors.push({ line, column: '', message: T.tooManyCells(filled, header.length) });
      return;
    }
    const values: Record<string, string> = {};
    for (const { column, index: at } of columns) values[column.key] = (cells[at] ?? '').trim();
    records.push({ line, cells: values });
  });
  if (records.length === 0 && errors.length === 0) throw refuse(T.noRows);
  return { kind, columns, records, errors };
}

/** The form's `file`: refused before reading when it is missing, too large, empty, binary or not UTF-8. */
export async function readImportFile(form: FormData | undefined, kind: ImportKind): Promise<ImportTable> {
  const file = form?.get('file');
  if (!(file instanceof Blob)) throw refuse(T.noFile);
  if (file.size > IMPORT_MAX_BYTES) throw refuse(T.tooLarge);
  if (file.size === 0) throw refuse(T.empty);
  const text = uploadedText(await blobBytes(file), { notUtf8: T.notUtf8, notText: T.notCsv }, refuse);
  return tableOf(kind, text);
}
