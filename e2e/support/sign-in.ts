import { expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { blockExternalRequests } from './network';

export type Account = 'admin' | 'manager' | 'tester' | 'tester2' | 'tester3' | 'neu' | 'ohnerolle';

/** Page object of the identity service's German login page. */
export class IdentityLoginPage {
  constructor(private readonly page: Page) {}

  async submit(username: string, password: string) {
    await this.page.getByLabel('Benutzername').fill(username);
    await this.page.getByLabel('Passwort').fill(password);
    await this.page.getByRole('button', { name: 'Anmelden' }).click();
  }
}

/**
 * An account's signed-in tab, kept after its sign-in through the form in this worker: the tab's user (tokens) as
 * oidc-client-ts keeps it in sessionStorage, the shell's notes in localStorage (session marker, silent sign-in hint)
 * and the identity service's cookies. A later test's new tab gets them before its first script runs, so it starts as
 * after a reload of a signed-in tab (the product's own path) instead of loading the app twice around the login form.
 * Kept only while the access token has more than `MIN_TOKEN_LIFE_MS` left (the identity service gives 300 s).
 */
interface KeptSession {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  origin: string;
  local: [string, string][];
  session: [string, string][];
  expiresAt: number;
}
const kept = new Map<Account, KeptSession>();
/** The shell's notes of a sign-in in localStorage (session-marker.ts, silent-sign-in-hint.ts); never a test's drafts. */
const SHELL_NOTES = ['dtp.oidc.session', 'dtp.silent-sign-in'];
const MIN_TOKEN_LIFE_MS = 150_000;
/** Restores so far: each has its own once-per-tab flag (a tab may sign out and in as another account). */
let restores = 0;
/** How long a kept session may take to show the app before the form is used. */
const KEPT_SESSION_WAIT_MS = 15_000;

/** After a sign-out (e2e/support/sidebar.ts): every kept tab goes; the next sign-in of each account uses the form. */
export function forgetKeptSessions(): void {
  kept.clear();
}

async function keepSession(page: Page, account: Account): Promise<void> {
  const tab = await page.evaluate((notes) => ({
    origin: window.location.origin,
    local: Object.entries(window.localStorage).filter(([key]) => notes.includes(key)),
    session: Object.entries(window.sessionStorage).filter(([key]) => key.startsWith('oidc.user:')),
  }), SHELL_NOTES);
  const user = tab.session[0]?.[1];
  const expiresAt = user ? Number((JSON.parse(user) as { expires_at?: number }).expires_at ?? 0) * 1000 : 0;
  if (expiresAt > 0) kept.set(account, { cookies: await page.context().cookies(), ...tab, expiresAt });
}

async function restoreSession(page: Page, session: KeptSession): Promise<void> {
  await page.context().addCookies(session.cookies);
  // Once per tab, before the page's first script reads it; never again (a tab that signs out stays signed out).
  const flag = `e2e.session-restored.${++restores}`;
  await page.addInitScript(({ flag: restored, origin, local, session: items }) => {
    if (window.location.origin !== origin || window.sessionStorage.getItem(restored)) return;
    window.sessionStorage.setItem(restored, '1');
    for (const [key, value] of local) window.localStorage.setItem(key, value);
    for (const [key, value] of items) window.sessionStorage.setItem(key, value);
  }, { flag, ...session });
}

/**
 * Opens `path` and signs in as `account`; waits for the app. Through the identity service's form the first time per
 * account and whenever the kept tab's token is about to expire; otherwise as the kept tab. `viaForm` always takes the
 * form (tests of the sign-in itself).
 */
export async function signIn(page: Page, account: Account, path = '/', { viaForm = false }: { viaForm?: boolean } = {}): Promise<void> {
  await blockExternalRequests(page);
  const candidate = viaForm ? undefined : kept.get(account);
  const session = candidate && candidate.expiresAt - Date.now() > MIN_TOKEN_LIFE_MS ? candidate : undefined;
  if (session) await restoreSession(page, session);
  await page.goto(path);
  const app = page.getByTestId('platform-info');
  const signInButton = page.getByRole('button', { name: 'Anmelden' });
  if (session) {
    // A kept tab shows the app at once; should it not (the identity service was restarted), the form signs in.
    const signedIn = await app.waitFor({ timeout: KEPT_SESSION_WAIT_MS }).then(
      () => true,
      () => false,
    );
    if (signedIn) return;
  }
  const loginForm = /localhost:3100\/realms\/dtp\/interaction/;
  if (!loginForm.test(page.url())) {
    await signInButton.click();
    await page.waitForURL(loginForm);
  }
  await new IdentityLoginPage(page).submit(account, account);
  await page.waitForURL(/localhost:3000\//);
  await expect(app).toBeVisible();
  await keepSession(page, account);
}
