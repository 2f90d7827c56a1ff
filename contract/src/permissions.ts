import { Roles, type Role } from './roles';

/** Spec shell-and-tester.md section 6, one function per capability. */
export interface Permissions {
  isAdmin: boolean;
  isManagerOrAdmin: boolean;
  isTester: boolean;
  /** Absenden button visible: admin, manager, tester. */
  hasTesterRights: boolean;
  /** Ihr Datenblatt, Ihre Tests, Ihre Spesenabrechnungen, feedback items. */
  hasOwnTesterArea: boolean;
}

export function permissionsOf(roles: readonly Role[]): Permissions {
  const isAdmin = roles.includes(Roles.admin);
  const isManager = roles.includes(Roles.manager);
  const isTester = roles.includes(Roles.tester);
  return {
    isAdmin,
    isManagerOrAdmin: isAdmin || isManager,
    isTester,
    hasTesterRights: isAdmin || isManager || isTester,
    hasOwnTesterArea: isAdmin || isTester,
  };
}
