import { defineCalls } from '../../call-table';
import { QuestionnaireSchema } from '../../questionnaire';
import { QuestionnaireCorrectInputSchema, QuestionnairePhotoShareInputSchema, QuestionnaireReturnInputSchema, QuestionnaireReviewListSchema } from '../../questionnaire-review';

// The back office's review of submitted questionnaires, 'Fragebogen freigeben' (issue 43, item 4; not in the
// spec, which links an outside form site). Staff only; a questionnaire is read with 'questionnaire.load'.

/** What a review step makes stale: the list, the questionnaire, the testing's Verlauf. */
const reviewed = ['questionnaireReview.list', 'questionnaire.load', 'history.ofTesting'] as const;

export const questionnaireReviewCalls = /*#__PURE__*/ defineCalls('questionnaireReview', {
  /** Every submitted, returned and released questionnaire, of every season (the list filters by season). */
  list: {
    method: 'GET',
    path: '/questionnaires',
    name: 'Fragebögen laden',
    access: 'staff',
    personalData: 'overview',
    output: QuestionnaireReviewListSchema,
    statuses: [403],
  },
  /** 'Zurück an Tester': from 'Eingegangen' only (409 otherwise); the tester gets a mail with the reason and may change and submit it again. */
  returnToTester: {
    method: 'POST',
    path: '/questionnaire/:testingId/return',
    name: 'Fragebogen zurückgeben',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'QUESTIONNAIRE',
    params: { testingId: 'number' },
    input: QuestionnaireReturnInputSchema,
    output: QuestionnaireSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: reviewed,
  },
  /** One answer corrected by staff, with a note, recorded in the Verlauf; only while 'Eingegangen' (409 otherwise). */
  correct: {
    method: 'POST',
    path: '/questionnaire/:testingId/correct',
    name: 'Antwort korrigieren',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'QUESTIONNAIRE',
    params: { testingId: 'number' },
    input: QuestionnaireCorrectInputSchema,
    output: QuestionnaireSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: reviewed,
  },
  /** 'Freigeben': locked for good, from then on it counts in reports; from 'Eingegangen' only (409 otherwise). */
  release: {
    method: 'POST',
    path: '/questionnaire/:testingId/release',
    name: 'Fragebogen freigeben',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'QUESTIONNAIRE',
    params: { testingId: 'number' },
    output: QuestionnaireSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    // A released questionnaire counts in the 'Auswertung' from now on.
    invalidates: [...reviewed, 'results.season', 'results.ofClub'],
  },
  /**
   * 'Bericht erneut senden' (issue 45): the club's report links sent before stop working, and a new mail with a new
   * link and the PDF goes out; for a released questionnaire only (409 otherwise), to a club with an address (400).
   */
  resendReport: {
    method: 'POST',
    path: '/questionnaire/:testingId/report/resend',
    name: 'Bericht erneut an den Club senden',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'QUESTIONNAIRE',
    params: { testingId: 'number' },
    output: QuestionnaireSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: ['history.ofTesting', 'emails.list'],
  },
  /**
   * 'Für den Club sichtbar' (issue 45): a photo of a submitted, returned or released questionnaire shown in the club's
   * report (page and PDF) or taken out of it; 409 while the questionnaire is still open. Recorded in the Verlauf.
   */
  sharePhoto: {
    method: 'POST',
    path: '/questionnaire/photo/share/:id',
    name: 'Foto für den Club freigeben',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'QUESTIONNAIRE',
    params: { id: 'number' },
    input: QuestionnairePhotoShareInputSchema,
    output: QuestionnaireSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: ['questionnaire.load', 'history.ofTesting'],
  },
});
