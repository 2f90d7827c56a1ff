import { expect, test } from '../support/test';
import { signIn } from '../support/sign-in';
import { screenshotWithoutOverflow } from '../support/screenshots';
import { SingleTestPage, TestsListPage, TravelClaimPage, TravelsListPage, pngReceipt, storedReceiptName } from '../support/tester-tests-travels-pages';

// Max Mustermann (tester): wave 2 test ASSIGNED (tee time to set), wave 1 test DONE with an open claim.

test('a tester enters date and tee time; a reload shows them and the questionnaire link', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'tester', '/tests');
  const list = new TestsListPage(page);
  await expect(list.heading).toHaveText('Ihre Tests 2023');
  await list.row('Tester eingeteilt').click();

  const testPage = new SingleTestPage(page);
  await expect(testPage.heading).toHaveText(/^Ihr Test des /);
  await testPage.enter('19.6.2023', '13:00');
  // Soft warnings name the rule and do not block.
  await expect(testPage.warnings).toContainText('Das Test-Datum ist ein Montag.');
  await expect(testPage.warnings).toContainText('außerhalb von 9 bis 12 Uhr');
  await testPage.enter('14.06.2023', '09:30');
  await expect(testPage.warnings).toHaveCount(0);
  await testPage.save.click();
  await expect(page.getByText('Vereinbart: Mittwoch, 14.06.2023, 09:30 Uhr')).toBeVisible();
  await expect(page.getByText('Speichern erfolgreich.')).toBeVisible();

  await page.reload();
  await expect(testPage.date).toHaveValue('14.06.2023');
  await expect(testPage.teeTime).toHaveValue('09:30');
  await expect(page.getByText('Vereinbart: Mittwoch, 14.06.2023, 09:30 Uhr')).toBeVisible();
  // The questionnaire is filled in inside the platform (issue 43).
  await expect(testPage.questionnaireLink).toHaveAttribute('href', /^\/tests\/test\/\d+\/questionnaire$/);

  await page.goto('/tests');
  await expect(list.row('Tee-Time vereinbart')).toContainText('09:30 Uhr');
});

test('a tester files a claim with a receipt and releases it; a reload shows the released, read-only claim', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'tester', '/travels');
  const list = new TravelsListPage(page);
  await expect(list.heading).toBeVisible();
  await expect(list.rows).toHaveCount(1);
  await expect(list.rows.first()).toContainText('Offen');
  await list.rows.first().click();

  const claim = new TravelClaimPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Spesenabrechnung' })).toBeVisible();
  await claim.upload.setInputFiles(pngReceipt());
  await expect(claim.receipts).toContainText(storedReceiptName('tankbeleg.png'));
  await claim.receipts.getByRole('button', { name: `Vorschau des Belegs ${storedReceiptName('tankbeleg.png')}` }).click();
  await expect(page.getByRole('img', { name: `Vorschau des Belegs ${storedReceiptName('tankbeleg.png')}` })).toBeVisible();

  await claim.fill({ iban: 'DE89 3704 0044 0532 0130 00', bank: 'Commerzbank', greenfee: '80', km: '120', restaurant: '32,5', misc: '' });
  await expect(claim.sum).toContainText('160,50 €');
  await claim.save.click();
  await expect(page.getByText(/Ihre Spesenabrechnung ist gespeichert/)).toBeVisible();
  await claim.confirmRelease();
  await expect(page.getByText(/wurde freigegeben und an den Club weitergeleitet/)).toBeVisible();

  await page.reload();
  await expect(page.getByText(/wurde freigegeben und an den Club weitergeleitet/)).toBeVisible();
  await expect(claim.field(/^IBAN/)).toHaveValue('');
  await expect(claim.field(/^IBAN/)).toBeDisabled();
  await expect(claim.field(/^Greenfee/)).toHaveValue('80,00');
  await expect(claim.field(/^Greenfee/)).toBeDisabled();
  await expect(claim.sum).toContainText('160,50 €');
  await expect(claim.save).toHaveCount(0);
  await expect(claim.release).toHaveCount(0);
  await expect(claim.upload).toHaveCount(0);
  await expect(claim.receipts).toContainText(storedReceiptName('tankbeleg.png'));

  await page.goto('/travels');
  await expect(list.rows.first()).toContainText('Freigegeben');
});

test("on a phone a tester types date, tee time and amounts with the numeric keypad's digits alone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'tester', '/tests');
  const list = new TestsListPage(page);
  await list.row('Tester eingeteilt').click();
  const testPage = new SingleTestPage(page);
  await expect(testPage.heading).toHaveText(/^Ihr Test des /);
  await expect(testPage.date).toHaveAttribute('inputmode', 'numeric');
  // iOS's numeric keypad has no '.' and no ':': digits only, as a person types them.
  await testPage.date.click();
  await page.keyboard.type('14062023');
  await testPage.teeTime.click();
  await expect(testPage.date).toHaveValue('14.06.2023');
  await page.keyboard.type('930');
  await testPage.save.click();
  await expect(testPage.teeTime).toHaveValue('09:30');
  await expect(page.getByText('Vereinbart: Mittwoch, 14.06.2023, 09:30 Uhr')).toBeVisible();
  await page.reload();
  await expect(testPage.date).toHaveValue('14.06.2023');
  await expect(testPage.teeTime).toHaveValue('09:30');

  await page.goto('/travels');
  await new TravelsListPage(page).rows.first().click();
  const claim = new TravelClaimPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Spesenabrechnung' })).toBeVisible();
  await claim.field(/^Greenfee/).click();
  await page.keyboard.type('12.50');
  await claim.field(/^Gefahrene km/).click();
  await expect(claim.field(/^Greenfee/)).toHaveValue('12,50');
  await expect(claim.sum).toContainText('12,50 €');
});

for (const width of [375, 1280]) {
  test(`tests, a test, claims and a claim at ${width} px: screenshots without horizontal overflow`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'tester', '/tests');
    const list = new TestsListPage(page);
    await expect(list.table).toBeVisible();
    await screenshotWithoutOverflow(page, `tester-tests-${width}`);

    await list.row('Tester eingeteilt').click();
    const testPage = new SingleTestPage(page);
    await expect(testPage.date).toBeVisible();
    await testPage.enter('18.05.2023', '13:00'); // warnings in the picture too
    await expect(testPage.warnings).toBeVisible();
    await screenshotWithoutOverflow(page, `tester-test-${width}`);
    await testPage.save.click();
    await expect(page.getByText(/^Vereinbart:/)).toBeVisible();

    await page.goto('/travels');
    const travels = new TravelsListPage(page);
    await expect(travels.rows.first()).toBeVisible();
    await screenshotWithoutOverflow(page, `tester-travels-${width}`);

    await travels.rows.first().click();
    const claim = new TravelClaimPage(page);
    await claim.upload.setInputFiles(pngReceipt('quittung-restaurant.png'));
    await expect(claim.receipts).toContainText(storedReceiptName('quittung-restaurant.png'));
    await claim.fill({ iban: 'DE89370400440532013000', bank: 'Sparkasse', greenfee: '95', km: '48', restaurant: '41,8', misc: '6' });
    await claim.save.click();
    await expect(claim.release).toBeVisible();
    await screenshotWithoutOverflow(page, `tester-travel-${width}`);
  });
}
