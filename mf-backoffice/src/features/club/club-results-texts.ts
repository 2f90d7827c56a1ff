/** The German texts of the club's card 'Auswertung' (issue 45, item 2): its results over the years. */
export const clubResultsTexts = {
  title: 'Auswertung',
  empty: 'Für diesen Club wurde noch kein Fragebogen freigegeben.',
  season: (year: number) => `Saison ${year}`,
  caption: (year: number) => `Ergebnisse der Saison ${year}`,
  section: 'Bereich',
  total: 'Gesamt',
  wave: (wave: number, premium: boolean) => `Welle ${wave}${premium ? ' (Premium)' : ''}`,
  average: 'Durchschnitt des Verbands',
  averageOf: (clubs: number) => `Der Durchschnitt ist aus den freigegebenen Fragebögen von ${clubs} anderen Clubs mit demselben Fragebogen berechnet.`,
  noAverage: (min: number) => `Ein Durchschnitt des Verbands wird erst gezeigt, wenn mindestens ${min} andere Clubs mit demselben Fragebogen getestet wurden.`,
  /** Issue 62: what became of the season's findings, all its tests together (resolved: '66,7 %', or '–' while none is decided). */
  findings: (count: number, resolved: string, recurring: number) => `Handlungsfelder der Saison: ${count} · behoben: ${resolved} · wiederkehrend: ${recurring}`,
  inList: (year: number) => `In der Auswertung ${year} zeigen`,
  /** A wave's questionnaire, where also the club's report (PDF) is. */
  openReview: (year: number, wave: number, premium: boolean) => `Fragebogen und Bericht ${year}, Welle ${wave}${premium ? ' (Premium)' : ''}`,
} as const;
