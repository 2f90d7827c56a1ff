/** The German texts of the 'Verlauf' (issue 16: status changes with who, when, from and to). */
export const historyTexts = {
  title: 'Verlauf',
  caption: 'Statusänderungen, die neueste zuerst',
  at: 'Zeitpunkt',
  by: 'Geändert von',
  subject: 'Was',
  change: 'Status',
  change_: (from: string, to: string) => `${from} → ${to}`,
  empty: 'Noch keine Statusänderungen.',
} as const;
