import { expect, test } from '../support/test';
import { DatasheetPage } from '../support/datasheet-page';
import { signIn } from '../support/sign-in';

// Runs only with playwright.instances.config.ts, where the API server instances reach PostgreSQL
// through scripts/dev/tcp-relay.mjs: cutting it is the database going away while the platform is open.

const RELAY = 'http://127.0.0.1:3299';
const relay = async (action: 'cut' | 'restore') => {
  const answer = await fetch(`${RELAY}/${action}`, { method: 'POST' });
  expect(answer.status).toBe(204);
};

test.afterEach(async () => {
  await relay('restore');
});

test('the database goes away during a save: the screen says so and keeps the input; when it is back, saving works', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'tester', '/datasheet');
  const sheet = new DatasheetPage(page);
  await sheet.expectLoaded();
  await sheet.field(/^Beruf/).fill('Tiefbauingenieurin');
  await sheet.field(/^Telefon/).fill('040 1122334');

  await relay('cut');
  await sheet.save();
  const badge = page.getByRole('alert').filter({ hasText: 'Die Datenbank ist gerade nicht erreichbar.' });
  await expect(badge).toBeVisible();
  await expect(badge).toContainText('Ihre Eingaben bleiben erhalten.');
  await expect(sheet.field(/^Beruf/)).toHaveValue('Tiefbauingenieurin');
  await expect(sheet.field(/^Telefon/)).toHaveValue('040 1122334');
  await page.screenshot({ path: 'test-results-instances/database-outage-375.png', fullPage: false });

  // Back: the next save works, without restarting anything.
  await relay('restore');
  await sheet.save();
  await expect(page.getByText('Speichern erfolgreich.')).toBeVisible();
  await page.reload();
  await sheet.expectLoaded();
  await expect(sheet.field(/^Beruf/)).toHaveValue('Tiefbauingenieurin');
  await expect(sheet.field(/^Telefon/)).toHaveValue('040 1122334');
});
