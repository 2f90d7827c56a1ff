import type { QuestionnairePrintVariant } from '@dtp/contract/calls/questionnaire-print';
import type { ClubReport } from '@dtp/contract/club-report';
import type { Questionnaire, QuestionnaireDefinition } from '@dtp/contract/questionnaire';
import type { StoredPhoto } from '@dtp/domain';
import { clubReportDocument } from './club-report-pdf';
import { answeredDocument, definitionDocument, render } from './questionnaire-pdf';

/**
 * One PDF to make, as it crosses to the PDF worker (pdf-worker.ts): plain data only (a document definition holds
 * functions, which a thread cannot be sent), so the worker lays the document out itself.
 */
export type PdfJob = { platformName: string } & (
  | { kind: 'definition'; def: QuestionnaireDefinition; variant: QuestionnairePrintVariant }
  | { kind: 'answered'; view: Questionnaire }
  | { kind: 'clubReport'; report: ClubReport; photos: ReadonlyMap<number, StoredPhoto> }
);

export function renderJob(job: PdfJob): Promise<Uint8Array> {
  if (job.kind === 'definition') return render(definitionDocument(job.def, job.variant, job.platformName));
  if (job.kind === 'answered') return render(answeredDocument(job.view, job.platformName));
  return render(clubReportDocument(job.report, job.platformName, job.photos));
}
