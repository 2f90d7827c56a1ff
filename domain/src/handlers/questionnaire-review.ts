import { questionnaireReviewCalls } from '@dtp/contract/calls/back-office';
import { isAnswered, type Answer, type Questionnaire } from '@dtp/contract/questionnaire';
import {
  answerText,
  correctionHistory,
  photoShareHistory,
  QuestionnaireCorrectInputSchema,
  QuestionnairePhotoShareInputSchema,
  QuestionnaireReturnInputSchema,
  QuestionnaireReviewProgressLabels,
  QuestionnaireReviewTexts,
  type QuestionnaireReviewEntry,
  type QuestionnaireReviewProgress,
} from '@dtp/contract/questionnaire-review';
import { parseBody, type Ctx } from '../context';
import { badRequest, HttpError } from '../http';
import type { Router } from '../router';
import { queueMail } from '../rules/email-queue';
import { revokeClubLinks } from '../rules/club-links';
import { findingsFromRelease } from '../rules/club-measures';
import { clubReportMail, questionnaireReturnedMail } from '../rules/mail-texts';
import { questionnaireLink } from '../rules/questionnaire-rules';
import { checkAnswers } from '../rules/questionnaire-rules';
import { questionsOf, scoreQuestionnaire } from '@dtp/contract/questionnaire-score';
import { shownQuestionIds, withoutHiddenAnswers } from '@dtp/contract/questionnaire-conditions';
import type { QuestionnaireRow, TestingRow } from '../state';
import { fullName, isoTimestampOf, salutationMessage } from '../views';
import { open, view, type Opened } from './questionnaire';
import { photoOf } from './questionnaire-photos';
import { photosOf } from '../rules/questionnaire-photos';

// 'Fragebogen freigeben' (issue 43, item 4): staff review a submitted questionnaire. They return it to the
// tester with a reason (a mail; the tester may change and submit it again), correct one answer with a note
// (recorded in the Verlauf), or release it (locked for good; from then on it counts in reports). Every
// status change of a questionnaire is recorded in its testing's Verlauf (rules/history-rules.ts); the rows'
// access ('staff') is checked before these handlers run.

type Reviewed = Opened & { row: QuestionnaireRow };

const isReviewProgress = (progress: QuestionnaireRow['progress']): progress is QuestionnaireReviewProgress => progress !== 'OPEN';

/** The questionnaire of a testing, submitted (not returned, not released): 409 otherwise, 404 before any was saved. */
async function submitted(ctx: Ctx, testingId: number): Promise<Reviewed> {
  const opened = await open(ctx, testingId);
  const { row } = opened;
  if (!row) throw new HttpError(404, QuestionnaireReviewTexts.noQuestionnaire);
  if (row.progress === 'RELEASED') throw new HttpError(409, QuestionnaireReviewTexts.released);
  if (row.progress !== 'SUBMITTED') throw new HttpError(409, QuestionnaireReviewTexts.notSubmitted);
  return { ...opened, row };
}

/** Required text (the return's reason): blank is answered with the German message beside the field. */
function requiredText(value: string, field: string, message: string): string {
  const text = value.trim();
  if (text === '') throw badRequest(message, { [field]: message });
  return text;
}

/** Every submitted, returned and released questionnaire: those waiting for review first, then the newest. */
async function list(ctx: Ctx): Promise<QuestionnaireReviewEntry[]> {
  const rows = (await ctx.db.find('questionnaire')).filter((row) => isReviewProgress(row.progress));
  if (rows.length === 0) return [];
  const testings = new Map((await ctx.db.find('testing', { id: rows.map((r) => r.id) })).map((t) => [t.id, t]));
  const waves = new Map((await ctx.db.find('wave')).map((w) => [w.id, w]));
  const definitions = new Map((await ctx.db.find('questionnaireDefinition', { id: [...new Set(rows.map((r) => r.definitionId))] })).map((d) => [d.id, d]));
  await ctx.db.clubs();
  await ctx.db.preloadAssigned([...testings.values()]);
  const order: Record<QuestionnaireReviewProgress, number> = { SUBMITTED: 0, RETURNED: 1, RELEASED: 2 };
  const entries: QuestionnaireReviewEntry[] = [];
  for (const row of rows) {
    const testing = testings.get(row.id);
    const wave = testing && waves.get(testing.waveId);
    const definition = definitions.get(row.definitionId);
    if (!testing || !wave || !definition || !isReviewProgress(row.progress)) continue;
    const club = await ctx.db.club(testing.clubId);
    const tester = await ctx.db.assignedUser(testing);
    entries.push({
      testingId: testing.id,
      year: wave.year,
      wave: wave.number,
      clubId: testing.clubId,
      clubName: club?.name ?? '',
      testerName: tester ? fullName(tester) : '',
      premiumTest: testing.premiumTest,
      submittedAt: row.submittedAt,
      releasedAt: row.releasedAt,
      scorePercent: scoreQuestionnaire(definition.definition, row.answers, { premiumTest: testing.premiumTest }).total.percent,
      progress: row.progress,
      progressLabel: QuestionnaireReviewProgressLabels[row.progress],
    });
  }
  return entries.sort((a, b) => order[a.progress] - order[b.progress] || (b.submittedAt ?? '').localeCompare(a.submittedAt ?? '') || b.testingId - a.testingId);
}

