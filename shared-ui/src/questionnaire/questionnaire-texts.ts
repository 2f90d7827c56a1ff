import { NOT_APPLICABLE_LABEL } from '@dtp/api-client/questionnaire';

/**
 * The German texts of the questionnaire's form as a tester sees it (issue 43, item 3; issue 61): the questions,
 * the photos, the page navigation. One owner for the tester's screen (mf-tester) and the editor's preview.
 */
export const questionnaireFormTexts = {
  title: (clubName: string, premium: boolean) => `${premium ? 'Premium-Fragebogen' : 'Fragebogen'}${clubName ? ` – ${clubName}` : ''}`,
  pageOf: (page: number, count: number, title: string) => `Seite ${page} von ${count}: ${title}`,
  back: 'Zurück',
  next: 'Weiter',
  /** A page whose questions the earlier answers all hide (issue 61, item 4): said, not skipped silently. */
  noQuestionsOnPage: 'Auf dieser Seite sind nach Ihren bisherigen Antworten keine Fragen zu beantworten.',
  required: 'Pflichtfrage',
  notApplicable: NOT_APPLICABLE_LABEL,
  addPhoto: 'Foto aufnehmen oder auswählen',
  photoInput: (question: string) => `Fotos zu: ${question}`,
  photoUploading: 'Wird hochgeladen …',
  photoCount: (count: number, max: number) => `${count} von höchstens ${max} Fotos`,
  photoAlt: (fileName: string) => `Foto ${fileName}`,
  photoLoading: 'Foto wird geladen',
  removePhoto: 'Entfernen',
  removePhotoLabel: (fileName: string) => `Foto ${fileName} entfernen`,
  noPhotos: 'Keine Fotos.',
  photoFailed: 'Das Foto konnte nicht übertragen werden. Bitte versuchen Sie es erneut.',
  /** The editor's preview: a photos question is shown, its upload is not possible. */
  noPhotosInPreview: 'In der Vorschau können keine Fotos hinzugefügt werden.',
  unit: (unit: string) => unit,
  notANumber: 'Bitte geben Sie eine Zahl ein.',
  textCounter: (length: number, max: number) => `${length} / ${max} Zeichen`,
} as const;

/** The German texts of the editor's preview (issue 61, item 2). */
export const questionnairePreviewTexts = {
  region: 'Vorschau des Fragebogens',
  variant: 'Vorschau als',
  normal: 'Normaler Test',
  premium: 'Premium-Test',
  nothingSaved: 'Die Vorschau speichert und sendet nichts.',
  reset: 'Antworten zurücksetzen',
  noPages: 'Dieser Fragebogen hat für diese Testart keine Fragen.',
  scoreTitle: 'Ergebnis mit diesen Antworten',
  scoreTotal: 'Gesamt',
  scoreOf: (points: string, possible: string) => `${points} von ${possible} Punkten`,
} as const;

/** Text answers are limited like the contract's AnswerSchema. */
export const TEXT_ANSWER_MAX = 4000;
