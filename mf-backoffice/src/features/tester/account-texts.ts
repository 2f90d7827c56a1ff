/** The tester's 'Zugang' card (issue 57): the account at the identity service and records that may be the same person. */
export const accountTexts = {
  title: 'Zugang',
  loading: 'Zugang wird geladen …',
  linkedSince: (date: string) => `Verknüpft seit ${date}`,
  subject: 'Kennung beim Anmeldedienst',
  notLinked: 'Mit diesem Tester ist noch kein Zugang verknüpft.',
  notLinkedHint: (email: string) =>
    email
      ? `Meldet sich die Person zum ersten Mal mit der bestätigten E-Mail-Adresse ${email} an, wird ihr Zugang mit diesem Tester verknüpft.`
      : 'Tragen Sie eine E-Mail-Adresse ein: Meldet sich die Person zum ersten Mal mit dieser bestätigten Adresse an, wird ihr Zugang mit diesem Tester verknüpft.',
  former: 'Gelöster Zugang',
  formerHint: 'Dieser Zugang wird nicht wieder über die E-Mail-Adresse verknüpft, nur mit „Wieder verknüpfen“.',
  unlink: 'Verknüpfung lösen',
  unlinkQuestion: (name: string) => `Die Verknüpfung von ${name} mit dem Zugang lösen?`,
  unlinkHint:
    'Die Person kann sich weiter anmelden, sieht diesen Tester dann aber nicht mehr: Ihre nächste Anmeldung legt einen neuen Bewerber an. Sie können den Zugang hier wieder verknüpfen oder die beiden Tester zusammenführen.',
  relink: 'Wieder verknüpfen',
  duplicatesTitle: 'Möglicherweise doppelt',
  duplicatesIntro: 'Diese Tester könnten dieselbe Person sein (gleicher Name oder gemeinsame E-Mail-Adresse):',
  open: 'Öffnen',
  withAccount: 'mit Zugang',
  merge: 'Hierher übernehmen',
  mergeTitle: 'Tester zusammenführen',
  mergeQuestion: (other: string, kept: string) => `${other} in diesen Tester übernehmen: ${kept}?`,
  mergeMoves:
    'Tests, Spesenabrechnungen, Fragebögen, Feedback, Datenblätter, Emails, Verlauf und der Zugang gehen auf diesen Tester über; leere Felder hier werden aus dem anderen Datensatz ergänzt.',
  mergeGone: (other: string) => `Der Datensatz ${other} wird danach entfernt. Das kann nicht rückgängig gemacht werden.`,
  dismiss: 'Kein Duplikat',
} as const;
