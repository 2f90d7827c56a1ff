import type { SeasonCount } from '@dtp/api-client/back-office';

/** The dashboard's German texts (spec back-office.md section 2 'Dashboard'). */
export const dashboardTexts = {
  /** The table's and the export's column headers. */
  columns: {
    lastName: 'Nachname',
    firstName: 'Vorname',
    club: 'Club',
    wave: 'Welle',
    weeks: 'KW',
    date: 'Datum',
    status: 'Status',
  },
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
  /** The dashboard's filter of a season cockpit's count (`focus`). */
  focusFilter: 'Auswahl',
} as const;

/** The season at a glance (issue 45, item 3): the cockpit above the list, per wave. */
export const seasonCockpitTexts = {
  title: 'Die Saison auf einen Blick',
  caption: (year: number) => `Tests der Saison ${year} je Welle`,
  wave: 'Welle',
  waveName: (wave: number) => `Welle ${wave}`,
  /** Each count: the short column header, and its full name (the header's abbreviation, the phone's label, the filter's option). */
  counts: {
    waiting: { short: 'Ohne Tester', full: 'Warten auf einen Tester' },
    assigned: { short: 'Eingeteilt', full: 'Tester eingeteilt, noch kein Termin' },
    dateAgreed: { short: 'Termin', full: 'Tee-Time vereinbart' },
    overdue: { short: 'Überfällig', full: 'Fragebogen überfällig' },
    submitted: { short: 'Eingegangen', full: 'Fragebogen eingegangen, Freigabe offen' },
    released: { short: 'Freigegeben', full: 'Fragebogen freigegeben' },
    claimOpen: { short: 'Spesen offen', full: 'Spesenabrechnung offen' },
    feedbackMissing: { short: 'Club-Feedback', full: 'Feedback des Clubs fehlt' },
  } satisfies Record<SeasonCount, { short: string; full: string }>,
  countLink: (full: string, wave: number, count: number) => `${full}, Welle ${wave}: ${count} ${count === 1 ? 'Test' : 'Tests'} anzeigen`,
  /** Issue 62: the count of clubs with an overdue measure, linked to 'Maßnahmen der Clubs' filtered on 'überfällig'. */
  overdueLink: (count: number) => `Clubs mit überfälligen Maßnahmen: ${count} ${count === 1 ? 'Club' : 'Clubs'} anzeigen`,
} as const;
