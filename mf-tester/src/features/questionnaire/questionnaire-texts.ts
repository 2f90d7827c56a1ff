import { germanDateTime } from '@dtp/api-client';
import { QuestionnaireProgressLabels, type QuestionnaireProgress } from '@dtp/api-client/questionnaire';
import { questionnaireFormTexts } from '@dtp/shared-ui/questionnaire';

/**
 * The German texts of the questionnaire screen (issue 43, item 3); the rules' messages are the contract's
 * QuestionnaireTexts, the form's own (questions, photos, page navigation) shared-ui's questionnaireFormTexts,
 * which the editor's preview shows too.
 */
export const questionnaireTexts = {
  title: questionnaireFormTexts.title,
  pageOf: questionnaireFormTexts.pageOf,
  back: questionnaireFormTexts.back,
  next: questionnaireFormTexts.next,
  fallbackTitle: 'Fragebogen',
  submit: 'Fragebogen abgeben',
  saveForLater: 'Für später speichern',
  saved: 'Ihre Antworten sind gespeichert. Sie können den Fragebogen später fortsetzen.',
  /** Answers kept on the device (a reload, no connection) are back; they reach the server with the next save. */
  restored: (savedAt: string) =>
    `Ihre noch nicht gespeicherten Antworten vom ${germanDateTime(savedAt)} sind wiederhergestellt. Sie werden mit dem nächsten Speichern übertragen.`,
  backToTest: 'Zurück zum Test',
  notOpenTitle: 'Der Fragebogen ist noch nicht verfügbar.',
  notAvailable: 'Der Fragebogen kann derzeit nicht angezeigt werden.',
  state: (progress: QuestionnaireProgress) => `Status: ${QuestionnaireProgressLabels[progress]}`,
  readOnly: 'Dieser Fragebogen kann nicht mehr geändert werden.',
  returned: (reason: string) => `Der Fragebogen wurde Ihnen zurückgegeben${reason ? `: ${reason}` : '.'} Bitte ergänzen Sie ihn und geben Sie ihn erneut ab.`,
} as const;
