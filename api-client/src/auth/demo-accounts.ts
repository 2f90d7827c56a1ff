import type { DemoAccount } from '../config/runtime-config';
import type { AuthUser } from '../stores/auth-store';
import { Roles, toRoles } from '@dtp/contract/roles';
import { createDemoToken, type DemoTokenClaims } from './demo-token';

/** The demo accounts; sub is the user id the demo data source (and the identity service) uses. */
export const DemoAccountClaims: Record<DemoAccount, DemoTokenClaims> = {
  admin: { sub: 'u-admin', username: 'admin', name: 'Anna Admin', email: 'anna.admin@example.de', roles: [Roles.admin] },
  manager: { sub: 'u-manager', username: 'manager', name: 'Martin Manager', email: 'martin.manager@example.de', roles: [Roles.manager] },
  tester: { sub: 'u-tester', username: 'tester', name: 'Max Mustermann', email: 'max.mustermann@example.de', roles: [Roles.tester] },
  tester2: { sub: 'u-tester2', username: 'tester2', name: 'Erika Musterfrau', email: 'erika.musterfrau@example.de', roles: [Roles.tester] },
};

/** The auth-store user of a demo account with a freshly minted demo token (memory and test sign-in). */
export function demoAuthUser(account: DemoAccount, now = Date.now()): AuthUser {
  const claims = DemoAccountClaims[account];
  return {
    userId: claims.sub,
    username: claims.username,
    fullName: claims.name,
    email: claims.email,
    roles: toRoles(claims.roles),
    token: createDemoToken(claims, now),
  };
}
