import { OidcClient, WebStorageStateStore } from 'oidc-client-ts';
import { webcrypto } from 'node:crypto';
import { firstDownloadsScript } from '../../../scripts/build/first-paint.cjs';
import { SILENT_SIGN_IN_KEY, SILENT_SIGN_IN_TRIED_KEY, readSilentSignInHint, rememberSilentSignIn, type SilentSignInHint } from './silent-sign-in-hint';
import { FIRST_CALLS_KEY } from '../first-paint-hints';
import { leaveCallbackAddress, signInSilently } from './early-silent-sign-in';

// A returning person's new tab (issue 41): the page's first inline script starts the silent sign-in itself, with a
// state oidc-client-ts reads back as its own. Run here as the browser runs it; jsdom cannot navigate, so the address
// the script goes to is taken from the URL it builds.

/** An identity service on a site of its own: its cookie would not reach a frame, so the tab goes there. */
const AUTHORIZE = 'https://login.other-site.example/realms/dtp/protocol/openid-connect/auth';
/** Same-site with the page (jsdom's http://localhost): the sign-in runs in a hidden frame while the app downloads. */
const SAME_SITE_AUTHORIZE = 'http://localhost:3100/realms/dtp/protocol/openid-connect/auth';
const SCOPE = 'openid profile email roles';
let hint: SilentSignInHint;
let built: URL[] = [];
const RealURL = URL;

beforeAll(() => {
  hint = {
    authorize: AUTHORIZE,
    authority: 'https://login.other-site.example/realms/dtp',
    clientId: 'dtp-frontend',
    redirectUri: 'http://localhost/',
    scope: SCOPE,
    userKey: 'oidc.user:https://login.other-site.example/realms/dtp:dtp-frontend',
  };
  // jsdom has no WebCrypto digest: Node's, as a browser's.
  Object.defineProperty(window, 'crypto', { value: webcrypto, configurable: true });
  // Each URL the script builds is recorded (the authorization request's address).
  window.URL = class extends RealURL {
    constructor(url: string | URL, base?: string | URL) {
      super(url, base);
      built.push(this);
    }
  } as typeof URL;
});
afterAll(() => {
  window.URL = RealURL;
});
beforeEach(() => {
  built = [];
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-silent-sign-in');
  delete window.dtpSendFirstCalls;
  delete window.dtpSilentAnswer;
  document.querySelector('iframe')?.remove();
  document.documentElement.removeAttribute('data-session');
  document.head.innerHTML =
    '<meta name="dtp-start-chunks" content="/262.aaaaaaaa.js"><meta name="dtp-sign-in-chunks" content="/oidc-auth.cccccccc.js">' +
    '<meta name="dtp-silent-sign-in-chunks" content="/silent-sign-in.dddddddd.js"><meta name="dtp-entry" content="/main.js">';
  window.history.replaceState(null, '', '/datasheet?tab=2');
});

async function runScript() {
  // jsdom cannot navigate and says so; a browser goes.
  const notImplemented = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  new Function(firstDownloadsScript)();
  // The digest and what follows it.
  await new Promise((resolve) => setTimeout(resolve, 20));
  notImplemented.mockRestore();
}

/** fetch as the identity service's token endpoint answers a code (jsdom has no Response); other calls echo. */
function identityServiceAnswering(tokenEndpoint: string, issuer: string) {
  const idToken = [{ alg: 'RS256' }, { iss: issuer, aud: 'dtp-frontend', sub: 'u-tester', exp: 4_000_000_000, iat: 1, name: 'Max Mustermann' }, 'sig']
    .map((part) => (typeof part === 'string' ? part : Buffer.from(JSON.stringify(part)).toString('base64url')))
    .join('.');
  return jest.fn((url: string, init?: RequestInit) => {
    if (url === tokenEndpoint) {
      const body = { access_token: 'tok-from-frame', token_type: 'Bearer', expires_in: 300, refresh_token: 'r', id_token: idToken, scope: SCOPE };
      const headers = new Map([['Content-Type', 'application/json']]);
      return Promise.resolve({ ok: true, status: 200, headers: { get: (name: string) => headers.get(name) ?? null }, json: () => Promise.resolve(body), text: () => Promise.resolve(JSON.stringify(body)) } as unknown as Response);
    }
    return Promise.resolve({ url, init } as unknown as Response);
  });
}

