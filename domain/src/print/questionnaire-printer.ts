import type { ClubReport } from '@dtp/contract/club-report';
import type { QuestionnaireDefinition, Questionnaire, QuestionSection } from '@dtp/contract/questionnaire';
import type { QuestionnairePrintVariant } from '@dtp/contract/calls/questionnaire-print';
import { questionsOf } from '@dtp/contract/questionnaire-score';

/**
 * The port behind the questionnaire's print PDFs (issue 43, item 5). The domain never makes a PDF itself: it
 * also runs in the browser demo, and pdfmake is a server library. The API server passes its implementation to
 * createDomainServer (`printer`, api-server/src/print/questionnaire-pdf.ts); handlers reach it as `ctx.printer`.
 * Without one (the demo) the print calls answer 404 with {@link PRINT_UNAVAILABLE_MESSAGE}.
 */
export interface QuestionnairePrinter {
  /**
   * A blank questionnaire to take along: the whole definition comes in, the printer prints the variant's
   * sections ({@link printSectionsOf}).
   */
  definition(def: QuestionnaireDefinition, variant: QuestionnairePrintVariant): Promise<Uint8Array>;
  /** One questionnaire with its answers, section scores and total (the view staff read). */
  answered(view: Questionnaire): Promise<Uint8Array>;
  /**
   * A club's report (issue 45): its scores with the bars, the association's average, the answers, and the photos CMC
   * marked for the club (`photos` by id: those the PDF embeds; rules/club-report.ts clubReportPdfPhotos).
   */
  clubReport(report: ClubReport, photos?: ReadonlyMap<number, StoredPhoto>): Promise<Uint8Array>;
}

/** A stored photo's bytes with the type its content showed on upload (JPEG or PNG). */
export interface StoredPhoto {
  contentType: string;
  content: Uint8Array;
}

export const PRINT_UNAVAILABLE_MESSAGE = 'Der Druck ist nur auf dem Server verfügbar.';

/**
 * The sections a print variant holds, in page order:
 * - 'questionnaire': what a normal test sees (premium sections and questions left out);
 * - 'premium': every section and question, as a premium test sees them;
 * - 'premiumOnly': the premium sections, and the premium-only questions of the other sections.
 * A section with no question left is left out.
 */
export function printSectionsOf(def: QuestionnaireDefinition, variant: QuestionnairePrintVariant): QuestionSection[] {
  if (variant === 'questionnaire') return questionsOf(def, false);
  if (variant === 'premium') return questionsOf(def, true);
  return def.sections
    .map((section) => (section.premiumOnly ? section : { ...section, questions: section.questions.filter((question) => question.premiumOnly) }))
    .filter((section) => section.questions.length > 0);
}
