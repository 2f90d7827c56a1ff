import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DatasheetPage } from '../support/datasheet-page';
import { blockExternalRequests } from '../support/network';
import { expectNoHorizontalOverflow } from '../support/screenshots';
import { Sidebar } from '../support/sidebar';
import { IdentityLoginPage, signIn } from '../support/sign-in';

const internal = (entries: string[]) => entries.filter((e) => !/PDF|Fragebogen|Guide|Ausfüllhilfe|Identity|Impressum|Datenschutz/.test(e));

const expectedEntries = {
  admin: [
    'Startseite',
    'Übersicht',
    'Saisons',
    'Wellen',
    'Panels',
    'Ihr Datenblatt',
    'Ihre Tests',
    'Ihre Spesenabrechnungen',
    'Ihr Tester-Feedback',
    'Datenblätter',
    'Golf-Clubs',
    'Tester',
    'Import',
    'Emails',
    'Auswertung',
    'Maßnahmen',
    'Administration',
  ],
  manager: ['Startseite', 'Übersicht', 'Saisons', 'Wellen', 'Panels', 'Tester Feedback Übersicht', 'Datenblätter', 'Golf-Clubs', 'Tester', 'Import', 'Emails', 'Auswertung', 'Maßnahmen'],
  tester: ['Startseite', 'Ihr Datenblatt', 'Ihre Tests', 'Ihre Spesenabrechnungen', 'Ihr Tester-Feedback'],
} as const;

const landing = { admin: '/dashboard', manager: '/dashboard', tester: '/datasheet' } as const;

for (const account of ['admin', 'manager', 'tester'] as const) {
  test(`${account} signs in through the identity service and sees the sidebar of the role`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, account, '/', { viaForm: true });
    await expect(page).toHaveURL(new RegExp(`${landing[account]}$`));
    const sidebar = new Sidebar(page);
    await expect.poll(async () => internal(await sidebar.entries())).toEqual([...expectedEntries[account]]);
    await expect(page.getByTestId('sidebar-username')).toHaveText(account);
    const bottom = page.getByTestId('sidebar').getByTestId('bottom-links');
    if (account === 'admin') await expect(bottom.getByText('Administrator', { exact: true })).toBeVisible();
    if (account === 'manager') await expect(bottom.getByText('Test-Manager', { exact: true })).toBeVisible();
    if (account === 'tester') await expect(bottom.getByText('Fragebogen freigeben')).toHaveCount(0);
    // Every role: the legal pages, last (issue 32).
    const legal = (await bottom.getByRole('link').allInnerTexts()).slice(-2);
    expect(legal).toEqual(['Impressum', 'Datenschutz']);
  });
}

test('a wrong password is refused with a German message', async ({ page }) => {
  await blockExternalRequests(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await new IdentityLoginPage(page).submit('tester', 'falsch');
  await expect(page.getByRole('alert')).toContainText('Benutzername oder Passwort ist falsch.');
});

test('the requested path is restored after login, and logout returns to the login page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'manager', '/clubs');
  await expect(page).toHaveURL(/\/clubs$/);
  await new Sidebar(page).signOut();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Registrieren' })).toBeVisible();
});

test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
  await signIn(page, 'tester', '/gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByText('Digitale Test-Plattform').first()).toBeVisible();
});

test('on a phone the sidebar is hidden and the menu button opens it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'tester', '/');
  // Spec section 1: the header shows platform name and version, on a phone too.
  const info = page.getByTestId('platform-info');
  await expect(info.getByText('Live-System')).toBeVisible();
  await expect(info.getByText(/6\.2/)).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const drawer = page.getByTestId('sidebar-drawer');
  await expect(drawer.getByRole('link', { name: 'Ihre Tests' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Ihre Tests' }).click();
  await expect(page).toHaveURL(/\/tests$/);
  await expectNoHorizontalOverflow(page);
});

test('a reload with a valid session shows the page without the OIDC libraries; logout loads them and works', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'tester', '/datasheet');
  const sheet = new DatasheetPage(page);
  await expect(sheet.heading).toBeVisible();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.reload();
  await expect(sheet.heading).toBeVisible();
  await expect(page.getByTestId('sidebar-username')).toHaveText('tester');
  expect(scripts.filter((url) => url.includes('oidc-auth'))).toEqual([]);
  await new Sidebar(page).signOut();
  await expect(page).toHaveURL(/\/login/);
  expect(scripts.filter((url) => url.includes('oidc-auth')).length).toBeGreaterThan(0);
  // The identity service's session is over too: signing in asks for the password again.
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByLabel('Passwort')).toBeVisible();
});