/** 'Zurück an Tester': the tester may change and submit it again, and gets a mail with the reason and the link. */
async function returnToTester(ctx: Ctx, testingId: number): Promise<Questionnaire> {
  const input = parseBody(ctx, QuestionnaireReturnInputSchema);
  const reviewed = await submitted(ctx, testingId);
  const reason = requiredText(input.reason, 'reason', QuestionnaireReviewTexts.reasonRequired);
  Object.assign(reviewed.row, { progress: 'RETURNED', returnReason: reason });
  const tester = await ctx.db.assignedUser(reviewed.testing);
  if (tester?.contact.email && !tester.erasedAt) {
    const club = await ctx.db.club(reviewed.testing.clubId);
    await queueMail(ctx.db, ctx.clock, {
      to: tester.contact.email,
      recipientId: tester.id,
      ...questionnaireReturnedMail({
        salutation: salutationMessage(tester),
        club: club?.name ?? '',
        premium: reviewed.testing.premiumTest,
        reason,
        link: questionnaireLink(ctx.appUrl, testingId),
        signedBy: ctx.contactName,
      }),
    });
  }
  return view(ctx, reviewed);
}

/** One answer corrected, checked like the tester's; the Verlauf says which, from what to what, and the note. */
async function correct(ctx: Ctx, testingId: number): Promise<Questionnaire> {
  const input = parseBody(ctx, QuestionnaireCorrectInputSchema);
  const reviewed = await submitted(ctx, testingId);
  const sections = questionsOf(reviewed.definition.definition, reviewed.testing.premiumTest);
  const question = sections.flatMap((s) => s.questions).find((q) => q.id === input.questionId);
  if (!question) throw badRequest(QuestionnaireReviewTexts.unknownQuestion, { questionId: QuestionnaireReviewTexts.unknownQuestion });
  if (question.kind === 'photos') throw badRequest(QuestionnaireReviewTexts.photosNotCorrectable, { answer: QuestionnaireReviewTexts.photosNotCorrectable });
  if (!shownQuestionIds(sections, reviewed.row.answers).has(question.id)) throw badRequest(QuestionnaireReviewTexts.notAsked, { answer: QuestionnaireReviewTexts.notAsked });
  const answer: Answer = input.answer.text === undefined ? input.answer : { ...input.answer, text: input.answer.text.trim() };
  const errors: Record<string, string> = {};
  const problem = isAnswered(answer) ? Object.values(checkAnswers(sections, { [question.id]: answer }))[0] : QuestionnaireReviewTexts.answerRequired;
  if (problem) errors.answer = problem;
  const note = input.note.trim();
  if (note === '') errors.note = QuestionnaireReviewTexts.noteRequired;
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  const before = answerText(question, reviewed.row.answers[question.id]);
  const after = answerText(question, answer);
  if (before === after) throw badRequest(QuestionnaireReviewTexts.answerUnchanged, { answer: QuestionnaireReviewTexts.answerUnchanged });
  const { row } = reviewed;
  // A newer revision: a device of the tester's still holding the older one cannot overwrite it after a return.
  // A correction that hides questions drops their answers, as the submit does (questionnaire-conditions.ts).
  Object.assign(row, { answers: withoutHiddenAnswers(sections, { ...row.answers, [question.id]: answer }), revision: row.revision + 1 });
  await ctx.db.recordHistory({
    subject: `testing:${testingId}`,
    what: 'QUESTIONNAIRE_ANSWER',
    from: correctionHistory.from(question.text, before),
    to: correctionHistory.to(after, note),
  });
  return view(ctx, reviewed);
}

