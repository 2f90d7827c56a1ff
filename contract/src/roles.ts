/** The roles of the login token (spec section 6). The UI and the domain (run by the server and the demo) read them from here. */
export const Roles = { admin: 'dtp-admin', manager: 'dtp-manager', tester: 'dtp-tester' } as const;
export type Role = (typeof Roles)[keyof typeof Roles];

const knownRoles: readonly string[] = Object.values(Roles);

/** The known roles among a token's values; anything else is dropped. */
export function toRoles(values: readonly unknown[] | undefined): Role[] {
  return (values ?? []).filter((r): r is Role => typeof r === 'string' && knownRoles.includes(r));
}

/** The 403 of a tester's call for a signed-in account without a role of the platform (a new registration). */
export const NO_PLATFORM_ROLE_MESSAGE = 'Ihr Konto ist noch nicht als Tester freigeschaltet. Bis dahin können Sie keine Tester-Daten abrufen oder speichern.';
