import { demoAuthUser, useAppStore, useAuthStore } from '@dtp/api-client';
import { MemoryRouter, useLocation } from '@dtp/shared-ui';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DeferredAction } from './oidc-auth';
import OidcAuth from './oidc-auth';
import { authUserOf, type OidcProfile } from './oidc-user';
import { SILENT_SIGN_IN_KEY } from './silent-sign-in-hint';
import { OIDC_USER_STORAGE_KEY, setDemoConfig } from '../../test-support';
import { MIN_TOKEN_VALIDITY_S, SESSION_CHECK_MS, TOKEN_REFRESH_MS } from '@dtp/api-client';

const token = demoAuthUser('tester').token;
const authority = 'http://localhost:3100/realms/dtp';
const storageKey = OIDC_USER_STORAGE_KEY;

const MARKER = 'dtp.oidc.session';

const auth = {
  user: null as null | Record<string, unknown>,
  isLoading: false,
  activeNavigator: undefined,
  error: undefined as undefined | { source: string; innerError: unknown },
  settings: { authority, client_id: 'dtp-frontend' },
  signinSilent: jest.fn(),
  removeUser: jest.fn(() => Promise.resolve()),
  signinRedirect: jest.fn(),
  signoutRedirect: jest.fn(() => Promise.resolve()),
};

let providerProps: { onSigninCallback?: (user: unknown) => void } = {};
jest.mock('react-oidc-context', () => ({
  AuthProvider: ({ children, ...props }: { children: ReactNode }) => {
    providerProps = props;
    return children;
  },
  useAuth: () => auth,
}));
let userManagerSettings: Record<string, { store?: Storage }> = {};
jest.mock('oidc-client-ts', () => ({
  WebStorageStateStore: class {
    constructor(readonly options: { store: Storage }) {}
    get store() {
      return this.options.store;
    }
  },
  // The refresh goes to the UserManager itself (react-oidc-context's wrapper swallows its failures).
  UserManager: class {
    metadataService = {
      getMetadata: () =>
        Promise.resolve({
          issuer: 'http://localhost:3100/realms/dtp',
          authorization_endpoint: 'http://localhost:3100/realms/dtp/protocol/openid-connect/auth',
          token_endpoint: 'http://localhost:3100/realms/dtp/protocol/openid-connect/token',
        }),
    };
    constructor(settings: Record<string, { store?: Storage }>) {
      userManagerSettings = settings;
    }
    signinSilent() {
      return auth.signinSilent();
    }
  },
}));

function user(expiresIn: number) {
  return {
    expired: false,
    expires_in: expiresIn,
    access_token: token,
    refresh_token: 'r',
    profile: { sub: 'u-tester', preferred_username: 'tester', name: 'Max Mustermann', email: 'max@example.de' },
  };
}

const onController = jest.fn();

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderOidc(action?: DeferredAction, at = '/') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <OidcAuth onController={onController} action={action} />
      <Location />
    </MemoryRouter>,
  );
}

/** The controller the shell received last. */
const lastController = () => onController.mock.calls.at(-1)?.[0] as { error: string | null; pending: boolean };

beforeAll(() => setDemoConfig('oidc'));
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  sessionStorage.setItem(storageKey, '{}');
  localStorage.setItem(MARKER, '1');
  auth.error = undefined;
  auth.signinSilent.mockReset();
  auth.removeUser.mockClear();
  auth.signinRedirect.mockClear();
  auth.signoutRedirect.mockClear();
  onController.mockClear();
});
afterEach(() => {
  jest.useRealTimers();
  useAuthStore.getState().signOut();
  useAppStore.getState().setConnectionLost(false);
});

test('the signed-in OIDC user fills the auth store with roles from the access token', () => {
  auth.user = user(300);
  renderOidc();
  expect(useAuthStore.getState().user).toMatchObject({ userId: 'u-tester', username: 'tester', roles: ['dtp-tester'], token });
});

test('the libraries loading for a renewal under a signed-in screen do not sign out while they read the stored user (issue 41)', () => {
  // The screen was shown from the stored session, with the token before the renewal.
  useAuthStore.getState().signIn({ ...authUserOf(user(300).profile as OidcProfile, token), token: 'the token before' });
  const shown = useAuthStore.getState().user;
  auth.user = null;
  auth.isLoading = true;
  const view = renderOidc('refresh');
  try {
    expect(useAuthStore.getState().auth).toBe(true);
    expect(useAuthStore.getState().user).toBe(shown);
    // The stored user is read: the same person, a new token; the store keeps the person's identity.
    auth.user = user(300);
    auth.isLoading = false;
    view.rerender(
      <MemoryRouter initialEntries={['/']}>
        <OidcAuth onController={onController} action="refresh" />
      </MemoryRouter>,
    );
    expect(useAuthStore.getState().auth).toBe(true);
    expect(useAuthStore.getState().user?.token).toBe(token);
    expect(useAuthStore.getState().user?.roles).toBe(shown?.roles);
  } finally {
    auth.isLoading = false;
  }
});

