import { TestingProgressLabels, type TestingProgress } from '@dtp/api-client';

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const rows = (numbers: readonly number[]): string => (numbers.length === 1 ? `Zeile ${numbers[0]}` : `Zeilen ${numbers.join(', ')}`);

/** A row of the report: the test, its row and (if the file has one) its date. */
const testAt = (testingId: number, row: number, date: string | null): string => `Test ${testingId} (Zeile ${row}${date ? `, ${date}` : ''})`;

/**
 * The German texts of the administration's import of the outside form site's export (issue 43, item 6): shown
 * beside 'Sync Tests' when the runtime configuration's `questionnaire.mode` is 'external'.
 */
export const syncImportTexts = {
  title: 'Export der Fragebogen-Seite importieren',
  intro:
    'Die Fragebogen werden auf der externen Fragebogen-Seite ausgefüllt. Laden Sie deren Export (CSV oder JSON) hoch und wählen Sie die Spalte mit der Test-ID: Jeder Test der Saison mit vereinbarter Tee-Time, der in der Datei steht, gilt danach als „Test eingegangen“.',
  file: 'Export-Datei (CSV oder JSON)',
  fileHint: 'CSV mit Semikolon oder Komma getrennt, UTF-8; JSON als Liste von Einträgen. Die erste Zeile der CSV-Datei enthält die Spaltennamen.',
  testIdColumn: 'Spalte mit der Test-ID',
  testIdColumnHint: 'Die Spalte, in der die Fragebogen-Seite die Test-ID (die Nummer des Tests in der Plattform) exportiert.',
  testIdColumnTextHint: 'Die Spaltennamen konnten nicht gelesen werden: Bitte geben Sie den Namen der Spalte ein, wie er in der ersten Zeile der Datei steht.',
  dateColumn: 'Spalte mit dem Datum (optional)',
  dateColumnHint: 'Wird im Ergebnis neben jedem Test angezeigt.',
  noDateColumn: 'Keine',
  chooseColumn: 'Bitte wählen',
  submit: 'Importieren',
  fileUnreadable: 'Die Datei konnte nicht gelesen werden.',
  reportTitle: 'Ergebnis des Imports',
  rowsRead: (n: number, format: 'csv' | 'json') => `${count(n, format === 'csv' ? 'Zeile' : 'Eintrag', format === 'csv' ? 'Zeilen' : 'Einträge')} gelesen.`,
  matched: (n: number) => `${count(n, 'Test', 'Tests')} übernommen: jetzt „Test eingegangen“`,
  alreadyDone: (n: number) => `${count(n, 'Test war', 'Tests waren')} bereits eingegangen`,
  notReady: (n: number) => `${count(n, 'Test', 'Tests')} ohne vereinbarte Tee-Time, nicht übernommen`,
  unknown: (n: number) => `${count(n, 'Test-ID', 'Test-IDs')} ohne Test in dieser Saison`,
  duplicates: (n: number) => `${count(n, 'Test-ID steht', 'Test-IDs stehen')} mehrfach in der Datei (nur die erste Zeile zählt)`,
  invalid: (n: number) => `${count(n, 'Zeile', 'Zeilen')} ohne gültige Test-ID`,
  test: testAt,
  notReadyTest: (testingId: number, row: number, date: string | null, progress: TestingProgress) => `${testAt(testingId, row, date)}: ${TestingProgressLabels[progress]}`,
  unknownId: (testingId: number, row: number) => `${rows([row])}: ${testingId}`,
  duplicate: (testingId: number, at: readonly number[]) => `Test ${testingId}: ${rows(at)}`,
  invalidValue: (row: number, value: string) => `${rows([row])}: ${value === '' ? 'leer' : `„${value}“`}`,
} as const;
