import { firstPaintScript } from '../../scripts/build/first-paint.cjs';
import { API_ORIGIN_KEY, rememberApiOrigin } from './first-paint-hints';
import { FIRST_SCREEN_REMOTES_KEY } from './federation/remotes';
import type { RuntimeConfig } from '@dtp/shared-api';

// The page's one inline script (scripts/build/first-paint.cjs), run as the browser runs it while index.html is parsed.

function page() {
  document.head.innerHTML = '<meta name="dtp-start-chunks" content="/262.aaaaaaaa.js /9.bbbbbbbb.js">';
  document.body.innerHTML = '<div id="root"><header>Rahmen</header></div><template id="signed-out"><h1>Anmelden</h1></template>';
  new Function(firstPaintScript)();
  // jsdom does not reflect `as` as an attribute; the script sets the property, as browsers reflect it.
  return [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${(link as HTMLLinkElement & { as?: string }).as ?? '-'} ${link.href} ${link.crossOrigin ?? '-'}`);
}

beforeEach(() => window.localStorage.clear());

test('without a session: the login view, and nothing is preloaded or connected', () => {
  window.localStorage.setItem(API_ORIGIN_KEY, 'http://localhost:3200');
  window.localStorage.setItem(FIRST_SCREEN_REMOTES_KEY, JSON.stringify(['http://localhost:3001/mf-manifest.json']));
  expect(page()).toEqual([]);
  expect(document.getElementById('root')?.innerHTML).toBe('<h1>Anmelden</h1>');
});

test('with a session: the start chunks, the last first screen’s remote manifest and entry, and a connection to the API', () => {
  window.localStorage.setItem('dtp.oidc.session', '1');
  window.localStorage.setItem(FIRST_SCREEN_REMOTES_KEY, JSON.stringify(['http://localhost:3001/mf-manifest.json']));
  rememberApiOrigin({ api: { source: 'http', baseUrl: 'http://localhost:3200/v1' } } as RuntimeConfig);
  expect(page()).toEqual([
    'preload script http://localhost/262.aaaaaaaa.js -',
    'preload script http://localhost/9.bbbbbbbb.js -',
    'preload fetch http://localhost:3001/mf-manifest.json anonymous',
    'preload script http://localhost:3001/remoteEntry.js -',
    'preconnect - http://localhost:3200/ anonymous',
  ]);
  expect(document.getElementById('root')?.innerHTML).toBe('<header>Rahmen</header>');
});

test('stored values that are not what the app writes are ignored', () => {
  window.localStorage.setItem('dtp.local.session', '1');
  window.localStorage.setItem(FIRST_SCREEN_REMOTES_KEY, JSON.stringify(['javascript:alert(1)//mf-manifest.json', 'http://localhost:3001/other.json', 42]));
  window.localStorage.setItem(API_ORIGIN_KEY, 'http://localhost:3200/path" onload="x');
  expect(page()).toEqual(['preload script http://localhost/262.aaaaaaaa.js -', 'preload script http://localhost/9.bbbbbbbb.js -']);
});

test('the in-browser demo data calls no API: no connection is remembered', () => {
  window.localStorage.setItem(API_ORIGIN_KEY, 'http://localhost:3200');
  rememberApiOrigin({ api: { source: 'demo', baseUrl: 'http://localhost:3000/api' } } as RuntimeConfig);
  expect(window.localStorage.getItem(API_ORIGIN_KEY)).toBeNull();
});
