import * as v from 'valibot';
import { germanPercent } from './german-formats';
import { IdSchema, YearSchema } from './wire-format';

// The questionnaire inside the platform (issue 43): a season's definition made of sections (pages) and
// questions, and one questionnaire per testing holding the tester's answers on the definition's version.
// Not in the spec, which links an outside form site; docs/spec-deviations.md says why.

/** How a question is answered: points on a scale, yes/no, one of several choices, a number, free text, photos. */
export const QuestionKinds = ['scale', 'yesNo', 'choice', 'number', 'text', 'photos'] as const;
export type QuestionKind = (typeof QuestionKinds)[number];

/** One answer option of a scale, yes/no or choice question: its stored value, its German label, its points. */
export const QuestionOptionSchema = v.object({
  value: v.pipe(v.string(), v.minLength(1)),
  label: v.pipe(v.string(), v.minLength(1)),
  points: v.pipe(v.number(), v.minValue(0)),
});
export type QuestionOption = v.InferOutput<typeof QuestionOptionSchema>;

/**
 * A question shown only after certain answers (issue 61): when the earlier question `questionId` (same
 * questionnaire, a scale, yes/no or choice question) is shown and answered with one of `answers` (option values).
 * questionnaire-conditions.ts decides; questionnaire-check.ts refuses a condition on a later question or itself.
 */
export const QuestionConditionSchema = v.object({
  questionId: v.string(),
  answers: v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.minLength(1)),
});
export type QuestionCondition = v.InferOutput<typeof QuestionConditionSchema>;

export const QuestionSchema = v.object({
  /** Stable within a definition and its versions ('arrival.parking'): answers are keyed by it. */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]*$/, 'Die Kennung einer Frage besteht aus Kleinbuchstaben, Ziffern, Punkt und Bindestrich.')),
  kind: v.picklist(QuestionKinds),
  text: v.pipe(v.string(), v.minLength(1, 'Der Fragetext fehlt.')),
  /** A hint under the question; '' when none. */
  help: v.string(),
  required: v.boolean(),
  /** Offers 'nicht beurteilbar': such an answer counts neither way. */
  allowNotApplicable: v.boolean(),
  /** How much the question counts within the total; 0 for questions that do not score. */
  weight: v.pipe(v.number(), v.minValue(0)),
  premiumOnly: v.boolean(),
  /** scale, yesNo, choice: the options in the order shown; the highest points are the possible points. */
  options: v.array(QuestionOptionSchema),
  /** photos: how many a tester may add to this question. */
  maxPhotos: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10))),
  /** number: the unit shown after the field ('Minuten'). */
  unit: v.optional(v.string()),
  /** Asked only after the given answers to an earlier question; asked always without. */
  showIf: v.optional(QuestionConditionSchema),
});
export type Question = v.InferOutput<typeof QuestionSchema>;

export const QuestionSectionSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/)),
  title: v.pipe(v.string(), v.minLength(1)),
  /** A line under the page's title; '' when none. */
  intro: v.string(),
  /** Shown (and scored) only on premium tests. */
  premiumOnly: v.boolean(),
  questions: v.array(QuestionSchema),
});
export type QuestionSection = v.InferOutput<typeof QuestionSectionSchema>;

/** A season's questionnaire: the sections in page order. Frozen once an answer is saved on it (a change is a new version). */
export const QuestionnaireDefinitionSchema = v.object({
  year: YearSchema,
  /** 1, 2, …: every questionnaire keeps the version it was answered on. */
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: v.string(),
  sections: v.array(QuestionSectionSchema),
});
export type QuestionnaireDefinition = v.InferOutput<typeof QuestionnaireDefinitionSchema>;

/**
 * One answer: the chosen option's value (scale, yesNo, choice), a number, a text, the photos' ids, or
 * 'nicht beurteilbar'. A question without an entry is unanswered.
 */
