import type { BrowserContext, Page, Request } from '@playwright/test';
import { API_URL, expect, test } from '../support/test';
import { CONNECTION_LOST, DRAFT_RESTORED, ONE_RENEWAL_MS, SAVED } from '../support/session-notices';
import { DatasheetPage } from '../support/datasheet-page';
import { screenshotWithoutOverflow } from '../support/screenshots';
import { IdentityLoginPage, signIn } from '../support/sign-in';
import { TravelClaimPage, TravelsListPage, pngReceipt, storedReceiptName } from '../support/tester-tests-travels-pages';

// Nothing lost on a real phone (issue 31): a tester at a golf club with a weak signal, a phone that
// slept, a redeploy in the middle of a form. Each journey runs at 375 px on a 4× slower CPU, in oidc
// mode against the local identity service and the real API server, and ends with the input still
// there and a save that succeeds after the recovery.

const IDP = 'http://localhost:3100/realms/dtp';

// A phone: 375 × 812 and a CPU four times slower.
test.use({ viewport: { width: 375, height: 812 } });
test.setTimeout(120_000);

async function phone(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // A reload with unsaved input asks 'leave?' (the leave guard); the tester says yes.
  page.on('dialog', (dialog) => void dialog.accept());
}

/** A full-page screenshot from the top, so the sticky header and notices sit where a person sees them first. */
async function screenshotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotWithoutOverflow(page, name);
}

/** What the browser keeps for the pages (localStorage and sessionStorage), as one text. */
function browserStorage(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
}

/** The signed-in user as oidc-client-ts keeps it in the tab's sessionStorage. */
async function storedOidcUser(page: Page): Promise<{ access_token: string; refresh_token: string }> {
  const stored = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? sessionStorage.getItem(key) : null;
  });
  if (!stored) throw new Error('no signed-in user in sessionStorage');
  return JSON.parse(stored) as { access_token: string; refresh_token: string };
}

/** Waits until the form's draft holds `text` (drafts are written 300 ms after the last keystroke). */
async function expectDraftWith(page: Page, form: string, text: string) {
  await expect
    .poll(() => page.evaluate((name) => Object.entries(localStorage).find(([k]) => k.startsWith('dtp.draft.') && k.includes(`.${name}.`))?.[1] ?? '', form))
    .toContain(text);
}

const isApiCall = (request: Request) => request.url().startsWith(API_URL);

test('offline while the token is refreshed: still signed in, a notice, and the save works once the network is back', async ({ page, context }) => {
  await page.clock.install();
  await phone(page, context);
  await signIn(page, 'tester', '/datasheet', { viaForm: true }); // a token of its own, timed by this page's clock
  const sheet = new DatasheetPage(page);
  await sheet.expectLoaded();
  await sheet.field(/^Beruf/).fill('Greenkeeper');

  // The signal goes; the phone's minute passes and the refresh falls due.
  await context.setOffline(true);
  await page.clock.fastForward(ONE_RENEWAL_MS);
  const notice = page.getByText(CONNECTION_LOST);
  await expect(notice).toBeVisible();
  await expect(sheet.heading).toBeVisible();
  await expect(page).toHaveURL(/\/datasheet$/);
  await expect(sheet.field(/^Beruf/)).toHaveValue('Greenkeeper');
  await screenshotFromTop(page, 'phone-connection-lost-375');

  // The signal is back: the next try (2 s after the first failure) renews the session.
  await context.setOffline(false);
  await page.clock.fastForward(5_000);
  await expect(notice).toBeHidden();
  await expect(sheet.field(/^Beruf/)).toHaveValue('Greenkeeper');
  await sheet.save();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /^Fehler:/ })).toHaveCount(0);

  await page.reload();
  await sheet.expectLoaded();
  await expect(sheet.field(/^Beruf/)).toHaveValue('Greenkeeper');
});

