/** The German texts of the editor's 'Was sich geändert hat' (issue 61, item 3); the lines of each change are the contract's (QuestionnaireChangeTexts). */
export const definitionChangesTexts = {
  title: 'Was sich geändert hat',
  loading: 'Die Änderungen werden geladen …',
  draft: (version: number) => `Ihre ungespeicherten Änderungen (gegenüber Version ${version})`,
  previousVersion: (version: number) => `Version ${version} gegenüber Version ${version - 1}`,
  previousYear: (year: number, before: number) => `Gegenüber dem Fragebogen ${before} (Vorjahr von ${year})`,
  noPreviousVersion: 'Dies ist die erste Version dieses Jahres.',
  noPreviousYear: 'Aus einem früheren Jahr gibt es keinen Fragebogen zum Vergleich.',
  none: 'Keine Änderungen.',
  nothingSaved: 'Für dieses Jahr ist noch kein Fragebogen gespeichert: alles ist neu.',
  added: (count: number) => (count === 1 ? '1 neue Frage' : `${count} neue Fragen`),
  removed: (count: number) => (count === 1 ? '1 entfernte Frage' : `${count} entfernte Fragen`),
  changed: (count: number) => (count === 1 ? '1 geänderte Frage' : `${count} geänderte Fragen`),
  pages: 'Seiten',
  question: (text: string, section: string) => `„${text}“ (Seite „${section}“)`,
  noScore: 'zählt nicht in die Wertung',
  /** Against whom a changed score is no longer comparable. */
  againstLastYear: 'dem Vorjahr',
  againstVersion: 'der vorigen Version',
  page: (title: string, what: string) => `Seite „${title}“: ${what}`,
} as const;
