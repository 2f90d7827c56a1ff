import type { AuthUser, DemoAccount } from '@dtp/shared-api';
import { createDemoToken, useAuthStore, useConfig } from '@dtp/shared-api';
import { useNavigate } from '@dtp/shared-ui';
import { useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import type { AuthController } from './auth-controller';
import { AuthControllerContext } from './auth-controller';
import type { DemoAccountInfo } from './demo-accounts';
import { demoAccounts } from './demo-accounts';
import { paths } from '@dtp/shared-api';
import { takeRequestedPath } from './requested-path';

declare global {
  interface Window {
    /** test mode: the user an automated test injects before the app starts. */
    __DTP_TEST_USER__?: DemoAccount | DemoAccountInfo;
  }
}

function toAuthUser(account: DemoAccountInfo): AuthUser {
  const token = createDemoToken({
    sub: account.userId,
    username: account.username,
    name: account.fullName,
    email: account.email,
    roles: account.roles,
  });
  return { ...account, token };
}

function accountFor(mode: 'test' | 'memory', configured: DemoAccount): DemoAccountInfo {
  const injected = mode === 'test' ? window.__DTP_TEST_USER__ : undefined;
  if (typeof injected === 'string') return demoAccounts[injected] ?? demoAccounts[configured];
  return injected ?? demoAccounts[configured];
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
    useAuthStore.getState().signIn(toAuthUser(accountFor(mode, config.auth.demoAccount)));
  }
  const controller = useMemo<AuthController>(
    () => ({
      mode,
      pending: false,
      error: null,
      signIn: () => {
        useAuthStore.getState().signIn(toAuthUser(accountFor(mode, config.auth.demoAccount)));
        navigate(takeRequestedPath() ?? paths.dashboard(), { replace: true });
      },
      signOut: () => {
        useAuthStore.getState().signOut();
        navigate(paths.login(), { replace: true });
      },
      register: () => window.location.assign(config.auth.registerUrl),
    }),
    [mode, config, navigate],
  );
  return <AuthControllerContext.Provider value={controller}>{children}</AuthControllerContext.Provider>;
}
