import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { inlineScriptHashes } from '../../scripts/build/first-paint.cjs';
import { cacheControlOf, securityHeadersOf } from '../../scripts/ops/nginx-config-lib.mjs';
import { DatasheetPage } from '../support/datasheet-page';
import { blockExternalRequests, recordRequests } from '../support/network';
import { IdentityLoginPage } from '../support/sign-in';
import { nginxDeployment, unavailable } from './deployment';

// The production builds behind Debian's nginx with the generated configuration (issue 47; playwright.nginx.config.ts
// starts nginx, an identity service and an API server of their own): what e2e/tests/static-serving.spec.ts checks of
// the development server — the build's brotli and gzip files, caching, the same security headers, /login, the SPA
// fallback — and what only nginx does here: the API at the shell's /api/ and the club's pages at /club/, proxied.

test.skip(unavailable() !== undefined, unavailable());

const root = path.resolve(import.meta.dirname, '../..');
const built = (app: string, file: string) => path.join(root, app, 'dist', file);
const SHELL_PAGE_CALLS = ['settings', 'datasheet', 'datasheet/playables'];

/** The directives of a policy, each with its sources. */
const directivesOf = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

/** Signs in through the identity service as `account` (the password is the name), from `path` of the shell. */
async function signIn(page: Page, account: string, path: string) {
  const { shell, idp } = nginxDeployment();
  await blockExternalRequests(page);
  await page.goto(`${shell}${path}`);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(`${idp}/realms/dtp/interaction/**`);
  await new IdentityLoginPage(page).submit(account, account);
  await page.waitForURL(`${shell}/**`);
  await expect(page.getByTestId('platform-info')).toBeVisible();
}

