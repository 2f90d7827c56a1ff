/** The German texts of 'Die Datenblätter' (spec back-office.md section 2 'Data sheet list'). */
export const datasheetsTexts = {
  /** The table's and the export's column headers. */
  columns: {
    lastName: 'Nachname',
    firstName: 'Vorname',
    email: 'Email',
    status: 'Status',
  },
  heading: 'Die Datenblätter',
  caption: 'Die Datenblätter der Saison',
  empty: 'Für diese Saison gibt es noch keine Datenblätter.',
  emptyFiltered: 'Keine Datenblätter passen zu den Filtern.',
  salutation: 'Anrede',
  progress: 'Status',
  status: 'Tester-Status',
  search: 'Suche',
  searchPlaceholder: 'Name oder Email',
  csvFile: 'datenblaetter.csv',
  handicapMissing: 'HCPI fehlt',
  availabilityMissing: 'Verfügbarkeit fehlt',
  missing: 'Fehlt',
  rowLabel: (name: string) => `Datenblatt von ${name} öffnen`,
} as const;
