import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { DatasheetPage } from '../support/datasheet-page';
import { expectNoHorizontalOverflow } from '../support/screenshots';
import { signIn } from '../support/sign-in';

// „Meine Daten“ (DSGVO Art. 15/20) against the API server in http mode: the shell's page on :3000 reads the
// file name of the API's answer on :3200 (CORS exposes Content-Disposition), and the browser saves the ZIP.

/** A ZIP file starts with its local file header 'PK\x03\x04'. */
const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

test('a tester on a phone downloads „Meine Daten“ from the bottom of the data sheet', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'tester', '/datasheet');
  await new DatasheetPage(page).expectLoaded();
  const section = page.getByRole('region', { name: 'Meine Daten' });
  const button = section.getByRole('button', { name: 'Meine Daten herunterladen' });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport({ ratio: 1 });
  await expectNoHorizontalOverflow(page, 'data sheet with „Meine Daten“ at 375 px');
  await page.screenshot({ path: 'screenshots/tester-meine-daten-375.png' });

  const download = page.waitForEvent('download');
  await button.click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^meine-daten-mustermann-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(isZip(readFileSync(await saved.path()))).toBe(true);
  await expect(page.getByRole('alert').filter({ hasText: 'Fehler:' })).toHaveCount(0);
});

test("a manager downloads a tester's data from the tester detail", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'manager', '/testers/show/u-tester2');
  await expect(page.getByRole('heading', { level: 1, name: 'Tester Erika Musterfrau' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Datenauskunft' }).getByRole('button', { name: 'Daten herunterladen' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^meine-daten-musterfrau-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(isZip(readFileSync(await saved.path()))).toBe(true);
});
