import { demoAuthUser, useAuthStore } from '@dtp/api-client';
import { MemoryRouter } from '@dtp/shared-ui';
import { act, render, screen } from '@testing-library/react';
import { useAuthController } from './auth-controller';
import type { OidcAuthProps } from './oidc-auth';
import { OIDC_USER_STORAGE_KEY, setDemoConfig } from '../../test-support';
import { OidcMode } from './oidc-mode';
import { MIN_TOKEN_VALIDITY_S, SESSION_CHECK_MS, TOKEN_REFRESH_MS } from '@dtp/api-client';

// The libraries' chunk, replaced: these tests are about when it is loaded and why.
const libraries = jest.fn((props: OidcAuthProps) => {
  void props;
  return null;
});
jest.mock('./oidc-auth', () => ({ __esModule: true, default: (props: OidcAuthProps) => libraries(props) }));

const storageKey = OIDC_USER_STORAGE_KEY;
const token = demoAuthUser('tester').token;

function storeSession(validForSeconds: number, accessToken = token) {
  const stored = {
    access_token: accessToken,
    expires_at: Math.floor(Date.now() / 1000) + validForSeconds,
    token_type: 'Bearer',
    profile: { sub: 'u-tester', preferred_username: 'tester', name: 'Max Mustermann', email: 'max@example.de' },
  };
  sessionStorage.setItem(storageKey, JSON.stringify(stored));
  localStorage.setItem(MARKER, '1');
}

const MARKER = 'dtp.oidc.session';
/** What localStorage holds of the sign-in: the marker only, never a token. */
const localOidcKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('oidc.'));

let controller: ReturnType<typeof useAuthController>;
function Probe() {
  controller = useAuthController();
  const auth = useAuthStore((s) => s.auth);
  return <p>{controller.pending ? 'wartet' : auth ? 'angemeldet' : 'abgemeldet'}</p>;
}

async function renderMode() {
  render(
    <MemoryRouter>
      <OidcMode>
        <Probe />
      </OidcMode>
    </MemoryRouter>,
  );
  await act(async () => {});
}

const loadedWith = () => libraries.mock.calls.map(([props]) => props.action ?? 'none');

beforeAll(() => setDemoConfig('oidc'));
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  libraries.mockClear();
  window.history.replaceState({}, '', '/datasheet');
});
afterEach(() => {
  jest.useRealTimers();
  useAuthStore.getState().signOut();
});

test('a valid stored session shows the page signed in, without loading the OIDC libraries', async () => {
  storeSession(300);
  await renderMode();
  expect(screen.getByText('angemeldet')).toBeInTheDocument();
  expect(useAuthStore.getState().user).toMatchObject({ userId: 'u-tester', roles: ['dtp-tester'], token });
  expect(libraries).not.toHaveBeenCalled();
});

test('no stored session: the login page shows at once, the libraries load only to sign in', async () => {
  await renderMode();
  expect(screen.getByText('abgemeldet')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(TOKEN_REFRESH_MS));
  expect(libraries).not.toHaveBeenCalled();
  act(() => controller.signIn());
  await act(async () => {});
  expect(loadedWith()).toEqual(['signIn']);
  expect(screen.getByText('wartet')).toBeInTheDocument();
});

test.each([
  ['a session with less than the minimum validity left', () => storeSession(MIN_TOKEN_VALIDITY_S - 1)],
  ['an unreadable stored session', () => {
    storeSession(300);
    sessionStorage.setItem(storageKey, '{"access_token":');
  }],
  ['the redirect back from the identity service', () => {
    storeSession(300);
    window.history.replaceState({}, '', '/?code=abc&state=xyz');
  }],
])('%s: the libraries load at once and the shell waits for them', async (_case, arrange) => {
  arrange();
  await renderMode();
  expect(loadedWith()).toContain('none');
  expect(screen.getByText('wartet')).toBeInTheDocument();
});

test(`every ${TOKEN_REFRESH_MS / 1000} s: below ${MIN_TOKEN_VALIDITY_S} s of validity the libraries load to refresh`, async () => {
  storeSession(MIN_TOKEN_VALIDITY_S + 30);
  await renderMode();
  await act(async () => jest.advanceTimersByTime(TOKEN_REFRESH_MS));
  expect(loadedWith()).toEqual(['refresh']);
  expect(screen.getByText('angemeldet')).toBeInTheDocument();
});