test("the phone slept past the token's expiry: the save renews the token and succeeds without an error badge", async ({ page, context }) => {
  await page.clock.install();
  await phone(page, context);
  await signIn(page, 'tester', '/datasheet', { viaForm: true }); // a token of its own, timed by this page's clock
  const sheet = new DatasheetPage(page);
  await sheet.expectLoaded();
  await sheet.field(/^Telefon/).fill('0171 2345678');

  // The phone sleeps for six minutes: its clock moves on, no timer runs meanwhile (setSystemTime
  // fires none), so the save goes out with the token of before, now 10 s past its 300 s.
  const { access_token: slept } = await storedOidcUser(page);
  await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 310_000);
  // The API server runs on the real clock, for which the token is still valid; so that it refuses the
  // token as it would after those six minutes, the old token reaches it with its signature spoilt.
  // The real server answers that 401; a renewed token passes unchanged.
  await page.route(
    (url) => url.href.startsWith(API_URL),
    (route) => {
      const headers = route.request().headers();
      if (headers.authorization !== `Bearer ${slept}`) return route.continue();
      return route.continue({ headers: { ...headers, authorization: `Bearer ${slept.slice(0, -4)}AAAA` } });
    },
  );
  const statuses: { status: number; token: string | undefined }[] = [];
  page.on('response', (response) => {
    if (isApiCall(response.request()) && response.request().method() !== 'GET' && response.request().method() !== 'OPTIONS') {
      statuses.push({ status: response.status(), token: response.request().headers().authorization });
    }
  });

  await sheet.save();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /^Fehler:/ })).toHaveCount(0);
  // The save was refused once (the expired token) and sent again with a renewed one.
  expect(statuses.map((s) => s.status)).toEqual([401, 200]);
  expect(statuses[1]?.token).not.toBe(`Bearer ${slept}`);
  await expect(sheet.field(/^Telefon/)).toHaveValue('0171 2345678');

  await page.reload();
  await sheet.expectLoaded();
  await expect(sheet.field(/^Telefon/)).toHaveValue('0171 2345678');
});

