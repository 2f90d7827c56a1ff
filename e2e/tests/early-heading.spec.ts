import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DatasheetPage } from '../support/datasheet-page';
import { Sidebar } from '../support/sidebar';
import { blockExternalRequests } from '../support/network';
import { signIn } from '../support/sign-in';
import { tabApi } from '../support/tab-api';
import { API_URL, expect, test } from '../support/test';

// Issue 63, item 1 (decision 0020): the data sheet's heading (title, year, the tester's name) is painted from the
// page's early answer before the app's code has arrived, in the box where the screen then renders its own: nothing
// moves and it never disappears. The same in a new tab (its answer comes after the silent sign-in); when the early
// call fails the page shows what it showed before.

const SHELL = 'http://localhost:3000';
const NAME = 'Max Mustermann';

/**
 * Records, frame by frame from the page's first moment, what `main h1` says and where its text stands (the text's
 * own box: the block around it may widen when the status badge joins the name), and every layout shift.
 */
async function recordFrames(context: BrowserContext) {
  await context.addInitScript(() => {
    const frames: string[] = [];
    const shifts: string[] = [];
    Object.assign(window, { frames_: frames, shifts_: shifts });
    const sample = () => {
      const h1 = document.querySelector('main h1');
      let seen = 'none';
      if (h1) {
        const range = document.createRange();
        range.selectNodeContents(h1);
        const r = range.getBoundingClientRect();
        seen = `${h1.textContent} @${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      }
      if (frames.at(-1) !== seen) frames.push(seen);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) shifts.push(entry.value.toFixed(4));
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const recorded = (page: Page) => page.evaluate(() => ({ frames: (window as unknown as { frames_: string[] }).frames_, shifts: (window as unknown as { shifts_: string[] }).shifts_ }));

/** Holds the requests of `urls` until released: what shows meanwhile is what came before them. */
async function hold(page: Page, matches: (url: URL) => boolean) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => matches(url), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** From its first frame on, the heading stands in every frame with the same text in the same place. */
function expectSteadyHeading(frames: string[], title: string) {
  const first = frames.findIndex((frame) => frame.startsWith(`${title} @`));
  expect(first, frames.join('\n')).toBeGreaterThan(-1);
  const place = frames[first]!.split(' @')[1]!.split(' ')[0];
  for (const frame of frames.slice(first)) expect(frame, frames.join('\n')).toMatch(new RegExp(`^${title} @${place} `));
}

/** The form arrives under the heading painted early, which kept its text and place in every frame; nothing shifted. */
async function expectScreenUnderSteadyHeading(page: Page, screenshot: string) {
  await expect(page.getByRole('tab', { name: 'Stammdaten' })).toBeVisible();
  await expect(page.getByText('Status: ')).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: screenshot });
  const { frames, shifts } = await recorded(page);
  expectSteadyHeading(frames, 'Testerdatenblatt 2023');
  expect(shifts).toEqual([]);
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1350, height: 940 },
]) {
  test(`same tab at ${viewport.width} px: title, year and name before any of the app's code, then the screen's own heading in the same place`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await blockExternalRequests(page);
    await signIn(page, 'tester', '/datasheet');
    await new DatasheetPage(page).expectLoaded(2023);
    await recordFrames(context);
    // Every script of the app is held (main.js is added by the page's first script): what shows is the page itself.
    const release = await hold(page, (url) => url.origin === SHELL && url.pathname === '/main.js');
    await page.reload({ waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Testerdatenblatt 2023' });
    await expect(heading).toBeVisible();
    await expect(page.locator('main')).toContainText(NAME);
    await expect(page.getByRole('status', { name: 'Bereich wird geladen' })).toBeVisible();
    expect(await page.evaluate(() => typeof (window as unknown as { __FEDERATION__?: unknown }).__FEDERATION__)).toBe('undefined');
    await page.screenshot({ path: `screenshots/early-heading-${viewport.width}-before-app.png` });
    release();
    await expectScreenUnderSteadyHeading(page, `screenshots/early-heading-${viewport.width}-screen.png`);
    await context.close();
  });
}

/** A phone's browser in which the tester signed in through the form, in a first tab that shows the data sheet. */
async function testerSignedInInAFirstTab(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const first = await context.newPage();
  await blockExternalRequests(first);
  await signIn(first, 'tester', '/datasheet', { viaForm: true });
  await new DatasheetPage(first).expectLoaded(2023);
  return { context, first };
}

test('a new tab: the heading is painted after the silent sign-in, before the start chunks have arrived', async ({ browser }) => {
  const { context, first } = await testerSignedInInAFirstTab(browser);
  // The shell's start chunks (React, the design system, the API client …) as the page lists them.
  const startChunks = await first.evaluate(() => document.querySelector('meta[name="dtp-start-chunks"]')!.getAttribute('content')!.split(' '));
  expect(startChunks.length).toBeGreaterThan(5);
  await first.close();

  await recordFrames(context);
  const tab = await context.newPage();
  await blockExternalRequests(tab);
  const release = await hold(tab, (url) => url.origin === SHELL && startChunks.includes(url.pathname));
  await tab.goto('/datasheet', { waitUntil: 'commit' });
  await expect(tab.getByRole('heading', { level: 1, name: 'Testerdatenblatt 2023' })).toBeVisible();
  await expect(tab.locator('main')).toContainText(NAME);
  release();
  await expectScreenUnderSteadyHeading(tab, 'screenshots/early-heading-new-tab-screen.png');
  await context.close();
});

test("a new tab: the heading comes with the API's session cookie, before the silent sign-in has an answer (decision 0021); 'Abmelden' ends it", async ({ browser }) => {
  const { context, first } = await testerSignedInInAFirstTab(browser);
  // The tab's token went to the API, which set its cookie: HttpOnly, SameSite=Strict, for the API's address only.
  const sessionCookie = async () => (await context.cookies(API_URL)).filter((c) => c.name === 'dtp-session').map((c) => `${c.httpOnly} ${c.sameSite}`);
  await expect.poll(sessionCookie).toEqual(['true Strict']);
  await first.close();

  await recordFrames(context);
  const tab = await context.newPage();
  await blockExternalRequests(tab);
  // The identity service does not answer (the frame's sign-in waits): the heading needs no token.
  const releaseSignIn = await hold(tab, (url) => url.port === '3100');
  await tab.goto('/datasheet', { waitUntil: 'commit' });
  await expect(tab.getByRole('heading', { level: 1, name: 'Testerdatenblatt 2023' })).toBeVisible();
  await expect(tab.locator('main')).toContainText(NAME);
  await tab.screenshot({ path: 'screenshots/early-heading-new-tab-cookie.png' });
  releaseSignIn();
  await expectScreenUnderSteadyHeading(tab, 'screenshots/early-heading-new-tab-cookie-screen.png');

  // A read with the cookie alone is answered; a write is not.
  const read = await context.request.get(`${API_URL}/datasheet`);
  expect(read.status()).toBe(200);
  expect((await context.request.post(`${API_URL}/datasheet/progress`, { data: {} })).status()).toBe(401);
  // 'Abmelden' clears it: the same read is refused.
  await tab.setViewportSize({ width: 1280, height: 900 });
  await new Sidebar(tab).signOut();
  await expect(tab).toHaveURL(/\/login/);
  await expect.poll(sessionCookie).toEqual([]);
  expect((await context.request.get(`${API_URL}/datasheet`)).status()).toBe(401);
  await context.close();
});

test('the early call fails: the frame stays grey, and the app shows its own answer as before', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await blockExternalRequests(page);
  await signIn(page, 'tester', '/datasheet');
  await new DatasheetPage(page).expectLoaded(2023);
  await recordFrames(context);
  // The first GET /datasheet (the page's early call) answers 503; later ones reach the server.
  let failed = 0;
  await page.route(`${API_URL}/datasheet`, async (route) => {
    if (route.request().method() === 'GET' && failed === 0) {
      failed += 1;
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Der Dienst ist vorübergehend nicht erreichbar.' }) });
    } else await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Erneut laden' })).toBeVisible();
  expect(failed).toBe(1);
  const { frames } = await recorded(page);
  // No heading with a year was ever painted: the frame's skeleton, then the screen's own year-less heading.
  expect(frames.filter((frame) => frame.startsWith('Testerdatenblatt 2023')), frames.join('\n')).toEqual([]);
  await page.getByRole('button', { name: 'Erneut laden' }).click();
  await new DatasheetPage(page).expectLoaded(2023);
  await context.close();
});

// The tester opens a test's page from a mail: an address the app has never opened in this browser, of a route whose
// screen showed before (another test's page). Its first calls leave from the page's first script and the test's
// heading (the club, the back button) is painted from the early answer before any of the app's code.
test('a test’s page from a mail: the heading of another address of the route, before the app’s code, in its place', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await blockExternalRequests(page);
  await signIn(page, 'tester', '/tests');
  const { tests } = await tabApi<{ tests: { id: number; club: { name: string } | null }[] }>(page, 'GET', '/tests');
  const withClub = tests.filter((t) => t.club !== null);
  expect(withClub.length, 'the demo tester has two tests with their clubs').toBeGreaterThanOrEqual(2);
  const [seen, mailed] = withClub as [(typeof tests)[0] & { club: { name: string } }, (typeof tests)[0] & { club: { name: string } }];
  await page.goto(`/tests/test/${seen.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ihr Test des ${seen.club.name}` })).toBeVisible();

  await recordFrames(context);
  const release = await hold(page, (url) => url.origin === SHELL && url.pathname === '/main.js');
  await page.goto(`/tests/test/${mailed.id}`, { waitUntil: 'commit' });
  const title = `Ihr Test des ${mailed.club.name}`;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/tests');
  expect(await page.evaluate(() => typeof (window as unknown as { __FEDERATION__?: unknown }).__FEDERATION__)).toBe('undefined');
  await page.screenshot({ path: 'screenshots/early-heading-test-page-before-app.png' });
  release();
  // The screen's own content under the heading, which kept its text and place in every frame.
  await expect(page.getByRole('status', { name: 'Bereich wird geladen' })).toHaveCount(0);
  await expect(page.locator('main')).toContainText(mailed.club.name);
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'screenshots/early-heading-test-page-screen.png' });
  const { frames, shifts } = await recorded(page);
  expectSteadyHeading(frames, title);
  expect(shifts).toEqual([]);
  await context.close();
});