test(`every ${TOKEN_REFRESH_MS / 1000} s the token is refreshed when less than ${MIN_TOKEN_VALIDITY_S} s remain`, async () => {
  auth.user = user(MIN_TOKEN_VALIDITY_S - 1);
  auth.signinSilent.mockResolvedValue(undefined);
  renderOidc();
  await act(async () => jest.advanceTimersByTime(TOKEN_REFRESH_MS - 1));
  expect(auth.signinSilent).not.toHaveBeenCalled();
  await act(async () => jest.advanceTimersByTime(1));
  expect(auth.signinSilent).toHaveBeenCalledTimes(1);
});

test('a token with enough validity is not refreshed', async () => {
  auth.user = user(MIN_TOKEN_VALIDITY_S + 100);
  renderOidc();
  await act(async () => jest.advanceTimersByTime(TOKEN_REFRESH_MS * 2));
  expect(auth.signinSilent).not.toHaveBeenCalled();
});

/** What oidc-client-ts throws for an OAuth error answer of the token endpoint. */
function errorResponse(error: string) {
  return Object.assign(new Error(error), { name: 'ErrorResponse', error });
}

test('a refresh the identity service refuses (invalid_grant: the session ended there) logs the user out', async () => {
  auth.user = user(10);
  auth.signinSilent.mockRejectedValue(errorResponse('invalid_grant'));
  renderOidc();
  expect(useAuthStore.getState().auth).toBe(true);
  await act(async () => jest.advanceTimersByTime(TOKEN_REFRESH_MS));
  expect(auth.removeUser).toHaveBeenCalled();
  expect(useAuthStore.getState().auth).toBe(false);
  // The other tabs sign out too, and a new one does not try silently.
  expect(localStorage.getItem(MARKER)).toBeNull();
});

test('a refresh without a connection keeps the session, says so, and is tried again until it works', async () => {
  auth.user = user(10);
  auth.signinSilent.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new Error('Bad Gateway (502)')).mockResolvedValue(undefined);
  renderOidc();
  await act(async () => jest.advanceTimersByTime(TOKEN_REFRESH_MS));
  expect(auth.signinSilent).toHaveBeenCalledTimes(1);
  expect(useAuthStore.getState().auth).toBe(true);
  expect(useAppStore.getState().connectionLost).toBe(true);
  // Backoff: 2 s, then 5 s.
  await act(async () => jest.advanceTimersByTime(2000));
  expect(auth.signinSilent).toHaveBeenCalledTimes(2);
  expect(useAppStore.getState().connectionLost).toBe(true);
  await act(async () => jest.advanceTimersByTime(5000));
  expect(auth.signinSilent).toHaveBeenCalledTimes(3);
  expect(auth.removeUser).not.toHaveBeenCalled();
  expect(useAuthStore.getState().auth).toBe(true);
  expect(useAppStore.getState().connectionLost).toBe(false);
});

test('an access token that expired while the phone slept keeps the session while it is renewed', () => {
  auth.user = { ...user(-30), expired: true };
  auth.signinSilent.mockReturnValue(new Promise(() => {}));
  renderOidc();
  expect(useAuthStore.getState().auth).toBe(true);
  expect(auth.signinSilent).toHaveBeenCalledTimes(1);
});

test(`the session is checked every ${SESSION_CHECK_MS / 1000} s: a logout in another tab (the marker went) ends it here`, async () => {
  auth.user = user(300);
  renderOidc();
  await act(async () => jest.advanceTimersByTime(SESSION_CHECK_MS));
  expect(useAuthStore.getState().auth).toBe(true);
  localStorage.removeItem(MARKER);
  await act(async () => jest.advanceTimersByTime(SESSION_CHECK_MS));
  expect(auth.removeUser).toHaveBeenCalled();
  expect(useAuthStore.getState().auth).toBe(false);
});

test('the shell receives the controller of the libraries', () => {
  auth.user = user(300);
  renderOidc();
  expect(onController).toHaveBeenCalledWith(expect.objectContaining({ mode: 'oidc', pending: false }));
});

