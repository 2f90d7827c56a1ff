import { defineCalls } from '../call-table';
import * as v from 'valibot';
import { QuestionnairePhotoSchema, QuestionnaireSaveInputSchema, QuestionnaireSchema } from '../questionnaire';
import { testingChanged } from './invalidations';
import { questionnaireLoad } from './questionnaire-load';

// The questionnaire's rows, apart from the shell-and-tester rows: shared in '@dtp/api-client/questionnaire',
// so only a tester who opens the questionnaire downloads them.

/**
 * The questionnaire of a testing (issue 43; not in the spec): the assigned tester fills it in from a week
 * before the agreed date, saves it on the server with every page and submits it once; staff read any.
 */
export const questionnaireCalls = /*#__PURE__*/ defineCalls('questionnaire', {
  load: {
    ...questionnaireLoad,
    name: 'Fragebogen laden',
    access: 'tester',
    personalData: 'person',
    recordsAccess: 'QUESTIONNAIRE',
    output: QuestionnaireSchema,
    statuses: [400, 403, 404],
  },
  /** 'Für später speichern' and every page change: the answers so far, on the definition's version. */
  save: {
    method: 'POST',
    path: '/questionnaire/:testingId',
    name: 'Fragebogen speichern',
    access: 'tester',
    personalData: 'person',
    recordsAccess: 'QUESTIONNAIRE',
    params: { testingId: 'number' },
    input: QuestionnaireSaveInputSchema,
    output: QuestionnaireSchema,
    statuses: [400, 403, 404, 409],
  },
  /** 'Fragebogen abgeben': every required answer checked; once. The test becomes 'Test eingegangen'. */
  submit: {
    method: 'POST',
    path: '/questionnaire/:testingId/submit',
    name: 'Fragebogen abgeben',
    access: 'tester',
    personalData: 'person',
    recordsAccess: 'QUESTIONNAIRE',
    params: { testingId: 'number' },
    input: QuestionnaireSaveInputSchema,
    output: QuestionnaireSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: [...testingChanged, 'questionnaire.load'],
  },
  /** A photo for a question (multipart: questionId, file), stored at once: saving for later keeps it. */
  uploadPhoto: {
    method: 'POST',
    path: '/questionnaire/:testingId/photo',
    name: 'Foto hochladen',
    access: 'tester',
    personalData: 'overview',
    params: { testingId: 'number' },
    multipart: true,
    output: QuestionnairePhotoSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: ['questionnaire.load'],
  },
  /** The photo's bytes, for the tester who took it and staff. */
  photo: {
    method: 'GET',
    path: '/questionnaire/photo/:id',
    name: 'Foto laden',
    access: 'tester',
    personalData: 'person',
    recordsAccess: 'PHOTO',
    params: { id: 'number' },
    output: v.blob(),
    file: true,
    statuses: [400, 403, 404],
  },
  deletePhoto: {
    method: 'POST',
    path: '/questionnaire/photo/delete/:id',
    name: 'Foto entfernen',
    access: 'tester',
    personalData: 'none',
    params: { id: 'number' },
    output: v.object({ success: v.boolean() }),
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: ['questionnaire.load'],
  },
});
