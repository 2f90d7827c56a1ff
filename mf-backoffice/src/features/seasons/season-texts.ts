import { seasonFieldLabels, waveFieldLabels } from '@dtp/api-client';
import { RecipientGroupLabels } from '@dtp/api-client/back-office';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The German texts of the seasons (issue 56; not in the spec, which assumes them): the list, the new season, the start. */
export const seasonTexts = {
  listHeading: 'Die Saisons',
  listCaption: 'Die Saisons, die neueste zuerst',
  empty: 'Es ist noch keine Saison angelegt.',
  emptyAdminHint: 'Legen Sie die erste Saison mit ihren Wellen und getesteten Clubs an. Sie ist sofort die aktuelle Saison.',
  create: 'Neue Saison anlegen',
  title: (year: number) => `Saison ${year}`,
  wavesCaption: (year: number) => `Die Wellen der Saison ${year}`,
  /** The weeks never break inside ('KW 14–18' with a no-break space), on a phone neither. */
  wave: (number: number, start: string, end: string, weeks: string) => `Welle ${number}: ${start} – ${end} (${weeks.replaceAll(' ', '\u00a0')})`,
  noWaves: 'Noch keine Wellen.',
  clubs: (n: number) => count(n, 'getesteter Club', 'getestete Clubs'),
  testings: (testings: number, assigned: number) => `${count(testings, 'Test', 'Tests')}, davon ${assigned} mit Tester`,
  sheets: (n: number) => count(n, 'Datenblatt', 'Datenblätter'),

  // 'Saison {year} starten' and its confirm step.
  start: (year: number) => `Saison ${year} starten`,
  startLoading: 'Was der Start bewirkt, wird ermittelt …',
  startCurrent: (year: number, currentYear: number | null) =>
    `Die Saison ${year} wird die aktuelle Saison${currentYear === null ? '.' : `; die Saison ${currentYear} ist danach nur noch lesbar.`}`,
  startSheets: (sheets: number, year: number) =>
    `${sheets} ${sheets === 1 ? 'Testerin oder Tester erhält' : 'Testerinnen und Tester erhalten'} ein Datenblatt ${year} im Status „Angelegt“ (Stammdaten bleiben erhalten; Verfügbarkeit und Fortschritt beginnen neu).`,
  startWaves: (waves: number, testings: number) => `${count(waves, 'Welle', 'Wellen')} mit ${count(testings, 'Test', 'Tests')}.`,
  startMails: `Es werden keine Emails versendet. Die Einladung zur Saison schicken Sie danach unter „Emails“ → „Neu“ an die Empfängergruppe „${RecipientGroupLabels.INITIAL}“.`,
  openClaims: (currentYear: number) => `Noch nicht geprüfte Spesenabrechnungen der Saison ${currentYear}:`,
  openClaim: (wave: number, club: string, tester: string, progress: string) => `Welle ${wave} · ${club} · ${tester} (${progress})`,
  openClaimsHint: 'Sie können die Saison trotzdem starten; die Abrechnungen bleiben bearbeitbar.',
  copyQuestionnaire: (from: number) => `Fragebogen des Vorjahres übernehmen (${from})`,
  noQuestionnaire: (year: number) => `Für ${year} ist noch kein Fragebogen hinterlegt. Importieren Sie ihn unter „Administration“.`,

  // 'Getestete Clubs ändern'.
  changeClubs: 'Getestete Clubs ändern',
  changeClubsTitle: (year: number) => `Getestete Clubs der Saison ${year}`,
  changeClubsHint: 'Neue Clubs erhalten ihr Panel und einen Test je Welle. Ein Club lässt sich nur abwählen, solange keinem seiner Tests ein Tester zugeteilt ist.',

  // The clubs' checkboxes (the new season and 'Getestete Clubs ändern').
  clubsTitle: 'Getestete Clubs',
  clubsLegend: 'Getestete Clubs der Saison',
  selectAll: 'Alle auswählen',
  selectNone: 'Keine auswählen',
  selected: (n: number, of: number) => `${n} von ${of} ausgewählt`,
  noClubsBefore: 'Es sind noch keine Golfclubs angelegt. Legen Sie sie unter ',
  noClubsLink: '„Golf-Clubs“',
  noClubsAfter: ' an; Sie können sie später der Saison hinzufügen.',

  // The new season.
  newHeading: 'Neue Saison',
  newSubtitle: 'Jahr, Wellen und getestete Clubs. Panels und ein Test je Welle und Club entstehen beim Anlegen.',
  year: seasonFieldLabels.year,
  yearHint: 'Vier Ziffern, z.B. 2027.',
  yearTitle: 'Saison',
  wavesTitle: 'Wellen',
  waveRows: {
    empty: 'Noch keine Welle: Fügen Sie die erste hinzu.',
    add: 'Welle hinzufügen',
    addHint: 'Enter im Feld „Ende“ der letzten Welle fügt eine weitere Welle hinzu; sie beginnt am Tag nach deren Ende.',
    row: (n: number) => `Welle ${n}`,
    remove: (n: number) => `Welle ${n} entfernen`,
  },
  waveStart: waveFieldLabels.start,
  waveEnd: waveFieldLabels.end,
  submit: 'Saison anlegen',
  /** Issue 61: the season's questionnaire, edited by admins, read by managers. */
  editQuestionnaire: 'Fragebogen bearbeiten',
  viewQuestionnaire: 'Fragebogen ansehen',
  questionnaireOf: (year: number, edit: boolean) => `Fragebogen ${year} ${edit ? 'bearbeiten' : 'ansehen'}`,
} as const;
