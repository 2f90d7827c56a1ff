import { clientOf, pathFor, send } from '../client/call-client';
import { fetchImage } from '../client/client';
import { questionnaireCalls } from '@dtp/contract/calls/questionnaire';
import type { QuestionnairePhoto } from '@dtp/contract/questionnaire';

/** The questionnaire of a testing (contract/calls/questionnaire.ts): load, save for later, submit, photos. */
export const questionnaireApi = {
  .../*#__PURE__*/ clientOf(questionnaireCalls),
  /** A photo for a question, sent as chosen (the screen resizes it first). */
  uploadPhoto: (testingId: number, questionId: string, photo: Blob, fileName: string): Promise<QuestionnairePhoto> => {
    const form = new FormData();
    form.append('questionId', questionId);
    form.append('file', photo, fileName);
    return send(questionnaireCalls.uploadPhoto, [testingId, form]);
  },
  /** A photo's image with the token; null (and logged) on failure. */
  photoImage: (id: number): Promise<Blob | null> => fetchImage(pathFor(questionnaireCalls.photo, id)),
};
