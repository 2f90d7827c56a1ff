/** The German texts of the tester's card 'Zugriffe' (issue 46, item 6). */
export const accessRecordsTexts = {
  title: 'Zugriffe',
  intro: 'Wer von CMC Daten dieses Testers geöffnet hat: Stammdaten, Datenblatt und Verfügbarkeit, Spesenabrechnungen mit Bankverbindung, Belege, Fragebögen und Fotos, Feedback, Verlauf, Email-Inhalte und die Datenauskunft. Die Einträge werden nach der in der Administration eingestellten Frist gelöscht.',
  caption: 'Zugriffe auf die Daten des Testers',
  loading: 'Zugriffe werden geladen',
  empty: 'Bisher hat niemand von CMC diese Daten geöffnet.',
  at: 'Zeitpunkt',
  by: 'Wer',
  what: 'Was',
  detail: 'Welche Daten',
} as const;