test('loaded for a due refresh, the libraries refresh at once', () => {
  auth.user = user(MIN_TOKEN_VALIDITY_S - 1);
  auth.signinSilent.mockResolvedValue(undefined);
  renderOidc('refresh');
  expect(auth.signinSilent).toHaveBeenCalledTimes(1);
});

test('loaded for a logout, the libraries log out without signing the stored user in again', () => {
  auth.user = user(300);
  renderOidc('signOut');
  expect(auth.signoutRedirect).toHaveBeenCalledTimes(1);
  expect(useAuthStore.getState().auth).toBe(false);
  expect(localStorage.getItem(MARKER)).toBeNull();
});

test('the user and the sign-in state are kept in the tab (sessionStorage), never in localStorage', () => {
  renderOidc();
  expect(userManagerSettings.userStore?.store).toBe(window.sessionStorage);
  expect(userManagerSettings.stateStore?.store).toBe(window.sessionStorage);
});

test('a sign-in leaves the marker for other tabs and goes to the page asked for', () => {
  localStorage.removeItem(MARKER);
  sessionStorage.setItem('dtp-requested-path', '/tests');
  renderOidc(undefined, '/?code=c&state=s');
  act(() => providerProps.onSigninCallback?.(user(300)));
  expect(localStorage.getItem(MARKER)).toBe('1');
  expect(useAuthStore.getState().auth).toBe(true);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/tests$/);
});

test("a sign-in leaves a new tab's first script what it needs for a silent sign-in: addresses, nothing of the person", async () => {
  sessionStorage.setItem('dtp-requested-path', '/tests');
  renderOidc(undefined, '/?code=c&state=s');
  await act(async () => providerProps.onSigninCallback?.(user(300)));
  expect(JSON.parse(localStorage.getItem(SILENT_SIGN_IN_KEY) ?? 'null')).toEqual({
    authorize: 'http://localhost:3100/realms/dtp/protocol/openid-connect/auth',
    authority,
    clientId: 'dtp-frontend',
    redirectUri: 'http://localhost/',
    scope: 'openid profile email roles',
    userKey: storageKey,
    metadata: {
      issuer: 'http://localhost:3100/realms/dtp',
      authorization_endpoint: 'http://localhost:3100/realms/dtp/protocol/openid-connect/auth',
      token_endpoint: 'http://localhost:3100/realms/dtp/protocol/openid-connect/token',
    },
  });
});

test('loaded for a silent sign-in, the libraries go to the identity service with prompt=none, keeping the page asked for', () => {
  auth.user = null;
  window.history.replaceState({}, '', '/travels');
  renderOidc('silentSignIn', '/travels');
  expect(auth.signinRedirect).toHaveBeenCalledWith({ prompt: 'none' });
  expect(sessionStorage.getItem('dtp-requested-path')).toBe('/travels');
  window.history.replaceState({}, '', '/');
});

/** What react-oidc-context reports when the callback brings an OAuth error answer. */
function callbackError(code: string) {
  return { source: 'signinCallback', innerError: Object.assign(new Error(code), { name: 'ErrorResponse', error: code }) };
}

test('no session at the identity service (login_required): the login page without an error, no second silent try', () => {
  auth.user = null;
  auth.error = callbackError('login_required');
  sessionStorage.setItem('dtp-requested-path', '/travels');
  renderOidc(undefined, '/?error=login_required&state=s');
  expect(lastController().error).toBeNull();
  expect(localStorage.getItem(MARKER)).toBeNull();
  // Code and state leave the address; the page asked for stays for the sign-in.
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/travels$/);
});

test('a sign-in the identity service refused otherwise shows the German error', () => {
  auth.user = null;
  auth.error = callbackError('access_denied');
  renderOidc(undefined, '/?error=access_denied&state=s');
  expect(lastController().error).toBe('Der Anmeldedienst ist nicht erreichbar oder hat die Anmeldung abgelehnt. Bitte versuchen Sie es erneut.');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

test('loaded for a sign-in, the libraries redirect to the identity service', () => {
  auth.user = null;
  renderOidc('signIn');
  expect(auth.signinRedirect).toHaveBeenCalledTimes(1);
});

test("loaded for 'Registrieren', the libraries open the identity service's registration form (prompt=create) in the same code flow", () => {
  auth.user = null;
  renderOidc('register');
  expect(auth.signinRedirect).toHaveBeenCalledTimes(1);
  expect(auth.signinRedirect).toHaveBeenCalledWith({ prompt: 'create' });
});
