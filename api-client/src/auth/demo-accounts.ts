import type { DemoAccount } from '../config/runtime-config';
import type { AuthUser } from '../stores/auth-store';
import { DEMO_ACCOUNT_SUBJECTS } from '@dtp/contract/demo-accounts';
import { Roles, toRoles } from '@dtp/contract/roles';
import { createDemoToken, type DemoTokenClaims } from './demo-token';

/** The demo accounts; sub is the identity service's subject, which the seed links its demo people to (issue 57). */
export const DemoAccountClaims: Record<DemoAccount, DemoTokenClaims> = {
  admin: { sub: DEMO_ACCOUNT_SUBJECTS.admin, username: 'admin', name: 'Anna Admin', email: 'anna.admin@example.de', roles: [Roles.admin] },
  manager: { sub: DEMO_ACCOUNT_SUBJECTS.manager, username: 'manager', name: 'Martin Manager', email: 'martin.manager@example.de', roles: [Roles.manager] },
  tester: { sub: DEMO_ACCOUNT_SUBJECTS.tester, username: 'tester', name: 'Max Mustermann', email: 'max.mustermann@example.de', roles: [Roles.tester] },
  tester2: { sub: DEMO_ACCOUNT_SUBJECTS.tester2, username: 'tester2', name: 'Erika Musterfrau', email: 'erika.musterfrau@example.de', roles: [Roles.tester] },
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
