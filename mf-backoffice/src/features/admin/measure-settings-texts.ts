/** The German texts of the administration's card of the findings' threshold (issue 62, item 1). */
export const measureSettingsTexts = {
  title: 'Handlungsfelder',
  intro:
    'Wenn ein Fragebogen freigegeben wird, wird jede gewertete Frage, die weniger als diesen Anteil ihrer Punkte erreicht hat, zu einem Handlungsfeld des Clubs. Der Club antwortet auf seiner Berichtsseite, was er dazu tut. Eine Änderung gilt für die nächsten Freigaben.',
  thresholdHint: '1 bis 100 %. Voreinstellung: 50 %.',
  save: 'Speichern',
} as const;
