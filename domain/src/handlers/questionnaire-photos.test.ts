import { personalDataApi, travelApi } from '@dtp/api-client';
import { questionnaireApi, QuestionnaireTexts, type Questionnaire } from '@dtp/api-client/questionnaire';
import { openQuestionnaire, pngClaiming, refusal, setupDemo } from '../../test-support';
import { IMAGE_TOO_MANY_PIXELS_MESSAGE } from '../images/image-normalizer';
import { unzipSync } from 'fflate';
import { blobBytes } from '../blob-bytes';

// Photos of a questionnaire (issue 43, item 3): stored when chosen and kept when the questionnaire is saved for
// later; content-sniffed; limited per question and per questionnaire; only the tester changes them while open.

const JPEG = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], { type: 'image/jpeg' });
const PDF = () => new Blob([new TextEncoder().encode('%PDF-1.4 beleg')], { type: 'image/jpeg' });


const photoQuestion = (q: Questionnaire) => q.definition.sections.flatMap((s) => s.questions).find((x) => x.kind === 'photos')!;

describe('questionnaire photos', () => {
  it('are stored when chosen and kept when the questionnaire is saved for later; removing deletes them', async () => {
    const h = setupDemo('tester');
    const q = await openQuestionnaire(h);
    const question = photoQuestion(q);
    const photo = await questionnaireApi.uploadPhoto(q.testingId, question.id, JPEG(), 'parkplatz.jpg');
    expect(photo).toMatchObject({ questionId: question.id, fileName: 'parkplatz.jpg', contentType: 'image/jpeg' });
    // A save that knows nothing of the photo (another device, an older page) keeps it.
    const saved = await questionnaireApi.save(q.testingId, { revision: 0, version: q.definition.version, answers: {} });
    expect(saved.photos.map((p) => p.id)).toEqual([photo.id]);
    expect(saved.answers[question.id]).toEqual({ photoIds: [photo.id] });
    expect(await questionnaireApi.photoImage(photo.id)).toBeInstanceOf(Blob);
    // Not a receipt: the receipt's address does not give it out.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(travelApi.attachmentImage(photo.id)).resolves.toBeNull();
    quiet.mockRestore();
    await questionnaireApi.deletePhoto(photo.id);
    expect((await questionnaireApi.load(q.testingId)).photos).toEqual([]);
  });

  it("are stored under a name with their content's extension, without control characters", async () => {
    const h = setupDemo('tester');
    const q = await openQuestionnaire(h);
    const photo = await questionnaireApi.uploadPhoto(q.testingId, photoQuestion(q).id, JPEG(), 'Park\u0000platz.jpg.hta');
    expect(photo.fileName).toBe('Parkplatz.jpg');
  });

  it('are photos (JPEG or PNG by their bytes), to a photos question, up to its limit', async () => {
    const h = setupDemo('tester');
    const q = await openQuestionnaire(h);
    const question = photoQuestion(q);
    expect((await refusal(questionnaireApi.uploadPhoto(q.testingId, question.id, PDF(), 'foto.jpg'))).fieldErrors).toEqual({ file: QuestionnaireTexts.photoType });
    const scale = q.definition.sections.flatMap((s) => s.questions).find((x) => x.kind === 'scale')!;
    expect((await refusal(questionnaireApi.uploadPhoto(q.testingId, scale.id, JPEG(), 'foto.jpg'))).status).toBe(400);
    for (let n = 0; n < (question.maxPhotos ?? 1); n++) await questionnaireApi.uploadPhoto(q.testingId, question.id, JPEG(), `foto-${n}.jpg`);
    const over = await refusal(questionnaireApi.uploadPhoto(q.testingId, question.id, JPEG(), 'eins-zu-viel.jpg'));
    expect(over.fieldErrors).toEqual({ file: QuestionnaireTexts.tooManyPhotos(question.maxPhotos ?? 1) });
  });

  it("are limited to 100 MB per person and season, over all the tester's questionnaires of the season", async () => {
    const h = setupDemo('tester');
    const q = await openQuestionnaire(h);
    const state = h.server.state();
    const testing = state.testings.find((t) => t.id === q.testingId)!;
    const year = state.waves.find((w) => w.id === testing.waveId)!.year;
    const sameSeason = state.testings.find((t) => t.userId === testing.userId && t.id !== testing.id && state.waves.some((w) => w.id === t.waveId && w.year === year));
    const otherSeason = state.testings.find((t) => state.waves.some((w) => w.id === t.waveId && w.year !== year));
    const photoRow = (id: number, testingId: number, size: number) => ({ id, testingId, questionId: 'x', fileName: 'alt.jpg', contentType: 'image/jpeg', size, deleted: false });
    // Photos of another of the tester's questionnaires in the season count (or of this one where the seed has no other).
    state.attachments.push(photoRow(990_001, (sameSeason ?? testing).id, 100 * 1024 * 1024 - 8), photoRow(990_002, otherSeason!.id, 50 * 1024 * 1024));
    const question = photoQuestion(q);
    const over = await refusal(questionnaireApi.uploadPhoto(q.testingId, question.id, new Blob([JPEG(), new Uint8Array(1)]), 'eins-zu-viel.jpg'));
    expect(over).toMatchObject({ status: 400, fieldErrors: { file: QuestionnaireTexts.photosTooLargeInSeason } });
    expect(QuestionnaireTexts.photosTooLargeInSeason).toContain('höchstens 100 MB');
    // Exactly up to the limit is taken; the other season's photos do not count.
    await expect(questionnaireApi.uploadPhoto(q.testingId, question.id, JPEG(), 'passt.jpg')).resolves.toMatchObject({ fileName: 'passt.jpg' });
  });

  it('are refused above 50 megapixels, before they are decoded (issue 59)', async () => {
    const h = setupDemo('tester');
    const q = await openQuestionnaire(h);
    const bomb = new Blob([pngClaiming(20_000, 20_000)], { type: 'image/png' });
    expect((await refusal(questionnaireApi.uploadPhoto(q.testingId, photoQuestion(q).id, bomb, 'bombe.png'))).fieldErrors).toEqual({ file: IMAGE_TOO_MANY_PIXELS_MESSAGE });
    expect((await questionnaireApi.load(q.testingId)).photos).toEqual([]);
  });

  it('are the tester’s: another tester gets 403, staff look at them but do not change them', async () => {
    const h = setupDemo('tester');
    const q = await openQuestionnaire(h);
    const question = photoQuestion(q);
    const photo = await questionnaireApi.uploadPhoto(q.testingId, question.id, JPEG(), 'gruen.jpg');
    h.signInAs('tester2');
    expect((await refusal(questionnaireApi.uploadPhoto(q.testingId, question.id, JPEG(), 'x.jpg'))).status).toBe(403);
    expect((await refusal(questionnaireApi.deletePhoto(photo.id))).status).toBe(403);
    h.signInAs('manager');
    expect(await questionnaireApi.photoImage(photo.id)).toBeInstanceOf(Blob);
    expect((await refusal(questionnaireApi.deletePhoto(photo.id))).status).toBe(403);
  });

  it("are in the tester's 'Meine Daten' with the questionnaire's answers", async () => {
    const h = setupDemo('tester');
    const q = await openQuestionnaire(h);
    await questionnaireApi.uploadPhoto(q.testingId, photoQuestion(q).id, JPEG(), 'bunker.jpg');
    await questionnaireApi.save(q.testingId, { revision: 0, version: q.definition.version, answers: {} });
    const zip = unzipSync(await blobBytes(await personalDataApi.download('u-tester')));
    const data = JSON.parse(new TextDecoder().decode(zip['daten.json'])) as { questionnaires: { testingId: number; photos: { fileName: string }[] }[] };
    expect(data.questionnaires.find((x) => x.testingId === q.testingId)?.photos.map((p) => p.fileName)).toEqual(['bunker.jpg']);
  });
});
