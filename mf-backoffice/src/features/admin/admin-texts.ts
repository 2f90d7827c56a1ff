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
    'Die Plattform löscht jede Nacht um 1:15 Uhr, was sie nicht mehr braucht. Die Buchhaltung des Clubs ist davon nicht betroffen: Dort werden die Abrechnungen für die gesetzliche Frist (§ 147 AO) aufbewahrt.',
  claimMonthsHint:
    'Belege und Bankdaten einer Spesenabrechnung werden so viele Monate nach ihrer Freigabe gelöscht, Bankdaten nie freigegebener Abrechnungen so viele Monate nach dem Test. Die Beträge bleiben. 6 bis 120 Monate.',
  applicantMonthsHint: 'Bewerber, die nie zugesagt wurden und keinen Test hatten, werden so viele Monate nach ihrer Anlage mit Datenblättern und Emails gelöscht. 1 bis 60 Monate.',
  lastRun: 'Letzter Lauf',
  noRunYet: 'Noch kein Lauf.',
  syncTitle: 'Fragebogen',
  syncIntro: 'Übernimmt die im Fragebogen eingegangenen Tests: Tests mit vereinbarter Tee-Time, deren Fragebogen vorliegt, gelten danach als eingegangen.',
  sync: 'Sync Tests',
  synced: (n: number) => (n === 1 ? '1 Test synchronisiert.' : `${n} Tests synchronisiert.`),
} as const;
