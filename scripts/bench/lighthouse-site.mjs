// The platform as the Lighthouse benchmarks load it (bench-lighthouse.mjs, bench-lcp-path.mjs): the identity service
// on :3100, the built API server on an in-memory database with the seed on :3200, and the production builds over
// the production static server on :3000–:3003, in oidc/http mode. Plain HTTP/1.1, or with `tls` HTTPS with HTTP/2
// as a deployment serves the apps (a throwaway certificate the browser trusts by flag; the identity service
// and the API stay on plain HTTP/1.1, a loopback origin, which a secure page may call). With `nginx` the deployment
// itself: Debian's nginx with the generated configuration (deploy/nginx), HTTPS with HTTP/2, the API and the club's
// pages at the shell's own address (/api/, /club/), as production serves them: no second origin, no CORS preflight.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeConfig } from '../../config/runtime-config.mjs';
import { localhostCertificate } from '../dev/local-tls.mjs';
import { startMailSink } from '../dev/mail-sink-lib.mjs';
import { apps, serveApp } from '../dev/serve-lib.mjs';
import { nginxUnavailable } from '../ops/nginx-config-lib.mjs';
import { startMemoryApiServer, stopApiServer } from './bench-api-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const secure = (url) => url.replace(/^http:\/\/localhost:(300\d)/, 'https://localhost:$1');

/** The runtime configuration in oidc/http mode; over HTTPS the page's, the remotes' and the sign-in page's addresses change. */
function siteConfig(https, overrides = {}) {
  const base = runtimeConfig('oidc', 'http');
  if (!https) return base;
  const remotes = Object.fromEntries(Object.entries(base.remotes).map(([name, url]) => [name, secure(url)]));
  return runtimeConfig('oidc', 'http', { auth: { loginUrl: secure(base.auth.loginUrl) }, remotes }, overrides);
}

/**
 * The identity service on :3100 (`redirectUri`: the page's address where it is not the default), a mail sink in memory
 * (the club's report page is opened by a mailed link) and the API server on :3200 with `apiEnv`; `stop()` ends them.
 */
async function startServices({ redirectUri, apiEnv }) {
  const { startIdp } = await import('../../idp/src/server.mjs');
  const { resolveOptions } = await import('../../idp/src/options.mjs');
  const idp = await startIdp(resolveOptions({ argv: ['--port', '3100', ...(redirectUri ? ['--redirect-uris', redirectUri] : [])], env: {} }));
  const mails = await startMailSink({ smtpPort: 0, httpPort: 0, host: '127.0.0.1', file: null });
  const api = await startMemoryApiServer(3200, { env: { SMTP_URL: `smtp://127.0.0.1:${mails.smtpPort}`, ...apiEnv } });
  return {
    mails,
    async stop() {
      await idp.close?.();
      await stopApiServer(api);
      await mails.close();
    },
  };
}

/** Starts the platform; `chromeFlags` are what the browser needs for it, `stop()` ends it all. */
export async function startSite({ tls = false, nginx = false } = {}) {
  if (nginx) return startNginxSite();
  const certificate = tls ? localhostCertificate() : null;
  const shellOrigin = tls ? 'https://localhost:3000' : 'http://localhost:3000';
  const config = siteConfig(tls);
  const services = await startServices({ redirectUri: tls ? `${shellOrigin}/` : undefined, apiEnv: tls ? { ALLOWED_ORIGINS: shellOrigin } : {} });
  const serverTls = certificate ? { key: certificate.key, cert: certificate.cert } : undefined;
  const servers = new Map(
    await Promise.all(apps.map(async (app) => [app, await serveApp(app, { config: app.name === 'shell' ? config : undefined, tls: serverTls })])),
  );
  return {
    shellOrigin,
    /** The mails the API server sent (a club's report link). */
    mails: services.mails,
    chromeFlags: certificate ? [`--ignore-certificate-errors-spki-list=${certificate.spkiHash}`] : [],
    /** Serves `app` from another build folder (the benchmark's redeploy). */
    async redeploy(app, dist) {
      await new Promise((done) => servers.get(app).close(done));
      servers.set(app, await serveApp(app, { dist, tls: serverTls }));
    },
    async stop() {
      await services.stop();
      for (const server of servers.values()) server.close();
    },
  };
}

/**
 * The platform as deployed: nginx on https://localhost:3000–3003 (the shell, its remotes; HTTP/2), the API server
 * behind it at the shell's /api/ and /club/, on an in-memory database with the seed; the identity service on :3100.
 * nginx's Content-Security-Policy takes the inline scripts' hashes from this checkout's scripts/build/first-paint.cjs:
 * a build is measured with the checkout it was built from.
 */
