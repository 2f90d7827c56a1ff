import { isNoSessionAnswer, isSessionOver, retryDelayMs } from './session-refresh';

test.each([
  ['invalid_grant', true],
  ['login_required', true],
  ['server_error', false],
  ['temporarily_unavailable', false],
])('an OAuth error answer %s means the session is over: %s', (code, over) => {
  expect(isSessionOver(Object.assign(new Error(code), { name: 'ErrorResponse', error: code }))).toBe(over);
});

test('network failures, timeouts and 5xx pages are out of reach, not over', () => {
  expect(isSessionOver(new TypeError('Failed to fetch'))).toBe(false);
  expect(isSessionOver(Object.assign(new Error('Network timed out'), { name: 'ErrorTimeout' }))).toBe(false);
  expect(isSessionOver(new Error('Invalid response Content-Type: text/html, from URL: …'))).toBe(false);
  expect(isSessionOver(new Error('Service Unavailable (503)'))).toBe(false);
});

test('a session without a refresh token is over', () => {
  expect(isSessionOver(new Error('No silent_redirect_uri configured'))).toBe(true);
});

test('retries come soon at first, then once a minute', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([2000, 5000, 10000, 20000, 30000, 60000, 60000, 60000]);
});

test.each([
  ['login_required', true],
  ['interaction_required', true],
  ['access_denied', false],
  ['server_error', false],
])('a silent sign-in answered %s found no session at the identity service: %s', (code, none) => {
  expect(isNoSessionAnswer(Object.assign(new Error(code), { name: 'ErrorResponse', error: code }))).toBe(none);
});

test('a silent sign-in that failed for want of a network did not find out about the session', () => {
  expect(isNoSessionAnswer(new TypeError('Failed to fetch'))).toBe(false);
  expect(isNoSessionAnswer(undefined)).toBe(false);
});
