import { clientOf } from '../client/call-client';
import { questionnaireCalls } from '@dtp/contract/calls/questionnaire';

/** The questionnaire of a testing (contract/calls/questionnaire.ts): load, save for later, submit. */
export const questionnaireApi = /*#__PURE__*/ clientOf(questionnaireCalls);
