// '@dtp/shared-ui/questionnaire': the questionnaire's form as a tester sees it (issue 43, item 3; issue 61) — the
// questions of every kind, the photos, a page's questions shown and hidden by the answers — and the editor's
// preview built from the same parts. An entry point of its own: only the tester's questionnaire (a lazy route)
// and the back office's editor download it, never a first screen.
export { QuestionField, questionElementId } from './questionnaire/question-field';
export type { QuestionFieldProps } from './questionnaire/question-field';
export { PhotosQuestion } from './questionnaire/photos-question';
export type { PhotosQuestionProps } from './questionnaire/photos-question';
export { SectionQuestions } from './questionnaire/section-questions';
export type { SectionQuestionsProps } from './questionnaire/section-questions';
export { QuestionnairePreview } from './questionnaire/questionnaire-preview';
export type { QuestionnairePreviewProps } from './questionnaire/questionnaire-preview';
export { questionnaireFormTexts, questionnairePreviewTexts, TEXT_ANSWER_MAX } from './questionnaire/questionnaire-texts';
export { resizePhoto } from './questionnaire/resize-photo';
export { SHARED_UI_PACKAGE } from './shared-instance';
