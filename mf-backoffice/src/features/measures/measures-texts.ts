import { MeasureTexts } from '@dtp/api-client/back-office';

/** The German texts of 'Maßnahmen der Clubs' (issue 62): the findings of every club with what the club does about them. */
export const measuresTexts = {
  heading: MeasureTexts.list,
  caption: 'Handlungsfelder der Clubs mit ihren Maßnahmen',
  csvFile: 'massnahmen.csv',
  subtitle: 'Was die Clubs zu den Handlungsfeldern aus ihren Berichten tun, die neueste Saison zuerst',
  empty: 'Noch hat kein Club Handlungsfelder.',
  emptyFiltered: 'Keine Handlungsfelder passen zu den Filtern.',
  seasonFilter: 'Saison',
  stateFilter: 'Status',
  /** The state filter's extra entry, and the table's badge. */
  overdue: MeasureTexts.overdue,
  rowLabel: (club: string, question: string) => `Maßnahmen von ${club} öffnen (${question})`,
} as const;
