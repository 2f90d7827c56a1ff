import { waveFieldLabels } from '@dtp/api-client';

/** The German texts of the wave list and the wave detail (spec back-office.md section 2 'Wave list', 'Wave detail'). */
export const waveTexts = {
  /** The wave list's export: its column headers. */
  columns: {
    wave: 'Welle',
    status: 'Status',
    weeks: 'KW',
    start: 'Beginn',
    end: 'Ende',
  },
  listHeading: 'Die Wellen',
  listCaption: 'Die Wellen der Saison',
  empty: 'Für diese Saison sind noch keine Wellen angelegt.',
  update: 'Wellen aktualisieren',
  updateHint: 'Berechnet den Status jeder Welle und jedes Panels aus ihren Tests neu.',
  listCsvFile: 'wellen.csv',
  name: (number: number) => `Welle ${number}`,
  period: (start: string, end: string) => `${start} – ${end}`,
  openLabel: (number: number, weeks: string) => `Welle ${number} (${weeks}) öffnen`,
  title: (number: number | null) => (number === null ? 'Welle' : `Welle ${number}`),
  subtitle: (weeks: string, year: number) => `${weeks} · Saison ${year}`,
  notFound: 'Diese Welle gibt es nicht.',
  formTitle: 'Zeitraum und Status',
  start: waveFieldLabels.start,
  end: waveFieldLabels.end,
  status: 'Status',
  save: 'Speichern',
  testsTitle: 'Tests dieser Welle',
  testsCaption: (number: number) => `Die Tests der Welle ${number}`,
  testsCsvFile: (number: number) => `welle-${number}-tests.csv`,
  club: 'Golfclub',
  tester: 'Tester',
  noTester: '–',
  rowLabel: (club: string, tester: string | null) => `Test im ${club}${tester ? ` mit ${tester}` : ''} öffnen`,
  weeks: 'KW',

  // Issue 56: the season's waves are the back office's to add and remove.
  emptyHint: 'Fügen Sie mit „Welle hinzufügen“ die erste Welle hinzu.',
  noSeason: 'Es ist noch keine Saison angelegt.',
  noSeasonAdminBefore: 'Legen Sie die Saison mit ihren Wellen und getesteten Clubs unter ',
  noSeasonLink: '„Saisons“',
  noSeasonAdminAfter: ' an.',
  noSeasonManager: 'Eine Administratorin oder ein Administrator legt sie unter „Saisons“ an.',
  add: 'Welle hinzufügen',
  addTitle: (year: number) => `Welle hinzufügen (Saison ${year})`,
  addHint: 'Die Wellen der Saison werden nach ihrem Beginn nummeriert. Jeder getestete Club der Saison erhält einen Test in der neuen Welle.',
  addSave: 'Welle anlegen',
  remove: 'Welle entfernen',
  removeTitle: (number: number) => `Welle ${number} entfernen`,
  removeQuestion: (number: number, tests: number) =>
    tests === 0
      ? `Welle ${number} entfernen? Sie hat keine Tests.`
      : tests === 1
        ? `Welle ${number} entfernen? Ihr einer Test wird mit ihr entfernt.`
        : `Welle ${number} entfernen? Ihre ${tests} Tests werden mit ihr entfernt.`,
  removeHint: 'Das geht nur, solange keinem ihrer Tests ein Tester zugeteilt ist.',
} as const;
