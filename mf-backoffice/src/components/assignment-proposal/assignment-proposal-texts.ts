import { euroText, kmText, TestingProgressLabels } from '@dtp/api-client';
import { proposalTexts } from '@dtp/api-client/back-office';

/** Which status 'Übernehmen' gives the proposed testers. */
export type ProposalProgress = 'MARKED' | 'ASSIGNED';

const tests = (n: number) => (n === 1 ? '1 Test' : `${n} Tests`);

/** The German texts of 'Einteilung vorschlagen' (issue 60): the button, the proposal's table, its totals and 'Übernehmen'. */
export const assignmentProposalTexts = {
  open: proposalTexts.title,
  openHint: 'Schlägt für jeden Test dieser Welle ohne Tester einen Tester vor. Es ändert sich nichts, bis Sie den Vorschlag übernehmen.',
  title: (wave: number) => `${proposalTexts.title}: Welle ${wave}`,
  intro: 'Ein Vorschlag: Es ist noch nichts eingeteilt. Entfernen Sie Tests, die offen bleiben sollen, heften Sie Tester an, die bleiben sollen, und lassen Sie neu vorschlagen.',
  loading: 'Der Vorschlag wird berechnet …',
  close: 'Schließen',
  caption: (wave: number) => `Vorgeschlagene Tester für die offenen Tests der Welle ${wave}`,
  /** The table's column headers. */
  columns: {
    test: 'Test / Club',
    tester: 'Vorgeschlagener Tester',
    distance: 'Entfernung',
    reasons: 'Gründe',
    actions: 'Aktionen',
  },
  premium: 'Premium-Test',
  noTester: 'Kein Tester',
  droppedTester: 'Entfernt: bleibt ohne Tester',
  takenBackHint: 'Wird beim nächsten Vorschlag wieder berücksichtigt.',
  pinnedBadge: 'Angeheftet',
  noDistance: '–',
  noReasons: '–',
  km: (km: number) => kmText(km),
  empty: 'Diese Welle hat keine Tests ohne Tester.',
  drop: 'Entfernen',
  dropLabel: (club: string) => `Test im ${club} aus dem Vorschlag entfernen`,
  undrop: 'Zurücknehmen',
  undropLabel: (club: string) => `Test im ${club} wieder in den Vorschlag aufnehmen`,
  pin: 'Anheften',
  pinLabel: (tester: string, club: string) => `${tester} an den Test im ${club} anheften`,
  unpin: 'Lösen',
  unpinLabel: (tester: string, club: string) => `${tester} vom Test im ${club} lösen`,
  changedNotice: 'Sie haben Tests entfernt oder Tester angeheftet bzw. gelöst. Die Summen gelten noch für den letzten Vorschlag; „Neu vorschlagen“ rechnet mit Ihren Änderungen.',
  propose: 'Neu vorschlagen',

  // The totals, the proposal beside 'nearest first'.
  totalsCaption: 'Summen des Vorschlags und zum Vergleich der Einteilung Test für Test',
  totalsColumns: {
    figure: 'Kennzahl',
    proposal: 'Vorschlag',
    nearestFirst: 'Nächster freier Tester, Test für Test',
  },
  filledLabel: 'Tests besetzt',
  filled: (filled: number, open: number) => `${filled} von ${open}`,
  kmLabel: 'Kilometer gesamt (einfache Strecke)',
  kmTotal: (km: number) => kmText(km),
  unknownDistances: (n: number) => (n === 1 ? '1 Tester ohne bekannte Entfernung' : `${n} Tester ohne bekannte Entfernung`),
  costsLabel: 'Geschätzte Fahrtkosten',
  costs: (euro: number) => euroText(euro),
  /** The gain over test by test, under the totals. */
  gainFilled: (n: number) => `Der Vorschlag besetzt ${tests(n)} mehr als die Einteilung Test für Test.`,
  gainKm: (km: number, euro: number) => `Der Vorschlag fährt ${kmText(km)} weniger als die Einteilung Test für Test (${euroText(euro)} weniger geschätzte Fahrtkosten).`,

  // 'Übernehmen'.
  apply: 'Übernehmen',
  applyTitle: 'Vorschlag übernehmen',
  applyChoice: 'Was soll mit den vorgeschlagenen Testern geschehen?',
  progressOptions: [
    { value: 'MARKED', label: 'Tester vormerken' },
    { value: 'ASSIGNED', label: 'Tester einteilen' },
  ] satisfies { value: ProposalProgress; label: string }[],
  applyQuestion: (n: number, progress: ProposalProgress) => `${tests(n)} erhalten den Status „${TestingProgressLabels[progress]}“.`,
  applyMails: (n: number) => (n === 1 ? 'Der Tester erhält die Email zur Einteilung.' : `Die ${n} Tester erhalten die Email zur Einteilung.`),
  applyNoMails: 'Es werden keine Emails versandt.',
  applied: (n: number, progress: ProposalProgress) => `${tests(n)} übernommen: ${TestingProgressLabels[progress]}.`,
  nothingToApply: 'Der Vorschlag enthält keinen Tester.',
  /** Beside the proposal after a 409 (the badge shows the lost-update message). */
  stale: 'Ein Test dieser Welle wurde inzwischen geändert. Es wurde nichts übernommen. Bitte lassen Sie neu vorschlagen.',
} as const;
