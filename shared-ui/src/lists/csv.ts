import { saveFile } from '../components/save-file';
import { formatDate } from '../format/date';
import { formatGermanDecimal, germanNumberText } from '../format/number';

/** One column of an export: its header and the cell of a row. */
export interface CsvColumn<T> {
  header: string;
  /** `position`: the row's place in the export, 1-based (the '#' column). */
  value: (row: T, position: number) => string | number | Date | null | undefined;
  /** 'date': an ISO date, timestamp or Date shown as dd.MM.yyyy; 'decimal': two decimals with a comma. */
  kind?: 'text' | 'date' | 'decimal' | 'integer';
}

/** Byte order mark: German Excel reads the file as UTF-8 only with it. */
const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/**
 * A cell that starts with = + - @ (or a tab or carriage return) would be read by a spreadsheet as a
 * formula (CSV injection, OWASP): it is prefixed with an apostrophe. Negative numbers are not affected:
 * they are formatted here, not typed by a user.
 */
function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function quoted(text: string): string {
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cellText<T>(column: CsvColumn<T>, row: T, position: number): string {
  const value = column.value(row, position);
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'date':
      return formatDate(value instanceof Date ? value : String(value));
    case 'decimal':
      return typeof value === 'number' ? formatGermanDecimal(value, 2) : neutralised(String(value));
    case 'integer':
      return typeof value === 'number' ? String(Math.round(value)) : neutralised(String(value));
    default:
      return typeof value === 'number' ? germanNumberText(value) : neutralised(String(value));
  }
}

/**
 * Exactly the rows given, in their order, as CSV that German Excel opens correctly: UTF-8 with BOM,
 * ';' between cells, CRLF between lines, quotes where needed, dd.MM.yyyy dates and decimal commas.
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => quoted(neutralised(c.header))), ...rows.map((row, index) => columns.map((c) => quoted(cellText(c, row, index + 1))))];
  return BOM + lines.map((cells) => cells.join(SEPARATOR)).join(LINE_END) + LINE_END;
}

/** Offers the CSV as a download named `fileName` (e.g. 'tests-2023-06-14.csv'). */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