/** What the page keeps in localStorage and in the tab's sessionStorage. */
function browserStorage(page: Page): Promise<{ local: Record<string, string>; session: Record<string, string> }> {
  return page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
}

test('the tokens stay in the tab: localStorage holds none, a second tab signs in silently, a logout reaches both', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The second tab signs in through the identity service's session: this one is made here, by the form.
  await signIn(page, 'tester', '/datasheet', { viaForm: true });
  await expect(new DatasheetPage(page).heading).toBeVisible();
  const { local, session } = await browserStorage(page);
  const stored = Object.entries(session).find(([key]) => key.startsWith('oidc.user:'));
  expect(stored).toBeDefined();
  const { access_token, refresh_token, id_token } = JSON.parse(stored![1]) as Record<string, string>;
  const kept = JSON.stringify(local);
  for (const token of [access_token, refresh_token, id_token]) expect(kept).not.toContain(token!);
  expect(Object.keys(local).filter((key) => key.startsWith('oidc.'))).toEqual([]);

  // A second tab of the same browser: through the identity service's session, without the password.
  const second = await context.newPage();
  await second.setViewportSize({ width: 1280, height: 900 });
  await blockExternalRequests(second);
  const passwordAsked: string[] = [];
  second.on('framenavigated', (frame) => {
    if (frame.url().includes('/interaction/')) passwordAsked.push(frame.url());
  });
  // Issue 41: the page's first script starts the silent sign-in before the app has loaded. The identity service is
  // same-site here (localhost), so it runs in a hidden frame while the app downloads: the tab never leaves the page,
  // and the app loads once.
  // The shell's main.js as it arrived: a speculative request that the script's stop cancels does not count (it never
  // arrives, and the app would not start for it).
  let appLoads = 0;
  const authorizations: URL[] = [];
  second.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.port === '3000' && url.pathname === '/main.js') appLoads += 1;
  });
  const tabAddresses: string[] = [];
  second.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/auth') && url.port === '3100') authorizations.push(url);
  });
  second.on('framenavigated', (frame) => {
    if (frame === second.mainFrame()) tabAddresses.push(new URL(frame.url()).origin);
  });
  await second.goto('/tests');
  await expect(second).toHaveURL(/\/tests$/);
  await expect(second.getByTestId('sidebar-username')).toHaveText('tester');
  expect(passwordAsked).toEqual([]);
  expect(appLoads).toBe(1);
  expect([...new Set(tabAddresses)]).toEqual(['http://localhost:3000']);
  expect(authorizations).toHaveLength(1);
  expect(Object.fromEntries(authorizations[0]!.searchParams)).toMatchObject({ prompt: 'none', code_challenge_method: 'S256', client_id: 'dtp-frontend' });
  const second_ = await browserStorage(second);
  for (const token of [access_token, refresh_token, id_token]) expect(JSON.stringify(second_.local)).not.toContain(token!);
  expect(Object.keys(second_.session).some((key) => key.startsWith('oidc.user:'))).toBe(true);

  // 'Abmelden' in the second tab signs the first one out too (its session check).
  await new Sidebar(second).signOut();
  await expect(second).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
});

test('a session stored in localStorage before the change moves into the tab without an error', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'tester', '/datasheet');
  await expect(new DatasheetPage(page).heading).toBeVisible();
  // As the platform kept it before: the user in localStorage, nothing in the tab.
  await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    localStorage.setItem(key, sessionStorage.getItem(key)!);
    sessionStorage.clear();
    localStorage.removeItem('dtp.oidc.session');
  });
  await page.reload();
  await expect(new DatasheetPage(page).heading).toBeVisible();
  await expect(page.getByTestId('sidebar-username')).toHaveText('tester');
  const { local, session } = await browserStorage(page);
  expect(Object.keys(local).filter((key) => key.startsWith('oidc.'))).toEqual([]);
  expect(Object.keys(session).some((key) => key.startsWith('oidc.user:'))).toBe(true);
});

test('„Impressum“ and „Datenschutz“ of the login page open the configured pages in a new tab; the prerendered page’s own paths forward there', async ({ page, context }) => {
  // The configured pages (the association's, config/runtime.base.json), answered here instead of on the internet.
  await context.route('https://www.example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Verein</title>' }));
  await page.goto('/login');
  const [imprint] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Impressum' }).click()]);
  await expect(imprint).toHaveURL('https://www.example.org/impressum');
  await imprint.close();
  // login.html, prerendered before the configuration is known, links /datenschutz.
  await page.goto('/datenschutz');
  await expect(page).toHaveURL('https://www.example.org/datenschutz');
});
