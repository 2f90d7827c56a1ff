import * as v from 'valibot';
import { defineCalls } from '../call-table';

// The questionnaire's print PDFs (issue 43, item 5), made on the server (the in-browser demo answers 404):
// shared in '@dtp/api-client/questionnaire' beside the questionnaire's other rows.

/** The blank print questionnaires of a year: what a normal test sees, everything a premium test sees, the premium questions alone. */
export const QuestionnairePrintVariants = ['questionnaire', 'premium', 'premiumOnly'] as const;
export type QuestionnairePrintVariant = (typeof QuestionnairePrintVariants)[number];

export const isQuestionnairePrintVariant = (value: string): value is QuestionnairePrintVariant =>
  (QuestionnairePrintVariants as readonly string[]).includes(value);

/** A variant's title, on the PDF and in its links ('Fragebogen 2025 (PDF)'). */
export const questionnairePrintTitle = (variant: QuestionnairePrintVariant, year: number): string =>
  `${{ questionnaire: 'Fragebogen', premium: 'Premium-Fragebogen', premiumOnly: 'Premium-Fragen' }[variant]} ${year}`;

/** The download's name: Fragebogen-2025.pdf, Premium-Fragebogen-2025.pdf, Premium-Fragen-2025.pdf. */
export const questionnairePrintFileName = (variant: QuestionnairePrintVariant, year: number): string =>
  `${questionnairePrintTitle(variant, year).replace(' ', '-')}.pdf`;

export const questionnairePrintCalls = /*#__PURE__*/ defineCalls('questionnairePrint', {
  /**
   * A year's blank questionnaire to print and take along, from the newest version of its definition; for
   * testers too. 400 for another variant, 404 for a year without a definition (and in the demo).
   */
  definition: {
    method: 'GET',
    path: '/questionnaire/print/:year/:variant',
    name: 'Fragebogen drucken',
    access: 'tester',
    personalData: 'none',
    params: { year: 'number', variant: 'string' },
    output: v.blob(),
    file: true,
    statuses: [400, 403, 404],
  },
  /** One submitted questionnaire with its answers, section scores and total, for the back office (Fragebogen-<club>-<date>.pdf). */
  answered: {
    method: 'GET',
    path: '/questionnaire/:testingId/pdf',
    name: 'Fragebogen als PDF',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'QUESTIONNAIRE',
    params: { testingId: 'number' },
    output: v.blob(),
    file: true,
    statuses: [400, 403, 404],
  },
  /**
   * The club's report of a released questionnaire as the club got it (issue 45): the same PDF as the mail's, with the
   * photos marked for the club (Testergebnis-<year>-<club>.pdf); 404 before the release.
   */
  clubReport: {
    method: 'GET',
    path: '/questionnaire/:testingId/report/pdf',
    name: 'Bericht des Clubs als PDF',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'QUESTIONNAIRE',
    params: { testingId: 'number' },
    output: v.blob(),
    file: true,
    statuses: [400, 403, 404],
  },
});
