import { questionnaireCalls } from '@dtp/contract/calls/questionnaire';
import { QuestionnaireSaveInputSchema, QuestionnaireTexts, type Questionnaire, type QuestionnaireSaveInput } from '@dtp/contract/questionnaire';
import { testingReached } from '@dtp/contract/statuses';
import { parseBody, requireSelfOrStaff, type Ctx } from '../context';
import { badRequest, forbidden, HttpError, notFound } from '../http';
import type { Router } from '../router';
import { checkAnswers, questionnaireLink, questionnaireOpensOn } from '../rules/questionnaire-rules';
import { photosOf, withPhotos } from '../rules/questionnaire-photos';
import { questionsOf, scoreQuestionnaire } from '@dtp/contract/questionnaire-score';
import { missingAnswerMessage, missingAnswers, shownQuestionIds, withoutHiddenAnswers } from '@dtp/contract/questionnaire-conditions';
import type { QuestionnaireDefinitionRow, QuestionnaireRow, TestingRow } from '../state';
import { isoDateOf, isoTimestampOf, salutationMessage } from '../views';
import { queueMail } from '../rules/email-queue';
import { questionnaireSubmittedMail } from '../rules/mail-texts';
import { markTestDone } from '../rules/test-done';

/** A testing's questionnaire with what decides about it: the testing, the definition it is (to be) answered on, the saved row. */
export interface Opened {
  testing: TestingRow;
  definition: QuestionnaireDefinitionRow;
  row: QuestionnaireRow | undefined;
}

/** The newest version of the year's definition: a questionnaire first saved now is answered on it. */
async function currentDefinition(ctx: Ctx, year: number): Promise<QuestionnaireDefinitionRow> {
  const versions = await ctx.db.find('questionnaireDefinition', { year });
  const newest = versions.sort((a, b) => b.version - a.version)[0];
  if (!newest) throw notFound(`Der Fragebogen ${year}`);
  return newest;
}

/**
 * The assigned tester from a week before the agreed date on (spec section 9), and staff at any time.
 * A testing without a tester has no questionnaire.
 */
export async function open(ctx: Ctx, testingId: number): Promise<Opened> {
  const testing = await ctx.db.testingOr404(testingId);
  requireSelfOrStaff(ctx, testing.userId);
  if (testing.userId === null) throw notFound('Der Fragebogen');
  const row = await ctx.db.get('questionnaire', testingId);
  if (!ctx.isStaff) {
    // The test page says from when (Test.questionnaireOpensOn); a 403 carries no text to the screen.
    if (testing.date === null || !testingReached(testing.progress, 'TEE_TIME')) throw forbidden();
    if (isoDateOf(ctx.clock.now()) < questionnaireOpensOn(testing.date)) throw forbidden();
  }
  const definition = row
    ? await ctx.db.get('questionnaireDefinition', row.definitionId)
    : await currentDefinition(ctx, (await ctx.db.waveOr404(testing.waveId)).year);
  if (!definition) throw notFound('Der Fragebogen');
  return { testing, definition, row };
}

export const editable = (ctx: Ctx, { testing, row }: Opened): boolean =>
  !ctx.isStaff && ctx.userId !== null && testing.userId === ctx.userId && (row === undefined || row.progress === 'OPEN' || row.progress === 'RETURNED');

/** The answer of GET /questionnaire/{testingId}, and of the back office's review (handlers/questionnaire-review.ts). */
export async function view(ctx: Ctx, opened: Opened): Promise<Questionnaire> {
  const { testing, definition, row } = opened;
  const club = await ctx.db.club(testing.clubId);
  const sections = questionsOf(definition.definition, testing.premiumTest);
  const photos = await photosOf(ctx, testing.id);
  const answers = withPhotos(row?.answers ?? {}, photos);
  return {
    testingId: testing.id,
    clubName: club?.name ?? '',
    premiumTest: testing.premiumTest,
    date: testing.date,
    progress: row?.progress ?? 'OPEN',
    definition: { ...definition.definition, version: definition.version, sections },
    answers,
    photos,
    revision: row?.revision ?? 0,
    savedAt: row?.savedAt ?? null,
    submittedAt: row?.submittedAt ?? null,
    returnReason: row?.returnReason ?? '',
    editable: editable(ctx, opened),
    score: scoreQuestionnaire(definition.definition, answers, { premiumTest: testing.premiumTest }),
  };
}