const preloads = () => [...document.head.querySelectorAll('link[rel=preload]')].map((link) => link.getAttribute('href'));
/** The app's entry scripts the first script added. */
const entries = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

test('a new tab, identity service on another site: the tab goes there with prompt=none, before anything downloads', async () => {
  localStorage.setItem('dtp.oidc.session', '1');
  rememberSilentSignIn(hint);
  await runScript();

  expect(preloads()).toEqual([]);
  expect(entries()).toEqual([]);
  const request = built.find((url) => url.href.startsWith(AUTHORIZE));
  expect(request).toBeDefined();
  const params = Object.fromEntries(request!.searchParams);
  expect(params).toMatchObject({
    client_id: 'dtp-frontend',
    redirect_uri: 'http://localhost/',
    response_type: 'code',
    scope: SCOPE,
    code_challenge_method: 'S256',
    prompt: 'none',
  });
  expect(sessionStorage.getItem('dtp-requested-path')).toBe('/datasheet?tab=2');

  // oidc-client-ts reads the state back as one of its own, and the challenge is the verifier's S256.
  const client = new OidcClient({ authority: hint.authority, client_id: hint.clientId, redirect_uri: hint.redirectUri, stateStore: new WebStorageStateStore({ store: sessionStorage }) });
  const { state } = await client.readSigninResponseState(`http://localhost/?code=c&state=${params.state}`);
  expect(state).toMatchObject({ authority: hint.authority, client_id: 'dtp-frontend', redirect_uri: 'http://localhost/', scope: SCOPE, request_type: 'si:r' });
  const digest = await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(state.code_verifier));
  expect(Buffer.from(digest).toString('base64url')).toBe(params.code_challenge);
  expect(state.code_verifier?.length).toBeGreaterThanOrEqual(43);
  // No token, nothing of the person in localStorage.
  expect(Object.keys(localStorage).sort()).toEqual(['dtp.oidc.session', SILENT_SIGN_IN_KEY]);
});

test('once per tab and minute: a second load right after goes on as before, and the app signs in by itself', async () => {
  localStorage.setItem('dtp.oidc.session', '1');
  rememberSilentSignIn(hint);
  sessionStorage.setItem(SILENT_SIGN_IN_TRIED_KEY, String(Date.now() - 5_000));
  await runScript();
  expect(preloads()).toEqual(['/262.aaaaaaaa.js']);
  expect(entries()).toEqual(['/main.js']);
});

test.each([
  ['no session marker (signed out, or never signed in)', () => localStorage.removeItem('dtp.oidc.session')],
  ['a user of its own in this tab (a reload)', () => sessionStorage.setItem(hint.userKey, '{}')],
  ['no hint (signed in before this version)', () => localStorage.removeItem(SILENT_SIGN_IN_KEY)],
  ['a hint for another origin', () => rememberSilentSignIn({ ...hint, redirectUri: 'https://other.example/' })],
  ['a hint with an address that is not one', () => rememberSilentSignIn({ ...hint, authorize: 'javascript:alert(1)' })],
])('nothing starts with %s', async (_case, change) => {
  localStorage.setItem('dtp.oidc.session', '1');
  rememberSilentSignIn(hint);
  change();
  await runScript();
  expect(built.some((url) => url.href.startsWith(AUTHORIZE))).toBe(false);
});

