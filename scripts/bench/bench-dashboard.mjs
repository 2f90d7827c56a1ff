/* global document, requestAnimationFrame, MutationObserver */
// Benchmark (not a test): the dashboard 'Die Tests' at season scale. The API server answers on an
// in-memory database seeded with about 5,000 testings (SEED_SCALE); a manager applies filters, and the
// time from the change event to the painted count line 'N Datensätze angezeigt' is measured in headless
// Chromium.
//   node scripts/bench/bench-dashboard.mjs [--scale 84] [--runs 5] [--api-port 3200]   (uses the existing production builds)
import { chromium } from 'playwright-core';
import { runtimeConfig } from '../../config/runtime-config.mjs';
import { startMemoryApiServer, stopApiServer } from './bench-api-server.mjs';
import { apps, serveApp } from '../dev/serve-lib.mjs';
import { announceNode } from '../toolchain/node-version.cjs';

announceNode('Dashboard benchmark');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const scale = arg('--scale', 84); // 60 season testings per scale step: 84 → 5,040
const runs = arg('--runs', 5);
const apiPort = arg('--api-port', 3200); // another port when :3200 is taken
const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--no-first-run', '--disable-sync',
];

const { startIdp } = await import('../../idp/src/server.mjs');
const { resolveOptions } = await import('../../idp/src/options.mjs');
const idp = await startIdp(resolveOptions({ argv: ['--port', '3100'], env: {} }));
const api = await startMemoryApiServer(apiPort, { seedScale: scale });
const servers = await Promise.all(
  apps.map((app) => serveApp(app, { config: app.name === 'shell' ? runtimeConfig('oidc', 'http', { api: { baseUrl: `http://localhost:${apiPort}` } }) : undefined })),
);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort());
if (process.env.NO_FEEDBACK) await page.route(/:3003\//, (route) => route.abort());

await page.goto('http://localhost:3000/dashboard');
await page.getByRole('button', { name: 'Anmelden' }).click();
await page.getByLabel('Benutzername').fill('manager');
await page.getByLabel('Passwort').fill('manager');
const loadStart = Date.now();
await page.getByRole('button', { name: 'Anmelden' }).click();
const countLine = page.getByText(/^[\d.]+ Datens(atz|ätze) angezeigt$/);
await countLine.waitFor({ timeout: 60_000 });
const firstList = Date.now() - loadStart;
const total = await countLine.innerText();

/**
 * Starts watching: resolves with ms from the next change, blur or click event to the frame after the
 * count line changed, or with null when it did not change within 15 s (reported, never averaged in).
 */
function watch() {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let started = null;
        const onEvent = () => (started ??= performance.now());
        const events = ['change', 'focusout', 'click'];
        for (const e of events) document.addEventListener(e, onEvent, true);
        const status = [...document.querySelectorAll('[role=status]')].find((e) => /angezeigt$/.test(e.textContent ?? ''));
        const before = status?.textContent;
        const observer = new MutationObserver(() => {
          if (started === null || status?.textContent === before) return;
          observer.disconnect();
          for (const e of events) document.removeEventListener(e, onEvent, true);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)));
        });
        observer.observe(document.body, { subtree: true, characterData: true, childList: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, 15_000);
      }),
  );
}

async function timed(action) {
  const result = watch();
  await page.waitForTimeout(50);
  await action();
  return result;
}

const wave = page.getByRole('combobox', { name: 'Welle' });
const status = page.getByRole('combobox', { name: 'Status' });
const search = page.getByRole('searchbox', { name: 'Suche' });
const samples = { wave: [], status: [], search: [], reset: [] };
const resetButton = page.getByRole('button', { name: 'Zurücksetzen', exact: true });
for (let i = 0; i < runs; i++) {
  samples.wave.push(await timed(() => wave.selectOption(String((i % 3) + 1))));
  samples.status.push(await timed(() => status.selectOption(i % 2 ? 'DONE' : 'INITIAL')));
  samples.reset.push(await timed(() => resetButton.click()));
  // From the whole list, so that the search always changes the count.
  samples.search.push(await timed(async () => {
    await search.fill(i % 2 ? 'feldafing' : 'hamburg');
    await search.blur();
  }));
  await resetButton.click();
  await page.getByText(total, { exact: true }).waitFor();
}
const measured = (xs) => xs.filter((x) => x !== null).sort((a, b) => a - b);
const median = (xs) => Math.round(measured(xs)[Math.floor(measured(xs).length / 2)]);
const max = (xs) => Math.round(Math.max(...measured(xs)));
const unchanged = (xs) => xs.length - measured(xs).length;

console.log(`\nDashboard at scale ${scale}: ${total}; first list after sign-in ${firstList} ms (incl. the OIDC round trip)`);
console.log('| Filter applied | Median ms | Max ms | Runs without a change |');
console.log('|---|---|---|---|');
for (const [name, xs] of Object.entries(samples)) {
  console.log(`| ${name} | ${median(xs)} | ${max(xs)} | ${unchanged(xs)} |`);
}

await browser.close();
for (const server of servers) {
  server.closeAllConnections();
  server.close();
}
await stopApiServer(api);
await idp.close?.();
process.exit(0);
