import { registrationTexts } from '@dtp/api-client';

/**
 * The German texts of the data sheet (spec 'Tester data sheet', 2 and 8). Verbatim where the
 * spec gives them; where it only describes a notice, a polite Sie-form sentence.
 */
export const datasheetTexts = {
  title: (year: number) => `Testerdatenblatt ${year}`,
  titleWithoutYear: 'Testerdatenblatt',
  loading: 'Datenblatt wird geladen',
  tabs: {
    baseData: 'Stammdaten',
    golf: 'Golfspiel',
    homeClub: 'Heimatclub',
    availability: 'Verfügbarkeit',
    feedback: 'Feedback',
    comment: 'Sonstiges',
  },
  // The Stammdaten, Golfspiel and Heimatclub texts are shared-ui's personFormTexts.
  sections: {
    availability: 'Verfügbarkeit',
    comment: 'Sonstiges',
  },
  progress: (label: string) => `Status: ${label}`,

  // Notices.
  initialOwn: 'Sie sind noch nicht als Tester vorgemerkt.',
  initialOther: 'Dieser Benutzer ist noch nicht als Tester vorgemerkt.',
  initialContact: (contact: string) => `Bitte wenden Sie sich an ${contact}.`,
  submittedTitle: 'Ihr Datenblatt wurde übermittelt.',
  submittedOther: 'Das Datenblatt wurde übermittelt.',
  submittedBody: (contact: string) => `Vielen Dank! Änderungen sind nur noch nach Rücksprache mit ${contact} möglich.`,
  submittedBodyOther: 'Der Tester kann es nicht mehr selbst ändern.',
  missingTitle: 'Bitte ergänzen Sie noch folgende Angaben:',
  missingHandicap: 'Handicap-Index (HCPI) im Reiter „Golfspiel“',
  missingAvailability: 'Verfügbarkeit im Reiter „Verfügbarkeit“',
  // The registration notice's words are api-client's (the shell shows them to a new account without a role).
  notLoadableTitle: registrationTexts.title,
  notLoadableBody: `${registrationTexts.activationSoon} Sobald Ihr Datenblatt bereitsteht, können Sie es hier ausfüllen.`,
  notLoadableOther: 'Für diesen Benutzer ist noch kein Datenblatt vorhanden.',
  loadFailed: 'Das Datenblatt konnte nicht geladen werden.',
  reload: 'Erneut laden',
  /** Spec 8, verbatim around the contact. */
  seasonNotStartedBefore: 'Saison ist noch nicht gestartet. Bitte wenden Sie sich an ',
  seasonNotStartedAfter: ', um Unterstützung zu erhalten.',

  // Consent (obligation declaration 2024).
  consentBefore: 'Mit dem Absenden Ihres Datenblatts bestätigen Sie, dass Ihre Angaben vollständig und richtig sind, und erkennen die ',
  consentLink: 'Verpflichtungserklärung 2024',
  consentAfter: ' an.',
  /** The privacy page (links.privacyUrl), issue 32. */
  consentPrivacyBefore: ' Wie wir Ihre Angaben verarbeiten, erfahren Sie in den ',
  consentPrivacyLink: 'Datenschutzhinweisen',
  consentPrivacyAfter: '.',

  // Buttons and dialogs.
  save: 'Speichern',
  send: 'Absenden',
  sendTitle: 'Datenblatt absenden?',
  sendBody: (contact: string) =>
    `Nach dem Absenden können Sie Ihr Datenblatt nicht mehr selbst ändern. Änderungen sind dann nur noch nach Rücksprache mit ${contact} möglich.`,
  sendNeedsAvailability: 'Bitte geben Sie Ihre Verfügbarkeit für mindestens einen Club und eine Welle an.',
  statusMenu: 'Status ändern',
  progressTitle: (action: string) => `${action}?`,
  progressBody: (name: string, label: string) => `Das Datenblatt von ${name} erhält den Status „${label}“.`,
  unsavedBeforeProgress: 'Ihre ungespeicherten Änderungen bleiben im Formular erhalten; speichern Sie sie bitte anschließend.',

  // Availability.
  availabilityIntro: 'Bitte markieren Sie, in welchen Wellen Sie welchen Club testen können.',
  availabilityCaption: 'Verfügbarkeit je Club und Welle',
  clubAndDistance: 'Club / Entfernung',
  wave: (n: number) => `Welle ${n}`,
  waveCell: (club: string, wave: number) => `${club}: Welle ${wave} verfügbar`,
  selectAll: 'Alle auswählen',
  noPlayables: 'Für Sie sind derzeit keine Clubs zum Testen vorgesehen.',

  feedbackUnavailable: 'Das Feedback kann derzeit nicht angezeigt werden.',

  // Right of access (DSGVO Art. 15/20): the own data as one ZIP.
  personalDataTitle: 'Meine Daten',
  personalDataIntro:
    'Laden Sie alles herunter, was wir über Sie gespeichert haben: Stammdaten, Datenblätter, Tests, Spesenabrechnungen mit Belegen, Verlauf und E-Mails an Sie – als ZIP-Datei. Ihre IBAN ist darin nur maskiert enthalten.',
  personalDataDownload: 'Meine Daten herunterladen',
} as const;
