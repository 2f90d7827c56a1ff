import { createHash } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { inlineScriptHashes } from '../../scripts/build/first-paint.cjs';
import { blockExternalRequests, recordRequests } from '../support/network';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

// Production serving (issue 17): the static servers send the brotli or gzip file made at build time,
// cache content-hashed files for good and revalidate the rest, and send the security headers with a
// policy that allows exactly the configured remotes, API and identity service.

const SHELL = 'http://localhost:3000';
const TESTER = 'http://localhost:3001';

test('brotli or gzip by Accept-Encoding; main.js revalidated (304 when unchanged), hashed chunks immutable', async ({ request }) => {
  const brotli = await request.get(`${SHELL}/main.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(brotli.headers()).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding', 'cache-control': 'no-cache' });
  const etag = brotli.headers().etag;
  expect(etag).toBeTruthy();
  const again = await request.get(`${SHELL}/main.js`, { headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etag! } });
  expect(again.status()).toBe(304);
  expect(again.headers()['cache-control']).toBe('no-cache');

  const manifest = (await (await request.get(`${TESTER}/mf-manifest.json`)).json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const chunk = manifest.exposes[0]?.assets.js.sync[0];
  expect(chunk).toMatch(/\.[0-9a-f]{8}\.js$/);
  const gzip = await request.get(`${TESTER}/${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()).toMatchObject({ 'content-encoding': 'gzip', 'cache-control': 'public, max-age=31536000, immutable' });
  const plain = await request.get(`${TESTER}/${chunk}`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(Number(plain.headers()['content-length'])).toBeGreaterThan(Number(gzip.headers()['content-length']));
  for (const unhashed of ['remoteEntry.js', 'mf-manifest.json', 'index.html']) {
    expect((await request.get(`${TESTER}/${unhashed}`)).headers()['cache-control']).toBe('no-cache');
  }
});

test('security headers: a policy of exactly the configured origins, the two inline scripts by their hashes, framed only by itself', async ({ request }) => {
  const page = await request.get(`${SHELL}/datasheet`);
  const headers = page.headers();
  const csp = Object.fromEntries(headers['content-security-policy']!.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  expect(csp['script-src']).toEqual(["'self'", ...inlineScriptHashes, 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003']);
  expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003', 'http://localhost:3200', 'http://localhost:3100']);
  expect(csp['frame-ancestors']).toEqual(["'self'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'SAMEORIGIN' });
  // Every script of the page is a file but two, allowed by their hashes (scripts/build/first-paint.cjs): the downloads,
  // before the stylesheet (a script after it would wait for it), and the first paint's choice after #root.
  const html = await page.text();
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline.map((source) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`)).toEqual(inlineScriptHashes);
  expect(html.match(/<script\b[^>]*>/g)?.filter((tag) => !/\bsrc=/.test(tag))).toEqual(['<script>', '<script>']);
  expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('rel="stylesheet"'));
});

test('nothing outside the build folder is served', async ({ request }) => {
  for (const path of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json']) {
    const answer = await request.get(`${SHELL}${path}`);
    expect(await answer.text()).not.toContain('"@dtp/shell"');
  }
});

test('Chakra’s global styles come as a stylesheet made at build time: cached for good, none written at run time', async ({ page, request }) => {
  const html = await (await request.get(`${SHELL}/login`)).text();
  const href = html.match(/<link rel="stylesheet" href="([^"]+)" data-chakra-global-css/)?.[1];
  expect(href).toMatch(/^\/chakra-global\.[0-9a-f]{8}\.css$/);
  const sheet = await request.get(`${SHELL}${href}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(sheet.headers()).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable' });
  expect(await (await request.get(`${SHELL}${href}`, { headers: { 'accept-encoding': 'identity' } })).text()).toContain('--chakra-colors-brand-600');

  await page.goto(`${SHELL}/login`);
  const signIn = page.getByRole('button', { name: 'Anmelden' });
  await expect(signIn).toBeVisible();
  // The brand colour reaches the button through the file's token variables.
  await expect(signIn).toHaveCSS('background-color', 'rgb(31, 107, 65)');
  const runtimeGlobals = await page.evaluate(() => [...document.querySelectorAll('style[data-emotion]')].filter((s) => s.getAttribute('data-emotion')?.includes('global')).length);
  expect(runtimeGlobals).toBe(0);
});

test('the shell’s start chunks, config.json and the last visit’s remote manifest, entry and screen are preloaded, the API connected, the first calls sent before the app, for a visitor with a session, and every preload is used', async ({ page, request }) => {
  const html = await (await request.get(`${SHELL}/datasheet`)).text();
  expect(html).toContain('<link rel="preload" as="fetch" href="/config.json" crossorigin');
  // Listed for the inline script, which preloads them only for a visitor with a session.
  const preloaded = html.match(/<meta name="dtp-start-chunks" content="([^"]+)"/)![1]!.split(' ');
  expect(preloaded.length).toBeGreaterThan(5);
  for (const href of preloaded) {
    expect(href).toMatch(/^\/[\w-]+\.[0-9a-f]{8}\.js$/);
    expect((await request.get(`${SHELL}${href}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  // Chromium warns about a preload the page does not use within a few seconds of its load event.
  const unused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('preloaded using link preload but not used')) unused.push(message.text());
  });
  const requested = recordRequests(page);
  await signIn(page, 'tester', '/datasheet');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Testerdatenblatt');
  // The next visit (a reload keeps the tab's session): the hints come from the page, each file is fetched once.
  requested.length = 0;
  // The app's code held back a moment: the data sheet's calls leave before it, sent by the page's inline script,
  // and the client takes their answers instead of sending them again.
  const apiGets: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().startsWith('http://localhost:3200/')) apiGets.push(request.url());
  });
  let sentBeforeTheApp: string[] = [];
  await page.route(`${SHELL}/main.js`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    sentBeforeTheApp = [...apiGets];
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Testerdatenblatt');
  const hints = await page.evaluate(() => [...document.querySelectorAll('link[rel=preload]')].map((l) => `${l.getAttribute('as')} ${(l as HTMLLinkElement).href}`));
  expect(hints).toEqual(expect.arrayContaining([`fetch ${SHELL}/config.json`, `fetch ${TESTER}/mf-manifest.json`, `script ${TESTER}/remoteEntry.js`, ...preloaded.map((href) => `script ${SHELL}${href}`)]));
  expect(hints.filter((hint) => hint.includes('localhost:3002'))).toEqual([]);
  // The data sheet's own script, as the manifest names it (shell/src/federation/remotes.ts remembered it).
  const screenScript = hints.find((hint) => /^script http:\/\/localhost:3001\/__federation_expose_DatasheetPage\.[0-9a-f]{8}\.js$/.test(hint));
  expect(screenScript).toBeDefined();
  // The API's connection opens while the scripts download (shell/src/first-paint-hints.ts).
  expect(await page.evaluate(() => [...document.querySelectorAll('link[rel=preconnect]')].map((l) => (l as HTMLLinkElement).href))).toEqual(['http://localhost:3200/']);
  expect(sentBeforeTheApp).toEqual(['http://localhost:3200/settings', 'http://localhost:3200/datasheet', 'http://localhost:3200/datasheet/playables']);
  for (const once of [`${SHELL}/config.json`, `${TESTER}/mf-manifest.json`, `${TESTER}/remoteEntry.js`, screenScript!.slice('script '.length)]) expect(requested.filter((url) => url === once)).toHaveLength(1);
  for (const once of sentBeforeTheApp) expect(apiGets.filter((url) => url === once)).toHaveLength(1);
  await page.waitForTimeout(4000);
  expect(unused).toEqual([]);
});

/** Records every layout shift of the context's pages from their first moment, each with the elements that moved. */
async function recordShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    type Shift = { value: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const describe = (node?: Node) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}${node.getAttribute('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''} "${node.textContent?.slice(0, 40)}"` : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        const moved = entry.sources.map((s) => `${describe(s.node)} ${s.previousRect.y}->${s.currentRect.y} h${s.previousRect.height}->${s.currentRect.height}`);
        shifts.push(`${entry.value.toFixed(4)}: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('index.html carries the app’s frame, prerendered at build time: header, sidebar area and the content’s skeleton, painted before any script', async ({ browser, request }) => {
  const html = await (await request.get(`${SHELL}/datasheet`)).text();
  expect(html).toMatch(/<div id="root"><div class="css-[a-z0-9]+"><header[^>]*>.*Digitale Test-Plattform.*<aside[^>]*data-testid="sidebar".*<main[^>]*>.*data-testid="page-skeleton"/s);
  expect(html).toMatch(/<template id="signed-out">.*Anmelden<\/button>.*<\/template>/s);

  for (const viewport of [{ width: 375, height: 800 }, { width: 1350, height: 940 }]) {
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await withoutScripts.newPage();
    await page.goto(`${SHELL}/datasheet`);
    await expect(page.getByRole('banner')).toContainText('Digitale Test-Plattform');
    await expect(page.getByRole('status', { name: 'Bereich wird geladen' })).toBeVisible();
    await expect(page.getByTestId('sidebar')).toBeVisible({ visible: viewport.width > 1000 });
    await withoutScripts.close();
  }
});

test('a signed-in tester’s page paints the frame first and nothing moves until the data sheet shows, on a phone and on a desktop at 4× CPU', async ({ browser }) => {
  for (const viewport of [{ width: 375, height: 800 }, { width: 1350, height: 940 }]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signIn(page, 'tester', '/datasheet');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Testerdatenblatt');
    await recordShifts(context);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The scripts are held back: what shows is the page itself.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${SHELL}/main.js`, async (route) => {
      await held;
      await route.continue();
    });
    // main.js (added by the first inline script) is held: the first paint does not wait for it.
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByRole('status', { name: 'Bereich wird geladen' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Digitale Test-Plattform');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Testerdatenblatt');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    await context.close();
  }
});

test('a visitor without a session gets the login view from index.html itself, at any address, before any script; no script preload competes with it', async ({ browser }) => {
  for (const viewport of [{ width: 375, height: 800 }, { width: 1350, height: 940 }]) {
    const context = await browser.newContext({ viewport });
    await recordShifts(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${SHELL}/main.js`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${SHELL}/datasheet`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Digitale Test-Plattform' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anmelden' })).toHaveCSS('background-color', 'rgb(31, 107, 65)');
    expect(await page.locator('link[rel=preload][as=script]').count()).toBe(0);
    release();
    await expect(page.getByText(/ · Version /)).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    // The app remembers where the visitor wanted to go.
    expect(page.url()).toBe(`${SHELL}/datasheet`);
    await context.close();
  }
});

test('/login is in the page itself (login.html, prerendered at build time): styled before any script runs', async ({ browser, request }) => {
  const answer = await request.get(`${SHELL}/login`);
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const html = await answer.text();
  expect(html).toMatch(/<div id="root">.*<h1[^>]*>Digitale Test-Plattform<\/h1>.*Anmelden<\/button>/s);
  expect(html.match(/<script\b[^>]*>/g)?.every((tag) => /\bsrc=/.test(tag))).toBe(true);
  // Its scripts load after it has painted: no preload competes with its stylesheet.
  expect(html).not.toContain('rel="preload" as="script"');
  // Every other address gets the app's frame (index.html), a signed-out visitor's the login view by its inline script.
  expect(await (await request.get(`${SHELL}/datasheet`)).text()).toMatch(/<div id="root"><div class="css-[a-z0-9]+"><header/);

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await withoutScripts.newPage();
  await page.goto(`${SHELL}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Digitale Test-Plattform' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toHaveCSS('background-color', 'rgb(31, 107, 65)');
  await withoutScripts.close();
});

test('the login page downloads no OIDC library; a tap on „Anmelden“ before the app has loaded still signs in', async ({ page }) => {
  await blockExternalRequests(page);
  const requested = recordRequests(page);
  // The app's chunks arrive late, as on a slow phone: main.js runs, the login page is not rendered by React yet.
  let release!: () => void;
  const chunksHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/localhost:3000\/[\w-]+\.[0-9a-f]{8}\.js$/, async (route) => {
    await chunksHeld;
    await route.continue();
  });
  await page.goto(`${SHELL}/login`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Anmelden' }).click();
  expect(page.url()).toBe(`${SHELL}/login`);
  release();
  await page.waitForURL(/localhost:3100\/realms\/dtp\/interaction/);
  expect(requested.filter((url) => url.includes('oidc-auth')).length).toBeGreaterThan(0);
});

test('a signed-out visitor’s login page loads without the OIDC libraries', async ({ page }) => {
  await blockExternalRequests(page);
  const requested = recordRequests(page);
  await page.goto(`${SHELL}/login`);
  await expect(page.getByText(/· Version /)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.includes('oidc-auth'))).toEqual([]);
});

test('the prerendered login page does not move: not while it arrives, not when the app takes it over', async ({ browser }) => {
  for (const viewport of [{ width: 375, height: 800 }, { width: 1350, height: 940 }]) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    // A phone's slower CPU: the page arrives and is taken over in several steps, where a shift would show.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${SHELL}/login`);
    await expect(page.getByText(/ · Version /)).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    await context.close();
  }
});
