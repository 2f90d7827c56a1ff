/** The German texts of the back office's 'Auswertung' (issue 45, item 2): the season's results. */
export const resultsTexts = {
  heading: 'Auswertung',
  caption: 'Ergebnisse der Saison',
  csvFile: 'auswertung.csv',
  csvFileOf: (year: number) => `auswertung-${year}.csv`,
  subtitle: (year: number) => `Die Ergebnisse der freigegebenen Fragebögen der Saison ${year}`,
  empty: 'In dieser Saison wurde noch kein Fragebogen freigegeben.',
  emptyFiltered: 'Keine Ergebnisse passen zu den Filtern.',
  seasonFilter: 'Saison',
  /** The season filter's entry without a year: the current season, or the latest with results. */
  latestSeason: (year: number | undefined) => (year === undefined ? 'Neueste' : `Neueste (${year})`),
  waveFilter: 'Welle',
  panelFilter: 'Panel',
  club: 'Club',
  wave: 'Welle',
  premium: 'Premium',
  premiumYes: 'Premium',
  total: 'Gesamt',
  /** What became of the test's findings (issue 62): how many, the share the next test found fixed, how many came back. */
  findings: 'Handlungsfelder',
  resolved: 'Behoben',
  recurring: 'Wiederkehrend',
  findingsHint:
    '„Handlungsfelder“: die Fragen des Tests unter der Schwelle (ohne entfernte). „Behoben“: der Anteil davon, den der nächste Test des Clubs über der Schwelle fand, von denen, die er werten konnte. „Wiederkehrend“: wieder unter der Schwelle.',
  rowLabel: (club: string, wave: number) => `Fragebogen ${club}, Welle ${wave} öffnen`,
  averageTitle: (year: number) => `Durchschnitt des Verbands ${year}`,
  averageCaption: 'Durchschnitt des Verbands',
  averageOf: (clubs: number) => `Aus den freigegebenen Fragebögen von ${clubs} Clubs.`,
  /** The average's table: one line per season, this one and the previous one (issue 61, item 3). */
  season: 'Saison',
  /** A season's line where fewer clubs than the minimum count. */
  tooFew: 'zu wenige Clubs',
  notComparableHint: (year: number) =>
    `„nicht vergleichbar“: Der Fragebogen wurde seit ${year} in diesem Bereich geändert (Fragen, Gewichte oder Punkte); der Durchschnitt von ${year} lässt sich dort nicht direkt vergleichen.`,
  noAverage: (min: number) => `Ein Durchschnitt des Verbands wird erst gezeigt, wenn mindestens ${min} Clubs ein freigegebenes Ergebnis haben.`,
} as const;
