import { expect, test } from '../support/test';
import { Sidebar } from '../support/sidebar';
import { signIn } from '../support/sign-in';

// Right to erasure (DSGVO Art. 17, issue 32 item 4) against the real API server: an admin deletes Max
// Mustermann (u-tester) from the tester detail. Refused first while his assigned test is still to be
// done; once the assignment is cleared, the erasure goes through, the lists go on without him, his done
// test names „Gelöschter Tester“, and his still-valid sign-in is refused by the server.

/** Seeded, stable: Max's assigned test (Golfclub Schloss Lüdersburg, wave 2) and his done test of wave 1. */
const ASSIGNED = 1086;
const DONE = 1061;

test('an admin erases a tester: refused while a test is open, then erased; the screens that listed him still work', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin', '/testers/show/u-tester');
  await expect(page.getByRole('heading', { level: 1, name: 'Tester Max Mustermann' })).toBeVisible();

  const erase = async () => {
    await page.getByRole('region', { name: 'Daten löschen' }).getByRole('button', { name: 'Tester löschen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Tester löschen' });
    await expect(dialog).toContainText('Möchten Sie die Daten von Max Mustermann endgültig löschen?');
    await expect(dialog).toContainText('Buchungsbelege müssen 10 Jahre aufbewahrt werden (§ 147 AO, § 257 HGB)');
    await expect(dialog).toContainText('Keycloak: Realm „dtp“ → Benutzer → den Benutzer löschen');
    await dialog.getByRole('button', { name: 'Tester löschen' }).click();
  };

  await erase();
  await expect(page.getByText(/Golfclub Schloss Lüdersburg \(Welle 2\/2023\)\. Bitte heben Sie zuerst die Einteilung auf\./)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tester Max Mustermann' })).toBeVisible();

  await page.goto(`/testing/${ASSIGNED}`);
  await page.getByRole('button', { name: 'Einteilung aufheben' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Einteilung aufheben' }).click();
  await expect(page.getByTestId('assigned-tester')).toHaveText('Noch kein Tester eingeteilt');

  await page.goto('/testers/show/u-tester');
  await erase();
  await expect(page).toHaveURL(/\/testers(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Die Tester' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Musterfrau' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Mustermann' })).toHaveCount(0);

  // His done test and its claim stay, under the placeholder, with nothing to open.
  await page.goto(`/testing/${DONE}`);
  await expect(page.getByTestId('assigned-tester')).toHaveText('Gelöschter Tester');
  await expect(page.getByRole('link', { name: 'Tester öffnen' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Verlauf' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Die Tests' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Fehler:' })).toHaveCount(0);

  // Until his account at the identity service is disabled, his sign-in still works there, but the server refuses him.
  await new Sidebar(page).signOut();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'tester', '/tests');
  await expect(page.getByRole('alert').filter({ hasText: 'Zugriff verweigert.' }).first()).toBeVisible();
});
