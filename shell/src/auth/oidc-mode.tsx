import { setTokenRenewer, useAuthStore, useConfig } from '@dtp/api-client';
import type { RuntimeConfig } from '@dtp/api-client';
import { LoadFailure, RemoteBoundary, retryableLazy } from '@dtp/shared-ui';
import { Suspense, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { signOutDeliberately, type AuthController } from './auth-controller';
import { AuthControllerContext } from './auth-controller';
import type { DeferredAction } from './oidc-auth';
import { isSigninCallback, moveLegacySession, readStoredUser } from './oidc-stored-session';
import { SESSION_CHECK_MS, TOKEN_REFRESH_MS } from '@dtp/api-client';
import { hasStoredUser, isSessionKept, removeStoredUser } from './oidc-user';
import { keepFirstScreenSession } from './first-screen-session';
import { forgetSessionMarker, hasSessionMarker, noteLocalSession } from './session-marker';
import { createTokenRenewer } from './token-renewal';

const oidcAuth = retryableLazy(() => import(/* webpackChunkName: "oidc-auth" */ './oidc-auth'));

/** How the page starts: shown from this tab's stored user, or what the libraries load for first. */
function startOf(config: RuntimeConfig) {
  // A session stored before issue 32 (localStorage) moves into this tab, or is dropped.
  moveLegacySession(config);
  noteLocalSession(false);
  const callback = isSigninCallback();
  // Signed out in another tab (or the session ended) while this one kept its user: it goes too.
  if (!callback && !hasSessionMarker()) removeStoredUser(config);
  const stored = callback ? null : readStoredUser(config);
  const librariesNeeded = callback || hasStoredUser(config);
  // A tab of its own without a user, in a browser that signed in: through the identity service's session.
  const silent = !librariesNeeded && hasSessionMarker();
  return { stored, libraries: stored ? null : librariesNeeded ? {} : silent ? { action: 'silentSignIn' as const } : null };
}

/**
 * oidc mode. A page opened with a valid stored session (a reload) is shown at once, without the
 * OIDC libraries; they load when they have work: a sign-in and its callback, a token refresh
 * (checked every 60 s, due below 70 s of validity), a logout, and the silent sign-in of a tab
 * without a user of its own in a browser that signed in (session-marker.ts). Until then the
 * session check runs here, on the same stored user the libraries keep.
 */
export function OidcMode({ children }: { children: ReactNode }) {
  const config = useConfig();
  const [start] = useState(() => startOf(config));
  const { stored } = start;
  const signedIn = useRef(false);
  if (stored && !signedIn.current) {
    // Synchronously before the first render, so the page mounts signed in.
    signedIn.current = true;
    useAuthStore.getState().signIn(stored);
  }
  // null: not loaded (yet); otherwise loaded, with the action that made them necessary. A visitor
  // with nothing stored and no session marker sees the login page without them: they load for 'Anmelden'.
  const [libraries, setLibraries] = useState<{ action?: DeferredAction } | null>(start.libraries);
  const [libraryController, setLibraryController] = useState<AuthController | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // A new tab's first reads may come with the API's cookie for this sign-in (decision 0021).
  useEffect(() => keepFirstScreenSession(config), [config]);

  useEffect(() => {
    if (libraries) return;
    const check = setInterval(() => {
      const store = useAuthStore.getState();
      if (store.auth && !isSessionKept(config)) {
        removeStoredUser(config);
        store.signOut();
      }
    }, SESSION_CHECK_MS);
    const refresh = setInterval(() => {
      // Below MIN_TOKEN_VALIDITY_S the stored session no longer counts: time to refresh.
      if (useAuthStore.getState().auth && !readStoredUser(config)) setLibraries({ action: 'refresh' });
    }, TOKEN_REFRESH_MS);
    return () => {
      clearInterval(check);
      clearInterval(refresh);
    };
  }, [libraries, config]);

  const deferred = useMemo<AuthController>(
    () => ({
      mode: 'oidc',
      pending: false,
      error: null,
      signIn: () => setLibraries({ action: 'signIn' }),
      signOut: () => {
        signOutDeliberately();
        // Other tabs sign out at their next session check, even before the libraries have loaded here.
        forgetSessionMarker();
        setLibraries({ action: 'signOut' });
      },
      register: () => setLibraries({ action: 'register' }),
    }),
    [],
  );
  // A call answered 401 renews the token: through the loaded libraries, or by loading them for a refresh.
  const renew = useRef<() => void>(() => {});
  renew.current = libraryController?.renew ?? (() => setLibraries((loaded) => loaded ?? { action: 'refresh' }));
  useEffect(() => {
    setTokenRenewer(createTokenRenewer(() => renew.current()));
    return () => setTokenRenewer(null);
  }, []);

  // While the libraries load for the first screen or a sign-in/out, the shell waits for them.
  const waiting = libraries !== null && libraries.action !== 'refresh';
  const controller = libraryController ?? (waiting ? { ...deferred, pending: true } : deferred);

  return (
    <AuthControllerContext.Provider value={controller}>
      {libraries && (
        // The sign-in libraries' chunk may not arrive on a weak signal: a notice with a retry, the page stays.
        <RemoteBoundary
          key={oidcAuth.attempt}
          area="sign-in"
          fallback={(error) => (
            <LoadFailure
              error={error}
              floating
              onRetry={() => {
                oidcAuth.retry();
                rerender();
              }}
            />
          )}
        >
          <Suspense fallback={null}>
            <oidcAuth.View onController={setLibraryController} action={libraries.action} />
          </Suspense>
        </RemoteBoundary>
      )}
      {children}
    </AuthControllerContext.Provider>
  );
}
