// What the main thread does while the tester's data sheet starts on a phone-like CPU (4x slowed down in Chromium,
// network unthrottled, HTTP cache emptied, the tab that signed in): every task of 50 ms or more from the navigation on,
// with the trace's events in it and the functions that took its time (a sampled CPU profile in the same trace), and per
// load the blocking time after the first paint (what Lighthouse's TBT counts) and the page's first inline script.
// Not a test. Needs `npm run build`; with `SOURCE_MAPS=1 npm run build` the functions are named by their sources.
//   bash scripts/with-node.sh node scripts/bench/bench-long-tasks.mjs [runs] [--tls | --nginx] [--summary]
// --summary prints only the per-load lines (for a before/after of several loads).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import * as chromeLauncher from 'chrome-launcher';
import { emptyHttpCache, openTab, startSite } from './lighthouse-site.mjs';

const require = createRequire(import.meta.url);
const puppeteer = createRequire(require.resolve('lighthouse'))('puppeteer-core');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 1);
const summaryOnly = process.argv.includes('--summary');
const LONG_TASK_US = 50_000;
const APP_OF_PORT = { 3000: 'shell', 3001: 'mf-tester', 3002: 'mf-backoffice', 3003: 'mf-feedback' };

/** A profile frame as `name source:line`, through the build's source map where there is one. */
function frameNamer() {
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) maps.set(file, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    return maps.get(file);
  };
  return ({ functionName, url, lineNumber, columnNumber }) => {
    const served = /^https?:\/\/[^/]+:(\d+)\/([^/?]+\.js)$/.exec(url ?? '');
    const map = served && APP_OF_PORT[served[1]] ? mapOf(path.join(root, APP_OF_PORT[served[1]], 'dist', `${served[2]}.map`)) : null;
    const original = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }) : null;
    if (!original?.source) return `${functionName || '(anonymous)'} ${(url ?? '').split('/').pop()}`;
    const source = original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '~');
    return `${original.name ?? functionName} ${source}:${original.line}`;
  };
}

/** The renderer's main thread in the trace: its tasks, its samples (time, frame), the first paint. */
function mainThreadOf(events, navigationUrl) {
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith(navigationUrl));
  const onMain = (e) => e.pid === navigation.pid && e.tid === navigation.tid;
  const nodes = new Map();
  const samples = [];
  let time = 0;
  for (const e of events.filter((x) => x.pid === navigation.pid && (x.name === 'Profile' || x.name === 'ProfileChunk'))) {
    if (e.name === 'Profile') {
      time = e.args.data.startTime;
      continue;
    }
    const profile = e.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    (profile.samples ?? []).forEach((id, i) => {
      time += e.args.data.timeDeltas[i];
      samples.push({ time, id });
    });
  }
  return {
    start: navigation.ts,
    tasks: events.filter((e) => onMain(e) && e.name === 'RunTask' && e.ts >= navigation.ts && e.dur >= LONG_TASK_US),
    inside: (task) => events.filter((e) => onMain(e) && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > 3000 && e.name !== 'RunTask'),
    samplesIn: (task) => samples.filter((s) => s.time >= task.ts && s.time <= task.ts + task.dur).map((s) => nodes.get(s.id)).filter(Boolean),
    parentOf: (node) => nodes.get(node.parent),
    firstPaint: events.find((e) => onMain(e) && e.name === 'firstContentfulPaint'),
    inlineScript: events.find((e) => onMain(e) && e.name === 'EvaluateScript' && e.ts >= navigation.ts && e.args?.data?.url?.startsWith(navigationUrl)),
  };
}

const top = (counts, n) => [...counts].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, count]) => `${name} ×${count}`).join(' | ');
const ms = (us) => Math.round(us / 1000);

const site = await startSite({ tls: process.argv.includes('--tls'), nginx: process.argv.includes('--nginx') });
const pageUrl = `${site.shellOrigin}/datasheet`;
const profileDir = mkdtempSync(path.join(tmpdir(), 'dtp-long-tasks-'));
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', ...site.chromeFlags], userDataDir: profileDir });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const nameOf = frameNamer();
try {
  const page = await openTab(browser, site.shellOrigin, 'tester');
  await page.setViewport({ width: 375, height: 800 });
  for (let run = 1; run <= runs; run++) {
    await emptyHttpCache(page);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute', 'blink.user_timing', 'loading'] });
    await page.goto(pageUrl);
    await page.waitForSelector('[role=tab]', { timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 3000)); // what the first render sets off (effects, layout)
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    const main = mainThreadOf(trace.traceEvents ?? trace, pageUrl);
    const afterPaint = main.tasks.filter((task) => main.firstPaint && task.ts >= main.firstPaint.ts);
    const blocking = afterPaint.reduce((sum, task) => sum + Math.max(0, task.dur - LONG_TASK_US), 0);
    console.log(
      `load ${run}: first paint ${main.firstPaint ? ms(main.firstPaint.ts - main.start) : '–'} ms, first inline script ${main.inlineScript ? ms(main.inlineScript.dur) : '–'} ms, ` +
        `blocking after the first paint ${ms(blocking)} ms in ${afterPaint.length} long tasks`,
    );
    if (summaryOnly) continue;
    for (const task of main.tasks) {
      const own = new Map();
      const ours = new Map();
      for (const node of main.samplesIn(task)) {
        const name = nameOf(node.callFrame);
        own.set(name, (own.get(name) ?? 0) + 1);
        // Our own sources on the sample's stack, each counted once: which of our functions the time was spent under.
        const seen = new Set();
        for (let frame = node; frame; frame = main.parentOf(frame)) {
          const frameName = nameOf(frame.callFrame);
          if (/ (shell|mf-\w+|shared-ui|api-client|contract|domain)?\/?src\//.test(frameName) && !frameName.includes('~')) seen.add(frameName);
        }
        for (const name of seen) ours.set(name, (ours.get(name) ?? 0) + 1);
      }
      const events = main.inside(task).slice(0, 5).map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''} ${ms(e.dur)}`);
      console.log(`  ${ms(task.ts - main.start)}+${ms(task.dur)} ms: ${events.join(', ')}`);
      console.log(`    samples, own time: ${top(own, 8)}`);
      if (ours.size > 0) console.log(`    under our functions: ${top(ours, 6)}`);
    }
  }
} finally {
  await browser.disconnect();
  chrome.kill();
  rmSync(profileDir, { recursive: true, force: true });
  await site.stop();
}
process.exit(0);
