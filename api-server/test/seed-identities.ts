import type { TokenIdentity } from '@dtp/api-client';

/** The seed's signed-in people as a verified token names them (the domain's `me`). */
export const testerIdentity: TokenIdentity = { sub: 'u-tester', username: 'tester', name: 'Max Mustermann', email: 'max.mustermann@example.de', roles: ['dtp-tester'] };
export const managerIdentity: TokenIdentity = { sub: 'u-manager', username: 'manager', name: 'Maria Manager', email: 'manager@example.de', roles: ['dtp-manager'] };
export const adminIdentity: TokenIdentity = { sub: 'u-admin', username: 'admin', name: 'Anna Admin', email: 'anna.admin@example.de', roles: ['dtp-admin'] };