test("the tab came back with a code: the early finish takes the page's address, its chunk first; no second trip", async () => {
  localStorage.setItem('dtp.oidc.session', '1');
  rememberSilentSignIn(hint);
  window.history.replaceState(null, '', '/?code=abc&state=def');
  await runScript();
  expect(document.documentElement.hasAttribute('data-silent-sign-in')).toBe(true);
  expect(window.dtpSilentAnswer).toBe('http://localhost/?code=abc&state=def');
  expect(preloads()).toEqual(['/silent-sign-in.dddddddd.js', '/262.aaaaaaaa.js']);
});

test("the identity service's other answers (login_required) go to the sign-in libraries, as before", async () => {
  localStorage.setItem('dtp.oidc.session', '1');
  rememberSilentSignIn(hint);
  window.history.replaceState(null, '', '/?error=login_required&state=def');
  await runScript();
  expect(document.documentElement.hasAttribute('data-silent-sign-in')).toBe(false);
  expect(window.dtpSilentAnswer).toBeUndefined();
  expect(preloads()).toEqual(['/oidc-auth.cccccccc.js', '/262.aaaaaaaa.js']);
});

/** The sign-in's hidden frame, once the script has sent it (after the PKCE digest, which a busy machine delays). */
async function signInFrame(): Promise<HTMLIFrameElement> {
  for (let waited = 0; waited < 2000; waited += 10) {
    const frame = document.querySelector('iframe');
    if (frame) return frame;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no sign-in frame within 2 s');
}

/** A browser that signed in at an identity service same-site with the page (its frame path), answering codes. */
function signedInSameSite() {
  const TOKEN_ENDPOINT = 'http://localhost:3100/realms/dtp/protocol/openid-connect/token';
  const sameSite: SilentSignInHint = {
    ...hint,
    authorize: SAME_SITE_AUTHORIZE,
    authority: 'http://localhost:3100/realms/dtp',
    userKey: 'oidc.user:http://localhost:3100/realms/dtp:dtp-frontend',
    metadata: { issuer: 'http://localhost:3100/realms/dtp', authorization_endpoint: SAME_SITE_AUTHORIZE, token_endpoint: TOKEN_ENDPOINT },
  };
  const fetchMock = identityServiceAnswering(TOKEN_ENDPOINT, sameSite.authority);
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
  localStorage.setItem('dtp.oidc.session', '1');
  rememberSilentSignIn(sameSite);
  return { TOKEN_ENDPOINT, sameSite, fetchMock };
}

test('a new tab, identity service same-site: a hidden frame goes there while the app downloads; oidc-client-ts finishes with its answer and the first calls leave', async () => {
  const { TOKEN_ENDPOINT, sameSite, fetchMock } = signedInSameSite();
  localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ base: 'http://localhost:3200', tokenKey: sameSite.userKey, minValidityS: 70, routes: [{ path: '/datasheet', calls: ['/datasheet'] }] }));
  await runScript();
  // The first calls leave at once with the API's session cookie (decision 0021), for the heading only.
  const apiCalls = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('http://localhost:3200'));
  expect(apiCalls()).toEqual([['http://localhost:3200/datasheet', { headers: { Accept: 'application/json' }, credentials: 'include' }]]);
  expect(window.dtpEarlyCalls?.token).toBeNull();

  // The page stays and downloads the app, the frame sign-in's chunks first; the frame goes to the identity service.
  expect(document.documentElement.hasAttribute('data-silent-sign-in')).toBe(true);
  expect(preloads()).toEqual(['/silent-sign-in.dddddddd.js', '/262.aaaaaaaa.js']);
  expect(entries()).toEqual(['/main.js']);
  const frame = await signInFrame();
  expect(frame?.hidden).toBe(true);
  const request = new URL(frame!.src);
  expect(request.href.startsWith(SAME_SITE_AUTHORIZE)).toBe(true);
  expect(Object.fromEntries(request.searchParams)).toMatchObject({ prompt: 'none', code_challenge_method: 'S256', redirect_uri: 'http://localhost/' });
  expect(sessionStorage.getItem('dtp-requested-path')).toBeNull();

  // The frame's page posts the answer (see the next test); the page keeps it and drops the frame.
  const answer = `http://localhost/?code=c-1&state=${request.searchParams.get('state')}`;
  window.dispatchEvent(new MessageEvent('message', { origin: 'http://localhost', source: frame!.contentWindow, data: { source: 'oidc-client', url: answer, keepOpen: false } }));
  expect(window.dtpSilentAnswer).toBe(answer);
  expect(document.querySelector('iframe')).toBeNull();

  // oidc-client-ts exchanges the code with the script's verifier and keeps the user in the tab; the calls leave.
  await signInSilently(1000);
  const exchange = fetchMock.mock.calls.find(([url]) => url === TOKEN_ENDPOINT);
  const form = new URLSearchParams(String(exchange?.[1]?.body));
  expect(form.get('code')).toBe('c-1');
  const digest = await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(form.get('code_verifier') ?? ''));
  expect(Buffer.from(digest).toString('base64url')).toBe(request.searchParams.get('code_challenge'));
  expect(JSON.parse(sessionStorage.getItem(sameSite.userKey) ?? '{}')).toMatchObject({ access_token: 'tok-from-frame', profile: { sub: 'u-tester' } });
  // Then again with the token, for the app.
  expect(apiCalls()).toEqual([
    ['http://localhost:3200/datasheet', { headers: { Accept: 'application/json' }, credentials: 'include' }],
    ['http://localhost:3200/datasheet', { headers: { Accept: 'application/json', Authorization: 'Bearer tok-from-frame' } }],
  ]);
  expect(window.dtpEarlyCalls?.token).toBe('tok-from-frame');
  expect(Object.keys(localStorage).some((key) => localStorage.getItem(key)?.includes('tok-from-frame'))).toBe(false);
});

