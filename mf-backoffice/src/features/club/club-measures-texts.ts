/** The German texts of the club's card 'Maßnahmen' (issue 62, item 3) beside the contract's MeasureTexts. */
export const clubMeasuresTexts = {
  season: (year: number) => `Saison ${year}`,
  section: (title: string, percent: string) => `${title} · ${percent} der Punkte`,
  answer: 'Antwort im Test',
  comment: 'Anmerkung zum Bereich',
  state: 'Rückmeldung des Clubs',
  what: 'Maßnahme',
  who: 'Verantwortlich',
  until: 'Bis',
  evidence: 'Nachweis',
  photoAlt: (question: string) => `Nachweisfoto zu „${question}“`,
  photoLoading: 'Foto wird geladen',
  photoFailed: 'Das Foto konnte nicht geladen werden.',
  result: 'Nächster Test',
  manual: 'von Hand aufgenommen',
  history: (count: number) => `Verlauf (${count})`,
  historyOf: (question: string) => `Verlauf von „${question}“`,
  historyEntry: (at: string, by: string, what: string) => `${at} · ${by} · ${what}`,
  closedAt: (date: string) => `Plan abgeschlossen am ${date}`,
  /** A season's plan buttons and a finding's drop button: the visible text, then what it acts on. */
  ofSeason: (action: string, year: number) => `${action} (Saison ${year})`,
  ofQuestion: (action: string, question: string) => `${action}: „${question}“`,
} as const;
