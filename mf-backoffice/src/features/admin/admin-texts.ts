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
  syncTitle: 'Fragebogen',
  syncIntro: 'Übernimmt die im Fragebogen eingegangenen Tests: Tests mit vereinbarter Tee-Time, deren Fragebogen vorliegt, gelten danach als eingegangen.',
  sync: 'Sync Tests',
  synced: (n: number) => (n === 1 ? '1 Test synchronisiert.' : `${n} Tests synchronisiert.`),
} as const;
