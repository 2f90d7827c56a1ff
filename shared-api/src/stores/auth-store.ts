import { create } from 'zustand';
import type { Role } from '../contract/roles';

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

