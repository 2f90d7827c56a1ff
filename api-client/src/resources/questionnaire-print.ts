import { send } from '../client/call-client';
import { questionnairePrintCalls, questionnairePrintFileName, type QuestionnairePrintVariant } from '@dtp/contract/calls/questionnaire-print';

const asPdf = (blob: Blob, fallbackName: string): File =>
  blob instanceof File ? blob : new File([blob], fallbackName, { type: blob.type || 'application/pdf' });

/**
 * The questionnaire's print PDFs (contract/calls/questionnaire-print.ts), as Files named by the server. Made on the
 * server only: the in-browser demo answers 404 („Der Druck ist nur auf dem Server verfügbar.“).
 */
export const questionnairePrintApi = {
  /** A year's blank questionnaire: Fragebogen-2025.pdf, Premium-Fragebogen-2025.pdf, Premium-Fragen-2025.pdf. */
  definition: async (year: number, variant: QuestionnairePrintVariant): Promise<File> =>
    asPdf(await send(questionnairePrintCalls.definition, [year, variant]), questionnairePrintFileName(variant, year)),
  /** One submitted questionnaire with its answers and scores (staff): Fragebogen-<club>-<date>.pdf. */
  answered: async (testingId: number): Promise<File> => asPdf(await send(questionnairePrintCalls.answered, [testingId]), 'Fragebogen.pdf'),
  /** The club's report of a released questionnaire, as the club got it (staff): Testergebnis-<year>-<club>.pdf. */
  clubReport: async (testingId: number): Promise<File> => asPdf(await send(questionnairePrintCalls.clubReport, [testingId]), 'Testergebnis.pdf'),
};
