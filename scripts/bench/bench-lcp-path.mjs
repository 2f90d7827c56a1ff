// Where Lighthouse's simulated LCP of the tester's data sheet (mobile, first visit) comes from: Lighthouse's own
// Lantern computation (LanternLargestContentfulPaint) on the run's trace, printed as the graph's nodes with their
// simulated start and end, and the critical path from the node that ends last back to the page. Not a test; needs
// `npm run build`. Lighthouse's score alone does not say whether bytes, round trips or CPU set the time.
//   bash scripts/with-node.sh node scripts/bench/bench-lcp-path.mjs [runs] [--short] [--tls | --nginx] [--new-tab]
// --short prints only the estimate and Lighthouse's long tasks per run; --tls serves the apps over HTTPS with HTTP/2
// (lighthouse-site.mjs), --nginx through the deployment's nginx with the API at the shell's /api/; --new-tab measures
// a returning tester's new tab (issue 41): signed in in another tab, none of its sessionStorage.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { emptyHttpCache, openTab, startSite } from './lighthouse-site.mjs';

const puppeteer = createRequire(createRequire(import.meta.url).resolve('lighthouse'))('puppeteer-core');
const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 1);
const short = process.argv.includes('--short');
const newTab = process.argv.includes('--new-tab');

const site = await startSite({ tls: process.argv.includes('--tls'), nginx: process.argv.includes('--nginx') });
const URL_OF_PAGE = `${site.shellOrigin}/datasheet`;
const profile = mkdtempSync(path.join(tmpdir(), 'dtp-lcp-path-'));
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', ...site.chromeFlags], userDataDir: profile });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

const label = (node) =>
  node.type === 'network'
    ? `network ${node.request.url.replace(/^https?:\/\/localhost:/, ':')}`
    : `cpu ${Math.round(node.duration / 1000)} ms${node.didPerformLayout() ? ' (layout)' : ''} ${[...new Set(node.getEvaluateScriptURLs())].map((u) => u.split('/').pop()).join(' ')}`;

try {
  let page = await openTab(browser, site.shellOrigin, 'tester');
  for (let run = 0; run < runs; run++) {
    if (newTab) {
      const signedIn = page;
      page = await browser.newPage();
      await signedIn.close();
    }
    await emptyHttpCache(page);
    const { lhr, artifacts } = await lighthouse(URL_OF_PAGE, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true }, undefined, page);
    const settings = lhr.configSettings;
    const lcp = await LanternLargestContentfulPaint.request(
      { devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, simulator: null, trace: artifacts.Trace, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, HostDPR: artifacts.HostDPR },
      { computedCache: new Map(), settings },
    );
    const audits = lhr.audits;
    console.log(`\nrun ${run + 1}: score ${Math.round(lhr.categories.performance.score * 100)}, simulated LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}), TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms`);
    console.log(`long tasks (simulated start, duration, script): ${audits['long-tasks'].details.items.map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${t.url.split('/').pop()}`).join(', ')}`);
    if (short) continue;
    // What the trace saw, unthrottled: the LCP against each script's first evaluation. A script evaluated before
    // the LCP counts as render-blocking in the simulation; one evaluated after it, not.
    const metrics = audits.metrics.details.items[0];
    const since = (ts) => Math.round((ts - metrics.observedNavigationStartTs) / 1000);
    const evaluated = new Map();
    for (const e of artifacts.Trace.traceEvents) {
      const url = e.name === 'EvaluateScript' ? e.args?.data?.url : undefined;
      if (url && !evaluated.has(url)) evaluated.set(url, since(e.ts));
    }
    console.log(`observed: FCP ${metrics.observedFirstContentfulPaint} ms, LCP ${metrics.observedLargestContentfulPaint} ms; scripts evaluated (ms): ${[...evaluated].map(([url, ms]) => `${url.split('/').pop()} ${ms}`).join(', ')}`);
    const timings = lcp.pessimisticEstimate.nodeTimings;
    const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    console.log('simulated start–end, node (pessimistic graph):');
    for (const [node, t] of rows) console.log(`  ${String(Math.round(t.startTime)).padStart(5)}–${String(Math.round(t.endTime)).padEnd(5)} ${label(node)}`);
    // Back from the node that ends last, always through the dependency that ended last.
    let [node] = rows.reduce((latest, row) => (row[1].endTime > latest[1].endTime ? row : latest));
    console.log('critical path, last first:');
    while (node) {
      console.log(`  ${Math.round(timings.get(node).startTime)}–${Math.round(timings.get(node).endTime)} ${label(node)}`);
      [node] = node.getDependencies().filter((dep) => timings.has(dep)).sort((a, b) => timings.get(b).endTime - timings.get(a).endTime);
    }
  }
} finally {
  await browser.disconnect();
  chrome.kill();
  rmSync(profile, { recursive: true, force: true });
  await site.stop();
}
process.exit(0);
