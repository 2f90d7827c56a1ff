import { isQuestionnairePrintVariant, questionnairePrintCalls, questionnairePrintFileName } from '@dtp/contract/calls/questionnaire-print';
import { afterTransaction, type AfterTransaction } from '../after-transaction';
import type { Ctx } from '../context';
import { badRequest, HttpError, notFound } from '../http';
import { PRINT_UNAVAILABLE_MESSAGE, type QuestionnairePrinter } from '../print/questionnaire-printer';
import type { Router } from '../router';
import { ClubReportTexts } from '@dtp/contract/club-report';
import { clubReportFileName, clubReportOf, clubReportPdfPhotos } from '../rules/club-report';
import { fileNamePart } from '../rules/file-names';
import { loadQuestionnaire } from './questionnaire';

// The questionnaire's print PDFs (issue 43, item 5): the domain finds what to print and names the file; the
// server's printer (ctx.printer, print/questionnaire-printer.ts) makes the PDF after the request's transaction
// (after-transaction.ts: rendering takes about half a second). The demo has none: 404.

const PDF_TYPE = 'application/pdf';

function printerOf(ctx: Ctx): QuestionnairePrinter {
  if (!ctx.printer) throw new HttpError(404, PRINT_UNAVAILABLE_MESSAGE);
  return ctx.printer;
}

const pdfFile = (bytes: Uint8Array, name: string): File => new File([bytes as Uint8Array<ArrayBuffer>], name, { type: PDF_TYPE });

/** A year's blank questionnaire, from the newest version of its definition. */
async function printDefinition(ctx: Ctx, year: number, variant: string): Promise<AfterTransaction<File>> {
  if (!isQuestionnairePrintVariant(variant)) throw badRequest(`Unbekannte Druckfassung „${variant}“: erlaubt sind questionnaire, premium und premiumOnly.`);
  const printer = printerOf(ctx);
  const newest = (await ctx.db.find('questionnaireDefinition', { year })).sort((a, b) => b.version - a.version)[0];
  if (!newest) throw notFound(`Der Fragebogen ${year}`);
  const definition = { ...newest.definition, year: newest.year, version: newest.version };
  return afterTransaction(async () => pdfFile(await printer.definition(definition, variant), questionnairePrintFileName(variant, year)));
}

/** Fragebogen-<club>-<date>.pdf: letters and digits of the club's name (umlauts spelled out), the test date. */
const answeredPdfFileName = (clubName: string, date: string): string => `Fragebogen-${fileNamePart(clubName, 'Club')}-${date}.pdf`;

/** One submitted questionnaire (submitted, returned or released) with its answers, section scores and total. */
async function printAnswered(ctx: Ctx, testingId: number): Promise<AfterTransaction<File>> {
  const printer = printerOf(ctx);
  const view = await loadQuestionnaire(ctx, testingId);
  if (view.progress === 'OPEN') throw new HttpError(404, 'Für diesen Test liegt kein abgegebener Fragebogen vor.');
  const date = view.date ?? view.submittedAt?.slice(0, 10) ?? 'ohne-Datum';
  return afterTransaction(async () => pdfFile(await printer.answered(view), answeredPdfFileName(view.clubName, date)));
}

/** The club's report as the club got it by mail, with the photos marked for the club; only once released. */
async function printClubReport(ctx: Ctx, testingId: number): Promise<AfterTransaction<File>> {
  const printer = printerOf(ctx);
  await ctx.db.testingOr404(testingId);
  const report = await clubReportOf(ctx.db, testingId);
  if (!report) throw new HttpError(404, ClubReportTexts.notReleased);
  const photos = await clubReportPdfPhotos(ctx.db, report);
  return afterTransaction(async () => pdfFile(await printer.clubReport(report, photos), clubReportFileName(report)));
}

export function registerQuestionnairePrint(router: Router<Ctx>): void {
  router
    .on(questionnairePrintCalls.definition, (ctx, p) => printDefinition(ctx, p.year, p.variant))
    .on(questionnairePrintCalls.answered, (ctx, p) => printAnswered(ctx, p.testingId))
    .on(questionnairePrintCalls.clubReport, (ctx, p) => printClubReport(ctx, p.testingId));
}
