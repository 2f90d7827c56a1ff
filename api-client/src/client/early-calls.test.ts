import { useConfigStore } from '../config/config-store';
import { readOf } from '@dtp/contract/call-table';
import { datasheetCalls, settingsCalls } from '@dtp/contract/calls/shell-and-tester';
import { useAppStore } from '../stores/app-store';
import { useAuthStore } from '../stores/auth-store';
import { testConfig } from '../../test-support/test-config';
import { ErrorTexts } from './api-error';
import { abortCalls, call, prefetch, setTransport } from './client';
import { forgetEarlyCalls } from './early-calls';

/** The data sheet's first calls, as the shell starts them with the screen's code. */
const prefetchDatasheet = (): void => prefetch([readOf(datasheetCalls.own), readOf(datasheetCalls.ownPlayables)]);

// The first screen's calls the page's inline script sent before the app's code arrived (scripts/build/first-paint.cjs):
// the client takes their answers for the same user's token and API, once, and sends nothing twice.
const BASE = 'https://api.example.test/api';

/** A fetch answer as the browser gives it; jsdom has no Response. */
const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: '', headers: { get: () => null }, text: async () => JSON.stringify(body) }) as unknown as Response;

const fetched: string[] = [];
const fetchMock = jest.fn(async (url: string) => {
  fetched.push(url.replace(BASE, ''));
  return answer(200, { from: 'app' });
});

function sendAhead(calls: Record<string, Promise<Response>>, { base = BASE, token = 'tok-1' } = {}) {
  window.dtpEarlyCalls = { base, token, calls };
}

beforeAll(() => {
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
});
beforeEach(() => {
  fetched.length = 0;
  setTransport(null); // the http transport, and no answer of an earlier test started ahead
  useConfigStore.getState().setConfig(testConfig('http', BASE));
  useAppStore.getState().reset();
  useAuthStore.getState().signIn({ userId: 'u-1', username: 'u-1', fullName: 'U', email: 'u@example.de', roles: ['dtp-tester'], token: 'tok-1' });
});
afterEach(() => {
  forgetEarlyCalls();
  useAuthStore.getState().signOut();
});

const screenCall = (path: string) => call({ method: 'GET', path, name: `GET ${path}` });

test("the data sheet's calls take the answers sent ahead: nothing is sent again", async () => {
  sendAhead({ '/datasheet': Promise.resolve(answer(200, { from: 'page' })), '/datasheet/playables': Promise.resolve(answer(200, ['ahead'])) });
  prefetchDatasheet();
  expect(await screenCall(readOf(datasheetCalls.own).path)).toEqual({ from: 'page' });
  expect(await screenCall(readOf(datasheetCalls.ownPlayables).path)).toEqual(['ahead']);
  expect(fetched).toEqual([]);
  expect(window.dtpEarlyCalls?.calls).toEqual({});
});

test("calls started apart (the layout's first, the route's once its remote's manifest is read) each take theirs", async () => {
  sendAhead({ '/settings': Promise.resolve(answer(200, { showTesterFeedback: true })), '/datasheet': Promise.resolve(answer(200, { from: 'page' })) });
  prefetch([readOf(settingsCalls.load)]);
  prefetch([readOf(datasheetCalls.own)]);
  forgetEarlyCalls();
  expect(await screenCall('/settings')).toEqual({ showTesterFeedback: true });
  expect(await screenCall('/datasheet')).toEqual({ from: 'page' });
  expect(fetched).toEqual([]);
});

test('a call the page did not send ahead is sent by the client', async () => {
  sendAhead({ '/datasheet': Promise.resolve(answer(200, { from: 'page' })) });
  prefetchDatasheet();
  expect(await screenCall('/datasheet/playables')).toEqual({ from: 'app' });
  expect(fetched).toEqual(['/datasheet/playables']);
});

test.each([
  ['another token (the session was renewed or is another user’s)', { token: 'tok-old' }],
  ['another API', { base: 'https://old-api.example.test/api' }],
])('answers sent with %s are not taken', async (_what, sentWith) => {
  sendAhead({ '/datasheet': Promise.resolve(answer(200, { from: 'page' })) }, sentWith);
  prefetchDatasheet();
  expect(await screenCall('/datasheet')).toEqual({ from: 'app' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(fetched).toEqual(['/datasheet', '/datasheet/playables']);
  expect(window.dtpEarlyCalls).toBeUndefined();
});

test('answers sent ahead are taken at the start only: forgotten, a later screen sends its own call', async () => {
  sendAhead({ '/datasheet': Promise.resolve(answer(200, { from: 'page' })) });
  forgetEarlyCalls();
  prefetchDatasheet();
  expect(await screenCall('/datasheet')).toEqual({ from: 'app' });
});

test('an error status sent ahead is shown as the screen’s own: the expected 404 of a new tester', async () => {
  sendAhead({ '/datasheet': Promise.resolve(answer(404, { message: 'Kein Datenblatt' })) });
  prefetchDatasheet();
  await expect(call({ method: 'GET', path: '/datasheet', expectedStatuses: [404] })).rejects.toMatchObject({ status: 404 });
  expect(useAppStore.getState().apiError).toBeNull();
});

test('no network for the call sent ahead: the screen shows the network message, as for its own call', async () => {
  sendAhead({ '/datasheet': Promise.reject(new TypeError('Failed to fetch')) });
  prefetchDatasheet();
  await expect(screenCall('/datasheet')).rejects.toMatchObject({ error: ErrorTexts.network });
});

test('„Abbrechen“ while the call sent ahead has not answered ends the wait', async () => {
  sendAhead({ '/datasheet': new Promise(() => undefined) });
  prefetchDatasheet();
  const waiting = screenCall('/datasheet');
  await new Promise((resolve) => setTimeout(resolve, 0));
  abortCalls();
  await expect(waiting).rejects.toMatchObject({ error: ErrorTexts.aborted });
});
