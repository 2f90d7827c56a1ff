import { useAuthStore, useConfig } from '@dtp/api-client';
import { useNavigate, paths } from '@dtp/shared-ui';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { User } from 'oidc-client-ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AuthProvider, useAuth } from 'react-oidc-context';
import type { AuthProviderProps } from 'react-oidc-context';
import { signOutDeliberately, type AuthController } from './auth-controller';
import type { OidcProfile } from './oidc-user';
import { MIN_TOKEN_VALIDITY_S, SESSION_CHECK_MS, TOKEN_REFRESH_MS } from '@dtp/api-client';
import { authUserOf, isSessionKept, oidcAuthority, oidcStorage, oidcUserStorageKey } from './oidc-user';
import { rememberRequestedPath, takeRequestedPath } from './requested-path';
import { forgetSessionMarker, markSession } from './session-marker';
import { rememberSilentSignIn } from './silent-sign-in-hint';
import { createSessionRefresher, isNoSessionAnswer } from './session-refresh';

// The OIDC libraries (oidc-client-ts, react-oidc-context): a lazy chunk that oidc-mode.tsx
// loads for a sign-in, its callback, a token refresh, a logout or a tab's silent sign-in — not
// for a page that a valid stored session can show by itself.

const LOGIN_CALLBACK_MAX_AGE_S = 60 * 60;
const SCOPE = 'openid profile email roles';
const redirectUri = () => `${window.location.origin}/`;

/**
 * Why the libraries were loaded: after the page had been shown from the stored session, or for a
 * tab without a user of its own in a browser that signed in ('silentSignIn').
 */
export type DeferredAction = 'refresh' | 'signIn' | 'register' | 'signOut' | 'silentSignIn';

export interface OidcAuthProps {
  /** Receives the controller the shell uses from now on. */
  onController: (controller: AuthController) => void;
  /** Carried out once the libraries run. */
  action?: DeferredAction;
}

interface OidcSessionProps extends OidcAuthProps {
  /**
   * The refresh goes to the UserManager itself: react-oidc-context's `signinSilent` catches every
   * failure and resolves with null, so a refresh that failed for want of a network looked like one
   * that succeeded (no notice, no retry) and an invalid_grant never signed out.
   */
  userManager: UserManager;
}

function syncUser(user: User | null | undefined) {
  const store = useAuthStore.getState();
  // An expired access token with a refresh token is a session being renewed (perhaps waiting for the
  // network): it stays, and a request meanwhile renews the token itself (401 → refresh → again).
  if (!user || (user.expired && !user.refresh_token)) {
    if (store.auth) store.signOut();
    return;
  }
  store.signIn(authUserOf(user.profile as OidcProfile, user.access_token));
}

