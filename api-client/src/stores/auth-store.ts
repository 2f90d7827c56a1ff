import { useMemo } from 'react';
import { create } from 'zustand';
import { permissionsOf, type Permissions } from '@dtp/contract/permissions';
import type { Role } from '@dtp/contract/roles';

export interface AuthUser {
  /** The identity service's subject of the account (drafts and prefetches are kept per account). Not a record's id: the server links the account to its record (issue 57). */
  userId: string;
  username: string;
  fullName: string;
  email: string;
  roles: Role[];
  token: string;
}

interface AuthState {
  auth: boolean;
  user: AuthUser | null;
  signIn: (user: AuthUser) => void;
  setToken: (token: string) => void;
  signOut: () => void;
}

const samePerson = (a: AuthUser, b: AuthUser): boolean =>
  a.userId === b.userId &&
  a.username === b.username &&
  a.fullName === b.fullName &&
  a.email === b.email &&
  a.roles.length === b.roles.length &&
  a.roles.every((role, i) => role === b.roles[i]);

export const useAuthStore = create<AuthState>()((set) => ({
  auth: false,
  user: null,
  // The same person again (a renewed token): only the token changes, so roles and names keep their identity and
  // nothing that selects them renders or loads anew.
  signIn: (user) =>
    set((s) => {
      if (!s.user || !samePerson(s.user, user)) return { auth: true, user };
      return s.user.token === user.token && s.auth ? s : { auth: true, user: { ...s.user, token: user.token } };
    }),
  setToken: (token) => set((s) => (s.user ? { user: { ...s.user, token } } : s)),
  signOut: () => set({ auth: false, user: null }),
}));


const noRoles: readonly Role[] = [];

/** What the signed-in user may do (spec section 6); nothing when signed out. The server checks it again. */
export function usePermissions(): Permissions {
  const roles = useAuthStore((s) => s.user?.roles ?? noRoles);
  return useMemo(() => permissionsOf(roles), [roles]);
}
