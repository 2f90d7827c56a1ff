import type { QuestionnairePrinter } from '@dtp/domain';
import { definitionKey, PdfCache } from './pdf-cache';
import { createPdfThread, type PdfThreadOptions } from './pdf-thread';
import { DEFAULT_PLATFORM_NAME } from './questionnaire-pdf';

// The domain's printer on pdfmake (createDomainServer's `printer`): the questionnaire's PDFs (questionnaire-pdf.ts)
// and the club's report (club-report-pdf.ts), made in a worker thread with a memory cap (pdf-thread.ts).

export interface PdfPrinterOptions extends PdfThreadOptions {
  /** The header's name; 'Digitale Test-Plattform' by default. */
  platformName?: string;
  /** Where the blank questionnaires are kept (tests look into it). */
  cache?: PdfCache;
}

/** The printer, and the end of its thread (the platform's close). */
export type PdfPrinter = QuestionnairePrinter & { close(): Promise<void> };

/**
 * The blank questionnaires are kept per definition version and variant (pdf-cache.ts); an answered questionnaire and a
 * club's report are made on every call.
 */
export function createPdfPrinter({ platformName = DEFAULT_PLATFORM_NAME, cache = new PdfCache(), ...thread }: PdfPrinterOptions = {}): PdfPrinter {
  const { render, close } = createPdfThread(thread);
  return {
    definition: (def, variant) => cache.get(definitionKey(def, variant), () => render({ kind: 'definition', platformName, def, variant })),
    answered: (view) => render({ kind: 'answered', platformName, view }),
    clubReport: (report, photos = new Map()) => render({ kind: 'clubReport', platformName, report, photos }),
    close,
  };
}
