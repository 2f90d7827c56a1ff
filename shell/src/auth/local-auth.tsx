import type { DemoAccount } from '@dtp/api-client';
import { DemoAccounts, demoAuthUser, useAuthStore, useConfig } from '@dtp/api-client';
import { useNavigate, paths } from '@dtp/shared-ui';
import { useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { signOutDeliberately, type AuthController } from './auth-controller';
import { AuthControllerContext } from './auth-controller';
import { takeRequestedPath } from './requested-path';
import { noteLocalSession } from './session-marker';

declare global {
  interface Window {
    /** test mode: the demo account an automated test injects before the app starts. */
    __DTP_TEST_USER__?: DemoAccount;
  }
}

function accountFor(mode: 'test' | 'memory', configured: DemoAccount): DemoAccount {
  const injected = mode === 'test' ? window.__DTP_TEST_USER__ : undefined;
  return injected && DemoAccounts.includes(injected) ? injected : configured;
}

/**
 * memory: a fixed in-memory login (admin unless config names another demo account).
 * test: mounted directly with a user injected for automated tests.
 */
export function LocalAuth({ mode, children }: { mode: 'test' | 'memory'; children: ReactNode }) {
  const config = useConfig();
  const navigate = useNavigate();
  const signedIn = useRef(false);
  if (!signedIn.current) {
    // Synchronously before the first render, so the app mounts signed in.
    signedIn.current = true;
    useAuthStore.getState().signIn(demoAuthUser(accountFor(mode, config.auth.demoAccount)));
    noteLocalSession(true);
  }
  const controller = useMemo<AuthController>(() => {
    const signIn = () => {
      useAuthStore.getState().signIn(demoAuthUser(accountFor(mode, config.auth.demoAccount)));
      navigate(takeRequestedPath() ?? paths.login(), { replace: true });
    };
    return {
      mode,
      pending: false,
      error: null,
      signIn,
      signOut: () => {
        signOutDeliberately();
        navigate(paths.login(), { replace: true });
      },
      // No identity service, so nothing to register at: the demo's account signs in, as with 'Anmelden'.
      register: signIn,
    };
  }, [mode, config, navigate]);
  return <AuthControllerContext.Provider value={controller}>{children}</AuthControllerContext.Provider>;
}
