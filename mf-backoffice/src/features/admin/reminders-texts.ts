/** The German texts of the administration's reminders card and its list of automatic mails (issue 34). */
export const reminderTexts = {
  title: 'Erinnerungen',
  intro:
    'Die Plattform erinnert Tester und Clubs selbst: Jeden Morgen um 6:00 Uhr plant sie die Erinnerungen der nächsten sieben Tage. Sie stehen bis dahin als „Geplant“ in der Email-Liste und gehen am jeweiligen Tag um 8:00 Uhr hinaus, jede nur einmal. Inaktive Tester erhalten keine Erinnerung.',
  testTitle: 'Test-Erinnerung',
  testHint: 'An den eingeteilten Tester, wenn Test-Datum und Tee-Time vereinbart sind. Wird der Test verschoben, gilt das neue Datum. 1 bis 30 Tage.',
  travelTitle: 'Erinnerung Spesenabrechnung',
  travelHint: 'Nach einem eingegangenen Test, solange die Spesenabrechnung nicht eingereicht ist: zweimal. Erste 1 bis 60, zweite 2 bis 90 Tage.',
  sheetTitle: 'Erinnerung Testerdatenblatt',
  sheetHint: 'An eingeladene Tester, die ihr Datenblatt der Saison noch nicht abgeschickt haben. 1 bis 90 Tage.',
  clubFeedbackTitle: 'Feedback des Clubs',
  clubFeedbackHint: 'Einmal an den Club, der nach der Email „Feedback zu Ihrem Tester“ noch kein Feedback gegeben hat, mit neuem Link. 1 bis 30 Tage.',
  clubFeedbackLinkHint: 'So lange öffnet der persönliche Link des Clubs sein Feedback-Formular. 1 bis 365 Tage.',
  clubMeasuresTitle: 'Maßnahmen der Clubs',
  clubMeasuresHint:
    'Am Tag nach dem Datum einer geplanten Maßnahme, solange der Club sie nicht als erledigt meldet: einmal je Datum, mit neuem Link zum Bericht. Nicht nach abgeschlossenem Plan.',
  save: 'Speichern',
  mailsTitle: 'Automatische Emails',
  mailsIntro: 'Diese Emails versendet die Plattform von selbst. Die Erinnerungen stellen Sie oben ein.',
  type: 'Typ',
  subject: 'Betreff',
  when: 'Versand',
  status: 'Status',
  on: 'Aktiv',
  off: 'Ausgeschaltet',
} as const;
