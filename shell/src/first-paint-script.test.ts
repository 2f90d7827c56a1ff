import { firstDownloadsScript, firstPaintScript } from '../../scripts/build/first-paint.cjs';
import { API_ORIGIN_KEY, FIRST_CALLS_KEY, FIRST_HEADING_KEY, FIRST_SCREEN_MANIFESTS_KEY, rememberApiOrigin, type FirstCallsHint } from './first-paint-hints';
import { FIRST_SCREEN_REMOTES_KEY } from './federation/remotes';
import type { RuntimeConfig } from '@dtp/api-client';
import { SESSION_SUBJECT_HEADER } from '@dtp/contract/session-cookie';

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

/** Where the identity service's user is kept, and the routes' first calls as the shell remembers them. */
const TOKEN_KEY = 'oidc.user:http://localhost:3100/realms/dtp:dtp-frontend';
const hint: FirstCallsHint = {
  base: 'http://localhost:3200',
  tokenKey: TOKEN_KEY,
  minValidityS: 70,
  routes: [
    { path: '/', calls: ['/datasheet', '/datasheet/playables'] },
    { path: '/tests/test/:testId', calls: ['/settings', '/test/:testId'], digits: ['testId'] },
    { path: '/datasheet/:userId', calls: ['/datasheet/:userId', '/datasheet/playables/:userId'] },
  ],
};

describe('the first calls of the route the page opens at, sent before the app’s code arrives', () => {
  const fetchMock = jest.fn((url: string, init: RequestInit) => Promise.resolve({ url, init } as unknown as Response));
  beforeAll(() => Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true }));
  beforeEach(() => {
    fetchMock.mockClear();
    window.localStorage.setItem('dtp.oidc.session', '1');
  });
  // jsdom's page is at http://localhost/ (path '/').
  const storeUser = (secondsLeft: number) =>
    window.sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ access_token: 'tok-1', expires_at: Date.now() / 1000 + secondsLeft, profile: { sub: 'u-1' } }));

  const openAt = (path: string) => {
    window.history.replaceState(null, '', path);
    page();
    return fetchMock.mock.calls.map(([url]) => url);
  };
  afterEach(() => window.history.replaceState(null, '', '/'));

  test('at an address of a remembered route, with the tab’s valid token: each call, with the headers the client sends', () => {
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

  test('the calls leave before the app’s entry and the start chunks are asked for (one HTTP/2 connection sends in that order)', () => {
    window.localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify(hint));
    storeUser(300);
    const asked: string[] = [];
    fetchMock.mockImplementationOnce((url: string, init: RequestInit) => {
      asked.push(`call ${url}`);
      return Promise.resolve({ url, init } as unknown as Response);
    });
    document.head.innerHTML = '<meta name="dtp-entry" content="/main.js"><meta name="dtp-start-chunks" content="/262.aaaaaaaa.js /9.bbbbbbbb.js">';
    // The hints go in as one fragment after the entry (each insertion costs a phone's main thread before the first paint).
    const appended = jest.spyOn(document.head, 'appendChild').mockImplementation((n) => {
      const elements = n instanceof DocumentFragment ? [...n.children] : [n as unknown as Element];
      asked.push(elements.map((element) => `${element.tagName.toLowerCase()} ${element.getAttribute('src') ?? element.getAttribute('href')}`).join(', '));
      return n;
    });
    try {
      new Function(firstDownloadsScript)();
    } finally {
      appended.mockRestore();
    }
    expect(asked).toEqual(['call http://localhost:3200/datasheet', 'script /main.js', 'link /262.aaaaaaaa.js, link /9.bbbbbbbb.js']);
  });

  test('at any address of a route: its parameters in the calls’ paths', () => {
    window.localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify(hint));
    storeUser(300);
    expect(openAt('/tests/test/42')).toEqual(['http://localhost:3200/settings', 'http://localhost:3200/test/42']);
    expect(Object.keys(window.dtpEarlyCalls?.calls ?? {})).toEqual(['/settings', '/test/42']);
    fetchMock.mockClear();
    expect(openAt('/datasheet/u-tester_2')).toEqual(['http://localhost:3200/datasheet/u-tester_2', 'http://localhost:3200/datasheet/playables/u-tester_2']);
  });

  test.each([
    ['a text where the route takes a number', '/tests/test/abc'],
    ['a parameter with other characters', '/datasheet/a%22b'],
    ['an address of no remembered route', '/tests'],
    ['more segments than the route has', '/tests/test/42/questionnaire'],
  ])('nothing is sent for %s', (_what, path) => {
    window.localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify(hint));
    storeUser(300);
    expect(openAt(path)).toEqual([]);
    expect(window.dtpEarlyCalls).toBeUndefined();
  });

  test('a call naming a parameter its route does not have is not sent', () => {
    window.localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ ...hint, routes: [{ path: '/tests/test/:testId', calls: ['/test/:id', '/settings'] }] }));
    storeUser(300);
    expect(openAt('/tests/test/42')).toEqual(['http://localhost:3200/settings']);
  });

  test.each([
    ['an address of no remembered route', () => window.localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ ...hint, routes: [{ path: '/tests', calls: ['/tests'] }] })), 300],
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

  test.each([
    ['a token that runs out before the app could use it', hint, 60],
    ['no stored user (a new tab)', { ...hint, tokenKey: 'oidc.user:other' }, 300],
  ])('%s: the calls leave with the API’s session cookie instead (decision 0021)', (_what, stored, secondsLeft) => {
    window.localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify(stored));
    storeUser(secondsLeft);
    page();
    expect(fetchMock.mock.calls).toEqual([
      ['http://localhost:3200/datasheet', { headers: { Accept: 'application/json' }, credentials: 'include' }],
      ['http://localhost:3200/datasheet/playables', { headers: { Accept: 'application/json' }, credentials: 'include' }],
    ]);
    // The client takes no answer of theirs: it has a token, they had none.
    expect(window.dtpEarlyCalls?.token).toBeNull();
  });

  test('the in-browser sign-in of memory and test mode has no cookie: nothing is sent', () => {
    window.localStorage.removeItem('dtp.oidc.session');
    window.localStorage.setItem('dtp.local.session', '1');
    window.localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify(hint));
    page();
    expect(fetchMock).not.toHaveBeenCalled();
    window.localStorage.removeItem('dtp.local.session');
  });

  test('a path that is not one is skipped, the others are sent', () => {
    window.localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ ...hint, routes: [{ path: '/', calls: ['//evil.example/x', '/datasheet', 42] }] }));
    storeUser(300);
    page();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['http://localhost:3200/datasheet']);
  });
});

