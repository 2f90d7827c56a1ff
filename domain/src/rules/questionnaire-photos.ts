import { QUESTIONNAIRE_PHOTO_BYTES_PER_SEASON, QuestionnaireTexts, type Answers, type QuestionnairePhoto } from '@dtp/contract/questionnaire';
import type { Db } from '../db';
import type { TestingRow } from '../state';

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

/**
 * The season's photo limit of the testing's tester: their photos in all questionnaires of the testing's season, as
 * stored, plus `adding` bytes. Null, or the German refusal.
 */
export async function seasonPhotoProblem(db: Db, testing: TestingRow, adding: number): Promise<string | null> {
  if (testing.userId === null) return null;
  const waves = await db.seasonWaves((await db.waveOr404(testing.waveId)).year);
  const testingIds = (await db.find('testing', { userId: testing.userId, waveId: waves.map((w) => w.id) })).map((t) => t.id);
  const photos = (await db.find('attachment', { testingId: testingIds })).filter((a) => a.questionId !== undefined);
  const stored = photos.reduce((sum, a) => sum + a.size, 0);
  return stored + adding > QUESTIONNAIRE_PHOTO_BYTES_PER_SEASON ? QuestionnaireTexts.photosTooLargeInSeason : null;
}
