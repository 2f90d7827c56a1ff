import type { DemoAccount, Role } from '@dtp/shared-api';
import { Roles } from '@dtp/shared-api';

export interface DemoAccountInfo {
  userId: string;
  username: string;
  fullName: string;
  email: string;
  roles: Role[];
}

/** The accounts of the memory and test sign-in modes; ids equal the identity service's subjects. */
export const demoAccounts: Record<DemoAccount, DemoAccountInfo> = {
  admin: { userId: 'u-admin', username: 'admin', fullName: 'Anna Admin', email: 'anna.admin@example.de', roles: [Roles.admin] },
  manager: {
    userId: 'u-manager',
    username: 'manager',
    fullName: 'Martin Manager',
    email: 'martin.manager@example.de',
    roles: [Roles.manager],
  },
  tester: {
    userId: 'u-tester',
    username: 'tester',
    fullName: 'Max Mustermann',
    email: 'max.mustermann@example.de',
    roles: [Roles.tester],
  },
  tester2: {
    userId: 'u-tester2',
    username: 'tester2',
    fullName: 'Erika Musterfrau',
    email: 'erika.musterfrau@example.de',
    roles: [Roles.tester],
  },
};
