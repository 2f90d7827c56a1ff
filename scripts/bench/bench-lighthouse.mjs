// Lighthouse on the pages a person opens first (issue 17): the login page and the signed-in tester's
// data sheet, mobile and desktop presets (simulated throttling), in Debian's Chromium, over the
// production static server (brotli, caching, security headers) in http mode. With each run: the
// JavaScript as transferred (brotli, and what gzip would have been) and the request count; then the real
// long tasks on a 4x slowed CPU (bench-main-thread.mjs) and a redeploy of mf-tester (redeploy-build.mjs).
//   npm run build && bash scripts/with-node.sh node scripts/bench/bench-lighthouse.mjs [--runs 5] [--only login,root,datasheet:mobile,datasheetNewTab] [--no-extras] [--tls] [--devtools-throttling]
// --only also takes test, questionnaire and clubReport (issue 63, item 2: at 375 px, mobile), and testFromMail,
// testFromMailNewTab and questionnaireFromMail (the same, after the tester has opened such a page before), not in the
// default plan.
// 'datasheetNewTab' is a returning tester's new tab (issue 41): signed in at the identity service in another tab that
// was closed, nothing in the new tab's sessionStorage, the HTTP cache empty.
// Each page and preset is measured --runs times (default 5; the machine is shared: one run says little) and
// reported as median and range, with the CPU pressure before and after each run. --no-extras skips the repeat
// visit, the redeploy and the main-thread measurement. --tls serves the apps over HTTPS with HTTP/2, as a deployment
// does (lighthouse-site.mjs), without the extras. --nginx measures the deployment itself: Debian's nginx with the
// generated configuration, HTTPS with HTTP/2, the API at the shell's /api/ (no second origin, no preflight), without the
// extras. --devtools-throttling throttles the browser for real (each request
// held back by the round trip, bandwidth capped, CPU slowed) instead of Lighthouse's simulation, which builds its own
// timeline from an unthrottled load: what the page itself does on a slow network, early requests included.
// bench.mjs runs it after its own measurements; it writes bench-results/lighthouse.json.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { measureMainThread } from './bench-main-thread.mjs';
import { buildRedeployedTester, newFileNames } from './redeploy-build.mjs';
import { apps } from '../dev/serve-lib.mjs';
import { emptyHttpCache, openTab, startSite } from './lighthouse-site.mjs';

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

/** The machine's CPU pressure (share of time some task waited for a CPU, last 10 s), or null where the kernel has none. */
export function cpuPressure() {
  try {
    return Number(/some avg10=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1] ?? NaN);
  } catch {
    return null;
  }
}

/** The shell's origin: plain HTTP/1.1, or HTTPS with HTTP/2 under --tls (set once by runLighthouse). */
let shellOrigin = 'http://localhost:3000';
/** Lighthouse's throttling: 'simulate' (its default) or 'devtools' (set once by runLighthouse). */
let throttlingMethod = 'simulate';

