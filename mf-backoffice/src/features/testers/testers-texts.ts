/** The German texts of the tester list (spec back-office.md section 2 'Tester list'). */
export const testersTexts = {
  /** The table's and the export's column headers. */
  columns: {
    lastName: 'Nachname',
    firstName: 'Vorname',
    email: 'Email',
    status: 'Status',
  },
  heading: 'Die Tester',
  count: (n: string, total: string, filtered: boolean) => (filtered ? `${n} von ${total} Testern` : `${total} Tester`),
  caption: 'Alle Tester',
  empty: 'Es sind noch keine Tester angelegt.',
  emptyFiltered: 'Keine Tester passen zu den Filtern.',
  salutation: 'Anrede',
  status: 'Status',
  search: 'Suche',
  searchPlaceholder: 'Name oder Email',
  csvFile: 'tester.csv',
  rowLabel: (name: string) => `Tester ${name} öffnen`,
  /** Beside the status when another record may be the same person (issue 57). */
  possibleDuplicate: 'möglicherweise doppelt',
} as const;
