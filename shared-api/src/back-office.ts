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

// One typed function per call, grouped by resource: wavesApi.list(), testingsApi.assign(id, userId), …
export * as wavesApi from './resources/waves';
export * as panelsApi from './resources/panels';
export * as overviewApi from './resources/overview';
export * as usersApi from './resources/users';
export * as testingsApi from './resources/testings';
export * as emailsApi from './resources/emails';
export * as adminApi from './resources/admin';
export * as historyApi from './resources/history';
export { SHARED_API_PACKAGE } from './shared-instance';
