import * as v from 'valibot';
import { clubFieldLabels, personFieldLabels } from './field-rules';
import { SalutationLabels, TesterStatusLabels, TitleLabels } from './statuses';

/**
 * Bringing the association's people and clubs in (issue 57, item 6): a CSV per kind, separated by semicolons and in
 * UTF-8 as German spreadsheets save it, first checked (a dry run that lists every row and every error with line and
 * column), then imported in one transaction. The kinds, their columns (the template's header), the size limit, the
 * German messages and the answers live here once; the domain reads the files (domain/src/rules/csv-import/).
 */

export const ImportKinds = ['clubs', 'testers', 'executed-tests'] as const;
export type ImportKind = (typeof ImportKinds)[number];
export const ImportKindLabels: Record<ImportKind, string> = {
  clubs: 'Golfclubs',
  testers: 'Tester',
  'executed-tests': 'Durchgeführte Tests',
};
export const isImportKind = (text: string): text is ImportKind => (ImportKinds as readonly string[]).includes(text);

/** The largest file the import reads (checked before parsing); the HTTP body may carry a little more for the form. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The largest multipart body of an import call: the file and its form's few bytes (larger: 413 before reading). */
export const IMPORT_MAX_BODY_BYTES = IMPORT_MAX_BYTES + 16 * 1024;
export const IMPORT_SEPARATOR = ';';

/** One column of a kind's file: its key, its header as the template writes it, other spellings the import accepts. */
export interface ImportColumn {
  key: string;
  header: string;
  /** Needed in every row (a new record needs more: the domain says which). */
  required?: true;
  /** The template's example row. */
  example: string;
  aliases?: readonly string[];
}

const p = personFieldLabels;
const c = clubFieldLabels;

export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  testers: [
    { key: 'email', header: p.email, required: true, example: 'erika.mustermann@example.de', aliases: ['E-Mail', 'Mail'] },
    { key: 'salutation', header: p.salutation, example: SalutationLabels.MRS },
    { key: 'title', header: p.title, example: '' },
    { key: 'firstName', header: p.firstName, example: 'Erika' },
    { key: 'lastName', header: p.lastName, example: 'Mustermann', aliases: ['Name'] },
    { key: 'phone', header: p.phone, example: '0221 123456' },
    { key: 'mobile', header: p.mobile, example: '0170 1234567', aliases: ['Handy'] },
    { key: 'street', header: p.street, example: 'Hauptstraße', aliases: ['Strasse'] },
    { key: 'streetNo', header: p.streetNo, example: '12', aliases: ['Hausnr', 'Nr'] },
    { key: 'zip', header: p.zip, example: '50667', aliases: ['Postleitzahl'] },
    { key: 'city', header: p.city, example: 'Köln', aliases: ['Stadt', 'Wohnort'] },
    { key: 'state', header: p.state, example: 'Nordrhein-Westfalen' },
    { key: 'country', header: p.country, example: 'Deutschland' },
    { key: 'birthYear', header: p.birthYear, example: '1968' },
    { key: 'testerSince', header: p.testerSince, example: '2019' },
    { key: 'profession', header: p.profession, example: 'Lehrerin' },
    { key: 'handicap', header: p.handicap, example: '14,2', aliases: ['Handicap', 'HCP'] },
    { key: 'playsGolfSince', header: p.playsGolfSince, example: '2005' },
    { key: 'status', header: 'Status', example: TesterStatusLabels.TESTER_1 },
    { key: 'homeClub', header: 'Heimatclub', example: 'Golfclub Am Rhein' },
    { key: 'comment', header: p.comment, example: '', aliases: ['Bemerkungen'] },
  ],
  clubs: [
    { key: 'name', header: c.name, required: true, example: 'Golfclub Am Rhein', aliases: ['Golfclub', 'Club'] },
    { key: 'invoiceName', header: c.invoiceName, example: 'Golfclub Am Rhein e. V.' },
    { key: 'email', header: 'Email', example: 'info@gc-am-rhein.example', aliases: ['E-Mail'] },
    { key: 'phone', header: c.phone, example: '0221 987654' },
    { key: 'homepage', header: c.homepage, example: 'https://www.gc-am-rhein.example' },
    { key: 'street', header: p.street, example: 'Golfweg', aliases: ['Strasse'] },
    { key: 'streetNo', header: p.streetNo, example: '1', aliases: ['Hausnr', 'Nr'] },
    { key: 'zip', header: p.zip, example: '50999', aliases: ['Postleitzahl'] },
    { key: 'city', header: p.city, example: 'Köln' },
    { key: 'state', header: p.state, example: 'Nordrhein-Westfalen' },
    { key: 'country', header: p.country, example: 'Deutschland' },
    { key: 'manager', header: c.manager, example: 'Max Mustermann' },
    { key: 'managerEmail', header: 'Email Clubmanager', example: 'manager@gc-am-rhein.example' },
    { key: 'managerPhone', header: c.managerPhone, example: '' },
    { key: 'president', header: c.president, example: '' },
    { key: 'presidentEmail', header: 'Email Präsident', example: '' },
    { key: 'leading', header: 'Leading-Club', example: 'Nein' },
    { key: 'candidateClub', header: 'Bewerberclub', example: 'Nein' },
    { key: 'comment', header: c.comment, example: '', aliases: ['Bemerkung'] },
  ],
  'executed-tests': [
    { key: 'email', header: 'Email', required: true, example: 'erika.mustermann@example.de', aliases: ['E-Mail', 'Email Tester'] },
    { key: 'year', header: 'Jahr', required: true, example: '2022', aliases: ['Saison'] },
    { key: 'wave', header: 'Welle', required: true, example: '2' },
    { key: 'club', header: 'Golfclub', required: true, example: 'Golfclub Am Rhein', aliases: ['Club'] },
  ],
};