test("a heading painted for the session cookie of another person than the one the frame signs in: the page starts again, the calls do not leave", async () => {
  signedInSameSite();
  await runScript();
  const state = new URL((await signInFrame()).src).searchParams.get('state');
  window.dtpSilentAnswer = `http://localhost/?code=c-1&state=${state}`;
  const sendFirstCalls = jest.fn();
  window.dtpSendFirstCalls = sendFirstCalls;
  const startAgain = jest.fn();
  const painted = { path: '/datasheet', title: 'Testerdatenblatt 2026', subtitle: 'Erika Mustermann' };

  window.dtpEarlyHeading = { settled: Promise.resolve(), heading: painted, subject: 'u-someone-else' };
  await expect(signInSilently(1000, startAgain)).resolves.toBeNull();
  expect(startAgain).toHaveBeenCalledTimes(1);
  expect(sendFirstCalls).not.toHaveBeenCalled();
  delete window.dtpEarlyHeading;
});

test("no session at the identity service any more (login_required in the frame): the API's cookie that answered the first calls is ended too", async () => {
  const { sameSite, fetchMock } = signedInSameSite();
  localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ base: 'http://localhost:3200', tokenKey: sameSite.userKey, minValidityS: 70, routes: [{ path: '/datasheet', calls: ['/datasheet'] }] }));
  await runScript();
  const state = new URL((await signInFrame()).src).searchParams.get('state');
  window.dtpSilentAnswer = `http://localhost/?error=login_required&state=${state}`;
  await expect(signInSilently(1000)).resolves.toBeNull();
  expect(fetchMock.mock.calls.filter(([url]) => url.startsWith('http://localhost:3200'))).toEqual([
    ['http://localhost:3200/datasheet', { headers: { Accept: 'application/json' }, credentials: 'include' }],
    ['http://localhost:3200/session/end?path=%2F', { method: 'POST', credentials: 'include', keepalive: true }],
  ]);
  delete window.dtpEarlyCalls;
});

