// '@dtp/api-client/questionnaire': the questionnaire inside the platform (issue 43), an entry point of its own
// so only a tester who opens the questionnaire (and staff who review one) download its contract and calls.
export * from '@dtp/contract/questionnaire';
export { questionnaireCalls } from '@dtp/contract/calls/questionnaire';
export { questionnaireApi } from './resources/questionnaire';
export { API_CLIENT_PACKAGE } from './shared-instance';
export { isQuestionnairePrintVariant, questionnairePrintCalls, questionnairePrintFileName, questionnairePrintTitle, QuestionnairePrintVariants, type QuestionnairePrintVariant } from '@dtp/contract/calls/questionnaire-print';
export { questionnairePrintApi } from './resources/questionnaire-print';
export * from '@dtp/contract/questionnaire-definitions';
export { checkQuestionnaireDefinition, questionnaireIssues, type QuestionnaireCheck, type QuestionnaireIssue, type QuestionnaireIssuePlace } from '@dtp/contract/questionnaire-check';
export * from '@dtp/contract/questionnaire-conditions';
export { isScoredQuestion, questionsOf, scoreQuestionnaire } from '@dtp/contract/questionnaire-score';
export { questionnaireDefinitionCalls } from '@dtp/contract/calls/back-office/questionnaire-definitions';
export { questionnaireDefinitionsApi } from './resources/questionnaire-definitions';
export * from '@dtp/contract/questionnaire-changes';
