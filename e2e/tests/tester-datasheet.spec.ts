import { expect, test } from '../support/test';
import { DatasheetPage } from '../support/datasheet-page';
import { Sidebar } from '../support/sidebar';
import { signIn } from '../support/sign-in';

test('a tester completes and sends the data sheet; a reload shows what was saved', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'tester', '/datasheet');
  const sheet = new DatasheetPage(page);
  await sheet.expectLoaded();
  await expect(page.getByText('Max Mustermann', { exact: true })).toBeVisible();
  await expect(sheet.status('Eingeladen')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte ergänzen Sie noch folgende Angaben:' })).toContainText('Verfügbarkeit');

  // Stammdaten: a change that must survive the reload.
  await sheet.field(/^Beruf/).fill('Bauingenieur');
  await sheet.field(/^Telefon/).fill('040 7654321');

  await sheet.openTab('Verfügbarkeit');
  await sheet.markWave(2, 2);
  await sheet.screenshotAt(1280, 'tester-datasheet-1280');
  await sheet.screenshotAt(375, 'tester-datasheet-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await sheet.send();
  await expect(page.getByText('Ihr Datenblatt wurde übermittelt.')).toBeVisible();
  await expect(sheet.status('Abgeschickt')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Speichern', exact: true })).toHaveCount(0);

  await page.reload();
  await sheet.expectLoaded();
  await expect(sheet.status('Abgeschickt')).toBeVisible();
  await expect(sheet.field(/^Beruf/)).toHaveValue('Bauingenieur');
  await expect(sheet.field(/^Beruf/)).toBeDisabled();
  await expect(sheet.field(/^Telefon/)).toHaveValue('040 7654321');
  await sheet.openTab('Verfügbarkeit');
  const marked = sheet.availabilityTable.getByRole('checkbox', { name: /Welle 2 verfügbar/ });
  await expect(marked.nth(0)).toBeChecked();
  await expect(marked.nth(1)).toBeChecked();
  await expect(marked.nth(0)).toBeDisabled();
  await sheet.screenshotAt(375, 'tester-datasheet-sent-375');
});

test("a manager opens the tester's sheet from /datasheet/u-tester and releases it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The tester sends first (each test starts with fresh demo data).
  await signIn(page, 'tester', '/datasheet');
  const sheet = new DatasheetPage(page);
  await sheet.expectLoaded();
  await sheet.openTab('Verfügbarkeit');
  await sheet.markWave(1, 1);
  await sheet.send();
  await expect(sheet.status('Abgeschickt')).toBeVisible();
  // Logout through the identity service; the demo data stay in this tab's sessionStorage.
  await new Sidebar(page).signOut();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, 'manager', '/datasheet/u-tester?navigateBack=%2Fdatasheets');
  await sheet.expectLoaded();
  await expect(page.getByText('Max Mustermann', { exact: true })).toBeVisible();
  await expect(sheet.status('Abgeschickt')).toBeVisible();
  await expect(sheet.tab('Feedback')).toBeVisible();
  await expect(sheet.tab('Sonstiges')).toBeVisible();
  await expect(page.getByRole('link', { name: /Zurück/ })).toHaveAttribute('href', '/datasheets');
  await sheet.screenshotAt(1280, 'manager-datasheet-1280');
  await sheet.screenshotAt(375, 'manager-datasheet-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await sheet.setProgress('Freigeben');
  await expect(sheet.status('Freigegeben')).toBeVisible();
  // A second action from the same menu on the same page.
  await sheet.setProgress('Einteilung abschließen');
  await expect(sheet.status('Einteilung abgeschlossen')).toBeVisible();

  await page.reload();
  await sheet.expectLoaded();
  await expect(sheet.status('Einteilung abgeschlossen')).toBeVisible();
});

test("the browser's back button asks before unsaved changes are lost; staying keeps them", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'tester', '/tests');
  await expect(page.getByRole('heading', { level: 1, name: /Tests?/ })).toBeVisible();
  await new Sidebar(page).open('Ihr Datenblatt');
  const sheet = new DatasheetPage(page);
  await sheet.expectLoaded();
  await sheet.field(/^Beruf/).fill('Bauingenieur');

  await page.goBack();
  const dialog = page.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/datasheet$/);
  await dialog.getByRole('button', { name: 'Auf der Seite bleiben' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/datasheet$/);
  await expect(sheet.field(/^Beruf/)).toHaveValue('Bauingenieur');

  await page.goBack();
  await dialog.getByRole('button', { name: 'Seite verlassen' }).click();
  await expect(page).toHaveURL(/\/tests$/);
  await expect(page.getByRole('heading', { level: 1, name: /Tests?/ })).toBeVisible();
});