/** A header as compared: lower case, without spaces, hyphens, dots and underscores ('E-Mail' = 'email'). */
export const headerKey = (header: string): string => header.trim().toLowerCase().replace(/[\s\-._]/g, '');

/** A CSV cell as written: quoted when it holds the separator, a quote or a line break. */
const csvCell = (text: string): string => (/[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The template of a kind: UTF-8 with BOM (so Excel shows umlauts right), the header and one example row, CRLF. */
export function importTemplate(kind: ImportKind): string {
  const columns = IMPORT_COLUMNS[kind];
  const line = (cells: readonly string[]) => cells.map(csvCell).join(IMPORT_SEPARATOR);
  return `\uFEFF${line(columns.map((col) => col.header))}\r\n${line(columns.map((col) => col.example))}\r\n`;
}
export const importTemplateName = (kind: ImportKind): string => `Vorlage-${ImportKindLabels[kind].replace(/\s+/g, '-')}.csv`;

/** Yes/no cells as spreadsheets write them. */
export const YES_TEXTS = ['ja', 'j', 'x', '1', 'wahr', 'true'] as const;
export const NO_TEXTS = ['nein', 'n', '0', 'falsch', 'false'] as const;

/** The labels a tester's cells take (Anrede, Titel, Status), as the forms show them. */
export const importChoiceLabels = {
  salutation: Object.values(SalutationLabels),
  title: Object.values(TitleLabels),
  status: Object.values(TesterStatusLabels),
};

const list = (items: readonly string[]): string => items.map((item) => `„${item}“`).join(', ');
const lines = (at: readonly number[]): string => (at.length === 1 ? `Zeile ${at[0]}` : `Zeilen ${at.join(', ')}`);

/** The import's German messages: the file's (a 400 at `file`) and a row's (listed with line and column). */
export const ImportTexts = {
  unknownKind: (kind: string) => `Unbekannte Importart „${kind}“. Möglich sind: ${list(ImportKinds)}.`,
  noFile: 'Bitte wählen Sie eine CSV-Datei aus.',
  empty: 'Die Datei ist leer.',
  tooLarge: `Die Datei ist zu groß (höchstens ${IMPORT_MAX_BYTES / 1024 / 1024} MB). Bitte teilen Sie sie auf mehrere Dateien auf.`,
  notUtf8: 'Die Datei ist nicht in UTF-8 gespeichert. Bitte speichern Sie sie in Ihrer Tabellenkalkulation als „CSV UTF-8 (durch Trennzeichen getrennt)“.',
  notCsv: 'Die Datei ist keine CSV-Datei (z. B. eine Excel-Arbeitsmappe). Bitte speichern Sie sie als „CSV UTF-8 (durch Trennzeichen getrennt)“.',
  wrongSeparator: (found: string) =>
    `Die Datei ist nicht durch Semikolons getrennt (die Kopfzeile ist durch ${found} getrennt). Bitte speichern Sie sie als „CSV UTF-8 (durch Trennzeichen getrennt)“ mit Semikolon oder nutzen Sie die Vorlage.`,
  noSeparator: 'Die Kopfzeile enthält keine Semikolons. Bitte nutzen Sie die Vorlage: Die erste Zeile nennt die Spalten, durch Semikolons getrennt.',
  unknownColumns: (names: readonly string[], known: readonly string[]) =>
    `Unbekannte ${names.length === 1 ? 'Spalte' : 'Spalten'} ${list(names)}. Möglich sind: ${list(known)}.`,
  missingColumns: (names: readonly string[]) => `Die ${names.length === 1 ? 'Spalte' : 'Spalten'} ${list(names)} ${names.length === 1 ? 'fehlt' : 'fehlen'} in der Kopfzeile.`,
  columnTwice: (name: string) => `Die Spalte „${name}“ steht zweimal in der Kopfzeile.`,
  noRows: 'Die Datei enthält außer der Kopfzeile keine Zeilen.',
  unclosedQuote: 'Ein Anführungszeichen in dieser Zeile wird nicht geschlossen.',
  tooManyCells: (count: number, expected: number) => `Die Zeile hat ${count} Felder, die Kopfzeile nur ${expected}. Steht ein Semikolon im Text, setzen Sie den Text bitte in Anführungszeichen.`,
  hasErrors: (n: number) => `Die Datei enthält ${n === 1 ? 'einen Fehler' : `${n} Fehler`}. Es wurde nichts übernommen. Bitte korrigieren Sie die Datei und prüfen Sie sie erneut.`,
  // A row's errors.
  required: (header: string) => `Bitte geben Sie einen Wert für ${header} ein.`,
  duplicateInFile: (header: string, at: readonly number[]) => `${header} steht mehrfach in der Datei (${lines(at)}).`,
  emailOfSeveral: 'Diese Email gehört zu mehreren Testern. Bitte führen Sie sie im Back Office zuerst zusammen.',
  emailOfStaff: 'Diese Email gehört zu einem Mitarbeiter (Manager oder Admin), nicht zu einem Tester.',
  nameOfSeveral: 'Diesen Namen tragen mehrere Golfclubs. Bitte benennen Sie sie im Back Office zuerst eindeutig.',
  oneOf: (allowed: readonly string[]) => `Bitte geben Sie einen dieser Werte ein: ${list(allowed)}.`,
  yesNo: 'Bitte geben Sie „Ja“ oder „Nein“ ein.',
  unknownClub: (name: string) => `Unbekannter Golfclub „${name}“. Bitte prüfen Sie die Schreibweise oder importieren Sie zuerst die Golfclubs.`,
  unknownTester: (email: string) => `Kein Tester hat die Email „${email}“. Bitte importieren Sie zuerst die Tester.`,
  notPastYear: (seasonYear: number) => `Nur Tests vergangener Saisons (vor ${seasonYear}) können übernommen werden.`,
  wave: 'Bitte geben Sie die Nummer der Welle ein (1 bis 9).',
  testTwice: (at: readonly number[]) => `Der Tester steht in dieser Welle mehrfach in der Datei (${lines(at)}).`,
  clubTwice: (at: readonly number[]) => `Für diesen Golfclub steht in dieser Welle mehr als ein Test in der Datei (${lines(at)}).`,
  otherTester: (name: string) => `Für diesen Golfclub ist in dieser Welle bereits ${name} eingetragen.`,
  // What a row changes, and the Verlauf.
  createdVia: 'Angelegt (CSV-Import)',
  changedVia: (headers: readonly string[]) => `Geändert (CSV-Import): ${headers.join(', ')}`,
  testVia: (year: number, wave: number, club: string) => `Durchgeführter Test übernommen (CSV-Import): ${year}, Welle ${wave}, ${club}`,
} as const;

export const ImportActions = ['CREATE', 'CHANGE', 'SKIP', 'ERROR'] as const;
export type ImportAction = (typeof ImportActions)[number];
export const ImportActionLabels: Record<ImportAction, string> = { CREATE: 'Neu', CHANGE: 'Ändern', SKIP: 'Unverändert', ERROR: 'Fehler' };

/** A cell's error: the line as the spreadsheet counts it (the header is line 1) and the column's header. */
export const ImportErrorSchema = v.object({ line: v.number(), column: v.string(), message: v.string() });
export type ImportError = v.InferOutput<typeof ImportErrorSchema>;

/** What the import would do with one row: who or what it is, and which columns it changes (old → new). */
export const ImportRowSchema = v.object({
  line: v.number(),
  action: v.picklist(ImportActions),
  /** 'Erika Mustermann <erika@…>', a club's name, '2022, Welle 2: Golfclub …'. */
  label: v.string(),
  /** 'PLZ: 50667 → 50668'; empty for a new record, an unchanged one and an error. */
  changes: v.array(v.string()),
});
export type ImportRow = v.InferOutput<typeof ImportRowSchema>;

const CountsSchema = v.object({ create: v.number(), change: v.number(), skip: v.number(), error: v.number() });
export type ImportCounts = v.InferOutput<typeof CountsSchema>;

/** The dry run's answer: every row and every error; nothing was changed. */
export const ImportCheckSchema = v.object({
  kind: v.picklist(ImportKinds),
  rows: v.array(ImportRowSchema),
  errors: v.array(ImportErrorSchema),
  counts: CountsSchema,
});
export type ImportCheck = v.InferOutput<typeof ImportCheckSchema>;

/** The import's answer: what it created, changed and left as it was (`error` is 0: with errors nothing is imported). */
export const ImportResultSchema = v.object({ kind: v.picklist(ImportKinds), counts: CountsSchema });
export type ImportResult = v.InferOutput<typeof ImportResultSchema>;
