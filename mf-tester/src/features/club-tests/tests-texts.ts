/** The German texts of spec section 2 'Own tests' and 'Single test page', and section 9's guidance. */
export const testsTexts = {
  /** The table's column headers. */
  columns: {
    teeTime: 'Tee-Time',
    club: 'Club',
    status: 'Status',
    invoice: 'Rechnung',
  },
  heading: (count: number, year: number) => `${count === 1 ? 'Ihr Test' : 'Ihre Tests'} ${year}`,
  assigned: (year: number) =>
    `Sie wurden für die Test-Saison ${year} als Tester eingeteilt. Vielen Dank für Ihre Unterstützung!`,
  testCompleted: 'Ihr Fragebogen wurde erfolgreich abgegeben. Vielen Dank!',
  noOverview: (year: number) => `Für das aktuelle Jahr ${year} ist noch keine Übersicht Ihrer Tests verfügbar.`,
  noOverviewDetail: 'Sobald Sie einem Test zugeteilt wurden, finden Sie ihn hier.',
  tableCaption: 'Ihre Tests der Saison',
  rowLabel: (club: string) => `Test des ${club} öffnen`,
  /** A marked test: its club is told with the assignment. */
  nextTestRowLabel: (weeks: string) => `Ihren nächsten Test (${weeks}) öffnen`,
  clubNotYetKnown: 'wird noch mitgeteilt',
  instructionsTitle: 'So läuft Ihr Test ab',
  steps: [
    'Vereinbaren Sie mit dem Club Test-Datum und Tee-Time und tragen Sie beides hier ein.',
    'Führen Sie den Test an dem vereinbarten Tag durch.',
    'Füllen Sie den Online-Fragebogen aus.',
    'Reichen Sie Ihre Spesenabrechnung mit den Belegen ein.',
  ],
  guideLink: 'Tester Guide (PDF)',
  guideIntro: 'Alle Einzelheiten finden Sie im',
} as const;

export const testTexts = {
  titleWithClub: (club: string) => `Ihr Test des ${club}`,
  titleNext: 'Ihr nächster Test',
  notYetReady: (year: number) =>
    `Sie sind für die Saison ${year} noch keinem Test zugeteilt. Wir benachrichtigen Sie per E-Mail, sobald Ihr Test feststeht.`,
  testDone: 'Sie haben Ihren Test abgeschlossen, vielen Dank!',
  notAvailable: 'Dieser Test ist nicht verfügbar.',
  period: 'Geplanter Testzeitraum',
  premium: 'Premium-Test',
  teeTimeTitle: 'Test-Datum und Tee-Time',
  teeTimeIntro: 'Bitte tragen Sie das mit dem Club vereinbarte Test-Datum und die Tee-Time ein.',
  saved: 'Vereinbart',
  save: 'Speichern',
  questionnaireTitle: 'Fragebogen',
  questionnaireLink: 'Zum Fragebogen',
  premiumQuestionnaireLink: 'Zum Premium-Fragebogen',
  // The back office by its configured name (contact.name; the spec's 'CMC').
  feedbackTitle: (contact: string) => `Feedback von ${contact}`,
  feedbackEmpty: (contact: string) => `${contact} hat noch kein Tester-Feedback abgegeben.`,
  feedbackUnavailable: 'Das Feedback kann derzeit nicht angezeigt werden.',
  guidanceTitle: 'Hinweise zum Testtag',
  guidance: (contact: string) => [
    `Die Tee-Time sollte zwischen 9 und 12 Uhr liegen. Ausnahmen sind nur nach Absprache mit ${contact} möglich.`,
    'Tests finden nur dienstags bis freitags statt: nicht an Montagen, Samstagen, Sonntagen, an Feiertagen oder am Tag nach einem Feiertag.',
    'Nach dem Aerifizieren der Grüns warten Sie bitte 3 Tage, nach starken Gewittern 2 Tage.',
    `Carts nutzen Sie bitte nur nach Absprache mit ${contact}.`,
  ],
  // Issue 34: the calendar file and how to reach the club and the back office.
  addToCalendar: 'In Kalender eintragen',
  calendarHint: 'Lädt den Termin als Kalenderdatei (.ics) für Ihr Smartphone oder Ihren Computer.',
  clubContactTitle: 'Anfahrt und Kontakt',
  phone: 'Telefon',
  email: 'E-Mail',
  website: 'Website',
  showOnMap: 'Auf der Karte zeigen',
  mapLinkLabel: (club: string) => `${club} auf der Karte zeigen (OpenStreetMap, neues Fenster)`,
  websiteLinkLabel: (club: string) => `Website des ${club} (neues Fenster)`,
  backOfficeTitle: (contact: string) => `Ihr Kontakt bei ${contact}`,
  backOfficeIntro: (contact: string) => `Bei Fragen zu Ihrem Test hilft Ihnen ${contact} gern weiter.`,
  questionnaireGuidance: [
    'Der Fragebogen steht eine Woche vor dem Test zur Verfügung.',
    'Er kann nur einmal abgegeben werden.',
    'Sie können ihn zwischenspeichern und später fortsetzen. Bereits hochgeladene Fotos gehen beim Zwischenspeichern allerdings verloren.',
    'Fotos werden jeweils am Ende einer Seite hochgeladen.',
  ],
} as const;

/** Soft warnings of the tee time form: never blocking, each naming its rule. */
