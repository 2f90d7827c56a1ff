import * as v from 'valibot';
import { germanNumber } from './german-formats';
import { AnswerSchema, NOT_APPLICABLE_LABEL, QuestionnaireProgressLabels, type Answer, type Question } from './questionnaire';
import { IdSchema, YearSchema } from './wire-format';

// The review of submitted questionnaires in the back office, 'Fragebogen freigeben' (issue 43, item 4): the list,
// 'Zurück an Tester' with a reason, a correction of one answer with a note, 'Freigeben' (locked for good).
// The rows are contract/calls/back-office/questionnaires.ts; a questionnaire itself is contract/questionnaire.ts.

/** The states a questionnaire has once it was submitted: the list shows these. */
export const QuestionnaireReviewProgresses = ['SUBMITTED', 'RETURNED', 'RELEASED'] as const;
export type QuestionnaireReviewProgress = (typeof QuestionnaireReviewProgresses)[number];
/** 'Eingegangen', 'Zurückgegeben', 'Freigegeben' (the questionnaire's own labels). */
export const QuestionnaireReviewProgressLabels: Record<QuestionnaireReviewProgress, string> = {
  SUBMITTED: QuestionnaireProgressLabels.SUBMITTED,
  RETURNED: QuestionnaireProgressLabels.RETURNED,
  RELEASED: QuestionnaireProgressLabels.RELEASED,
};

/** One row of GET /questionnaires: a submitted, returned or released questionnaire. */
export const QuestionnaireReviewEntrySchema = v.object({
  testingId: IdSchema,
  year: YearSchema,
  /** The wave's number within its season. */
  wave: v.number(),
  clubId: IdSchema,
  clubName: v.string(),
  /** „Vorname Nachname“; „Gelöschter Tester“ once erased. */
  testerName: v.string(),
  premiumTest: v.boolean(),
  /** When the tester submitted it last (ISO timestamp); a returned one keeps its earlier submission. */
  submittedAt: v.nullable(v.string()),
  releasedAt: v.nullable(v.string()),
  /** The total score in percent (one decimal); null when nothing counts. */
  scorePercent: v.nullable(v.number()),
  progress: v.picklist(QuestionnaireReviewProgresses),
  progressLabel: v.string(),
});
export type QuestionnaireReviewEntry = v.InferOutput<typeof QuestionnaireReviewEntrySchema>;
export const QuestionnaireReviewListSchema = v.array(QuestionnaireReviewEntrySchema);

/** The longest reason and note a manager may write. */
export const REVIEW_TEXT_MAX = 2000;

/** POST /questionnaire/{testingId}/return: why the tester is to change it (the mail says so). */
export const QuestionnaireReturnInputSchema = v.object({
  /** Required: '' (or none) is answered with a German message beside the field. */
  reason: v.optional(v.pipe(v.string(), v.maxLength(REVIEW_TEXT_MAX)), ''),
});
export type QuestionnaireReturnInput = v.InferOutput<typeof QuestionnaireReturnInputSchema>;

/** POST /questionnaire/photo/share/{id}: whether the club sees the photo in its report (issue 45). */
export const QuestionnairePhotoShareInputSchema = v.object({ shareable: v.boolean() });
export type QuestionnairePhotoShareInput = v.InferOutput<typeof QuestionnairePhotoShareInputSchema>;

/** POST /questionnaire/{testingId}/correct: one answer corrected by staff, with a note for the Verlauf. */
export const QuestionnaireCorrectInputSchema = v.object({
  questionId: v.pipe(v.string(), v.minLength(1)),
  answer: AnswerSchema,
  /** Required, like the reason. */
  note: v.optional(v.pipe(v.string(), v.maxLength(REVIEW_TEXT_MAX)), ''),
});
export type QuestionnaireCorrectInput = v.InferOutput<typeof QuestionnaireCorrectInputSchema>;

/** The review's messages: the server answers them (beside the field where there is one), the screen shows them. */
export const QuestionnaireReviewTexts = {
  reasonRequired: 'Bitte geben Sie an, warum der Fragebogen zurückgegeben wird.',
  noteRequired: 'Bitte geben Sie eine Notiz zur Korrektur an.',
  answerRequired: 'Bitte geben Sie die korrigierte Antwort an.',
  answerUnchanged: 'Die Antwort ist unverändert.',
  unknownQuestion: 'Diese Frage gibt es in diesem Fragebogen nicht.',
  photosNotCorrectable: 'Fotos können nicht korrigiert werden.',
  /** A question the answers hid (issue 61): it was not asked, so there is nothing to correct. */
  notAsked: 'Diese Frage wurde nach den Antworten des Testers nicht gestellt.',
  tooLong: `Höchstens ${REVIEW_TEXT_MAX} Zeichen.`,
  /** 409: return, correct and release need a submitted questionnaire. */
  notSubmitted: 'Der Fragebogen ist nicht eingegangen: Er wird noch bearbeitet oder wurde dem Tester zurückgegeben.',
  released: 'Der Fragebogen ist freigegeben und kann nicht mehr geändert werden.',
  noQuestionnaire: 'Zu diesem Test wurde noch kein Fragebogen abgegeben.',
  notReleased: 'Der Bericht geht erst an den Club, wenn der Fragebogen freigegeben ist.',
  clubWithoutEmail: 'Der Club hat keine Email-Adresse. Bitte tragen Sie sie auf der Seite des Clubs ein.',
  /** 409: a photo is marked for the club once the questionnaire is in (the tester may still remove it before). */
  photoNotSubmitted: 'Ein Foto kann erst für den Club freigegeben werden, wenn der Fragebogen eingegangen ist.',
} as const;

/** How marking a photo for the club reads in the Verlauf: „Frage“, Foto 2 → für den Club sichtbar. */
export const photoShareHistory = {
  from: (questionText: string, position: number): string => `„${questionText}“, Foto ${position}`,
  to: (shareable: boolean): string => (shareable ? 'für den Club sichtbar' : 'nicht mehr für den Club sichtbar'),
} as const;

/** An answer as a person reads it: the option's label, 'nicht beurteilbar', the number with its unit, the text, the photos; 'nicht beantwortet'. */
export function answerText(question: Pick<Question, 'options' | 'unit'>, answer: Answer | undefined): string {
  if (answer === undefined) return 'nicht beantwortet';
  if (answer.notApplicable) return NOT_APPLICABLE_LABEL;
  if (answer.option !== undefined) return question.options.find((o) => o.value === answer.option)?.label ?? answer.option;
  if (answer.number !== undefined) return question.unit ? `${germanNumber(answer.number, 2)} ${question.unit}` : germanNumber(answer.number, 2);
  const photos = (answer.photoIds ?? []).length;
  if (photos > 0) return photos === 1 ? '1 Foto' : `${photos} Fotos`;
  const text = (answer.text ?? '').trim();
  return text === '' ? 'nicht beantwortet' : `„${text}“`;
}

/** How a correction reads in the Verlauf: „Frage“: before → after (Notiz: …). */
export const correctionHistory = {
  from: (questionText: string, before: string): string => `„${questionText}“: ${before}`,
  to: (after: string, note: string): string => `${after} (Notiz: ${note})`,
} as const;