async function startNginxSite() {
  const unavailable = nginxUnavailable();
  if (unavailable) throw new Error(`--nginx: ${unavailable}`);
  const certificate = localhostCertificate();
  const shellOrigin = 'https://localhost:3000';
  const config = siteConfig(true, { api: { baseUrl: `${shellOrigin}/api` } });
  // As systemd runs it behind nginx (deploy/systemd): it trusts nginx's X-Forwarded-*, its mails link the shell.
  const services = await startServices({ redirectUri: `${shellOrigin}/`, apiEnv: { APP_URL: shellOrigin, TRUST_PROXY: '127.0.0.1' } });
  // Certbot's layout, which the generated configuration reads: <dir>/<host>/fullchain.pem and privkey.pem.
  const tlsDir = mkdtempSync(path.join(tmpdir(), 'dtp-bench-tls-'));
  mkdirSync(path.join(tlsDir, 'localhost'));
  writeFileSync(path.join(tlsDir, 'localhost', 'fullchain.pem'), certificate.cert);
  writeFileSync(path.join(tlsDir, 'localhost', 'privkey.pem'), certificate.key, { mode: 0o600 });
  const server = spawn(process.execPath, [
    path.join(root, 'scripts/ops/nginx-local.mjs'), '--config-from-env', 'DTP_BENCH_RUNTIME_CONFIG',
    '--dist', path.join(root, '{app}/dist'), '--api-upstream', '127.0.0.1:3200', '--tls-dir', tlsDir,
  ], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DTP_BENCH_RUNTIME_CONFIG: JSON.stringify(config) } });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    rmSync(tlsDir, { recursive: true, force: true });
    await services.stop();
  };
  // nginx answers on 127.0.0.1 only, under the certificate's name.
  for (let i = 0; ; i++) {
    const up = await new Promise((resolve) => {
      httpsGet('https://127.0.0.1:3000/config.json', { rejectUnauthorized: false }, (r) => {
        r.resume();
        resolve(r.statusCode === 200);
      }).on('error', () => resolve(false));
    });
    if (up) break;
    if (i === 100) {
      await stop();
      throw new Error('nginx did not answer on https://127.0.0.1:3000 within 10 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    shellOrigin,
    mails: services.mails,
    chromeFlags: [`--ignore-certificate-errors-spki-list=${certificate.spkiHash}`],
    async redeploy() {
      throw new Error('the redeploy extra runs on the static server, not under --nginx');
    },
    stop,
  };
}

/**
 * A new tab of the browser, signed in as `account` through the identity service when given, else signed out for
 * real. The tokens live in the tab's sessionStorage (shell/src/auth/session-marker.ts): auditing this same tab
 * measures the signed-in page itself, not a silent sign-in through the identity service in a new tab.
 */
export async function openTab(browser, shellOrigin, account) {
  const page = await browser.newPage();
  // No session of an earlier run (the marker in localStorage, the identity service's cookie) signs this tab in
  // silently. Lighthouse's own storage reset keeps both.
  const session = await page.createCDPSession();
  for (const origin of [shellOrigin, 'http://localhost:3100']) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await session.detach();
  if (!account) return page;
  await page.goto(`${shellOrigin}/login`);
  await page.locator('::-p-aria(Anmelden[role="button"])').click();
  await page.waitForFunction("location.href.includes('/realms/dtp/interaction')");
  await page.locator('::-p-aria(Benutzername)').fill(account);
  await page.locator('::-p-aria(Passwort)').fill(account);
  await Promise.all([page.waitForNavigation(), page.locator('::-p-aria(Anmelden[role="button"])').click()]);
  await page.waitForFunction(`location.origin === '${shellOrigin}' && !!document.querySelector('main h1')`, { timeout: 30_000 });
  // The landing screen done (a tester's start is forwarded to the data sheet): what the app remembers of its first
  // screen for the next visit (first-paint-hints.ts, federation/remotes.ts) is written by then.
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
  return page;
}

/**
 * A first visit for the tab's next page: the HTTP cache emptied, and the tab away to another site first, so that
 * the page gets a new renderer without the last page's in-memory copies (which Network.clearBrowserCache leaves:
 * the stylesheet, the remote's entry as a 304 and its screen's chunk came from memory). The tab's sessionStorage,
 * with the tokens, stays.
 */
export async function emptyHttpCache(page) {
  await page.goto('http://127.0.0.1:3200/health');
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.detach();
}
