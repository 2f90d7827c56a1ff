import { useAuthStore, type AuthUser, type RuntimeConfig } from '@dtp/api-client';
import { keepFirstScreenSession } from './first-screen-session';

// The API's session cookie follows the tab's sign-in (decision 0021): set for each new token a little after it came,
// cleared at sign-out; nothing in memory or test mode, nothing for the in-browser demo data.

const config = (mode: string, source = 'http') => ({ auth: { mode }, api: { source, baseUrl: 'https://dtp.example/api/' } }) as unknown as RuntimeConfig;
const user = (token: string): AuthUser => ({ userId: 'u-1', username: 'tim', fullName: 'Tim Tester', email: '', roles: ['dtp-tester'], token });
const fetchMock = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve({} as Response));

beforeAll(() => Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true }));
beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockClear();
  useAuthStore.getState().signOut();
});
afterEach(() => jest.useRealTimers());

test('each new token is sent once, after the first screen’s calls; sign-out clears the cookie at the API’s path', () => {
  const stop = keepFirstScreenSession(config('oidc'));
  useAuthStore.getState().signIn(user('t-1'));
  expect(fetchMock).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1000);
  expect(fetchMock.mock.calls).toEqual([
    ['https://dtp.example/api/session?path=%2Fapi', { method: 'POST', credentials: 'include', headers: { Authorization: 'Bearer t-1' } }],
  ]);
  // The same token again (a re-render, a reload's stored user): not again. A renewed one: again.
  useAuthStore.getState().signIn(user('t-1'));
  useAuthStore.getState().setToken('t-2');
  jest.advanceTimersByTime(1000);
  expect(fetchMock.mock.calls.map(([url, init]) => [url, (init?.headers as Record<string, string> | undefined)?.Authorization])).toEqual([
    ['https://dtp.example/api/session?path=%2Fapi', 'Bearer t-1'],
    ['https://dtp.example/api/session?path=%2Fapi', 'Bearer t-2'],
  ]);
  useAuthStore.getState().signOut();
  expect(fetchMock.mock.calls[2]).toEqual(['https://dtp.example/api/session/end?path=%2Fapi', { method: 'POST', credentials: 'include', keepalive: true }]);
  stop();
});

test('a token signed out before it was sent is never sent', () => {
  const stop = keepFirstScreenSession(config('oidc'));
  useAuthStore.getState().signIn(user('t-1'));
  useAuthStore.getState().signOut();
  jest.advanceTimersByTime(5000);
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['https://dtp.example/api/session/end?path=%2Fapi']);
  stop();
});

test.each([
  ['memory mode', config('memory')],
  ['test mode', config('test')],
  ['the in-browser demo data', config('oidc', 'demo')],
])('%s: no call', (_what, given) => {
  const stop = keepFirstScreenSession(given);
  useAuthStore.getState().signIn(user('t-1'));
  useAuthStore.getState().signOut();
  jest.advanceTimersByTime(5000);
  expect(fetchMock).not.toHaveBeenCalled();
  stop();
});
