import type { QuestionnairePrinter } from '@dtp/domain';
import { clubReportDocument } from './club-report-pdf';
import { definitionKey, PdfCache } from './pdf-cache';
import { answeredDocument, DEFAULT_PLATFORM_NAME, definitionDocument, render } from './questionnaire-pdf';

// The domain's printer on pdfmake (createDomainServer's `printer`): the questionnaire's PDFs (questionnaire-pdf.ts)
// and the club's report (club-report-pdf.ts).

export interface PdfPrinterOptions {
  /** The header's name; 'Digitale Test-Plattform' by default. */
  platformName?: string;
  /** Where the blank questionnaires are kept (tests look into it). */
  cache?: PdfCache;
}

/**
 * The blank questionnaires are kept per definition version and variant (pdf-cache.ts); an answered questionnaire and a
 * club's report are made on every call.
 */
export function createPdfPrinter({ platformName = DEFAULT_PLATFORM_NAME, cache = new PdfCache() }: PdfPrinterOptions = {}): QuestionnairePrinter {
  return {
    definition: (def, variant) => cache.get(definitionKey(def, variant), () => render(definitionDocument(def, variant, platformName))),
    answered: (view) => render(answeredDocument(view, platformName)),
    clubReport: (report, photos) => render(clubReportDocument(report, platformName, photos)),
  };
}
