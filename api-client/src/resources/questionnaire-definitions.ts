import { clientOf } from '../client/call-client';
import { questionnaireDefinitionCalls } from '@dtp/contract/calls/back-office/questionnaire-definitions';

/** The administration's questionnaire definitions (contract/calls/back-office/questionnaire-definitions.ts): list, export, import, copy. */
export const questionnaireDefinitionsApi = /*#__PURE__*/ clientOf(questionnaireDefinitionCalls);
