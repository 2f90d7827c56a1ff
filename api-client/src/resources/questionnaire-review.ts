import { clientOf } from '../client/call-client';
import { questionnaireReviewCalls } from '@dtp/contract/calls/back-office';

/** The review of submitted questionnaires ('Fragebogen freigeben', contract/calls/back-office/questionnaires.ts): list, return, correct, release. */
export const questionnaireReviewApi = /*#__PURE__*/ clientOf(questionnaireReviewCalls);