describe('the screen’s heading, painted from its early answer (decision 0020)', () => {
  const recipe = {
    call: '/datasheet',
    headings: [{ when: ['dataSheet', 'showDataSheet'], title: ['Testerdatenblatt ', ['dataSheet', 'year']], subtitle: [['dataSheet', 'firstName'], ' ', ['dataSheet', 'lastName']] }],
  };
  // A test's page: the club's name when the test has one, else the general title; a back button to the list.
  const testRecipe = {
    call: '/test/:testId',
    headings: [{ title: ['Ihr Test des ', ['club', 'name']] }, { title: ['Ihr nächster Test'] }],
    backTo: '/tests',
  };
  const recipes = (routes: Record<string, unknown>) => window.localStorage.setItem(FIRST_HEADING_KEY, JSON.stringify(routes));
  afterEach(() => window.history.replaceState(null, '', '/'));
  const sheet = { success: true, dataSheet: { showDataSheet: true, year: 2026, firstName: 'Erika', lastName: 'Mustermann' } };
  /** A fetch answer the script reads through a copy (the client reads the original's body later). */
  const answer = (status: number, body: unknown, subject: string | null = null) => {
    const headers = { get: (name: string) => (name === SESSION_SUBJECT_HEADER ? subject : null) };
    const response = { ok: status < 400, status, headers, json: async () => body };
    return { ...response, clone: () => response } as unknown as Response;
  };
  let answers: Record<string, Response | Error>;
  const fetchMock = jest.fn((url: string) => {
    const given = answers[url.replace('http://localhost:3200', '')] ?? answer(200, {});
    return given instanceof Error ? Promise.reject(given) : Promise.resolve(given);
  });
  beforeAll(() => Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true }));
  beforeEach(() => {
    answers = { '/datasheet': answer(200, sheet) };
    delete window.dtpEarlyHeading;
    delete (window as { dtpFrameSkeleton?: Element }).dtpFrameSkeleton;
    window.localStorage.setItem('dtp.oidc.session', '1');
    window.localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify(hint));
    recipes({ '/': recipe, '/tests/test/:testId': testRecipe });
    window.sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ access_token: 'tok-1', expires_at: Date.now() / 1000 + 300 }));
  });

  /** index.html's parts as the build writes them: the frame's skeleton, the heading's template with its slots. */
  const frame =
    '<main><div data-testid="page-skeleton">grau</div></main>' +
    '<template id="early-heading"><div class="heading"><div><a href="/">Zurück</a></div><h1><span data-early-heading="title"></span></h1><p><span data-early-heading="subtitle"></span></p></div><div data-testid="page-skeleton"></div></template>';
  async function openPage() {
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-session');
    new Function(firstDownloadsScript)();
    document.body.innerHTML = `<div id="root">${frame}</div>`;
    new Function(firstPaintScript)();
    await window.dtpEarlyHeading?.settled;
    return document.querySelector('main')!;
  }

  test('title and name from the answer, in the heading that replaces the skeleton', async () => {
    const main = await openPage();
    expect(main.querySelector('h1')?.textContent).toBe('Testerdatenblatt 2026');
    expect(main.querySelector('p')?.textContent).toBe('Erika Mustermann');
    expect(main.querySelector('[data-testid="page-skeleton"]')?.textContent).toBe('');
    // The data sheet has no back button.
    expect(main.querySelector('a')).toBeNull();
    expect(window.dtpEarlyHeading?.heading).toEqual({ path: '/', title: 'Testerdatenblatt 2026', subtitle: 'Erika Mustermann' });
  });

  test('at any address of a route: the first heading whose values are in the answer, with the back button', async () => {
    window.history.replaceState(null, '', '/tests/test/42');
    answers['/test/42'] = answer(200, { id: 42, club: { name: 'Golfclub Hamburg' } });
    let main = await openPage();
    expect(main.querySelector('h1')?.textContent).toBe('Ihr Test des Golfclub Hamburg');
    expect(main.querySelector('p')).toBeNull();
    expect(main.querySelector('a')?.getAttribute('href')).toBe('/tests');
    expect(window.dtpEarlyHeading?.heading).toEqual({ path: '/tests/test/42', title: 'Ihr Test des Golfclub Hamburg', subtitle: '', backTo: '/tests' });

    // Without a club (null, or an empty name): the next heading.
    for (const club of [null, { name: '' }]) {
      answers['/test/42'] = answer(200, { id: 42, club });
      main = await openPage();
      expect(main.querySelector('h1')?.textContent).toBe('Ihr nächster Test');
    }
  });

  test('the back button’s address takes the route’s parameters; one that is not a path of this site paints nothing', async () => {
    window.history.replaceState(null, '', '/tests/test/42');
    answers['/test/42'] = answer(200, { id: 42, club: { name: 'GC' } });
    recipes({ '/tests/test/:testId': { ...testRecipe, backTo: '/tests/test/:testId' } });
    expect((await openPage()).querySelector('a')?.getAttribute('href')).toBe('/tests/test/42');
    recipes({ '/tests/test/:testId': { ...testRecipe, backTo: '//evil.example/x' } });
    delete window.dtpEarlyHeading;
    await openPage();
    expect(window.dtpEarlyHeading).toBeUndefined();
  });

  test('the answer’s values are text, never markup', async () => {
    answers['/datasheet'] = answer(200, { dataSheet: { ...sheet.dataSheet, lastName: '<img src=x onerror=alert(1)>' } });
    const main = await openPage();
    expect(main.querySelector('img')).toBeNull();
    expect(main.querySelector('p')?.textContent).toBe('Erika <img src=x onerror=alert(1)>');
  });

  test('an empty subtitle leaves no empty line', async () => {
    recipes({ '/': { ...recipe, headings: [{ ...recipe.headings[0], subtitle: undefined }] } });
    const main = await openPage();
    expect(main.querySelector('h1')?.textContent).toBe('Testerdatenblatt 2026');
    expect(main.querySelector('p')).toBeNull();
  });

  test.each([
    ['the call failed (a new tester’s 404)', () => (answers['/datasheet'] = answer(404, { message: 'Kein Datenblatt' }))],
    ['the network failed', () => (answers['/datasheet'] = new Error('offline'))],
    ['the answer does not allow it (a sheet the person may not see)', () => (answers['/datasheet'] = answer(200, { dataSheet: { ...sheet.dataSheet, showDataSheet: false } }))],
    ['a value is not a text (an object where the year was)', () => (answers['/datasheet'] = answer(200, { dataSheet: { ...sheet.dataSheet, year: { x: 1 } } }))],
    ['a value is missing', () => (answers['/datasheet'] = answer(200, { dataSheet: { showDataSheet: true, year: 2026 } }))],
  ])('nothing painted when %s: the frame stays as it is, and the app is not held up', async (_what, arrange) => {
    arrange();
    const main = await openPage();
    expect(main.querySelector('[data-testid="page-skeleton"]')?.textContent).toBe('grau');
    expect(window.dtpEarlyHeading?.heading).toBeNull();
  });

  test.each([
    ['another route', { '/tests': recipe }],
    ['a call that was not sent ahead', { '/': { ...recipe, call: '/tests' } }],
    ['a recipe without headings', { '/': { call: '/datasheet', title: ['Testerdatenblatt'] } }],
  ])('no heading is expected for %s', async (_what, stored) => {
    recipes(stored);
    const main = await openPage();
    expect(window.dtpEarlyHeading).toBeUndefined();
    expect(main.querySelector('[data-testid="page-skeleton"]')?.textContent).toBe('grau');
  });

  describe('a tab without a token: from the answer to the API’s session cookie (decision 0021)', () => {
    beforeEach(() => window.sessionStorage.clear());

    test('painted as with a token, and the answer’s person is kept for the sign-in to compare', async () => {
      answers['/datasheet'] = answer(200, sheet, 'u-1');
      const main = await openPage();
      expect(main.querySelector('h1')?.textContent).toBe('Testerdatenblatt 2026');
      expect(window.dtpEarlyHeading?.subject).toBe('u-1');
    });

    test('an answer that comes after the calls left again with a token paints nothing: that answer paints', async () => {
      let release: (r: Response) => void = () => {};
      const late = new Promise<Response>((resolve) => (release = resolve));
      fetchMock.mockImplementationOnce(() => late);
      const opened = openPage();
      // The sign-in's token sent the calls again (window.dtpSendFirstCalls): the cookie's calls are no longer the page's.
      window.dtpEarlyCalls = { base: 'http://localhost:3200', token: 'tok-2', calls: {} };
      release(answer(200, sheet, 'u-other'));
      const main = await opened;
      expect(main.querySelector('[data-testid="page-skeleton"]')?.textContent).toBe('grau');
      expect(window.dtpEarlyHeading?.heading).toBeNull();
    });

    test('refused (no cookie, or an expired one): nothing painted, as before', async () => {
      answers['/datasheet'] = answer(401, { message: 'Kein Zugangstoken.' });
      const main = await openPage();
      expect(main.querySelector('[data-testid="page-skeleton"]')?.textContent).toBe('grau');
    });
  });

  test('the app already showing its own skeleton: nothing of the page is touched, the app’s skeletons take the heading', async () => {
    document.head.innerHTML = '';
    new Function(firstDownloadsScript)();
    // React replaced the prerendered frame before the answer came.
    document.body.innerHTML = '<div id="root"><main><div data-testid="page-skeleton">React</div></main></div><template id="early-heading"><h1><span data-early-heading="title"></span></h1></template>';
    await window.dtpEarlyHeading?.settled;
    expect(document.querySelector('main')?.innerHTML).toBe('<div data-testid="page-skeleton">React</div>');
    expect(window.dtpEarlyHeading?.heading?.title).toBe('Testerdatenblatt 2026');
  });
});