/** Every Content-Security-Policy violation the page reports (console and event), from its first moment. */
async function recordPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('dtpPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { dtpPolicyViolation: (text: string) => void }).dtpPolicyViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('brotli or gzip: the files made at build time, by Accept-Encoding; 304 while unchanged; hashed chunks immutable, the rest revalidated', async ({ request }) => {
  const { shell, tester } = nginxDeployment();
  const brotli = await request.get(`${shell}/main.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(brotli.headers()).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding', 'cache-control': 'no-cache' });
  // The very file of the build, not one compressed per request.
  expect(Number(brotli.headers()['content-length'])).toBe(statSync(built('shell', 'main.js.br')).size);
  const etag = brotli.headers().etag!;
  expect(etag).toMatch(/^"/);
  const again = await request.get(`${shell}/main.js`, { headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(again.headers()['cache-control']).toBe('no-cache');

  const manifestAnswer = await request.get(`${tester}/mf-manifest.json`, { headers: { 'accept-encoding': 'identity', origin: shell } });
  // The shell's page fetches the manifest from another origin: that origin only, never '*' (issue 59).
  expect(manifestAnswer.headers()['access-control-allow-origin']).toBe(shell);
  expect((await request.get(`${shell}/`, { headers: { origin: tester } })).headers()['access-control-allow-origin']).toBeUndefined();
  const manifest = (await manifestAnswer.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const chunk = manifest.exposes[0]?.assets.js.sync[0];
  expect(chunk).toMatch(/\.[0-9a-f]{8}\.js$/);
  const gzip = await request.get(`${tester}/${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding', 'cache-control': 'public, max-age=31536000, immutable' });
  expect(Number(gzip.headers()['content-length'])).toBe(statSync(built('mf-tester', `${chunk}.gz`)).size);
  const plain = await request.get(`${tester}/${chunk}`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.body()).toEqual(readFileSync(built('mf-tester', chunk!)));

  // The development server's rule, file by file (scripts/dev/static-headers.mjs).
  for (const [origin, file] of [[tester, 'remoteEntry.js'], [tester, 'mf-manifest.json'], [tester, 'index.html'], [tester, chunk!], [shell, 'index.html'], [shell, 'login'], [shell, 'config.json'], [shell, 'datasheet']] as const) {
    expect((await request.get(`${origin}/${file}`)).headers()['cache-control'], file).toBe(cacheControlOf(`/${file}`));
  }
});

test('security headers: the development server’s, from the configuration served; the policy lists exactly its origins and the two inline scripts by their hashes', async ({ request }) => {
  const { shell, tester, backoffice, feedback, idp, config } = nginxDeployment();
  const expected = securityHeadersOf(config);
  for (const url of [`${shell}/datasheet`, `${shell}/login`, `${shell}/config.json`, `${tester}/remoteEntry.js`, `${feedback}/mf-manifest.json`, `${shell}/nothing.0123abcd.js`]) {
    const headers = (await request.get(url)).headers();
    for (const [name, value] of Object.entries(expected)) expect(headers[name.toLowerCase()], `${name} of ${url}`).toBe(value);
    // Served over http here: no HSTS (an https server sends it, deploy/nginx/README.md).
    expect(headers['strict-transport-security']).toBeUndefined();
  }
  const page = await request.get(`${shell}/datasheet`);
  const csp = directivesOf(page.headers()['content-security-policy']!);
  expect(csp['script-src']).toEqual(["'self'", ...inlineScriptHashes, tester, backoffice, feedback]);
  expect(csp['connect-src']).toEqual(["'self'", tester, backoffice, feedback, shell, idp]);
  expect(csp['frame-ancestors']).toEqual(["'self'"]);
  const html = await page.text();
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline.map((source) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`)).toEqual(inlineScriptHashes);
});

test('/login is the prerendered login.html, every other address of the shell index.html; /config.json the configuration served; nothing outside the build', async ({ request }) => {
  const { shell, tester, config } = nginxDeployment();
  const login = await request.get(`${shell}/login`, { headers: { 'accept-encoding': 'identity' } });
  expect(login.headers()).toMatchObject({ 'cache-control': 'no-cache', 'content-type': 'text/html; charset=utf-8' });
  expect(login.headers().etag).toBeTruthy();
  expect(await login.text()).toBe(readFileSync(built('shell', 'login.html'), 'utf8'));
  expect(await login.text()).toMatch(/<div id="root">.*<h1[^>]*>Digitale Test-Plattform<\/h1>.*Anmelden<\/button>/s);

  const index = readFileSync(built('shell', 'index.html'), 'utf8');
  for (const address of ['/', '/datasheet', '/tests/test/17', '/admin/users?tab=2', '/gibt/es/nicht']) {
    const answer = await request.get(`${shell}${address}`, { headers: { 'accept-encoding': 'identity' } });
    expect(answer.status(), address).toBe(200);
    expect(await answer.text(), address).toBe(index);
  }
  // A remote's other addresses: its standalone page.
  expect(await (await request.get(`${tester}/irgendwo`, { headers: { 'accept-encoding': 'identity' } })).text()).toBe(readFileSync(built('mf-tester', 'index.html'), 'utf8'));

  const served = await request.get(`${shell}/config.json`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(await served.json()).toEqual(config);
  expect(served.headers()['content-encoding']).not.toBe('br');
  expect(served.headers()).toMatchObject({ 'cache-control': 'no-cache', 'content-type': 'application/json; charset=utf-8' });
  expect(served.headers().etag).toBeTruthy();

  for (const address of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json', '/../../config/runtime.base.json']) {
    const answer = await request.get(`${shell}${address}`);
    const text = await answer.text();
    expect(text).not.toContain('"@dtp/shell"');
    expect(text).not.toContain('"platformName"');
  }
});

test('the API at the shell’s /api/ and the club’s pages at /club/ are the API server’s, with its own headers; each visitor counted by address; no token in the access log', async ({ request }) => {
  const { shell, accessLog } = nginxDeployment();
  const health = await request.get(`${shell}/api/health`);
  expect(await health.json()).toEqual({ status: 'ok' });
  // The API's own guard, not the pages' policy (nginx adds nothing to a proxied answer).
  expect(health.headers()).toMatchObject({ 'cache-control': 'no-store', 'content-security-policy': "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'" });

  const token = `nginx-e2e-${Date.now()}-Xk2mQ9`;
  const club = await request.get(`${shell}/club/feedback/${token}`);
  expect(club.status()).toBe(404);
  expect(await club.text()).toContain('Link nicht mehr gültig');
  expect(club.headers()).toMatchObject({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
  const policies = club.headersArray().filter((header) => header.name.toLowerCase() === 'content-security-policy');
  expect(policies).toHaveLength(1);
  expect(policies[0]!.value).toMatch(/^default-src 'none'; style-src 'sha256-/);

  // TRUST_PROXY=127.0.0.1 and nginx's `X-Forwarded-For $remote_addr`: the limit of bad links (10 in 15 minutes) is
  // each visitor's, by the address nginx saw; a visitor's own X-Forwarded-For, new at each try, changes nothing (issue 59).
  const first = 2 + (Date.now() % 200);
  const from = (n: number, urlPath: string, headers: Record<string, string> = {}) => statusFrom(`127.0.0.${first + n}`, `${shell}${urlPath}`, headers);
  let status = 0;
  for (let i = 0; i < 11 && status !== 429; i += 1) status = await from(1, `/club/feedback/${token}${i}`, { 'x-forwarded-for': `198.51.100.${i}` });
  expect(status).toBe(429);
  expect(await from(2, `/club/feedback/${token}`)).toBe(404);

  await expect.poll(() => accessLog()).toContain('"GET /club/feedback/... HTTP/1.1" 404');
  expect(accessLog()).not.toContain(token);
});

test('the policy is in force: an inline script without its hash is refused, and the refusal is seen', async ({ page }) => {
  const { shell } = nginxDeployment();
  const violations = await recordPolicyViolations(page);
  await blockExternalRequests(page);
  await page.goto(`${shell}/login`);
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.addScriptTag({ content: 'window.dtpInjected = true;' }).catch(() => undefined);
  expect(await page.evaluate(() => (window as unknown as { dtpInjected?: boolean }).dtpInjected)).toBeUndefined();
  await expect.poll(() => violations.filter((text) => text.includes('script-src')).length).toBeGreaterThan(0);
});

test('a tester signs in through nginx and saves the data sheet: calls at the shell’s /api/, remotes from their own origins, no policy violation, every early call used', async ({ page }) => {
  const { shell, tester, apiDirect } = nginxDeployment();
  expect((await fetch(`${apiDirect}/test-support/reset`, { method: 'POST' })).ok).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  const violations = await recordPolicyViolations(page);
  const requests = recordRequests(page);
  const datasheetCall = page.waitForRequest(`${shell}/api/datasheet`);
  await signIn(page, 'tester', '/datasheet');
  expect((await datasheetCall).headers().authorization).toMatch(/^Bearer .+\..+\..+/);
  const sheet = new DatasheetPage(page);
  await sheet.expectLoaded(2023);
  await expect(page.getByText('Max Mustermann', { exact: true })).toBeVisible();
  expect(requests).toContain(`${tester}/remoteEntry.js`);
  expect(requests.filter((url) => /:\/\/(localhost|127\.0\.0\.1):3200\//.test(url))).toEqual([]);

  await sheet.field(/^Beruf/).fill('Bauingenieur');
  await sheet.save();
  await expect(page.getByText('Speichern erfolgreich.')).toBeVisible();

  // The next visit: the page's inline script sends the data sheet's calls before the app, through nginx, and the
  // app takes their answers instead of asking again.
  const apiGets: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().startsWith(`${shell}/api/`)) apiGets.push(r.url().slice(`${shell}/api/`.length));
  });
  const sheetAnswer = page.waitForResponse(`${shell}/api/datasheet`);
  await page.reload();
  await sheet.expectLoaded(2023);
  await expect(sheet.field(/^Beruf/)).toHaveValue('Bauingenieur');
  // The sheet's JSON (5.5 KB) came compressed: what the heading painted early waits for on a phone.
  expect((await (await sheetAnswer).allHeaders())['content-encoding']).toBe('gzip');
  for (const call of SHELL_PAGE_CALLS) expect(apiGets.filter((url) => url === call), call).toHaveLength(1);
  expect(violations).toEqual([]);
});

/** The status of a GET sent from a loopback address of its own (127.0.0.x): a visitor nginx tells apart by its address. */
function statusFrom(localAddress: string, url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { localAddress, headers }, (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      })
      .on('error', reject);
  });
}
