/** The German texts of the club list (spec back-office.md section 2 'Club list'). */
export const clubsTexts = {
  heading: 'Die Golfclubs',
  caption: 'Die Golfclubs',
  empty: 'Es sind noch keine Golfclubs angelegt.',
  emptyFiltered: 'Keine Golfclubs passen zu den Filtern.',
  leading: 'Leading',
  candidate: 'Bewerberclubs',
  search: 'Suche',
  searchPlaceholder: 'Name des Clubs',
  csvFile: 'golfclubs.csv',
  leadingColumn: 'Leading',
  candidateColumn: 'Bewerberclub',
  name: 'Name',
  yes: 'Ja',
  no: 'Nein',
  rowLabel: (name: string) => `Golfclub ${name} öffnen`,
} as const;
