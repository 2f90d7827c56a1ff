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
  /** Beyond the spec (issue 33, item 15): why a club, e.g. one just created, is not in the list. */
  hidden: (n: number) =>
    n === 1
      ? '1 Golfclub ist ausgeblendet, weil er weder Leading- noch Bewerberclub ist (so auch ein neu angelegter Club).'
      : `${n} Golfclubs sind ausgeblendet, weil sie weder Leading- noch Bewerberclubs sind (so auch ein neu angelegter Club).`,
  showAll: 'Alle Golfclubs anzeigen',
} as const;
