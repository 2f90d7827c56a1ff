import { paths, useAuthStore, useConfig } from '@dtp/shared-api';
import { useNavigate } from '@dtp/shared-ui';
import { WebStorageStateStore } from 'oidc-client-ts';
import type { User } from 'oidc-client-ts';
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { AuthProvider, useAuth } from 'react-oidc-context';
import type { AuthProviderProps } from 'react-oidc-context';
import type { AuthController } from './auth-controller';
import { AuthControllerContext } from './auth-controller';
import { takeRequestedPath } from './requested-path';
import { rolesFromTokens } from './token-claims';

/** Spec section 4 'Session' and section 9. */
export const SESSION_CHECK_MS = 5_000;
export const REFRESH_INTERVAL_MS = 60_000;
export const MIN_VALIDITY_S = 70;
const LOGIN_CALLBACK_MAX_AGE_S = 60 * 60;

function syncUser(user: User | null | undefined) {
  const store = useAuthStore.getState();
  if (!user || user.expired) {
    if (store.auth) store.signOut();
    return;
  }
  const profile = user.profile;
  store.signIn({
    userId: profile.sub,
    username: profile.preferred_username ?? profile.sub,
    fullName: profile.name ?? [profile.given_name, profile.family_name].filter(Boolean).join(' '),
    email: profile.email ?? '',
    roles: rolesFromTokens(user.access_token, profile as Record<string, unknown>),
    token: user.access_token,
  });
}

/** Keeps the auth store in step with the OIDC session: refresh, session check, logout. */
function OidcSession({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const config = useConfig();

  useEffect(() => syncUser(auth.user), [auth.user]);

  useEffect(() => {
    const logout = async () => {
      await auth.removeUser();
      useAuthStore.getState().signOut();
    };
    // An access token that already expired at page load: try the refresh token once.
    if (auth.user?.expired && auth.user.refresh_token && !auth.activeNavigator) {
      auth.signinSilent().catch(logout);
    }
    const refresh = setInterval(() => {
      const user = auth.user;
      if (user && (user.expires_in ?? 0) < MIN_VALIDITY_S) auth.signinSilent().catch(logout);
    }, REFRESH_INTERVAL_MS);
    // Session check without a check-session iframe (needs third-party cookies):
    // the stored user must still exist (a logout in another tab removes it) and be valid.
    const check = setInterval(() => {
      if (!auth.user) return;
      const key = `oidc.user:${auth.settings.authority}:${auth.settings.client_id}`;
      if (!window.localStorage.getItem(key)) void logout();
    }, SESSION_CHECK_MS);
    return () => {
      clearInterval(refresh);
      clearInterval(check);
    };
  }, [auth]);

  const controller = useMemo<AuthController>(
    () => ({
      mode: 'oidc',
      pending: auth.isLoading || Boolean(auth.activeNavigator),
      error: auth.error
        ? 'Der Anmeldedienst ist nicht erreichbar oder hat die Anmeldung abgelehnt. Bitte versuchen Sie es erneut.'
        : null,
      signIn: () => void auth.signinRedirect(),
      signOut: () => {
        useAuthStore.getState().signOut();
        void auth.signoutRedirect({ post_logout_redirect_uri: config.auth.loginUrl }).catch(() => auth.removeUser());
      },
      register: () => window.location.assign(config.auth.registerUrl),
    }),
    [auth, config],
  );
  return <AuthControllerContext.Provider value={controller}>{children}</AuthControllerContext.Provider>;
}

/** oidc mode: authorization code with PKCE (S256) against the identity service's realm. */
export default function OidcAuth({ children }: { children: ReactNode }) {
  const config = useConfig();
  const navigate = useNavigate();
  const settings = useMemo<AuthProviderProps>(
    () => ({
      authority: `${config.auth.url.replace(/\/$/, '')}/realms/${config.auth.realm}`,
      client_id: config.auth.clientId,
      redirect_uri: `${window.location.origin}/`,
      post_logout_redirect_uri: config.auth.loginUrl,
      scope: 'openid profile email roles',
      automaticSilentRenew: false,
      monitorSession: false,
      staleStateAgeInSeconds: LOGIN_CALLBACK_MAX_AGE_S,
      userStore: new WebStorageStateStore({ store: window.localStorage }),
      onSigninCallback: (user) => {
        syncUser(user);
        // Remove code and state from the URL, then go where the user wanted to go.
        window.history.replaceState({}, document.title, window.location.pathname);
        navigate(takeRequestedPath() ?? paths.dashboard(), { replace: true });
      },
    }),
    [config, navigate],
  );
  return (
    <AuthProvider {...settings}>
      <OidcSession>{children}</OidcSession>
    </AuthProvider>
  );
}
