// '@dtp/api-client/back-office': the part of the public surface only back-office screens use
// (mf-backoffice). Its own federation singleton next to '@dtp/api-client', so a tester's first
// screen never downloads it. Everything else (client, stores, errors, paths, the contract of the
// shell and tester screens, clubs) comes from '@dtp/api-client'; the resources here call the same
// client.

// The contract: waves, panels, overview, testers, testings, emails and templates, administration.
export * from '@dtp/contract/back-office-statuses';
export * from '@dtp/contract/admin';
export * from '@dtp/contract/reminders';
export * from '@dtp/contract/user';
export * from '@dtp/contract/overview';
export * from '@dtp/contract/wave';
export * from '@dtp/contract/panel';
export * from '@dtp/contract/testing';
export * from '@dtp/contract/email';
export * from '@dtp/contract/email-templates';
export * from '@dtp/contract/history';
export * from '@dtp/contract/erasure';
export * from '@dtp/contract/questionnaire-review';
export * from '@dtp/contract/access-records';
export * from '@dtp/contract/accounts';
export * from '@dtp/contract/season-results';
export * from '@dtp/contract/season';
export * from '@dtp/contract/csv-import';
export * from '@dtp/contract/assignment-proposal';
export * from '@dtp/contract/club-measures';

// The call table's back-office rows (contract/calls/back-office.ts), and one typed function per row,
// grouped by resource: wavesApi.list(), testingsApi.assign({ testingId, userId }), …
export * from '@dtp/contract/calls/back-office';
export { wavesApi } from './resources/waves';
export { seasonsApi } from './resources/seasons';
export { panelsApi } from './resources/panels';
export { overviewApi } from './resources/overview';
export { usersApi } from './resources/users';
export { testingsApi } from './resources/testings';
export { emailsApi } from './resources/emails';
export { adminApi } from './resources/admin';
export { historyApi } from './resources/history';
export { questionnaireReviewApi } from './resources/questionnaire-review';
export { resultsApi } from './resources/results';
export { importsApi } from './resources/imports';
export { measuresApi } from './resources/measures';
export { API_CLIENT_PACKAGE } from './shared-instance';
