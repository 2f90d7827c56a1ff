// Lighthouse on the pages a person opens first (issue 17): the login page and the signed-in tester's
// data sheet, mobile and desktop presets (simulated throttling), in Debian's Chromium, over the
// production static server (brotli, caching, security headers) in http mode. With each run: the
// JavaScript as transferred (brotli, and what gzip would have been) and the request count; then the real
// long tasks on a 4x slowed CPU (bench-main-thread.mjs) and a redeploy of mf-tester (redeploy-build.mjs).
//   npm run build && bash scripts/with-node.sh node scripts/bench/bench-lighthouse.mjs
// bench.mjs runs it after its own measurements; it writes bench-results/lighthouse.json.
import { mkdtempSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { runtimeConfig } from '../../config/runtime-config.mjs';
import { startMemoryApiServer, stopApiServer } from './bench-api-server.mjs';
import { measureMainThread } from './bench-main-thread.mjs';
import { signInTester } from './bench-sign-in.mjs';
import { buildRedeployedTester, newFileNames } from './redeploy-build.mjs';
import { apps, serveApp } from '../dev/serve-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
const distOfPort = Object.fromEntries(apps.map((app) => [String(app.port), path.join(root, app.dir, 'dist')]));

const sizeOf = (file) => {
  try {
    return statSync(file).size;
  } catch {
    return null;
  }
};

/** The page's scripts as transferred (brotli) and as gzip would have sent them, from the build's own files. */
function scriptBytes(requests) {
  let brotli = 0;
  let gzip = 0;
  let count = 0;
  for (const r of requests) {
    if (r.resourceType !== 'Script') continue;
    count++;
    const url = new URL(r.url);
    const file = distOfPort[url.port] && path.join(distOfPort[url.port], url.pathname);
    brotli += r.transferSize ?? 0;
    gzip += (file && sizeOf(`${file}.gz`)) ?? r.transferSize ?? 0;
  }
  return { scripts: count, jsBrotliKB: +(brotli / 1024).toFixed(1), jsGzipKB: +(gzip / 1024).toFixed(1) };
}

/**
 * `visit`: 'first' (empty cache; the login page also without any stored session) or 'repeat' (the
 * same browser again: the cache as the visit before left it). A signed-in page keeps its storage
 * (the session), so its first visit empties only the HTTP cache.
 */
async function audit(port, url, preset, signedIn, visit = 'first') {
  if (signedIn && visit === 'first') await clearHttpCache(port);
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: signedIn };
  const { lhr } = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  const a = lhr.audits;
  if (lhr.runtimeError) console.warn(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const ms = (id) => (a[id]?.numericValue === undefined ? null : Math.round(a[id].numericValue));
  const requests = a['network-requests']?.details?.items ?? [];
  const row = {
    page: signedIn ? 'tester /datasheet' : '/login',
    preset,
    visit,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: a['cumulative-layout-shift']?.numericValue === undefined ? null : +a['cumulative-layout-shift'].numericValue.toFixed(3),
    requests: requests.length,
    ...scriptBytes(requests),
    // Scripts that came with a body: not from the cache (0 bytes), not a revalidation (Lighthouse lists a 304
    // as 200 with only its headers, about 0.9 KB here).
    scriptsDownloaded: requests.filter((r) => r.resourceType === 'Script' && r.transferSize > 1024).map((r) => { const url = new URL(r.url); return `${url.port}${url.pathname}`; }),
    totalKB: +((a['total-byte-weight']?.numericValue ?? 0) / 1024).toFixed(1),
    finalUrl: lhr.finalDisplayedUrl,
  };
  console.log(JSON.stringify(row));
  // The whole report beside the summary, for what the table does not show (LCP element, long tasks, chains).
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  const name = `lighthouse-${signedIn ? 'datasheet' : 'login'}-${preset}-${visit}.json`;
  writeFileSync(path.join(root, 'bench-results', name), JSON.stringify(lhr));
  return row;
}

async function clearHttpCache(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const cdp = await browser.newBrowserCDPSession();
  await cdp.send('Storage.clearDataForOrigin', { origin: '*', storageTypes: 'cache_storage' }).catch(() => undefined);
  const page = await browser.contexts()[0].newPage();
  const session = await browser.contexts()[0].newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

/** Signs the tester in through the identity service in Lighthouse's browser; the session stays in its localStorage. */
async function signInTesterOverCdp(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  await signInTester(await browser.contexts()[0].newPage());
  await browser.close(); // disconnects; Chromium keeps running for Lighthouse
}

export async function runLighthouse({ servicesRunning = false } = {}) {
  const stops = [];
  let redeploy = null;
  if (!servicesRunning) {
    const tester = apps.find((app) => app.name === 'mf-tester');
    const dist = buildRedeployedTester();
    redeploy = { tester, dist, newFiles: newFileNames(path.join(root, tester.dir, 'dist'), dist) };
    stops.push(() => rmSync(dist, { recursive: true, force: true }));
    const { startIdp } = await import('../../idp/src/server.mjs');
    const { resolveOptions } = await import('../../idp/src/options.mjs');
    const idp = await startIdp(resolveOptions({ argv: ['--port', '3100'], env: {} }));
    const api = await startMemoryApiServer(3200);
    const servers = await Promise.all(apps.map((app) => serveApp(app, { config: app.name === 'shell' ? runtimeConfig('oidc', 'http') : undefined })));
    stops.push(() => idp.close?.(), () => stopApiServer(api), ...servers.map((server) => () => server.close()));
    redeploy.swap = async () => {
      await new Promise((done) => servers[apps.indexOf(redeploy.tester)].close(done));
      const server = await serveApp(redeploy.tester, { dist: redeploy.dist });
      stops.push(() => server.close());
    };
  }
  const profile = mkdtempSync(path.join(tmpdir(), 'dtp-lighthouse-'));
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags, userDataDir: profile });
  const rows = [];
  let mainThread = [];
  try {
    for (const preset of ['mobile', 'desktop']) rows.push(await audit(chrome.port, 'http://localhost:3000/login', preset, false));
    await signInTesterOverCdp(chrome.port);
    for (const preset of ['mobile', 'desktop']) rows.push(await audit(chrome.port, 'http://localhost:3000/datasheet', preset, true));
    // Coming back: what a repeat visit downloads (304s for the revalidated files, nothing for hashed chunks).
    rows.push(await audit(chrome.port, 'http://localhost:3000/datasheet', 'mobile', true, 'repeat'));
    mainThread = await measureMainThread();
    // mf-tester redeployed with one changed text: only its new files should come with a body.
    if (redeploy) {
      await redeploy.swap();
      rows.push(await audit(chrome.port, 'http://localhost:3000/datasheet', 'mobile', true, 'redeploy'));
      console.log(`mf-tester redeployed: new files ${redeploy.newFiles.join(', ')}; scripts downloaded ${rows.at(-1).scriptsDownloaded.join(', ')}`);
    }
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
    for (const stop of stops) await stop();
  }
  console.log('\n| page | preset | visit | score | LCP ms | TBT ms | FCP ms | CLS | requests | scripts | JS transferred KB (brotli) | JS gzip KB | all transferred KB |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.page} | ${r.preset} | ${r.visit} | ${r.score} | ${r.lcpMs} | ${r.tbtMs} | ${r.fcpMs} | ${r.cls} | ${r.requests} | ${r.scripts} | ${r.jsBrotliKB} | ${r.jsGzipKB} | ${r.totalKB} |`);
  }
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results', 'lighthouse.json'), JSON.stringify({ lighthouse: rows, mainThread }, null, 2));
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { announceNode } = await import('../toolchain/node-version.cjs');
  announceNode('Lighthouse benchmark');
  await runLighthouse();
  process.exit(0);
}