test('the session ended at the identity service: sign in again, back on the data sheet with the draft', async ({ page, context }) => {
  await page.clock.install();
  await phone(page, context);
  await signIn(page, 'tester', '/datasheet', { viaForm: true }); // a token of its own, timed by this page's clock
  const sheet = new DatasheetPage(page);
  await sheet.expectLoaded();
  await sheet.field(/^Beruf/).fill('Platzwart');
  await expectDraftWith(page, 'datasheet', 'Platzwart');

  // An administrator ends the session at the identity service: its refresh token is revoked through
  // the identity service's own revocation endpoint (RFC 7009), and its login session (the cookies of
  // the identity service) is gone.
  const { refresh_token } = await storedOidcUser(page);
  const clientId = await page.evaluate(() => Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!.split(':').at(-1)!);
  const revoked = await fetch(`${IDP}/protocol/openid-connect/revoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: refresh_token, token_type_hint: 'refresh_token', client_id: clientId }),
  });
  expect(revoked.status).toBe(200);
  await context.clearCookies({ name: /^_(session|interaction)/ });

  // The next refresh is refused (invalid_grant): the app signs out.
  await page.clock.fastForward(ONE_RENEWAL_MS);
  const signInButton = page.getByRole('button', { name: 'Anmelden' });
  await expect(signInButton).toBeVisible();
  await signInButton.click();
  await page.waitForURL(/localhost:3100\/realms\/dtp\/interaction/);
  await new IdentityLoginPage(page).submit('tester', 'tester');

  // Back on the same screen, the input restored.
  await expect(page).toHaveURL(/localhost:3000\/datasheet$/);
  await sheet.expectLoaded();
  await expect(page.getByText(DRAFT_RESTORED)).toBeVisible();
  await expect(sheet.field(/^Beruf/)).toHaveValue('Platzwart');
  await screenshotFromTop(page, 'phone-draft-restored-375');
  await sheet.save();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page.getByText(DRAFT_RESTORED)).toBeHidden();

  await page.reload();
  await sheet.expectLoaded();
  await expect(sheet.field(/^Beruf/)).toHaveValue('Platzwart');
  await expect(page.getByText(DRAFT_RESTORED)).toHaveCount(0);
});

test("the chunk of 'Absenden''s dialog does not arrive: the retry opens it, the form is intact and is sent", async ({ page, context }) => {
  await phone(page, context);
  await signIn(page, 'tester', '/datasheet');
  const sheet = new DatasheetPage(page);
  await sheet.expectLoaded();
  await sheet.field(/^Beruf/).fill('Caddie');
  await sheet.openTab('Verfügbarkeit');
  await sheet.markWave(1, 1);

  // The signal drops for every script the page asks for from now on.
  const blocked: string[] = [];
  const block = /\.js(\?.*)?$/;
  await page.route(block, (route) => {
    blocked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Absenden', exact: true }).click();
  const failure = page.getByTestId('load-failure');
  await expect(failure).toContainText('Dieser Teil der Seite konnte nicht geladen werden. Ihre Eingaben bleiben erhalten.');
  expect(blocked.length).toBeGreaterThan(0);
  await expect(sheet.heading).toBeVisible();
  await expect(sheet.availabilityTable.getByRole('checkbox', { name: /Welle 1 verfügbar/ }).first()).toBeChecked();
  await screenshotFromTop(page, 'phone-load-failure-375');

  await page.unroute(block);
  await failure.getByRole('button', { name: 'Erneut versuchen' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Datenblatt absenden?' });
  await expect(dialog).toBeVisible();
  await expect(failure).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Absenden' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ihr Datenblatt wurde übermittelt.')).toBeVisible();
  await expect(sheet.status('Abgeschickt')).toBeVisible();

  await page.reload();
  await sheet.expectLoaded();
  await expect(sheet.status('Abgeschickt')).toBeVisible();
  await expect(sheet.field(/^Beruf/)).toHaveValue('Caddie');
});

test('mf-tester is redeployed while the data sheet is open: the new-version notice, a reload, the draft restored', async ({ page, context }) => {
  await phone(page, context);
  await signIn(page, 'tester', '/datasheet');
  const sheet = new DatasheetPage(page);
  await sheet.expectLoaded();
  await sheet.field(/^Beruf/).fill('Pro');
  await sheet.openTab('Verfügbarkeit');
  await sheet.markWave(1, 1);
  await expectDraftWith(page, 'datasheet', 'Pro');

  // The redeploy, simulated by routing: a new build of mf-tester has new chunk names, so every name of
  // mf-tester the open page knows answers 404 (the chunk, and the HEAD request that asks whether it is
  // gone). After the reload the page takes the manifest anew; here that is the same build, served again.
  // (The data sheet's own lazy pieces, its dialogs, come from the shell, which provides shared-ui; what
  // the redeploy takes away is mf-tester's next screen.)
  const oldChunks = /^http:\/\/localhost:3001\/.+\.js(\?.*)?$/;
  await page.route(oldChunks, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('link', { name: 'Ihre Tests' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen' });
  await leave.getByRole('button', { name: 'Seite verlassen' }).click();
  const failure = page.getByTestId('load-failure');
  await expect(failure).toContainText('Eine neue Version ist verfügbar.');
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  await screenshotFromTop(page, 'phone-new-version-375');

  await page.unroute(oldChunks);
  await failure.getByRole('button', { name: 'Neu laden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Ihr(e)? Tests? \d{4}$/ })).toBeVisible();
  await expect(failure).toHaveCount(0);

  // Back to the data sheet: the input the page had before the reload is there again.
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('link', { name: 'Ihr Datenblatt' }).click();
  await sheet.expectLoaded();
  await expect(page.getByText(DRAFT_RESTORED)).toBeVisible();
  await expect(sheet.field(/^Beruf/)).toHaveValue('Pro');
  await sheet.openTab('Verfügbarkeit');
  await expect(sheet.availabilityTable.getByRole('checkbox', { name: /Welle 1 verfügbar/ }).first()).toBeChecked();
  await sheet.save();
  await expect(page.getByText(SAVED)).toBeVisible();

  await page.reload();
  await sheet.expectLoaded();
  await expect(sheet.field(/^Beruf/)).toHaveValue('Pro');
});

test('a reload in the middle of a claim: the input is restored, no IBAN is kept in the browser', async ({ page, context }) => {
  await phone(page, context);
  await signIn(page, 'tester', '/travels');
  const list = new TravelsListPage(page);
  await expect(list.heading).toBeVisible();
  await list.rows.first().click();
  const claim = new TravelClaimPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Spesenabrechnung' })).toBeVisible();
  const iban = 'DE89 3704 0044 0532 0130 00';
  await claim.fill({ iban, bank: 'Commerzbank', greenfee: '80', km: '120', restaurant: '32,5', misc: '' });
  await expect(claim.sum).toContainText('160,50 €');
  await expectDraftWith(page, 'travel', '120');

  const noBankData = async () => {
    const storage = await browserStorage(page);
    expect(storage.replace(/\s/g, '')).not.toContain('DE89370400440532013000');
    expect(storage).not.toContain('Commerzbank');
  };
  await noBankData();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Spesenabrechnung' })).toBeVisible();
  await expect(page.getByText(DRAFT_RESTORED)).toBeVisible();
  await expect(claim.field(/^Greenfee/)).toHaveValue(/^80(,00)?$/);
  await expect(claim.field(/^Gefahrene km/)).toHaveValue('120');
  await expect(claim.field(/^Restaurant/)).toHaveValue(/^32,50?$/);
  await expect(claim.sum).toContainText('160,50 €');
  // Bank data are typed again: they never leave the form.
  await expect(claim.field(/^IBAN/)).toHaveValue('');
  await expect(claim.field(/^Bank/)).toHaveValue('');
  await noBankData();

  // A receipt (never part of a draft: it is uploaded at once) and the bank data again.
  await claim.upload.setInputFiles(pngReceipt());
  await expect(claim.receipts).toContainText(storedReceiptName('tankbeleg.png'));
  await claim.field(/^IBAN/).fill(iban);
  await claim.field(/^Bank/).fill('Commerzbank');
  await claim.field(/^Bank/).blur();
  await claim.save.click();
  await expect(page.getByText(/Ihre Spesenabrechnung ist gespeichert/)).toBeVisible();
  await expect(page.getByText(DRAFT_RESTORED)).toBeHidden();
  await noBankData();
});
