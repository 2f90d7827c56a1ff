import { demoAuthUser, useAuthStore } from '@dtp/shared-api';
import { MemoryRouter } from '@dtp/shared-ui';
import { act, render, screen } from '@testing-library/react';
import { useAuthController } from './auth-controller';
import type { OidcAuthProps } from './oidc-auth';
import { OIDC_USER_STORAGE_KEY, setDemoConfig } from '../test-support';
import { OidcMode } from './oidc-mode';
import { MIN_TOKEN_VALIDITY_S, SESSION_CHECK_MS, TOKEN_REFRESH_MS } from '@dtp/shared-api';

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
  localStorage.setItem(storageKey, JSON.stringify(stored));
}

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
  ['an unreadable stored session', () => localStorage.setItem(storageKey, '{"access_token":')],
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

test('a token another tab refreshed is taken over without loading the libraries', async () => {
  storeSession(MIN_TOKEN_VALIDITY_S + 30);
  await renderMode();
  const refreshed = demoAuthUser('tester2').token;
  storeSession(300, refreshed);
  await act(async () => jest.advanceTimersByTime(TOKEN_REFRESH_MS));
  expect(useAuthStore.getState().user?.token).toBe(refreshed);
  expect(libraries).not.toHaveBeenCalled();
});

test(`the session is checked every ${SESSION_CHECK_MS / 1000} s: a logout elsewhere ends it here`, async () => {
  storeSession(300);
  await renderMode();
  await act(async () => jest.advanceTimersByTime(SESSION_CHECK_MS));
  expect(screen.getByText('angemeldet')).toBeInTheDocument();
  localStorage.removeItem(storageKey);
  await act(async () => jest.advanceTimersByTime(SESSION_CHECK_MS));
  expect(screen.getByText('abgemeldet')).toBeInTheDocument();
});

test('logout signs out here at once and loads the libraries to end the session at the identity service', async () => {
  storeSession(300);
  await renderMode();
  act(() => controller.signOut());
  await act(async () => {});
  expect(useAuthStore.getState().auth).toBe(false);
  expect(loadedWith()).toContain('signOut');
});

test('signing in again loads the libraries for the redirect', async () => {
  storeSession(300);
  await renderMode();
  localStorage.removeItem(storageKey);
  await act(async () => jest.advanceTimersByTime(SESSION_CHECK_MS));
  act(() => controller.signIn());
  await act(async () => {});
  expect(loadedWith()).toContain('signIn');
});
