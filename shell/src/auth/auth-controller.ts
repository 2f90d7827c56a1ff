import { clearDraftsOf, useAuthStore } from '@dtp/api-client';
import { createContext, useContext } from 'react';

/** What the shell's login page, header and sidebar may ask of the active sign-in mode. */
export interface AuthController {
  mode: 'oidc' | 'test' | 'memory';
  signIn: () => void;
  signOut: () => void;
  register: () => void;
  /** The sign-in is still being established (redirect callback, token load). */
  pending: boolean;
  /** A German message when the identity service failed. */
  error: string | null;
  /** Renews the access token now (after a 401); oidc mode with its libraries loaded. */
  renew?: () => void;
}

export const AuthControllerContext = createContext<AuthController | null>(null);

export function useAuthController(): AuthController {
  const controller = useContext(AuthControllerContext);
  if (!controller) throw new Error('AuthControllerContext missing');
  return controller;
}

/**
 * A sign-out the person chose ('Abmelden'): their drafts go with it (issue 31). A session that ended
 * by itself keeps them, so the next sign-in restores the input.
 */
export function signOutDeliberately(): void {
  const { user, signOut } = useAuthStore.getState();
  if (user) clearDraftsOf(user.userId);
  signOut();
}
