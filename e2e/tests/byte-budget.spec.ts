import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { signIn, type Account } from '../support/sign-in';

// The byte budget of the first screens (issue 63, item 3), on the production builds: the JavaScript a first visit of
// the tester's data sheet and the manager's dashboard downloads, gzip level 9 as scripts/bench/bench.mjs counts it.
// A page over its budget fails with a line per chunk that grew or came new, against the chunks recorded in
// byte-budget.chunks.json. Raising a budget is one line of byte-budget.json; after it (or any change of the chunks):
//   BYTE_BUDGET_WRITE=1 pnpm exec playwright test tests/byte-budget.spec.ts     rewrites byte-budget.chunks.json
// Item 4: nothing of the questionnaire, its editor or the assignment proposal is in the tester's first screen.

const BUDGET_URL = new URL('../byte-budget.json', import.meta.url);
const CHUNKS_URL = new URL('../byte-budget.chunks.json', import.meta.url);
const budgets = JSON.parse(readFileSync(BUDGET_URL, 'utf8')) as Record<string, number>;
const writing = process.env.BYTE_BUDGET_WRITE === '1';

const PAGES: { name: string; account: Account; path: string }[] = [
  { name: 'tester /datasheet', account: 'tester', path: '/datasheet' },
  { name: 'manager /dashboard', account: 'manager', path: '/dashboard' },
];

/** A chunk by its app and file without the content hash: ':3000/start-2.4bdfe204.js' → 'shell/start-2.js'. */
const APPS: Record<string, string> = { '3000': 'shell', '3001': 'mf-tester', '3002': 'mf-backoffice', '3003': 'mf-feedback' };
const chunkName = (url: string): string => {
  const { port, pathname } = new URL(url);
  return `${APPS[port] ?? port}/${pathname.slice(1).replace(/\.[0-9a-f]{8,}(?=\.js$)/, '')}`;
};

/**
 * Texts only the parts kept off the tester's first screen carry (their remotes' texts files), each checked to be in
 * its remote's build: a renamed text fails here instead of proving nothing.
 */
const KEPT_OFF = [
  { part: 'the questionnaire form (shared-ui questionnaire-texts.ts)', text: 'Foto aufnehmen oder auswählen', dist: 'mf-tester/dist' },
  { part: 'the questionnaire editor (mf-backoffice editor-texts.ts)', text: 'Frage hinzufügen', dist: 'mf-backoffice/dist' },
  { part: 'the assignment proposal (mf-backoffice assignment-proposal-texts.ts)', text: 'Vorschlag übernehmen', dist: 'mf-backoffice/dist' },
];

interface Script {
  name: string;
  gzip: number;
  body: Buffer;
}

/** A first visit's scripts of the signed-in tab's page (the browser cache off: everything is downloaded again). */
async function firstVisitScripts(page: Page, path: string): Promise<Script[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending: Promise<Script | null>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script' || !/^http:\/\/localhost:300\d\//.test(response.url())) return;
    pending.push(response.body().then((body) => ({ name: chunkName(response.url()), gzip: gzipSync(body, { level: 9 }).length, body }), () => null));
  };
  page.on('response', onResponse);
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return (await Promise.all(pending)).filter((s): s is Script => s !== null);
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The lines naming what grew against the recorded chunks: new chunks and grown ones, largest growth first. */
function growthLines(scripts: readonly Script[], recorded: Record<string, number>): string[] {
  const lines = scripts
    .map((s) => ({ name: s.name, before: recorded[s.name], now: s.gzip }))
    .filter((c) => c.before === undefined || c.now > c.before)
    .sort((a, b) => b.now - (b.before ?? 0) - (a.now - (a.before ?? 0)))
    .map((c) => (c.before === undefined ? `  new chunk ${c.name}: +${kb(c.now)} gzip` : `  chunk ${c.name} grew by ${kb(c.now - c.before)} gzip (${kb(c.before)} → ${kb(c.now)})`));
  const gone = Object.keys(recorded).filter((name) => !scripts.some((s) => s.name === name));
  return [...lines, ...gone.map((name) => `  chunk ${name} no longer loaded (−${kb(recorded[name]!)})`)];
}

const measured: Record<string, Record<string, number>> = {};

test.describe('the first screens’ byte budget (gzip)', () => {
  test.afterAll(() => {
    if (writing) writeFileSync(CHUNKS_URL, `${JSON.stringify(measured, null, 2)}\n`);
  });

  for (const { name, account, path } of PAGES) {
    test(`${name} stays within its budget`, async ({ page }) => {
      const budget = budgets[name];
      expect(budget, `a budget for „${name}“ in e2e/byte-budget.json`).toBeGreaterThan(0);
      await signIn(page, account, path);
      const scripts = await firstVisitScripts(page, path);
      const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
      measured[name] = Object.fromEntries(scripts.map((s) => [s.name, s.gzip]).sort(([a], [b]) => String(a).localeCompare(String(b))));
      console.log(`${name}: ${kb(total)} gzip in ${scripts.length} scripts (budget ${kb(budget!)})`);
      if (total > budget!) {
        const recorded = (JSON.parse(readFileSync(CHUNKS_URL, 'utf8')) as Record<string, Record<string, number>>)[name] ?? {};
        const lines = [`${name}: ${kb(total)} gzip is ${kb(total - budget!)} over its budget of ${kb(budget!)} (e2e/byte-budget.json):`, ...growthLines(scripts, recorded)];
        expect.soft(total, lines.join('\n')).toBeLessThanOrEqual(budget!);
      }
      if (account === 'tester') {
        // Item 4: never the back office, the questionnaire, its editor or the proposal on the tester's first screen.
        expect(scripts.filter((s) => s.name.startsWith('mf-backoffice/')).map((s) => s.name)).toEqual([]);
        for (const { part, text, dist } of KEPT_OFF) {
          const built = readdirSync(new URL(`../../${dist}/`, import.meta.url)).filter((f) => f.endsWith('.js'));
          expect(
            built.some((f) => readFileSync(new URL(`../../${dist}/${f}`, import.meta.url), 'utf8').includes(text)),
            `„${text}“ is in the build of ${part}`,
          ).toBe(true);
          expect(scripts.filter((s) => s.body.includes(text)).map((s) => s.name), `${part} on the tester's first screen`).toEqual([]);
        }
      }
    });
  }
});
