/**
 * The German texts of the feedback views. Spec texts verbatim (shell-and-tester.md 'Tester feedback',
 * back-office.md 'Tester feedback overview'); the others are ours where the spec is silent. The spec's
 * 'CMC' is the back office's configured name (`contact.name`): the texts that name it take it.
 */
export const feedbackTexts = {
  pageTitle: (year: number | undefined) => (year === undefined ? 'Tester Feedback Übersicht' : `Tester Feedback Übersicht ${year}`),
  ownTab: 'Ihr Tester Feedback',
  cmcChart: (contact: string) => `Feedback ${contact}`,
  clubChart: 'Feedback Club',

  // Spec: empty messages.
  noData: 'Keine Feedback-Daten vorhanden.',
  noCmcData: (contact: string) => `Keine ${contact}-Daten verfügbar`,
  noClubData: 'Keine Club-Daten verfügbar',
  /** Back-office testing detail, CMC part (the viewer is CMC): pass as TestFeedback's emptyText. */
  youGaveNoFeedback: 'Sie haben noch kein Tester-Feedback abgegeben.',
  /** The tester's own view (tab and test page). */
  cmcGaveNoFeedback: (contact: string) => `${contact} hat noch kein Tester-Feedback abgegeben.`,
  clubGaveNoFeedback: 'Der Club hat noch kein Tester-Feedback abgegeben.',

  ownIntro: (contact: string) => `Durchschnitt der Bewertungen, die ${contact} und die Golfclubs zu Ihren Tests dieser Saison abgegeben haben.`,
  overviewIntro: 'Durchschnitt der Bewertungen aller Tests der Saison, je Kriterium in Prozent der Höchstwertung.',
  loading: 'Feedback wird geladen',

  // Admin-only debug section.
  debugTitle: 'Rohdaten (nur Administratoren)',
  debugShow: 'Rohdaten anzeigen',
  debugHide: 'Rohdaten ausblenden',
  debugWarning:
    'Die Rohdaten können sensible personenbezogene Daten enthalten (Namen, Bewertungen, Kommentare). Nur zur Fehlersuche verwenden und nicht weitergeben.',

  // Per-test feedback.
  invalidFeedback: 'Das Feedback kann nicht angezeigt werden, weil seine Daten ungültig sind.',
  /** The raw text under that notice (spec: JSON that fails to format is shown raw). */
  rawFeedback: 'Feedback als Rohtext',
  noQuestions: 'Das Feedback enthält keine Fragen mit Antworten.',
  noAnswer: 'keine Angabe',
  ratingOf: (value: string) => `${value} von 5`,
  yes: 'Ja',
  no: 'Nein',

  // Feedback form link (dashboard row action).
  formLinkLabel: 'Tester-Bewertung',
  formLinkTooltip: 'Tester-Bewertung',
} as const;

/** '5 Kriterien · 12 Datensätze' (singular for one). */
export function countsLine(criteria: number, datasets: number): string {
  const c = `${criteria} ${criteria === 1 ? 'Kriterium' : 'Kriterien'}`;
  const d = `${datasets} ${datasets === 1 ? 'Datensatz' : 'Datensätze'}`;
  return `${c} · ${d}`;
}