/**
 * 'Freigeben': locked for good (neither the tester nor staff change it any more), and the club gets its result: the
 * report behind a personal link and as a PDF, both made when the mail is sent (rules/club-report.ts).
 */
async function release(ctx: Ctx, testingId: number): Promise<Questionnaire> {
  const reviewed = await submitted(ctx, testingId);
  Object.assign(reviewed.row, { progress: 'RELEASED', releasedAt: isoTimestampOf(ctx.clock.now()) });
  // The findings before the mail: the report's PDF, made when it is sent, lists them (issue 62).
  await findingsFromRelease(ctx.db, testingId);
  await sendReport(ctx, reviewed.testing);
  return view(ctx, reviewed);
}

/** The club's result mail; false when the club has no address. The link is made when the mail is sent. */
async function sendReport(ctx: Ctx, testing: TestingRow): Promise<boolean> {
  const club = await ctx.db.club(testing.clubId);
  const wave = await ctx.db.wave(testing.waveId);
  if (!club || !wave || club.email.trim() === '') return false;
  await queueMail(ctx.db, ctx.clock, {
    to: club.email.trim(),
    ...clubReportMail({ year: wave.year, date: testing.date, signedBy: ctx.contactName }),
    clubLink: { purpose: 'report', testingId: testing.id },
  });
  return true;
}

/** 'Bericht erneut senden': the report links sent before stop working (a forwarded mail, a lost one), a new one goes out. */
async function resendReport(ctx: Ctx, testingId: number): Promise<Questionnaire> {
  const opened = await open(ctx, testingId);
  if (opened.row?.progress !== 'RELEASED') throw new HttpError(409, QuestionnaireReviewTexts.notReleased);
  await revokeClubLinks(ctx.db, ctx.clock, 'report', testingId);
  if (!(await sendReport(ctx, opened.testing))) throw badRequest(QuestionnaireReviewTexts.clubWithoutEmail);
  return view(ctx, opened);
}

/**
 * 'Für den Club sichtbar': the photo appears in the club's report (page and PDF) or no longer does. Once the
 * questionnaire is in: before, the tester may still remove it. A report already sent shows the change on its page;
 * its PDF shows it with 'Bericht erneut senden'.
 */
async function sharePhoto(ctx: Ctx, photoId: number): Promise<Questionnaire> {
  const { shareable } = parseBody(ctx, QuestionnairePhotoShareInputSchema);
  const { photo, opened } = await photoOf(ctx, photoId);
  if (!opened.row || opened.row.progress === 'OPEN') throw new HttpError(409, QuestionnaireReviewTexts.photoNotSubmitted);
  if ((photo.shareable === true) !== shareable) {
    photo.shareable = shareable;
    const question = questionsOf(opened.definition.definition, opened.testing.premiumTest)
      .flatMap((s) => s.questions)
      .find((q) => q.id === photo.questionId);
    const position = (await photosOf(ctx, photo.testingId)).filter((p) => p.questionId === photo.questionId).findIndex((p) => p.id === photo.id) + 1;
    await ctx.db.recordHistory({
      subject: `testing:${photo.testingId}`,
      what: 'QUESTIONNAIRE_PHOTO',
      from: photoShareHistory.from(question?.text ?? photo.questionId ?? '', position),
      to: photoShareHistory.to(shareable),
    });
  }
  return view(ctx, { ...opened, row: opened.row });
}

export function registerQuestionnaireReview(router: Router<Ctx>): void {
  router
    .on(questionnaireReviewCalls.list, list)
    .on(questionnaireReviewCalls.returnToTester, (ctx, p) => returnToTester(ctx, p.testingId))
    .on(questionnaireReviewCalls.correct, (ctx, p) => correct(ctx, p.testingId))
    .on(questionnaireReviewCalls.release, (ctx, p) => release(ctx, p.testingId))
    .on(questionnaireReviewCalls.resendReport, (ctx, p) => resendReport(ctx, p.testingId))
    .on(questionnaireReviewCalls.sharePhoto, (ctx, p) => sharePhoto(ctx, p.id));
}