export const AnswerSchema = v.object({
  option: v.optional(v.string()),
  number: v.optional(v.number()),
  text: v.optional(v.pipe(v.string(), v.maxLength(4000, 'Höchstens 4000 Zeichen.'))),
  photoIds: v.optional(v.array(IdSchema)),
  notApplicable: v.optional(v.literal(true)),
});
export type Answer = v.InferOutput<typeof AnswerSchema>;

export const AnswersSchema = v.record(v.string(), AnswerSchema);
export type Answers = v.InferOutput<typeof AnswersSchema>;

/** Where a questionnaire stands: open (being filled in), submitted, returned to the tester, released by CMC. */
export const QuestionnaireProgresses = ['OPEN', 'SUBMITTED', 'RETURNED', 'RELEASED'] as const;
export type QuestionnaireProgress = (typeof QuestionnaireProgresses)[number];
export const QuestionnaireProgressLabels: Record<QuestionnaireProgress, string> = {
  OPEN: 'In Bearbeitung',
  SUBMITTED: 'Eingegangen',
  RETURNED: 'Zurückgegeben',
  RELEASED: 'Freigegeben',
};

/** The score of a section or the whole: percent of the possible points, weighted; null when nothing counted. */
export const ScoreSchema = v.object({
  percent: v.nullable(v.number()),
  /** Weighted points reached and possible (N/A and unanswered optional questions count neither way). */
  points: v.number(),
  possible: v.number(),
});
export type Score = v.InferOutput<typeof ScoreSchema>;

export const QuestionnaireScoreSchema = v.object({
  total: ScoreSchema,
  sections: v.array(v.object({ sectionId: v.string(), title: v.string(), score: ScoreSchema })),
});
export type QuestionnaireScore = v.InferOutput<typeof QuestionnaireScoreSchema>;

/** A score's percent as every screen, PDF and report writes it: '87,5 %' (one decimal, a no-break space); '–' where nothing counted. */
export const percentText = (percent: number | null): string => (percent === null ? '–' : germanPercent(percent, 1));

/** Photos of a questionnaire: the browser sends them resized (long edge ≤ 2048 px, JPEG); the server checks bytes and type. */
export const QUESTIONNAIRE_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** How many photos one questionnaire holds at most (each question has its own `maxPhotos`). */
export const QUESTIONNAIRE_PHOTOS_MAX = 30;
/**
 * A person's questionnaire photos in one season, all questionnaires together (issue 59): 100 MB. Resized photos
 * are well under 2 MB each, so this is room for far more than the questionnaires of a season take; it stops a
 * tester (or a script) from filling the storage.
 */
export const QUESTIONNAIRE_PHOTO_BYTES_PER_SEASON = 100 * 1024 * 1024;
/** The long edge a photo is resized to in the browser before it is uploaded. */
export const QUESTIONNAIRE_PHOTO_LONG_EDGE = 2048;

/** A photo kept with a question; stored when chosen, so a questionnaire saved for later keeps it. */
export const QuestionnairePhotoSchema = v.object({
  id: IdSchema,
  questionId: v.string(),
  fileName: v.string(),
  contentType: v.string(),
  size: v.number(),
  /** CMC marked it for the club's report (issue 45): only such photos are shown to the club. */
  shareable: v.optional(v.boolean(), false),
});
export type QuestionnairePhoto = v.InferOutput<typeof QuestionnairePhotoSchema>;