/** Keeps the auth store in step with the OIDC session: refresh, session check, logout. */
function OidcSession({ onController, action, userManager }: OidcSessionProps) {
  const auth = useAuth();
  const config = useConfig();
  const navigate = useNavigate();

  useEffect(() => {
    // While the provider reads the stored user, `auth.user` is not known yet, not absent: the libraries load
    // for a renewal under a screen with typed input, and a sign-out here would unmount it (issue 41).
    if (auth.isLoading) return;
    // Logging out: do not sign the stored user in again on the way to the identity service.
    if (action !== 'signOut') syncUser(auth.user);
  }, [auth.user, auth.isLoading, action]);

  // A session that ended (at the identity service, or in another tab): forget the stored user and sign out
  // here; the other tabs follow at their session check.
  const logout = useCallback(async () => {
    forgetSessionMarker();
    await auth.removeUser();
    useAuthStore.getState().signOut();
  }, [auth]);

  // One refresher for the session's lifetime; it reads the current `auth` and `logout` when it runs.
  const current = useRef({ auth, logout });
  current.current = { auth, logout };
  const [refresher] = useState(() =>
    createSessionRefresher(
      () => userManager.signinSilent(),
      () => void current.current.logout(),
    ),
  );
  useEffect(() => refresher.stop, [refresher]);

  useEffect(() => {
    // An access token that already expired at page load: refresh at once.
    if (auth.user?.expired && auth.user.refresh_token && !auth.activeNavigator) refresher.refresh();
    const refresh = setInterval(() => {
      const user = auth.user;
      if (user && (user.expires_in ?? 0) < MIN_TOKEN_VALIDITY_S && !refresher.retrying) refresher.refresh();
    }, TOKEN_REFRESH_MS);
    // The session check, local only: a logout in another tab removed the session marker. A session ended
    // at the identity service is noticed at the next refresh, which it refuses.
    const check = setInterval(() => {
      if (auth.user && !isSessionKept(config)) void logout();
    }, SESSION_CHECK_MS);
    return () => {
      clearInterval(refresh);
      clearInterval(check);
    };
  }, [auth, config, logout, refresher]);

  // A sign-in that came back refused. The answer to a silent one that found no session at the identity
  // service (login_required) is no error: the login page shows as for anyone signed out. Either way the
  // marker goes (no second silent try), and code or error leave the address for the page asked for.
  const callbackFailed = auth.error?.source === 'signinCallback';
  const noSession = callbackFailed && isNoSessionAnswer(auth.error?.innerError);
  const callbackHandled = useRef(false);
  useEffect(() => {
    if (!callbackFailed || callbackHandled.current) return;
    callbackHandled.current = true;
    forgetSessionMarker();
    navigate(takeRequestedPath() ?? window.location.pathname, { replace: true });
  }, [callbackFailed, navigate]);

  const controller = useMemo<AuthController>(
    () => ({
      mode: 'oidc',
      pending: auth.isLoading || Boolean(auth.activeNavigator),
      error:
        auth.error && !noSession
          ? 'Der Anmeldedienst ist nicht erreichbar oder hat die Anmeldung abgelehnt. Bitte versuchen Sie es erneut.'
          : null,
      signIn: () => void auth.signinRedirect(),
      signOut: () => {
        signOutDeliberately();
        forgetSessionMarker();
        void auth.signoutRedirect({ post_logout_redirect_uri: config.auth.loginUrl }).catch(() => auth.removeUser());
      },
      // The identity service's registration form, through the same code flow with PKCE as 'Anmelden' (prompt=create:
      // OpenID Connect Prompt Create, Keycloak 26.1+): the person comes back signed in.
      register: () => void auth.signinRedirect({ prompt: 'create' }),
      renew: refresher.refresh,
    }),
    [auth, config, refresher, noSession],
  );
  useEffect(() => onController(controller), [controller, onController]);

  // The action that made the shell load the libraries, once the stored user is read.
  const actionDone = useRef(false);
  useEffect(() => {
    if (!action || actionDone.current || auth.isLoading) return;
    actionDone.current = true;
    if (action === 'signIn') controller.signIn();
    if (action === 'register') controller.register();
    if (action === 'signOut') controller.signOut();
    if (action === 'refresh') refresher.refresh();
    // Through the identity service's session, in the window itself (prompt=none): an iframe would need
    // third-party cookies where the identity service has a domain of its own. It answers with a code, or
    // with login_required when there is no session; the page asked for is restored after either.
    if (action === 'silentSignIn' && !auth.user) {
      rememberRequestedPath(`${window.location.pathname}${window.location.search}${window.location.hash}`);
      void auth.signinRedirect({ prompt: 'none' });
    }
  }, [action, auth, controller, refresher]);
  return null;
}

/** oidc mode: authorization code with PKCE (S256) against the identity service's realm. */
export default function OidcAuth({ onController, action }: OidcAuthProps) {
  const config = useConfig();
  const navigate = useNavigate();
  const userManager = useMemo(
    () =>
      new UserManager({
        authority: oidcAuthority(config),
        client_id: config.auth.clientId,
        redirect_uri: redirectUri(),
        post_logout_redirect_uri: config.auth.loginUrl,
        scope: SCOPE,
        automaticSilentRenew: false,
        monitorSession: false,
        staleStateAgeInSeconds: LOGIN_CALLBACK_MAX_AGE_S,
        // The user (tokens) and the sign-in's state (PKCE verifier, nonce) in this tab's sessionStorage, never
        // localStorage (issue 32); the state survives the redirect, which comes back to the same tab.
        userStore: new WebStorageStateStore({ store: oidcStorage() }),
        stateStore: new WebStorageStateStore({ store: oidcStorage() }),
      }),
    [config],
  );
  const settings = useMemo<AuthProviderProps>(
    () => ({
      userManager,
      onSigninCallback: (user) => {
        // Other tabs of this browser may now sign in silently, a new one from its first script.
        markSession();
        void userManager.metadataService.getMetadata().then(
          (metadata) =>
            rememberSilentSignIn({
              authorize: metadata.authorization_endpoint ?? '',
              authority: oidcAuthority(config),
              clientId: config.auth.clientId,
              redirectUri: redirectUri(),
              scope: SCOPE,
              userKey: oidcUserStorageKey(config),
              metadata: { ...metadata, issuer: metadata.issuer ?? '', authorization_endpoint: metadata.authorization_endpoint ?? '', token_endpoint: metadata.token_endpoint ?? '' },
            }),
          () => undefined,
        );
        syncUser(user);
        // Remove code and state from the URL (keeping react-router's history index), then go
        // where the user wanted to go.
        window.history.replaceState(window.history.state, document.title, window.location.pathname);
        navigate(takeRequestedPath() ?? paths.login(), { replace: true });
      },
    }),
    [userManager, navigate, config],
  );
  return (
    <AuthProvider {...settings}>
      <OidcSession onController={onController} action={action} userManager={userManager} />
    </AuthProvider>
  );
}