test('no answer from the frame in time: no user, and the app signs in by itself', async () => {
  localStorage.setItem('dtp.oidc.session', '1');
  rememberSilentSignIn({ ...hint, authorize: SAME_SITE_AUTHORIZE });
  delete window.dtpSilentAnswer;
  await signInSilently(10);
  expect(sessionStorage.getItem(hint.userKey)).toBeNull();
});

test("in the sign-in's hidden frame, the page hands the answer to the page as oidc-client-ts's callback does, loading nothing", async () => {
  const parent = { postMessage: jest.fn() };
  const own = Object.getOwnPropertyDescriptor(window, 'parent');
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  try {
    localStorage.setItem('dtp.oidc.session', '1');
    window.history.replaceState(null, '', '/?code=abc&state=def');
    await runScript();
    expect(parent.postMessage).toHaveBeenCalledWith({ source: 'oidc-client', url: 'http://localhost/?code=abc&state=def', keepOpen: false }, 'http://localhost');
    expect(preloads()).toEqual([]);
    expect(entries()).toEqual([]);
    expect(document.documentElement.hasAttribute('data-session')).toBe(false);
  } finally {
    if (own) Object.defineProperty(window, 'parent', own);
    else delete (window as { parent?: unknown }).parent;
  }
});

test('the frame sign-in reads the remembered hint only when it is one for this page', () => {
  rememberSilentSignIn(hint);
  expect(readSilentSignInHint()).toEqual(hint);
  rememberSilentSignIn({ ...hint, redirectUri: 'https://other.example/' });
  expect(readSilentSignInHint()).toBeNull();
  localStorage.setItem(SILENT_SIGN_IN_KEY, '{"authorize":42}');
  expect(readSilentSignInHint()).toBeNull();
  localStorage.setItem(SILENT_SIGN_IN_KEY, 'not json');
  expect(readSilentSignInHint()).toBeNull();
});

test('the discovery document remembered with the hint spares the frame sign-in its round trip, when it is whole', () => {
  const metadata = { issuer: 'https://login.other-site.example/realms/dtp', authorization_endpoint: AUTHORIZE, token_endpoint: 'https://login.other-site.example/token' };
  rememberSilentSignIn({ ...hint, metadata });
  expect(readSilentSignInHint()?.metadata).toEqual(metadata);
  rememberSilentSignIn({ ...hint, metadata: { ...metadata, token_endpoint: '' } });
  expect(readSilentSignInHint()).toEqual(hint);
});

test('back with a code from the identity service on another site: oidc-client-ts finishes it early and the address goes back to the page asked for', async () => {
  const TOKEN_ENDPOINT = 'https://login.other-site.example/token';
  const withMetadata = { ...hint, metadata: { issuer: hint.authority, authorization_endpoint: AUTHORIZE, token_endpoint: TOKEN_ENDPOINT } };
  const fetchMock = identityServiceAnswering(TOKEN_ENDPOINT, hint.authority);
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
  localStorage.setItem('dtp.oidc.session', '1');
  rememberSilentSignIn(withMetadata);
  await runScript();
  const state = built.find((url) => url.href.startsWith(AUTHORIZE))!.searchParams.get('state');

  // The tab comes back with the code: a new page, the same tab's storage.
  window.history.replaceState(null, '', `/?code=c-2&state=${state}`);
  await runScript();
  expect(window.dtpSilentAnswer).toBe(window.location.href);
  await expect(signInSilently(1000)).resolves.toBe('page');
  expect(new URLSearchParams(String(fetchMock.mock.calls.find(([url]) => url === TOKEN_ENDPOINT)?.[1]?.body)).get('code')).toBe('c-2');
  expect(JSON.parse(sessionStorage.getItem(hint.userKey) ?? '{}')).toMatchObject({ access_token: 'tok-from-frame' });
  leaveCallbackAddress('/dashboard');
  expect(`${window.location.pathname}${window.location.search}`).toBe('/datasheet?tab=2');
});
