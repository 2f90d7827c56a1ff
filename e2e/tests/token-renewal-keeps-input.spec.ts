import type { BrowserContext, Page, Request } from '@playwright/test';
import { API_URL, expect, test } from '../support/test';
import { CONNECTION_LOST, DRAFT_RESTORED, ONE_RENEWAL_MS, SAVED } from '../support/session-notices';
import { DatasheetPage } from '../support/datasheet-page';
import { signIn } from '../support/sign-in';
import { SingleTestPage, TestsListPage, TravelClaimPage, TravelsListPage, pngReceipt, storedReceiptName } from '../support/tester-tests-travels-pages';

// Issue 41: no background activity ever replaces what a person typed. A tester types on a phone and does
// not save; the access token (300 s here) is renewed in the background twice with the network on, then the
// signal goes while a renewal falls due. The input stays in the form, without a restore notice, without a
// second load of the screen, and the save succeeds once the network is back.


test.use({ viewport: { width: 375, height: 812 } });
test.setTimeout(150_000);

/** The API's GETs since `since`: a renewal must not make the screen load its data again. */
function countReads(page: Page) {
  const reads: string[] = [];
  const onRequest = (request: Request) => {
    if (request.url().startsWith(API_URL) && request.method() === 'GET') reads.push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  return reads;
}

/** Two renewals on the real identity service, each ending with a new token in the tab. */
async function twoRenewals(page: Page) {
  for (let i = 0; i < 2; i += 1) {
    const before = await accessToken(page);
    await page.clock.fastForward(ONE_RENEWAL_MS);
    await expect.poll(() => accessToken(page), { timeout: 15_000 }).not.toBe(before);
  }
}

function accessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? null : null;
  });
}

/** The signal goes while a renewal falls due; the tester keeps the form; the signal comes back. */
async function renewalWhileOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.clock.fastForward(ONE_RENEWAL_MS);
  await expect(page.getByText(CONNECTION_LOST)).toBeVisible();
  await context.setOffline(false);
  await page.clock.fastForward(5_000);
  await expect(page.getByText(CONNECTION_LOST)).toBeHidden();
}

/**
 * Signed in, then the page opened anew in the same tab (a reload, a link): shown from the stored session,
 * so the sign-in libraries load only when the first renewal falls due, as on a tester's phone.
 */
async function openOnPhone(page: Page, path: string) {
  await page.clock.install();
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page, 'tester', '/', { viaForm: true }); // a token of its own, timed by this page's clock
  await page.goto(path);
}

test('the test page keeps a typed date and tee time through renewals, online and offline, and saves them', async ({ page, context }) => {
  await openOnPhone(page, '/tests');
  await new TestsListPage(page).row('Tester eingeteilt').click();
  const testPage = new SingleTestPage(page);
  await expect(testPage.date).toBeVisible();
  await testPage.enter('14.06.2023', '09:30');
  const reads = countReads(page);

  await twoRenewals(page);
  await expect(testPage.date).toHaveValue('14.06.2023');
  await expect(testPage.teeTime).toHaveValue('09:30');
  await renewalWhileOffline(page, context);
  await expect(testPage.date).toHaveValue('14.06.2023');
  await expect(testPage.teeTime).toHaveValue('09:30');
  await expect(page.getByText(DRAFT_RESTORED)).toHaveCount(0);
  expect(reads.filter((path) => path.startsWith('/test/'))).toEqual([]);

  await testPage.save.click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page.getByText('Vereinbart: Mittwoch, 14.06.2023, 09:30 Uhr')).toBeVisible();
});

test('the data sheet keeps typed input through renewals, online and offline, and saves it', async ({ page, context }) => {
  await openOnPhone(page, '/datasheet');
  const sheet = new DatasheetPage(page);
  await sheet.expectLoaded();
  await sheet.field(/^Beruf/).fill('Greenkeeper');
  const reads = countReads(page);

  await twoRenewals(page);
  await expect(sheet.field(/^Beruf/)).toHaveValue('Greenkeeper');
  await renewalWhileOffline(page, context);
  await expect(sheet.field(/^Beruf/)).toHaveValue('Greenkeeper');
  await expect(page.getByText(DRAFT_RESTORED)).toHaveCount(0);
  expect(reads.filter((path) => path.startsWith('/datasheet'))).toEqual([]);

  await sheet.save();
  await expect(page.getByText(SAVED)).toBeVisible();
  await page.reload();
  await sheet.expectLoaded();
  await expect(sheet.field(/^Beruf/)).toHaveValue('Greenkeeper');
});

test('the expense claim keeps typed amounts through renewals, online and offline, and saves them', async ({ page, context }) => {
  await openOnPhone(page, '/travels');
  await new TravelsListPage(page).rows.first().click();
  const claim = new TravelClaimPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Spesenabrechnung' })).toBeVisible();
  await claim.upload.setInputFiles(pngReceipt('quittung-restaurant.png'));
  await expect(claim.receipts).toContainText(storedReceiptName('quittung-restaurant.png'));
  await claim.field(/^IBAN/).fill('DE89370400440532013000');
  await claim.field(/^Bank/).fill('Sparkasse');
  await claim.field(/^Greenfee/).fill('95');
  await claim.field(/^Gefahrene km/).fill('48');
  await claim.field(/^Gefahrene km/).blur();
  const reads = countReads(page);

  await twoRenewals(page);
  await expect(claim.field(/^Greenfee/)).toHaveValue('95,00');
  await renewalWhileOffline(page, context);
  await expect(claim.field(/^Greenfee/)).toHaveValue('95,00');
  await expect(claim.field(/^Gefahrene km/)).toHaveValue('48');
  await expect(claim.field(/^Bank/)).toHaveValue('Sparkasse');
  await expect(page.getByText(DRAFT_RESTORED)).toHaveCount(0);
  expect(reads.filter((path) => path.startsWith('/travel'))).toEqual([]);

  await claim.save.click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(claim.field(/^Greenfee/)).toHaveValue('95,00');
  await expect(claim.receipts).toContainText(storedReceiptName('quittung-restaurant.png'));
});
