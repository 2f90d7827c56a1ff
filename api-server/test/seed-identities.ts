import type { TokenIdentity } from '@dtp/api-client';
import { DEMO_ACCOUNT_SUBJECTS } from '@dtp/contract/demo-accounts';

/** The seed's signed-in people as a verified token names them (the domain's `me`): their accounts' subjects, linked in the seed. */
export const testerIdentity: TokenIdentity = { sub: DEMO_ACCOUNT_SUBJECTS.tester, username: 'tester', name: 'Max Mustermann', email: 'max.mustermann@example.de', roles: ['dtp-tester'] };
export const managerIdentity: TokenIdentity = { sub: DEMO_ACCOUNT_SUBJECTS.manager, username: 'manager', name: 'Maria Manager', email: 'manager@example.de', roles: ['dtp-manager'] };
export const adminIdentity: TokenIdentity = { sub: DEMO_ACCOUNT_SUBJECTS.admin, username: 'admin', name: 'Anna Admin', email: 'anna.admin@example.de', roles: ['dtp-admin'] };
