import { expect, test } from '../support/test';
import { Sidebar } from '../support/sidebar';
import { signIn } from '../support/sign-in';

// Administration (issue 14): the tester-feedback setting reaches the sidebar at once and gates the
// testers' page; managers are turned away. The demo data lives in the tab (sessionStorage), so the
// accounts take turns in one tab.

async function setTesterFeedback(page: import('@playwright/test').Page, on: boolean) {
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  const checkbox = page.getByRole('checkbox', { name: /Testern das Feedback anzeigen/ });
  await expect(page.getByText('Plattform', { exact: true })).toBeVisible();
  if ((await checkbox.isChecked()) !== on) await page.getByText('Testern das Feedback anzeigen', { exact: true }).click();
  await expect(checkbox).toBeChecked({ checked: on });
  await page.getByRole('form', { name: 'Einstellungen' }).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Speichern erfolgreich.')).toBeVisible();
}

test('an admin switches the tester feedback off and on: the sidebar follows at once, and so does a tester', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const sidebar = new Sidebar(page);
  const entry = sidebar.nav.getByRole('link', { name: 'Ihr Tester-Feedback', exact: true });

  await signIn(page, 'admin', '/admin');
  await expect(entry).toBeVisible();
  await setTesterFeedback(page, false);
  await expect(entry).toHaveCount(0);
  await page.getByRole('button', { name: 'Sync Tests' }).click();
  await expect(page.getByRole('status').filter({ hasText: /synchronisiert\.$/ })).toBeVisible();
  await sidebar.signOut();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, 'tester', '/tester-feedback');
  await expect(page.getByRole('heading', { name: 'Zugriff nicht erlaubt' })).toBeVisible();
  await expect(entry).toHaveCount(0);
  await sidebar.signOut();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, 'admin', '/admin');
  await setTesterFeedback(page, true);
  await expect(entry).toBeVisible();
  await sidebar.signOut();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, 'tester', '/tester-feedback');
  await expect(page.getByRole('heading', { level: 1, name: /^Tester Feedback Übersicht/ })).toBeVisible();
  await expect(entry).toBeVisible();
});

test('an admin sets the retention periods: a period below the minimum is refused in German, a valid one is kept', async ({ page }) => {
  await signIn(page, 'admin', '/admin');
  const form = page.getByRole('form', { name: 'Löschfristen (Datenschutz)' });
  const receipts = form.getByRole('textbox', { name: /Belege aufbewahren/ });
  const bankData = form.getByRole('textbox', { name: /Bankdaten aufbewahren/ });
  await expect(receipts).toHaveValue('120');
  await expect(bankData).toHaveValue('3');
  await expect(form.getByText('Noch kein Lauf.')).toBeVisible();
  await bankData.fill('6');
  await receipts.fill('24');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Belege aufbewahren (Monate ab Ende des Freigabejahres) muss mindestens 120 betragen.')).toBeVisible();
  await receipts.fill('132');
  // A click on 'Speichern' straight from the corrected field: its error leaves at the mouse-down (blur), the
  // button would move up under the pointer; shared-ui's FieldFrame holds the error line until the release, so it saves.
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Speichern erfolgreich.')).toBeVisible();
  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Löschfristen (Datenschutz)' });
  await expect(reloaded.getByRole('textbox', { name: /Belege aufbewahren/ })).toHaveValue('132');
  await expect(reloaded.getByRole('textbox', { name: /Bankdaten aufbewahren/ })).toHaveValue('6');
});

test('a manager opening /admin lands on /denied', async ({ page }) => {
  await signIn(page, 'manager', '/admin');
  await expect(page).toHaveURL(/\/denied$/);
  await expect(page.getByRole('heading', { name: 'Zugriff nicht erlaubt' })).toBeVisible();
});