/** The pages measured, each as a person opens it; `account` signs in first, in the tab Lighthouse then audits. */
const PAGES = {
  login: { label: '/login', path: '/login' },
  root: { label: '/ signed out', path: '/' },
  datasheet: { label: 'tester /datasheet', path: '/datasheet', account: 'tester' },
  // Issue 41: a returning tester opens the platform in a new tab (a mail link, a bookmark): a session at the identity
  // service and the marker in localStorage, nothing in the tab's sessionStorage, the HTTP cache empty.
  datasheetNewTab: { label: 'tester /datasheet, new tab', path: '/datasheet', account: 'tester', newTab: true },
  dashboard: { label: 'manager /dashboard', path: '/dashboard', account: 'manager' },
  // Issue 63, item 2: what a tester opens from a mail on a phone (375 px): the test and the questionnaire's first page,
  // and the club's report page from its mailed link (the API server's own HTML, no app).
  test: { label: 'tester /tests/test/:id (375 px)', account: 'tester', width: 375, path: async (tab) => `/tests/test/${(await tabCall(tab, '/tests')).tests[0].id}` },
  questionnaire: {
    label: 'tester2 questionnaire page 1 (375 px)',
    account: 'tester2',
    width: 375,
    path: async (tab) => `/tests/test/${(await tabCall(tab, '/tests')).tests.find((t) => t.progress === 'TEE_TIME').id}/questionnaire`,
  },
  clubReport: { label: 'club report page (375 px)', width: 375, url: () => clubReportUrl() },
  // The same pages as a tester opens them from a mail who has opened such a page before (the app keeps each route's
  // heading recipe: decision 0020): another test's page first; the questionnaire itself, as when a reminder brings
  // the tester back to it.
  testFromMail: {
    label: 'tester /tests/test/:id from a mail, another test seen before (375 px)',
    account: 'tester',
    width: 375,
    path: async (tab) => {
      const { tests } = await tabCall(tab, '/tests');
      await visit(tab, `/tests/test/${tests[1].id}`);
      return `/tests/test/${tests[0].id}`;
    },
  },
  // The same in a new tab, as a mail's link usually opens: the silent sign-in first (decision 0014), then the calls.
  testFromMailNewTab: { label: 'tester /tests/test/:id from a mail, another test seen before, new tab (375 px)', account: 'tester', width: 375, newTab: true, path: (tab) => PAGES.testFromMail.path(tab) },
  questionnaireFromMail: {
    label: 'tester2 questionnaire page 1 from a mail, seen before (375 px)',
    account: 'tester2',
    width: 375,
    path: async (tab) => {
      const address = `/tests/test/${(await tabCall(tab, '/tests')).tests.find((t) => t.progress === 'TEE_TIME').id}/questionnaire`;
      await visit(tab, address);
      return address;
    },
  },
};

/** The tab opens a page of the app and waits until it has shown it and its calls are done. */
async function visit(tab, address) {
  await tab.goto(`${shellOrigin}${address}`);
  await tab.waitForFunction("!!document.querySelector('main h1') && !document.querySelector('[aria-busy=\"true\"]')", { timeout: 30_000 });
  await tab.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
}

