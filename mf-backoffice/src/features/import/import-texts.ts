import { ImportKindLabels, type ImportCounts, type ImportKind } from '@dtp/api-client/back-office';

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const records: Record<ImportKind, [one: string, many: string]> = {
  clubs: ['Golfclub', 'Golfclubs'],
  testers: ['Tester', 'Tester'],
  'executed-tests': ['durchgeführter Test', 'durchgeführte Tests'],
};

/** What an import does, as a sentence: '3 Tester neu, 1 Tester geändert, 2 unverändert'. */
function summary(kind: ImportKind, counts: Pick<ImportCounts, 'create' | 'change' | 'skip'>): string {
  const [one, many] = records[kind];
  return `${count(counts.create, one, many)} neu, ${count(counts.change, one, many)} geändert, ${counts.skip} unverändert`;
}

/** The German texts of 'Bestand übernehmen' (issue 57, item 6): the CSV import of clubs, testers and past tests. */
export const importTexts = {
  heading: 'Bestand übernehmen (CSV-Import)',
  intro:
    'Übernehmen Sie Golfclubs, Tester und die durchgeführten Tests vergangener Saisons aus Ihrer Tabellenkalkulation. Die Datei wird zuerst geprüft: Sie sehen jede Zeile und jeden Fehler, bevor etwas geändert wird.',
  kind: 'Was möchten Sie übernehmen?',
  kinds: ImportKindLabels,
  kindHint: {
    clubs: 'Golfclubs werden am Namen erkannt. Bitte übernehmen Sie die Golfclubs zuerst, damit Tester und Tests sie finden.',
    testers: 'Tester werden an ihrer Email erkannt. Beim ersten Anmelden wird ihr Konto über die bestätigte Email mit dem Datensatz verbunden.',
    'executed-tests': 'Je Zeile ein Test einer vergangenen Saison: Email des Testers, Jahr, Welle und Golfclub.',
  } satisfies Record<ImportKind, string>,
  template: 'Vorlage herunterladen',
  templateHint: 'Die Vorlage enthält die Kopfzeile und eine Beispielzeile. Leere Zellen ändern nichts.',
  file: 'CSV-Datei',
  fileHint: 'Speichern Sie die Tabelle als „CSV UTF-8 (durch Trennzeichen getrennt)“ mit Semikolon, höchstens 5 MB.',
  check: 'Prüfen',
  run: 'Importieren',
  checkHeading: 'Ergebnis der Prüfung',
  nothingChanged: 'Die Prüfung hat nichts geändert.',
  summary,
  errorCount: (n: number) => `${count(n, 'Fehler', 'Fehler')} gefunden. Bitte korrigieren Sie die Datei und prüfen Sie sie erneut; importiert wird erst eine Datei ohne Fehler.`,
  errorsHeading: 'Fehler',
  errorAt: (line: number, column: string) => (column ? `Zeile ${line}, Spalte „${column}“` : `Zeile ${line}`),
  rowsCaption: 'Zeilen der Datei',
  columns: { line: 'Zeile', action: 'Aktion', label: 'Name / Email', changes: 'Änderungen' },
  confirmTitle: 'Importieren?',
  confirm: (kind: ImportKind, counts: ImportCounts) => `${summary(kind, counts)}. Alles wird in einem Schritt übernommen und im Verlauf vermerkt.`,
  done: (kind: ImportKind, counts: Pick<ImportCounts, 'create' | 'change' | 'skip'>) => `Import abgeschlossen: ${summary(kind, counts)}.`,
  toList: { clubs: 'Zu den Golfclubs', testers: 'Zu den Testern', 'executed-tests': 'Zu den Testern' } satisfies Record<ImportKind, string>,
  noFile: 'Bitte wählen Sie eine CSV-Datei aus.',
} as const;
