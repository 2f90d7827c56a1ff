/** The German texts of the administration's questionnaire definitions (issue 43, item 1; not in the spec). */
export const questionnaireDefinitionTexts = {
  title: 'Fragebögen je Saison',
  intro:
    'Jede Saison hat einen Fragebogen aus Seiten und Fragen. Er wird hier bearbeitet, oder als JSON-Datei exportiert, bearbeitet und wieder importiert. Sobald ein Tester auf einer Version gespeichert hat, bleibt sie unverändert: Ein Import wird dann die nächste Version, und schon begonnene Fragebögen bleiben auf ihrer.',
  caption: 'Fragebögen und ihre Versionen',
  year: 'Jahr',
  version: 'Version',
  content: 'Inhalt',
  contentOf: (sections: number, questions: number, premium: number) => `${sections} Seiten, ${questions} Fragen (davon ${premium} Premium)`,
  inUse: 'In Benutzung',
  inUseOf: (on: number, older: number) =>
    `${on === 0 ? 'noch kein Fragebogen' : on === 1 ? '1 Fragebogen' : `${on} Fragebögen`}${older > 0 ? `, ${older} auf älteren Versionen` : ''}`,
  changedAt: 'Stand',
  export: 'JSON exportieren',
  /** Issue 61: the editor of the year's questionnaire (managers reach it read-only from 'Saisons'). */
  edit: 'Bearbeiten',
  editOf: (year: number) => `Fragebogen ${year} bearbeiten`,
  exportOf: (year: number) => `Fragebogen ${year} als JSON exportieren`,
  none: 'Es gibt noch keinen Fragebogen.',
  importTitle: 'Fragebogen importieren',
  importYear: 'Für die Saison',
  importYearHint: 'Jahr und Version in der Datei werden ersetzt: Die Plattform vergibt sie.',
  chooseYear: 'Bitte ein Jahr wählen',
  file: 'Datei (JSON)',
  fileHint: 'Am einfachsten exportieren Sie den Fragebogen des Vorjahres, ändern ihn und importieren ihn hier.',
  noFile: 'Bitte wählen Sie eine JSON-Datei.',
  fileUnreadable: 'Die Datei konnte nicht gelesen werden.',
  fileErrors: (count: number) => (count === 1 ? 'Die Datei enthält einen Fehler:' : `Die Datei enthält ${count} Fehler:`),
  fileChecked: (sections: number, questions: number) => `Die Datei ist in Ordnung: ${sections} Seiten, ${questions} Fragen.`,
  import: 'Importieren',
  copyPrevious: 'Fragebogen des Vorjahres übernehmen',
  copyPreviousHint: (year: number, from: number) => `Legt für ${year} eine Kopie des Fragebogens ${from} an.`,
} as const;
