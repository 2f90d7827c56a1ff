// The questionnaire's load call's address, apart from its row (questionnaire.ts, which brings the questionnaire's
// schemas): the shell's first reads name it (api-client/src/routing/first-reads.ts) without putting those schemas on a
// tester's first screen (issue 63, item 4).
export const questionnaireLoad = { method: 'GET', path: '/questionnaire/:testingId', params: { testingId: 'number' } } as const;