test(`the session is checked every ${SESSION_CHECK_MS / 1000} s: a logout in another tab (the marker went) ends it here`, async () => {
  storeSession(300);
  await renderMode();
  await act(async () => jest.advanceTimersByTime(SESSION_CHECK_MS));
  expect(screen.getByText('angemeldet')).toBeInTheDocument();
  localStorage.removeItem(MARKER);
  await act(async () => jest.advanceTimersByTime(SESSION_CHECK_MS));
  expect(screen.getByText('abgemeldet')).toBeInTheDocument();
  // A reload of this tab does not sign in again from what it kept.
  expect(sessionStorage.getItem(storageKey)).toBeNull();
});

test('the tokens are kept in this tab only: localStorage holds the non-secret marker and nothing of oidc-client-ts', async () => {
  storeSession(300);
  await renderMode();
  expect(screen.getByText('angemeldet')).toBeInTheDocument();
  expect(localOidcKeys()).toEqual([]);
  expect(JSON.stringify({ ...localStorage })).not.toContain(token);
});

test('a tab reloaded after a logout in another tab shows the login page, not the user it kept', async () => {
  storeSession(300);
  localStorage.removeItem(MARKER);
  await renderMode();
  expect(screen.getByText('abgemeldet')).toBeInTheDocument();
  expect(sessionStorage.getItem(storageKey)).toBeNull();
  expect(libraries).not.toHaveBeenCalled();
});

test('a new tab in a browser that signed in: the libraries load to sign in silently and the shell waits', async () => {
  localStorage.setItem(MARKER, '1');
  await renderMode();
  expect(loadedWith()).toEqual(['silentSignIn']);
  expect(screen.getByText('wartet')).toBeInTheDocument();
});

test('a session stored in localStorage before the change moves into the tab: still signed in, no token left in localStorage', async () => {
  const stored = { access_token: token, expires_at: Math.floor(Date.now() / 1000) + 300, profile: { sub: 'u-tester', preferred_username: 'tester' } };
  localStorage.setItem(storageKey, JSON.stringify(stored));
  localStorage.setItem('oidc.0a1b2c', '{"id":"0a1b2c","code_verifier":"v"}');
  await renderMode();
  expect(screen.getByText('angemeldet')).toBeInTheDocument();
  expect(libraries).not.toHaveBeenCalled();
  expect(localOidcKeys()).toEqual([]);
  expect(JSON.parse(sessionStorage.getItem(storageKey)!)).toMatchObject({ access_token: token });
  // Other tabs may sign in silently.
  expect(localStorage.getItem(MARKER)).not.toBeNull();
});

test('an unreadable session stored before the change is dropped without an error: the login page, no libraries', async () => {
  localStorage.setItem(storageKey, '{"access_token":');
  await renderMode();
  expect(screen.getByText('abgemeldet')).toBeInTheDocument();
  expect(controller.error).toBeNull();
  expect(libraries).not.toHaveBeenCalled();
  expect(localOidcKeys()).toEqual([]);
  expect(sessionStorage.getItem(storageKey)).toBeNull();
});

test('logout signs out here at once and loads the libraries to end the session at the identity service', async () => {
  storeSession(300);
  await renderMode();
  act(() => controller.signOut());
  await act(async () => {});
  expect(useAuthStore.getState().auth).toBe(false);
  expect(loadedWith()).toContain('signOut');
  // Other tabs follow, and none tries a silent sign-in.
  expect(localStorage.getItem(MARKER)).toBeNull();
});

test('signing in again loads the libraries for the redirect', async () => {
  storeSession(300);
  await renderMode();
  localStorage.removeItem(MARKER);
  await act(async () => jest.advanceTimersByTime(SESSION_CHECK_MS));
  act(() => controller.signIn());
  await act(async () => {});
  expect(loadedWith()).toContain('signIn');
});

test("'Registrieren' loads the libraries for the registration (a sign-in with prompt=create) and the shell waits", async () => {
  await renderMode();
  act(() => controller.register());
  await act(async () => {});
  expect(loadedWith()).toEqual(['register']);
  expect(screen.getByText('wartet')).toBeInTheDocument();
});
