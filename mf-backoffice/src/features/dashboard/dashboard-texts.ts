/** The dashboard's German texts (spec back-office.md section 2 'Dashboard'). */
export const dashboardTexts = {
  heading: 'Die Tests',
  caption: 'Alle Tests der Saison',
  empty: 'Keine Tests gefunden.',
  emptyFiltered: 'Keine Tests passen zu den Filtern.',
  waveFilter: 'Welle',
  statusFilter: 'Status',
  search: 'Suche',
  searchPlaceholder: 'Name oder Club',
  csvFile: 'tests.csv',
  rowLabel: (club: string, tester: string | null) => `Test im ${club}${tester ? ` mit ${tester}` : ''} öffnen`,
  actions: 'Aktionen',
  travel: 'Spesen',
  travelLabel: (club: string) => `Spesenabrechnung zum Test im ${club} öffnen`,
  travelDisabled: 'Es liegt keine Spesenabrechnung vor.',
  resetCmc: 'CMC zurücksetzen',
  resetClub: 'Club zurücksetzen',
  resetCmcLabel: (club: string) => `CMC-Feedback zum Test im ${club} zurücksetzen`,
  resetClubLabel: (club: string) => `Club-Feedback zum Test im ${club} zurücksetzen`,
  resetCmcTitle: 'CMC-Feedback zurücksetzen',
  resetClubTitle: 'Club-Feedback zurücksetzen',
  // Spec: resetting the CMC feedback means it must be submitted again. CMC gives it, not the tester.
  resetCmcConfirm: 'Möchten Sie das CMC-Feedback wirklich zurücksetzen? Das Feedback muss danach erneut abgegeben werden.',
  resetClubConfirm:
    'Möchten Sie das Club-Feedback wirklich zurücksetzen? Bitte tun Sie das nur in Absprache mit dem Golfclub: Der Club muss das Feedback danach erneut abgeben.',
  resetConfirmButton: 'Zurücksetzen',
  /** CMC's feedback form on the testing page (issue 44); also the action's default tooltip (spec). */
  feedbackLink: 'Tester-Bewertung',
  feedbackLinkLabel: (club: string, tester: string) => `Tester-Bewertung: ${tester ? `${tester}, ` : ''}${club}`,
  feedbackLinkDisabledLabel: (name: string, reason: string) => `${name} (nicht verfügbar: ${reason})`,
  /** The outside form site's link while mf-feedback cannot load (`testerFeedbackForm.mode: 'external'`). */
  feedbackLinkUnavailable: 'Das Feedback-Formular kann gerade nicht geladen werden.',
  noTester: '–',
} as const;
