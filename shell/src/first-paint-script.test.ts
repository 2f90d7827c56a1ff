import { firstDownloadsScript, firstPaintScript } from '../../scripts/build/first-paint.cjs';
import { API_ORIGIN_KEY, FIRST_CALLS_KEY, FIRST_SCREEN_MANIFESTS_KEY, rememberApiOrigin, type FirstCallsHint } from './first-paint-hints';
import { FIRST_SCREEN_REMOTES_KEY } from './federation/remotes';
import type { RuntimeConfig } from '@dtp/api-client';

// The page's two inline scripts (scripts/build/first-paint.cjs), run as the browser runs them while index.html is
// parsed: the downloads at the top of the head, the first paint's choice after #root.

function page() {
  document.head.innerHTML = '<meta name="dtp-start-chunks" content="/262.aaaaaaaa.js /9.bbbbbbbb.js">';
  document.documentElement.removeAttribute('data-session');
  new Function(firstDownloadsScript)();
  document.body.innerHTML = '<div id="root"><header>Rahmen</header></div><template id="signed-out"><h1>Anmelden</h1></template>';
  new Function(firstPaintScript)();
  // jsdom does not reflect `as` as an attribute; the script sets the property, as browsers reflect it.
  return [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${(link as HTMLLinkElement & { as?: string }).as ?? '-'} ${link.href} ${link.crossOrigin ?? '-'}`);
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  delete window.dtpEarlyCalls;
});

test('without a session: the login view, and nothing is preloaded or connected', () => {
  window.localStorage.setItem(API_ORIGIN_KEY, 'http://localhost:3200');
  window.localStorage.setItem(FIRST_SCREEN_REMOTES_KEY, JSON.stringify(['http://localhost:3001/mf-manifest.json']));
  expect(page()).toEqual([]);
  expect(document.getElementById('root')?.innerHTML).toBe('<h1>Anmelden</h1>');
});

test('with a session: the start chunks, the last first screen’s remote manifest, entry and screen, and a connection to the API', () => {
  window.localStorage.setItem('dtp.oidc.session', '1');
  window.localStorage.setItem(FIRST_SCREEN_REMOTES_KEY, JSON.stringify(['http://localhost:3001/mf-manifest.json', 'http://localhost:3001/__federation_expose_DatasheetPage.c1286e62.js']));
  rememberApiOrigin({ api: { source: 'http', baseUrl: 'http://localhost:3200/v1' } } as RuntimeConfig);
  expect(page()).toEqual([
    'preload script http://localhost/262.aaaaaaaa.js -',
    'preload script http://localhost/9.bbbbbbbb.js -',
    'preload fetch http://localhost:3001/mf-manifest.json anonymous',
    'preload script http://localhost:3001/remoteEntry.js -',
    'preload script http://localhost:3001/__federation_expose_DatasheetPage.c1286e62.js -',
    'preconnect - http://localhost:3200/ anonymous',
  ]);
  expect(document.getElementById('root')?.innerHTML).toBe('<header>Rahmen</header>');
});

test("every manifest the last first screen read for the remotes' routes, each once (issue 48)", () => {
  window.localStorage.setItem('dtp.oidc.session', '1');
  window.localStorage.setItem(FIRST_SCREEN_REMOTES_KEY, JSON.stringify(['http://localhost:3001/mf-manifest.json']));
  window.localStorage.setItem(FIRST_SCREEN_MANIFESTS_KEY, JSON.stringify(['http://localhost:3001/mf-manifest.json', 'http://localhost:3003/mf-manifest.json', 'javascript:x//mf-manifest.json']));
  expect(page()).toEqual([
    'preload script http://localhost/262.aaaaaaaa.js -',
    'preload script http://localhost/9.bbbbbbbb.js -',
    'preload fetch http://localhost:3001/mf-manifest.json anonymous',
    'preload script http://localhost:3001/remoteEntry.js -',
    'preload fetch http://localhost:3003/mf-manifest.json anonymous',
  ]);
});

test('stored values that are not what the app writes are ignored', () => {
  window.localStorage.setItem('dtp.local.session', '1');
  window.localStorage.setItem(FIRST_SCREEN_REMOTES_KEY, JSON.stringify(['javascript:alert(1)//mf-manifest.json', 'http://localhost:3001/other.json', 'http://localhost:3001/x.js" onload="y', 42]));
  window.localStorage.setItem(API_ORIGIN_KEY, 'http://localhost:3200/path" onload="x');
  expect(page()).toEqual(['preload script http://localhost/262.aaaaaaaa.js -', 'preload script http://localhost/9.bbbbbbbb.js -']);
});

test('the in-browser demo data calls no API: no connection is remembered', () => {
  window.localStorage.setItem(API_ORIGIN_KEY, 'http://localhost:3200');
  rememberApiOrigin({ api: { source: 'demo', baseUrl: 'http://localhost:3000/api' } } as RuntimeConfig);
  expect(window.localStorage.getItem(API_ORIGIN_KEY)).toBeNull();
});

describe('the first screen’s calls, sent before the app’s code arrives', () => {
  const TOKEN_KEY = 'oidc.user:http://localhost:3100/realms/dtp:dtp-frontend';
  const hint: FirstCallsHint = { path: '/', base: 'http://localhost:3200', tokenKey: TOKEN_KEY, minValidityS: 70, calls: ['/datasheet', '/datasheet/playables'] };
  const fetchMock = jest.fn((url: string, init: RequestInit) => Promise.resolve({ url, init } as unknown as Response));
  beforeAll(() => Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true }));
  beforeEach(() => {
    fetchMock.mockClear();
    window.localStorage.setItem('dtp.oidc.session', '1');
  });
  // jsdom's page is at http://localhost/ (path '/').
  const storeUser = (secondsLeft: number) =>
    window.sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ access_token: 'tok-1', expires_at: Date.now() / 1000 + secondsLeft, profile: { sub: 'u-1' } }));

  test('at the remembered address, with the tab’s valid token: each call, with the headers the client sends', () => {
    window.localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify(hint));
    storeUser(300);
    page();
    expect(fetchMock.mock.calls).toEqual([
      ['http://localhost:3200/datasheet', { headers: { Accept: 'application/json', Authorization: 'Bearer tok-1' } }],
      ['http://localhost:3200/datasheet/playables', { headers: { Accept: 'application/json', Authorization: 'Bearer tok-1' } }],
    ]);
    expect(window.dtpEarlyCalls?.base).toBe('http://localhost:3200');
    expect(window.dtpEarlyCalls?.token).toBe('tok-1');
    expect(Object.keys(window.dtpEarlyCalls?.calls ?? {})).toEqual(['/datasheet', '/datasheet/playables']);
  });

  test.each([
    ['another address', () => window.localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ ...hint, path: '/tests' })), 300],
    ['a token that runs out before the app could use it', () => window.localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify(hint)), 60],
    ['no stored user', () => window.localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ ...hint, tokenKey: 'oidc.user:other' })), 300],
    ['no session marker', () => {
      window.localStorage.removeItem('dtp.oidc.session');
      window.localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify(hint));
    }, 300],
    ['an API address that is not one', () => window.localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ ...hint, base: 'javascript:alert(1)' })), 300],
  ])('nothing is sent for %s', (_what, arrange, secondsLeft) => {
    arrange();
    storeUser(secondsLeft as number);
    page();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.dtpEarlyCalls).toBeUndefined();
  });

  test('a path that is not one is skipped, the others are sent', () => {
    window.localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ ...hint, calls: ['//evil.example/x', '/datasheet', 42] }));
    storeUser(300);
    page();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['http://localhost:3200/datasheet']);
  });
});
