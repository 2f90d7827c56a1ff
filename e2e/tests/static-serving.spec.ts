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

test('security headers: a policy of exactly the configured origins, no inline script, no framing', async ({ request }) => {
  const page = await request.get(`${SHELL}/datasheet`);
  const headers = page.headers();
  const csp = Object.fromEntries(headers['content-security-policy']!.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  expect(csp['script-src']).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003']);
  expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003', 'http://localhost:3200', 'http://localhost:3100']);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'DENY' });
  // Every script of the page is a file: nothing inline the policy would have to allow.
  const html = await page.text();
  expect(html.match(/<script\b[^>]*>/g)?.every((tag) => /\bsrc=/.test(tag))).toBe(true);
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

test('the shell’s start chunks are preloaded from the page, and every preloaded script is used', async ({ page, request }) => {
  const html = await (await request.get(`${SHELL}/datasheet`)).text();
  const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((m) => m[1]!);
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
  await signIn(page, 'tester', '/datasheet');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Testerdatenblatt');
  await page.waitForTimeout(4000);
  expect(unused).toEqual([]);
});
