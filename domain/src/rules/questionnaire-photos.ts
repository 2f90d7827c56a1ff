import type { Answers, QuestionnairePhoto } from '@dtp/contract/questionnaire';
import type { Db } from '../db';

/** A questionnaire's photos (attachments with a question), in the order taken. */
export async function photosOf(ctx: { db: Db }, testingId: number): Promise<QuestionnairePhoto[]> {
  return (await ctx.db.find('attachment', { testingId }))
    .filter((a) => a.questionId !== undefined && !a.deleted)
    .map((a) => ({ id: a.id, questionId: a.questionId ?? '', fileName: a.fileName, contentType: a.contentType, size: a.size, shareable: a.shareable === true }));
}

/** The answers with each photos question's `photoIds` taken from the stored photos: the server owns them, whatever a save sends. */
export function withPhotos(answers: Answers, photos: readonly QuestionnairePhoto[]): Answers {
  const merged: Answers = {};
  for (const [id, answer] of Object.entries(answers)) {
    const { photoIds: _sent, ...rest } = answer;
    if (Object.keys(rest).length > 0) merged[id] = rest;
  }
  for (const photo of photos) {
    const answer = merged[photo.questionId] ?? {};
    merged[photo.questionId] = { ...answer, photoIds: [...(answer.photoIds ?? []), photo.id] };
  }
  return merged;
}
