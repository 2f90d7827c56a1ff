// The main thread's real long tasks while a page starts, on a phone-like CPU (4x slowed down in
// Chromium), next to Lighthouse's simulated Total Blocking Time: Lighthouse counts only from its
// simulated first paint, this counts every long task from the navigation on. Network unthrottled,
// HTTP cache off; median of several loads. bench-lighthouse.mjs runs it with its servers.
import { chromium } from 'playwright-core';
import { signInTester } from './bench-sign-in.mjs';

const RUNS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/* global window */
function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  // The browser's own largest contentful paint, to set beside Lighthouse's simulated one.
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lcp = entry.startTime;
      window.__lcpText = entry.element?.textContent?.slice(0, 40) ?? '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * One load of `url` in `page`: blocking time (the part of each long task over 50 ms), long-task time, the
 * largest contentful paint and its text, time until `ready` shows.
 */
async function load(page, url, ready) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url);
  await ready(page).waitFor();
  const readyMs = await page.evaluate(() => performance.now());
  await page.waitForTimeout(2500); // what the first render sets off (effects, lazy chunks)
  const tasks = await page.evaluate(() => window.__longTasks);
  const { lcpMs, lcpText } = await page.evaluate(() => ({ lcpMs: window.__lcp, lcpText: window.__lcpText }));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return { blockingMs: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0), longTaskMs: tasks.reduce((sum, d) => sum + d, 0), readyMs, lcpMs, lcpText };
}

export async function measureMainThread() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const rows = [];
  try {
    const pages = [
      // The login page is in the HTML (prerendered): it counts as ready once the app runs it (the configured platform line).
      { page: '/login', url: 'http://localhost:3000/login', ready: (p) => p.getByText(/ · Version /), signedIn: false },
      { page: 'tester /datasheet', url: 'http://localhost:3000/datasheet', ready: (p) => p.getByRole('tab', { name: 'Stammdaten' }), signedIn: true },
    ];
    // The signed-in page is loaded again in the tab that signed in: the tokens live in its sessionStorage,
    // a new tab would measure a silent sign-in through the identity service.
    const signedInContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
    await signedInContext.addInitScript(recordLongTasks);
    const signedInTab = await signInTester(await signedInContext.newPage(), { keepOpen: true });
    for (const { page, url, ready, signedIn } of pages) {
      const loads = [];
      for (let i = 0; i < RUNS; i++) {
        const context = signedIn ? signedInContext : await browser.newContext({ viewport: { width: 375, height: 800 } });
        if (!signedIn) await context.addInitScript(recordLongTasks);
        loads.push(await load(signedIn ? signedInTab : await context.newPage(), url, ready));
        if (!signedIn) await context.close();
      }
      const row = {
        page,
        blockingMs: Math.round(median(loads.map((l) => l.blockingMs))),
        longTaskMs: Math.round(median(loads.map((l) => l.longTaskMs))),
        readyMs: Math.round(median(loads.map((l) => l.readyMs))),
        lcpMs: Math.round(median(loads.map((l) => l.lcpMs))),
        lcpRange: `${Math.round(Math.min(...loads.map((l) => l.lcpMs)))}–${Math.round(Math.max(...loads.map((l) => l.lcpMs)))}`,
        lcpElement: [...new Set(loads.map((l) => l.lcpText))].join(' | '),
        runs: loads.map((l) => Math.round(l.blockingMs)),
      };
      console.log(JSON.stringify(row));
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  console.log('\n| page (4x CPU, real long tasks, median of 5) | blocking ms | long tasks ms | largest contentful paint ms (range) | app shown after ms |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.page} | ${r.blockingMs} | ${r.longTaskMs} | ${r.lcpMs} (${r.lcpRange}) | ${r.readyMs} |`);
  return rows;
}