/** GET /questionnaire/{testingId}: the testing's questionnaire with the definition it is answered on. */
export const QuestionnaireSchema = v.object({
  testingId: IdSchema,
  clubName: v.string(),
  premiumTest: v.boolean(),
  /** The agreed test date; the questionnaire opens a week before it. */
  date: v.nullable(v.string()),
  progress: v.picklist(QuestionnaireProgresses),
  /** The definition for this test, premium sections and questions left out on a normal test. */
  definition: QuestionnaireDefinitionSchema,
  /** The answers; a photos question's `photoIds` are the server's (its photos), whatever a save sends. */
  answers: AnswersSchema,
  /** The photos, in the order taken, per question by `questionId`. */
  photos: v.optional(v.array(QuestionnairePhotoSchema), []),
  /** Counts up with every save: a save on an older state is refused (409), so a second device never overwrites. */
  revision: v.pipe(v.number(), v.integer(), v.minValue(0)),
  savedAt: v.nullable(v.string()),
  submittedAt: v.nullable(v.string()),
  /** Why CMC returned it; '' otherwise. */
  returnReason: v.string(),
  /** The tester may change and submit it (open or returned, and theirs); staff read it. */
  editable: v.boolean(),
  score: QuestionnaireScoreSchema,
});
export type Questionnaire = v.InferOutput<typeof QuestionnaireSchema>;

/** POST /questionnaire/{testingId}: 'Für später speichern' and every page change. */
export const QuestionnaireSaveInputSchema = v.object({
  revision: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The definition's version the answers were given on. */
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  answers: AnswersSchema,
});
export type QuestionnaireSaveInput = v.InferOutput<typeof QuestionnaireSaveInputSchema>;

/** Messages of the questionnaire's rules: the server answers them, the screen shows them beside the question. */
export const QuestionnaireTexts = {
  /** On the test page, from Test.questionnaireOpensOn ('07.06.2023'). */
  notYetOpen: (from: string) => `Der Fragebogen ist ab dem ${from} geöffnet (eine Woche vor Ihrem Testtermin).`,
  noDate: 'Der Fragebogen öffnet, sobald Sie Datum und Startzeit Ihres Tests eingetragen haben.',
  alreadySubmitted: 'Dieser Fragebogen wurde bereits abgegeben und kann nicht noch einmal abgegeben werden.',
  staleRevision: 'Der Fragebogen wurde inzwischen an anderer Stelle gespeichert. Bitte laden Sie die Seite neu; Ihre Eingaben bleiben erhalten.',
  otherVersion: 'Der Fragebogen wurde inzwischen geändert. Bitte laden Sie die Seite neu.',
  required: 'Bitte beantworten Sie diese Frage.',
  photoTooLarge: `Das Foto ist größer als ${QUESTIONNAIRE_PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
  photoType: 'Bitte wählen Sie ein Foto (JPEG oder PNG).',
  tooManyPhotos: (max: number) => `Zu dieser Frage können Sie höchstens ${max} Fotos hinzufügen.`,
  tooManyPhotosInAll: `Ein Fragebogen kann höchstens ${QUESTIONNAIRE_PHOTOS_MAX} Fotos enthalten.`,
  photosTooLargeInSeason: `Ihre Fotos dieser Saison dürfen zusammen höchstens ${QUESTIONNAIRE_PHOTO_BYTES_PER_SEASON / 1024 / 1024} MB groß sein. Bitte löschen Sie ein Foto, das Sie nicht mehr brauchen, oder wählen Sie ein kleineres.`,
  noPhotoQuestion: 'Zu dieser Frage können keine Fotos hinzugefügt werden.',
  unknownOption: 'Diese Antwort gibt es für die Frage nicht.',
  notApplicableNotAllowed: 'Diese Frage lässt „nicht beurteilbar“ nicht zu.',
} as const;

/** Whether a question has an answer: an option, a number, a non-empty text, photos or 'nicht beurteilbar'. */
export const isAnswered = (answer: Answer | undefined): boolean =>
  answer !== undefined &&
  (answer.notApplicable === true ||
    answer.option !== undefined ||
    answer.number !== undefined ||
    (answer.text ?? '').trim() !== '' ||
    (answer.photoIds ?? []).length > 0);

/** The label of 'nicht beurteilbar' wherever it is offered or shown. */
export const NOT_APPLICABLE_LABEL = 'nicht beurteilbar';
