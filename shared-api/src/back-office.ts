// '@dtp/shared-api/back-office': the part of the public surface only back-office screens use
// (mf-backoffice). Its own federation singleton next to '@dtp/shared-api', so a tester's first
// screen never downloads it. Everything else (client, stores, errors, paths, the contract of the
// shell and tester screens, clubs) comes from '@dtp/shared-api'; the resources here call the same
// client.

// The contract: waves, panels, overview, testers, testings, emails and templates, administration.
export * from './contract/back-office-statuses';
export * from './contract/admin';
export * from './contract/reminders';
export * from './contract/user';
export * from './contract/overview';
export * from './contract/wave';
export * from './contract/panel';
export * from './contract/testing';
export * from './contract/email';
export * from './contract/email-templates';
export * from './contract/history';
export * from './contract/erasure';

// The call table's back-office rows (contract/calls/back-office.ts), and one typed function per row,
// grouped by resource: wavesApi.list(), testingsApi.assign({ testingId, userId }), …
export * from './contract/calls/back-office';
export { wavesApi } from './resources/waves';
export { panelsApi } from './resources/panels';
export { overviewApi } from './resources/overview';
export { usersApi } from './resources/users';
export { testingsApi } from './resources/testings';
export { emailsApi } from './resources/emails';
export { adminApi } from './resources/admin';
export { historyApi } from './resources/history';
export { SHARED_API_PACKAGE } from './shared-instance';