/** The checks every change passes: the owner while open, the same definition version, no newer save in between, answers that fit. */
function checkChange(ctx: Ctx, opened: Opened, input: QuestionnaireSaveInput): void {
  const { row, definition, testing } = opened;
  if (row && (row.progress === 'SUBMITTED' || row.progress === 'RELEASED')) throw new HttpError(409, QuestionnaireTexts.alreadySubmitted);
  if (!editable(ctx, opened)) throw forbidden();
  if (input.version !== definition.version) throw new HttpError(409, QuestionnaireTexts.otherVersion);
  if (input.revision !== (row?.revision ?? 0)) throw new HttpError(409, QuestionnaireTexts.staleRevision);
  const errors = checkAnswers(questionsOf(definition.definition, testing.premiumTest), input.answers);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/** Writes the answers (the row is made on the first save, on the definition's version, which freezes it). */
async function store(ctx: Ctx, opened: Opened, sent: QuestionnaireSaveInput): Promise<QuestionnaireRow> {
  const input = { ...sent, answers: withPhotos(sent.answers, await photosOf(ctx, opened.testing.id)) };
  const now = isoTimestampOf(ctx.clock.now());
  if (opened.row) {
    Object.assign(opened.row, { answers: input.answers, revision: opened.row.revision + 1, savedAt: now });
    return opened.row;
  }
  const row: QuestionnaireRow = {
    id: opened.testing.id,
    definitionId: opened.definition.id,
    progress: 'OPEN',
    answers: input.answers,
    revision: 1,
    savedAt: now,
    submittedAt: null,
    releasedAt: null,
    returnReason: '',
  };
  return ctx.db.add('questionnaire', row);
}

async function save(ctx: Ctx, testingId: number): Promise<Questionnaire> {
  const input = parseBody(ctx, QuestionnaireSaveInputSchema);
  const opened = await open(ctx, testingId);
  checkChange(ctx, opened, input);
  const row = await store(ctx, opened, input);
  return view(ctx, { ...opened, row });
}

/** The tester's confirmation mail (QUESTIONNAIRE_SUBMITTED), with the link to read what they submitted. */
async function confirmSubmission(ctx: Ctx, testing: TestingRow): Promise<void> {
  const tester = await ctx.db.assignedUser(testing);
  if (!tester?.contact.email) return;
  const club = await ctx.db.club(testing.clubId);
  await queueMail(ctx.db, ctx.clock, {
    to: tester.contact.email,
    recipientId: tester.id,
    ...questionnaireSubmittedMail({
      salutation: salutationMessage(tester),
      club: club?.name ?? '',
      premium: testing.premiumTest,
      link: questionnaireLink(ctx.appUrl, testing.id),
      signedBy: ctx.contactName,
    }),
  });
}

/**
 * Photos kept with questions the answers hide (issue 61): the submit deletes them with their bytes, as it drops the
 * hidden questions' answers, so nothing is kept that the questionnaire did not ask for.
 */
async function removeHiddenPhotos(ctx: Ctx, testingId: number, shown: ReadonlySet<string>): Promise<void> {
  for (const attachment of await ctx.db.find('attachment', { testingId })) {
    if (attachment.questionId === undefined || shown.has(attachment.questionId)) continue;
    await ctx.db.removeFile(attachment.id);
    await ctx.db.remove('attachment', attachment);
  }
}

/**
 * Once: every required answer of an asked question given; the answers of questions the answers hide are dropped
 * (questionnaire-conditions.ts); the test becomes 'Test eingegangen'; the tester gets a confirmation.
 */
async function submit(ctx: Ctx, testingId: number): Promise<Questionnaire> {
  const input = parseBody(ctx, QuestionnaireSaveInputSchema);
  const opened = await open(ctx, testingId);
  checkChange(ctx, opened, input);
  const sections = questionsOf(opened.definition.definition, opened.testing.premiumTest);
  const answers = withPhotos(input.answers, await photosOf(ctx, testingId));
  const gaps = missingAnswers(sections, answers);
  const [first] = gaps;
  if (first) {
    const errors = Object.fromEntries(gaps.map((gap) => [`answers.${gap.question.id}`, QuestionnaireTexts.required]));
    throw badRequest(missingAnswerMessage(first, gaps.length - 1), errors);
  }
  await removeHiddenPhotos(ctx, testingId, shownQuestionIds(sections, answers));
  const row = await store(ctx, opened, { ...input, answers: withoutHiddenAnswers(sections, input.answers) });
  row.progress = 'SUBMITTED';
  row.submittedAt = row.savedAt;
  row.returnReason = '';
  await markTestDone(ctx.db, ctx.clock, opened.testing, ctx.contactName);
  await confirmSubmission(ctx, opened.testing);
  return view(ctx, { ...opened, row });
}

/** The testing's questionnaire as its reader sees it (the load call; the answered PDF prints the same). */
export async function loadQuestionnaire(ctx: Ctx, testingId: number): Promise<Questionnaire> {
  return view(ctx, await open(ctx, testingId));
}

export function registerQuestionnaire(router: Router<Ctx>): void {
  router
    .on(questionnaireCalls.load, (ctx, p) => loadQuestionnaire(ctx, p.testingId))
    .on(questionnaireCalls.save, (ctx, p) => save(ctx, p.testingId))
    .on(questionnaireCalls.submit, (ctx, p) => submit(ctx, p.testingId));
}
