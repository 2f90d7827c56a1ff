import { questionnaireCalls } from '@dtp/contract/calls/questionnaire';
import { QUESTIONNAIRE_PHOTO_LONG_EDGE, QUESTIONNAIRE_PHOTO_MAX_BYTES, QUESTIONNAIRE_PHOTOS_MAX, QuestionnaireTexts, type QuestionnairePhoto } from '@dtp/contract/questionnaire';
import { blobBytes } from '../blob-bytes';
import type { Ctx } from '../context';
import { badRequest, forbidden, HttpError, notFound } from '../http';
import type { Router } from '../router';
import { photosOf, seasonPhotoProblem } from '../rules/questionnaire-photos';
import { questionsOf } from '@dtp/contract/questionnaire-score';
import { sniffReceiptType } from '../rules/receipt-type';
import { storedFileName } from '../rules/file-names';
import { storedFile } from '../rules/stored-files';
import type { AttachmentRow } from '../state';
import { editable, open, type Opened } from './questionnaire';

// Photos of a questionnaire (issue 43, item 3): stored when chosen, so 'Für später speichern' keeps them
// (the old form site lost them); content-sniffed like receipts; limited per question, per questionnaire and per
// person and season (rules/questionnaire-photos.ts, counted over the stored bytes); re-encoded without metadata by
// `ctx.images` (issue 59: no GPS position reaches the club).

/** Only the tester changes photos, and only while the questionnaire is open or returned. */
function checkChangeable(ctx: Ctx, opened: Opened): void {
  const progress = opened.row?.progress;
  if (progress === 'SUBMITTED' || progress === 'RELEASED') throw new HttpError(409, QuestionnaireTexts.alreadySubmitted);
  if (!editable(ctx, opened)) throw forbidden();
}

const field = (message: string) => badRequest(message, { file: message });

async function upload(ctx: Ctx, testingId: number): Promise<QuestionnairePhoto> {
  const opened = await open(ctx, testingId);
  checkChangeable(ctx, opened);
  const questionId = String(ctx.form?.get('questionId') ?? '');
  const question = questionsOf(opened.definition.definition, opened.testing.premiumTest)
    .flatMap((s) => s.questions)
    .find((q) => q.id === questionId && q.kind === 'photos');
  if (!question) throw badRequest(QuestionnaireTexts.noPhotoQuestion, { questionId: QuestionnaireTexts.noPhotoQuestion });
  const file = ctx.form?.get('file');
  if (!(file instanceof Blob)) throw field(QuestionnaireTexts.photoType);
  const content = await blobBytes(file);
  if (content.byteLength > QUESTIONNAIRE_PHOTO_MAX_BYTES) throw field(QuestionnaireTexts.photoTooLarge);
  const contentType = sniffReceiptType(content);
  if (contentType !== 'image/jpeg' && contentType !== 'image/png') throw field(QuestionnaireTexts.photoType);
  const photos = await photosOf(ctx, testingId);
  const max = question.maxPhotos ?? 1;
  if (photos.filter((p) => p.questionId === questionId).length >= max) throw field(QuestionnaireTexts.tooManyPhotos(max));
  if (photos.length >= QUESTIONNAIRE_PHOTOS_MAX) throw field(QuestionnaireTexts.tooManyPhotosInAll);
  const image = await ctx.images.normalize(content, QUESTIONNAIRE_PHOTO_LONG_EDGE);
  if ('problem' in image) throw field(image.problem);
  const overSeason = await seasonPhotoProblem(ctx.db, opened.testing, image.content.byteLength);
  if (overSeason) throw field(overSeason);
  const id = await ctx.db.nextId();
  const fileName = storedFileName(file instanceof File ? file.name : '', image.contentType, `foto-${id}`);
  const size = image.content.byteLength;
  await ctx.db.add('attachment', { id, testingId, questionId, fileName, contentType: image.contentType, size, deleted: false });
  await ctx.db.putFile(id, image.content);
  return { id, questionId, fileName, contentType: image.contentType, size, shareable: false };
}

export async function photoOf(ctx: Ctx, id: number): Promise<{ photo: AttachmentRow; opened: Opened }> {
  const photo = await ctx.db.get('attachment', id);
  if (!photo || photo.deleted || photo.questionId === undefined) throw notFound('Das Foto');
  return { photo, opened: await open(ctx, photo.testingId) };
}

/** A photo is no voucher: removing it deletes it with its bytes. */
async function remove(ctx: Ctx, id: number): Promise<{ success: boolean }> {
  const { photo, opened } = await photoOf(ctx, id);
  checkChangeable(ctx, opened);
  await ctx.db.removeFile(photo.id);
  await ctx.db.remove('attachment', photo);
  return { success: true };
}

/** The photo for the tester and staff; the in-browser demo, which keeps no files across reloads, draws a placeholder. */
async function image(ctx: Ctx, id: number): Promise<Blob> {
  const { photo } = await photoOf(ctx, id);
  return storedFile(ctx.db, photo, { title: 'Foto', width: 640, height: 480 });
}

export function registerQuestionnairePhotos(router: Router<Ctx>): void {
  router
    .on(questionnaireCalls.uploadPhoto, (ctx, p) => upload(ctx, p.testingId))
    .on(questionnaireCalls.photo, (ctx, p) => image(ctx, p.id))
    .on(questionnaireCalls.deletePhoto, (ctx, p) => remove(ctx, p.id));
}
