/* global document */
// Benchmark (not a test, not part of CI's pass/fail): per role landing page after
// sign-in, the JavaScript the browser downloads (bytes gzip, request count, which
// remotes) and the time to the first meaningful render in headless Chromium.
//   node scripts/bench/bench.mjs            build in production mode, then measure
//   node scripts/bench/bench.mjs --no-build measure the existing builds
//   node scripts/bench/bench.mjs --quick    tester, http mode, one run (while trying a change)
//   node scripts/bench/bench.mjs --no-lighthouse  every role and data source, without Lighthouse
// Then (not with --quick) Lighthouse on the login page and the tester's data sheet (bench-lighthouse.mjs).
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startMemoryApiServer, stopApiServer } from './bench-api-server.mjs';
import { runtimeConfig } from '../../config/runtime-config.mjs';
import { apps, serveApp } from '../dev/serve-lib.mjs';
import { announceNode } from '../toolchain/node-version.cjs';

announceNode('Benchmark');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const quick = process.argv.includes('--quick');
const runs = quick ? 1 : 3;
const roles = [
  { account: 'tester', landing: '/datasheet' },
  { account: 'manager', landing: '/dashboard' },
  { account: 'admin', landing: '/dashboard' },
].slice(0, quick ? 1 : undefined);
const appOfPort = Object.fromEntries(apps.map((app) => [app.port, app.name]));
const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--no-first-run', '--disable-sync',
];

if (!process.argv.includes('--no-build')) execSync('npx -y pnpm@12.21.0 run build', { cwd: root, stdio: 'inherit' });

const { startIdp } = await import('../../idp/src/server.mjs');
const { resolveOptions } = await import('../../idp/src/options.mjs');
const idp = await startIdp(resolveOptions({ argv: ['--port', '3100'], env: {} }));
const api = await startMemoryApiServer(3200);
// Both data sources: 'http' is what production downloads (the API server answers on an in-memory
// database with the seed); 'demo' adds the in-browser demo data source chunk.
function configFor(source) {
  return runtimeConfig('oidc', 'http', { api: { source } });
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });

/** A new page that never answers from the browser cache: every load downloads what a first visit does. */
async function uncachedPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return page;
}

/**
 * Signs in; returns the tab (the tokens live in its sessionStorage: a new tab would first sign in
 * silently at the identity service, loading the page twice) and the JavaScript of the page load that
 * comes back from the identity service.
 */
async function signIn(context, account, landing) {
  const page = await uncachedPage(context);
  await page.goto(`http://localhost:3000${landing}`);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByLabel('Benutzername').fill(account);
  await page.getByLabel('Passwort').fill(account);
  const scripts = recordScripts(page);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(`http://localhost:3000${landing}`);
  await page.waitForFunction(() => document.querySelector('main h1'), null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  scripts.stopped = true;
  return { page, scripts: scripts.filter((s) => s.url.startsWith('http://localhost:300')) };
}

function recordScripts(page) {
  const scripts = [];
  page.on('response', async (response) => {
    if (scripts.stopped || response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  return scripts;
}

/** A first visit's page load in the signed-in tab (its cache is disabled: everything is downloaded again). */
async function measure(page, landing) {
  const scripts = recordScripts(page);
  await page.goto(`http://localhost:3000${landing}`);
  // First meaningful render: the screen's own heading inside the content area.
  const renderMs = await page.waitForFunction(() => document.querySelector('main h1') && performance.now(), null, { timeout: 30_000 });
  const ms = await renderMs.jsonValue();
  await page.waitForLoadState('networkidle');
  scripts.stopped = true;
  return { ms, scripts };
}

const results = [];
for (const source of quick ? ['http'] : ['http', 'demo']) {
  const servers = await Promise.all(apps.map((app) => serveApp(app, { config: app.name === 'shell' ? configFor(source) : undefined })));
  for (const { account, landing } of roles) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort());
    const { page, scripts: signInScripts } = await signIn(context, account, landing);
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(page, landing));
    const { scripts } = samples[samples.length - 1];
    const times = samples.map((s) => s.ms).sort((a, b) => a - b);
    const fetched = [...new Set(scripts.map((s) => appOfPort[new URL(s.url).port] ?? new URL(s.url).host))];
    results.push({
      source,
      role: account,
      landing,
      jsGzipKB: +(scripts.reduce((n, s) => n + s.gzip, 0) / 1024).toFixed(1),
      jsRawKB: +(scripts.reduce((n, s) => n + s.bytes, 0) / 1024).toFixed(1),
      requests: scripts.length,
      // The load that comes back from the identity service also runs the OIDC libraries
      // (code exchange); later loads with a valid stored session do not need them.
      signInLoadJsGzipKB: +(signInScripts.reduce((n, s) => n + s.gzip, 0) / 1024).toFixed(1),
      fetched,
      firstRenderMsMedian: Math.round(times[Math.floor(times.length / 2)]),
      scripts: scripts.map((s) => ({ file: s.url.replace('http://localhost:', ':'), gzip: s.gzip })).sort((a, b) => b.gzip - a.gzip),
    });
    await context.close();
  }
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
}

await browser.close();
await stopApiServer(api);
await idp.close?.();

console.log('\n| Data | Role | Page | JS gzip | JS raw | Requests | Loaded | First render (median of 3) | JS gzip right after sign-in |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(`| ${r.source} | ${r.role} | ${r.landing} | ${r.jsGzipKB} KB | ${r.jsRawKB} KB | ${r.requests} | ${r.fetched.join(', ')} | ${r.firstRenderMsMedian} ms | ${r.signInLoadJsGzipKB} KB |`);
}
for (const r of results.filter((x) => x.source === 'http')) {
  console.log(`\n${r.role} (http): largest scripts`);
  for (const s of r.scripts.slice(0, quick ? undefined : 8)) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.file}`);
}
if (quick) process.exit(0);
if (!process.argv.includes('--no-lighthouse')) {
  // Lighthouse on the login page and the tester's data sheet, mobile and desktop (issue 17).
  const { runLighthouse } = await import('./bench-lighthouse.mjs');
  await runLighthouse();
}
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results/latest.json'), JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
process.exit(0);
