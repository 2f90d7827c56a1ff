import { create } from 'zustand';

export const Roles = { admin: 'dtp-admin', manager: 'dtp-manager', tester: 'dtp-tester' } as const;
export type Role = (typeof Roles)[keyof typeof Roles];

export interface AuthUser {
  /** The identity service's subject; the demo data source keys users by it. */
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

export const useAuthStore = create<AuthState>()((set) => ({
  auth: false,
  user: null,
  signIn: (user) => set({ auth: true, user }),
  setToken: (token) => set((s) => (s.user ? { user: { ...s.user, token } } : s)),
  signOut: () => set({ auth: false, user: null }),
}));

const knownRoles: readonly string[] = Object.values(Roles);
export function toRoles(values: readonly unknown[] | undefined): Role[] {
  return (values ?? []).filter((r): r is Role => typeof r === 'string' && knownRoles.includes(r));
}
