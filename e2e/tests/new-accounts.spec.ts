import { expect, test } from '../support/test';
import { DatasheetPage } from '../support/datasheet-page';
import { recordRequests } from '../support/network';
import { screenshotWithoutOverflow } from '../support/screenshots';
import { signIn } from '../support/sign-in';

// Accounts the platform does not know yet, on a phone, in http mode against the API server: a new registration
// (the realm's default role: dtp-tester, decision 0019), a tester's account without a record (issue 57), and an
// account left without any role of the platform.
test.describe('new accounts on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
  });

  test("a new account, as registration creates it, is an applicant at once: its data sheet in 'Angelegt', no registration notice", async ({ page }) => {
    await signIn(page, 'neu', '/datasheet');
    const sheet = new DatasheetPage(page);
    await expect(sheet.heading).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Sie sind noch nicht als Tester vorgemerkt.' })).toBeVisible();
    await expect(sheet.status('Angelegt')).toBeVisible();
    await expect(sheet.field(/^Vorname/)).toHaveValue('Nina');
    await expect(sheet.field(/^Email/)).toHaveValue('nina.neu@example.de');
    await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Registrierung!' })).toHaveCount(0);
    await screenshotWithoutOverflow(page, 'new-account-applicant-375');
  });

  test('an account without any role of the platform sees the registration notice, not „Zugriff nicht erlaubt“, and loads no remote', async ({ page }) => {
    // ohnerolle: an administrator took its default role away, so it is not even a tester.
    const requests = recordRequests(page);
    await signIn(page, 'ohnerolle');
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Registrierung!' })).toBeVisible();
    await expect(page.getByText('Ihr Zugang wird in Kürze freigeschaltet.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Zugriff nicht erlaubt' })).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Registrierung!' })).toBeVisible();
    expect(requests.filter((url) => /localhost:300[123]\//.test(url))).toEqual([]);
    await screenshotWithoutOverflow(page, 'new-account-registration-375');
  });

  test("a tester's account the platform does not know: the first sign-in makes an applicant, whom the back office sees", async ({ page, browser }) => {
    // tester3 (Theo Neumann) is a tester by the default role and has no record: the first call links the account to a new applicant
    // with a data sheet of the season in 'Angelegt' (issue 57), and no error badge shows on the way.
    await signIn(page, 'tester3', '/datasheet');
    const notice = page.getByRole('alert').filter({ hasText: 'Sie sind noch nicht als Tester vorgemerkt.' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Vorname/ })).toHaveValue('Theo');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('alert').filter({ hasText: 'Fehler:' })).toHaveCount(0);
    await page.reload();
    await expect(notice).toBeVisible();
    await screenshotWithoutOverflow(page, 'new-tester-applicant-375');

    const manager = await browser.newPage();
    await signIn(manager, 'manager', '/testers');
    const search = manager.getByLabel('Suche');
    await search.fill('neumann');
    await search.blur();
    // The seed has other Neumanns: Theo's row by its name.
    await expect(manager.getByRole('row', { name: 'Tester Theo Neumann öffnen' })).toContainText('Bewerber');
    await manager.close();
  });
});

test.describe('a tester on a phone (issue 33)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
  });

  test('a data sheet set back to INITIAL shows one notice: not yet marked, whom to contact', async ({ page, browser }) => {
    // The manager sets Max's sheet back (Zurücksetzen), in a session of their own.
    const manager = await browser.newPage();
    await signIn(manager, 'manager', '/datasheet/u-tester');
    await manager.getByRole('button', { name: 'Status ändern' }).click();
    await manager.getByRole('menuitem', { name: 'Zurücksetzen' }).click();
    await manager.getByRole('alertdialog', { name: 'Zurücksetzen?' }).getByRole('button', { name: 'Zurücksetzen' }).click();
    await expect(manager.getByText('Status: Angelegt')).toBeVisible();
    await manager.close();

    await signIn(page, 'tester', '/datasheet');
    const notice = page.getByRole('alert').filter({ hasText: 'Sie sind noch nicht als Tester vorgemerkt.' });
    await expect(notice).toContainText('Saison ist noch nicht gestartet. Bitte wenden Sie sich an CMC');
    await expect(page.getByRole('alert').filter({ hasText: 'Saison ist noch nicht gestartet.' })).toHaveCount(1);
    await expect(page.getByText('Bitte ergänzen Sie noch folgende Angaben:')).toHaveCount(0);
    await screenshotWithoutOverflow(page, 'datasheet-initial-one-notice-375');
  });

  test('the tests list shows no invoice state before a test is done', async ({ page }) => {
    await signIn(page, 'tester', '/tests');
    const table = page.getByRole('table', { name: 'Ihre Tests der Saison' });
    const assigned = table.getByRole('row').filter({ hasText: 'Tester eingeteilt' });
    await expect(assigned.getByRole('cell').last()).toHaveText('–');
    await expect(table.getByRole('row').filter({ hasText: 'Test eingegangen' }).getByRole('cell').last()).toHaveText('Offen');
    await screenshotWithoutOverflow(page, 'tests-invoice-375');
  });
});
