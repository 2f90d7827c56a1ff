import { germanDateTime } from '@dtp/api-client';
import { NOT_APPLICABLE_LABEL, QuestionnaireProgressLabels, type QuestionnaireProgress } from '@dtp/api-client/questionnaire';

/** The German texts of the questionnaire screen (issue 43, item 3); the rules' messages are the contract's QuestionnaireTexts. */
export const questionnaireTexts = {
  title: (clubName: string, premium: boolean) => `${premium ? 'Premium-Fragebogen' : 'Fragebogen'}${clubName ? ` – ${clubName}` : ''}`,
  fallbackTitle: 'Fragebogen',
  pageOf: (page: number, count: number, title: string) => `Seite ${page} von ${count}: ${title}`,
  back: 'Zurück',
  next: 'Weiter',
  submit: 'Fragebogen abgeben',
  saveForLater: 'Für später speichern',
  saved: 'Ihre Antworten sind gespeichert. Sie können den Fragebogen später fortsetzen.',
  /** Answers kept on the device (a reload, no connection) are back; they reach the server with the next save. */
  restored: (savedAt: string) =>
    `Ihre noch nicht gespeicherten Antworten vom ${germanDateTime(savedAt)} sind wiederhergestellt. Sie werden mit dem nächsten Speichern übertragen.`,
  backToTest: 'Zurück zum Test',
  notOpenTitle: 'Der Fragebogen ist noch nicht verfügbar.',
  notAvailable: 'Der Fragebogen kann derzeit nicht angezeigt werden.',
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
  unit: (unit: string) => unit,
  notANumber: 'Bitte geben Sie eine Zahl ein.',
  textCounter: (length: number, max: number) => `${length} / ${max} Zeichen`,
  state: (progress: QuestionnaireProgress) => `Status: ${QuestionnaireProgressLabels[progress]}`,
  readOnly: 'Dieser Fragebogen kann nicht mehr geändert werden.',
  returned: (reason: string) => `Der Fragebogen wurde Ihnen zurückgegeben${reason ? `: ${reason}` : '.'} Bitte ergänzen Sie ihn und geben Sie ihn erneut ab.`,
  notAnswered: 'nicht beantwortet',
  pagesLabel: 'Seiten des Fragebogens',
} as const;

/** Text answers are limited like the contract's AnswerSchema. */
export const TEXT_ANSWER_MAX = 4000;