/** A GET of the API with the signed-in tab's token, from the tab (its runtime config names the API). */
const tabCall = (tab, path) =>
  tab.evaluate(async (p) => {
    const config = await (await fetch('/config.json')).json();
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const token = JSON.parse(sessionStorage.getItem(key)).access_token;
    return (await fetch(`${config.api.baseUrl}${p}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  }, path);

/** The LCP element as Lighthouse names it (its 'LCP breakdown' insight): `h1 „Testerdatenblatt 2023“`, or null. */
function lcpElementOf(audits) {
  const node = audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
  if (!node) return null;
  const tag = /^<(\w+)/.exec(node.snippet ?? '')?.[1] ?? '?';
  return `${tag} „${(node.nodeLabel ?? '').slice(0, 40)}“`;
}

/** The site's mail sink and browser, for the club's report link (set by runLighthouse). */
let site = null;
let reportUrl = null;
/**
 * The club's report page as a club gets it: a manager sends a released questionnaire's report again ('Bericht erneut
 * senden'), the link comes with the mail; once per run of the benchmark (a newer link revokes the one before).
 */
async function clubReportUrl() {
  if (reportUrl) return reportUrl;
  const tab = await openTab(site.browser, shellOrigin, 'manager');
  const released = (await tabCall(tab, '/questionnaires')).find((q) => q.progress === 'RELEASED');
  await tab.evaluate(async (id) => {
    const config = await (await fetch('/config.json')).json();
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const token = JSON.parse(sessionStorage.getItem(key)).access_token;
    await fetch(`${config.api.baseUrl}/questionnaire/${id}/report/resend`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  }, released.testingId);
  await tab.close();
  for (let i = 0; i < 120 && !reportUrl; i++) {
    const mail = site.mails.mails.find((m) => /\/club\/report\/[A-Za-z0-9_-]{43}/.test(m.text));
    // Behind nginx the mail's own link (APP_URL/club/…); else the API server, which serves the page itself.
    const link = mail && /\/club\/report\/[A-Za-z0-9_-]{43}/.exec(mail.text)[0];
    if (link) reportUrl = `${site.viaNginx ? shellOrigin : 'http://127.0.0.1:3200'}${link}`;
    else await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (!reportUrl) throw new Error('no report mail arrived within 120 s');
  return reportUrl;
}

/** What runs by default: every page a person opens first, with the preset its target is set for. */
const DEFAULT_PLAN = [
  ['login', 'mobile'],
  ['login', 'desktop'],
  ['root', 'mobile'],
  ['datasheet', 'mobile'],
  ['datasheetNewTab', 'mobile'],
  ['datasheet', 'desktop'],
  ['dashboard', 'desktop'],
];

/** Puppeteer as Lighthouse itself brings it: Lighthouse audits a Puppeteer page. */
const puppeteer = createRequire(createRequire(import.meta.url).resolve('lighthouse'))('puppeteer-core');

/**
 * Waits (at most 5 s) for the API's session cookie (decision 0021), which the shell has set a second after a new token:
 * a person stays that long on the page they signed in to. A build without it just waits the 5 s.
 */
async function sessionCookieSet(page, timeoutMs = 5000) {
  const session = await page.createCDPSession();
  try {
    for (const until = Date.now() + timeoutMs; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const { cookies } = await session.send('Network.getAllCookies');
      if (cookies.some((cookie) => cookie.name === 'dtp-session')) return true;
    }
    return false;
  } finally {
    await session.detach();
  }
}

/**
 * Signs in in a tab of its own and closes it: the browser keeps the session (cookie, marker), a new tab has no tokens.
 * `prepare` runs in the signed-in tab before it closes (the page's address, from the tab's calls); its result comes back.
 */
async function newTabAfterSignIn(browser, account, prepare = async () => null) {
  const signedIn = await openTab(browser, shellOrigin, account);
  const prepared = await prepare(signedIn);
  await sessionCookieSet(signedIn);
  const page = await browser.newPage();
  await signedIn.close();
  return { page, prepared };
}

/**
 * `visit`: 'first' (empty HTTP cache; signed out also without any stored session) or 'repeat' (the
 * same tab again: the cache as the visit before left it). A signed-in tab keeps its storage (the session).
 */
async function audit(browser, cdpPort, key, preset, visit = 'first', tab = null) {
  const target = PAGES[key];
  const signedIn = Boolean(target.account);
  const pathOf = typeof target.path === 'function' ? target.path : async () => target.path;
  let page = tab;
  let address = null;
  if (!page && target.newTab) ({ page, prepared: address } = await newTabAfterSignIn(browser, target.account, pathOf));
  else if (!page) page = await openTab(browser, shellOrigin, target.account);
  const url = target.url ? await target.url() : `${shellOrigin}${address ?? (await pathOf(page))}`;
  if (visit === 'first') await emptyHttpCache(page);
  const pressureBefore = cpuPressure();
  // A phone of 375 px where the page says so (Lighthouse's own mobile screen is 412 px wide).
  const screen = target.width && preset === 'mobile' ? { screenEmulation: { mobile: true, width: target.width, height: 812, deviceScaleFactor: 2, disabled: false } } : {};
  const flags = { port: cdpPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: signedIn, throttlingMethod, ...screen };
  const { lhr } = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined, page);
  const pressureAfter = cpuPressure();
  const a = lhr.audits;
  if (lhr.runtimeError) console.warn(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const ms = (id) => (a[id]?.numericValue === undefined ? null : Math.round(a[id].numericValue));
  const requests = a['network-requests']?.details?.items ?? [];
  const row = {
    page: target.label,
    preset,
    visit,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: a['cumulative-layout-shift']?.numericValue === undefined ? null : +a['cumulative-layout-shift'].numericValue.toFixed(3),
    // What the LCP is: the element's tag and text (Lighthouse's node label), so a median says which paint it measures.
    lcpElement: lcpElementOf(a),
    requests: requests.length,
    ...scriptBytes(requests),
    // Scripts that came with a body: not from the cache (0 bytes), not a revalidation (Lighthouse lists a 304
    // as 200 with only its headers, about 0.9 KB here).
    scriptsDownloaded: requests.filter((r) => r.resourceType === 'Script' && r.transferSize > 1024).map((r) => { const url = new URL(r.url); return `${url.port}${url.pathname}`; }),
    totalKB: +((a['total-byte-weight']?.numericValue ?? 0) / 1024).toFixed(1),
    // A redirect (a silent sign-in through the identity service) would show here and in the URL.
    redirected: a.redirects?.details?.items?.length ?? 0,
    finalUrl: lhr.finalDisplayedUrl,
    cpuPressure: [pressureBefore, pressureAfter],
    // A run Lighthouse could not record (NO_NAVSTART and the like on the busy machine) is reported, not counted.
    failed: lhr.runtimeError?.code ?? null,
  };
  console.log(JSON.stringify(row));
  // The whole report beside the summary, for what the table does not show (LCP element, long tasks, chains).
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results', `lighthouse-${key}-${preset}-${visit}.json`), JSON.stringify(lhr));
  if (!tab) await page.close();
  return { row, page };
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((x, y) => x - y);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : +((sorted[mid - 1] + sorted[mid]) / 2).toFixed(3);
};
const range = (values) => {
  const present = values.filter((v) => v !== null);
  return present.length ? `${Math.min(...present)}–${Math.max(...present)}` : '–';
};

/** One line per page and preset: the median of the runs and their range, with the CPU pressure before/after each run. */
export function summarize(runs) {
  const groups = new Map();
  for (const r of runs) {
    const key = `${r.page}|${r.preset}|${r.visit}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].map((all) => {
    const rs = all.filter((r) => !r.failed);
    const field = (name) => rs.map((r) => r[name]);
    return {
      page: all[0].page,
      preset: all[0].preset,
      visit: all[0].visit,
      runs: rs.length,
      failedRuns: all.length - rs.length,
      score: median(field('score')),
      scoreRange: range(field('score')),
      lcpMs: median(field('lcpMs')),
      lcpRange: range(field('lcpMs')),
      fcpMs: median(field('fcpMs')),
      tbtMs: median(field('tbtMs')),
      tbtRange: range(field('tbtMs')),
      cls: median(field('cls')),
      clsMax: Math.max(...field('cls').filter((v) => v !== null)),
      redirected: Math.max(0, ...field('redirected')),
      jsBrotliKB: rs[0]?.jsBrotliKB ?? null,
      jsGzipKB: rs[0]?.jsGzipKB ?? null,
      scripts: rs[0]?.scripts ?? null,
      lcpElement: [...new Set(field('lcpElement'))].join(' | '),
      cpuPressure: all.map((r) => r.cpuPressure.map((p) => (p === null ? '?' : Math.round(p))).join('→')).join(', '),
    };
  });
}

function parseArgs(argv) {
  const value = (name) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const only = value('--only')?.split(',');
  return {
    runs: Number(value('--runs') ?? 5),
    // A page of the default plan by its key (all its presets) or key:preset; the others (test, questionnaire, clubReport) on mobile.
    plan: only
      ? only.flatMap((name) => {
          const [key, preset] = name.split(':');
          if (!PAGES[key]) throw new Error(`unknown page ${key}: ${Object.keys(PAGES).join(', ')}`);
          if (preset) return [[key, preset]];
          const planned = DEFAULT_PLAN.filter(([k]) => k === key);
          return planned.length > 0 ? planned : [[key, 'mobile']];
        })
      : DEFAULT_PLAN,
    tls: argv.includes('--tls'),
    nginx: argv.includes('--nginx'),
    throttling: argv.includes('--devtools-throttling') ? 'devtools' : 'simulate',
    extras: !argv.includes('--no-extras') && !argv.includes('--tls') && !argv.includes('--nginx'),
  };
}

export async function runLighthouse({ servicesRunning = false, runs = 5, plan = DEFAULT_PLAN, extras = true, tls = false, nginx = false, throttling = 'simulate' } = {}) {
  throttlingMethod = throttling;
  const stops = [];
  let redeploy = null;
  let siteFlags = [];
  if (!servicesRunning) {
    const tester = apps.find((app) => app.name === 'mf-tester');
    if (extras) {
      const dist = buildRedeployedTester();
      redeploy = { tester, dist, newFiles: newFileNames(path.join(root, tester.dir, 'dist'), dist) };
      stops.push(() => rmSync(dist, { recursive: true, force: true }));
    }
    const started = await startSite({ tls, nginx });
    site = { mails: started.mails, viaNginx: nginx };
    shellOrigin = started.shellOrigin;
    siteFlags = started.chromeFlags;
    stops.push(() => started.stop());
    if (redeploy) redeploy.swap = () => started.redeploy(redeploy.tester, redeploy.dist);
  }
  const profile = mkdtempSync(path.join(tmpdir(), 'dtp-lighthouse-'));
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: [...chromeFlags, ...siteFlags], userDataDir: profile });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  if (site) site.browser = browser;
  const rows = [];
  const extraRows = [];
  let mainThread = [];
  try {
    // Run by run through the plan, so that a busy minute of the machine spreads over all pages, not one.
    for (let run = 0; run < runs; run++) {
      for (const [key, preset] of plan) rows.push((await audit(browser, chrome.port, key, preset)).row);
    }
    if (extras) {
      // Coming back in the same tab: what a repeat visit downloads (304s for the revalidated files, nothing for hashed chunks).
      // In a tab of its own that stays open (audit closes a tab it opened itself).
      const { row, page } = await audit(browser, chrome.port, 'datasheet', 'mobile', 'first', await openTab(browser, shellOrigin, PAGES.datasheet.account));
      extraRows.push(row, (await audit(browser, chrome.port, 'datasheet', 'mobile', 'repeat', page)).row);
      mainThread = await measureMainThread();
      // mf-tester redeployed with one changed text: only its new files should come with a body.
      if (redeploy) {
        await redeploy.swap();
        extraRows.push((await audit(browser, chrome.port, 'datasheet', 'mobile', 'redeploy', page)).row);
        console.log(`mf-tester redeployed: new files ${redeploy.newFiles.join(', ')}; scripts downloaded ${extraRows.at(-1).scriptsDownloaded.join(', ')}`);
      }
      await page.close();
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
    for (const stop of stops) await stop();
  }
  const summary = summarize(rows);
  console.log(`\n${nginx ? 'nginx, HTTPS with HTTP/2, the API at /api/. ' : tls ? 'HTTPS with HTTP/2. ' : ''}${throttling === 'devtools' ? 'Throttled for real (devtools). ' : ''}Median of ${runs} runs (range); CPU pressure (/proc/pressure/cpu some avg10, %) before→after each run:`);
  console.log('| page | preset | score | LCP ms | LCP element | TBT ms | FCP ms | CLS | redirects | scripts | JS KB (brotli) | JS KB (gzip) | CPU pressure |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const s of summary) {
    const runs = s.failedRuns ? ` [${s.runs} runs, ${s.failedRuns} failed]` : '';
    console.log(`| ${s.page} | ${s.preset} | ${s.score} (${s.scoreRange})${runs} | ${s.lcpMs} (${s.lcpRange}) | ${s.lcpElement} | ${s.tbtMs} (${s.tbtRange}) | ${s.fcpMs} | ${s.cls} (max ${s.clsMax}) | ${s.redirected} | ${s.scripts} | ${s.jsBrotliKB} | ${s.jsGzipKB} | ${s.cpuPressure} |`);
  }
  if (extraRows.length) {
    console.log('\n| page | preset | visit | score | LCP ms | TBT ms | scripts | JS KB (brotli) | scripts downloaded |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const r of extraRows) console.log(`| ${r.page} | ${r.preset} | ${r.visit} | ${r.score} | ${r.lcpMs} | ${r.tbtMs} | ${r.scripts} | ${r.jsBrotliKB} | ${r.scriptsDownloaded.length} |`);
  }
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results', 'lighthouse.json'), JSON.stringify({ summary, lighthouse: rows, visits: extraRows, mainThread }, null, 2));
  return summary;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { announceNode } = await import('../toolchain/node-version.cjs');
  announceNode('Lighthouse benchmark');
  await runLighthouse(parseArgs(process.argv.slice(2)));
  process.exit(0);
}
