/** The German texts of the administration page (spec back-office.md section 2 'Administration'). */
export const adminTexts = {
  heading: 'Administration',
  databaseTitle: 'Datenbankverbindung',
  platformName: 'Plattform',
  databaseUrl: 'URL',
  databaseUsername: 'Benutzername',
  settingsTitle: 'Einstellungen',
  showTesterFeedback: 'Testern das Feedback anzeigen',
  showTesterFeedbackHint: 'Tester sehen dann in der Navigation „Ihr Tester-Feedback“ und die Auswertung ihrer Tests.',
  save: 'Speichern',
  retentionTitle: 'Löschfristen (Datenschutz)',
  retentionIntro:
    'Die Plattform löscht jede Nacht um 1:15 Uhr, was sie nicht mehr braucht. Die Beträge der Spesenabrechnungen bleiben. Die Belege erhält der Club nicht (seine Email nennt nur die Summe): Die Plattform bewahrt sie als Buchungsbelege für die gesetzliche Frist auf (§ 147 AO, § 257 HGB).',
  receiptMonthsHint:
    'Belege einer freigegebenen Spesenabrechnung werden so viele Monate nach dem Ende des Jahres ihrer Freigabe gelöscht (§ 147 Abs. 4 AO). 120 bis 180 Monate: kürzer als zehn Jahre geht nicht.',
  bankDataMonthsHint:
    'IBAN und Bank nie freigegebener Abrechnungen werden so viele Monate nach dem Test gelöscht, die für eine nicht versandte Club-Email gehaltenen so viele Monate nach der Freigabe. 1 bis 24 Monate.',
  accessRecordMonthsHint: 'Wer von CMC Datenblatt, Bankverbindung, Belege oder die Datenauskunft eines Testers geöffnet hat, steht so lange auf dessen Seite unter „Zugriffe“. 1 bis 60 Monate.',
  questionnaireContentMonthsHint:
    'Fotos und Freitext-Antworten der Fragebögen werden so viele Monate nach dem Test gelöscht; die Bewertungen (Punkte) bleiben für die Auswertung. 1 bis 60 Monate.',
  applicantMonthsHint: 'Bewerber, die nie zugesagt wurden und keinen Test hatten, werden so viele Monate nach ihrer Anlage mit Datenblättern und Emails gelöscht. 1 bis 60 Monate.',
  lastRun: 'Letzter Lauf',
  noRunYet: 'Noch kein Lauf.',
  syncTitle: 'Fragebogen',
  syncIntro: 'Übernimmt die im Fragebogen eingegangenen Tests: Tests mit vereinbarter Tee-Time, deren Fragebogen vorliegt, gelten danach als eingegangen.',
  sync: 'Sync Tests',
  synced: (n: number) => (n === 1 ? '1 Test synchronisiert.' : `${n} Tests synchronisiert.`),
} as const;
