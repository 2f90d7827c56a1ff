import { expect, test } from '../support/test';
import { screenshotWithoutOverflow } from '../support/screenshots';
import { signIn } from '../support/sign-in';

// The season's structure (issue 13): waves, panels and the data-sheet list, as admin and manager.

const success = (page: import('@playwright/test').Page) => page.getByText('Speichern erfolgreich.');

test("an admin updates the waves; a manager has no such button, edits a wave's end and opens a test from it", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin', '/waves');
  await expect(page.getByRole('heading', { level: 1, name: 'Die Wellen' })).toBeVisible();
  await page.getByRole('button', { name: 'Wellen aktualisieren' }).click();
  await expect(success(page)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Welle \d \(KW/ })).toHaveCount(3);
  await screenshotWithoutOverflow(page, 'back-office-waves-1280');

  const manager = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await signIn(manager, 'manager', '/waves');
  await expect(manager.getByRole('heading', { level: 1, name: 'Die Wellen' })).toBeVisible();
  await expect(manager.getByRole('link', { name: /^Welle 1 \(KW/ })).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Wellen aktualisieren' })).toHaveCount(0);
  await screenshotWithoutOverflow(manager, 'back-office-waves-375');

  await manager.getByRole('link', { name: /^Welle 1 \(KW/ }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Welle 1' })).toBeVisible();
  const end = manager.getByRole('textbox', { name: /Ende/ });
  await end.fill('31.02.2023');
  await manager.getByRole('button', { name: 'Speichern' }).click();
  await expect(manager.getByText('Bitte geben Sie das Datum im Format DD.MM.YYYY ein, z.B. 01.03.1993.')).toBeVisible();
  // Within its season and before wave 2 (13.06.): a period overlapping another wave is refused (issue 56).
  await end.fill('19.05.2023');
  // Leaving the field re-validates it and removes the message above the button.
  await end.press('Tab');
  await manager.getByRole('button', { name: 'Speichern' }).click();
  await expect(success(manager)).toBeVisible();
  await manager.reload();
  await expect(manager.getByRole('textbox', { name: /Ende/ })).toHaveValue('19.05.2023');
  await screenshotWithoutOverflow(manager, 'back-office-wave-375');

  const waveUrl = new URL(manager.url()).pathname;
  const tests = manager.getByRole('table', { name: 'Die Tests der Welle 1' });
  await tests.getByRole('row').nth(1).click();
  await expect(manager).toHaveURL(/\/testing\/\d+\?navigateBack=/);
  await expect(manager.getByRole('heading', { level: 1, name: /^Test / })).toBeVisible();
  await manager.getByRole('link', { name: 'Zurück' }).click();
  await expect(manager).toHaveURL(new RegExp(`${waveUrl}$`));
  await expect(manager.getByRole('heading', { level: 1, name: 'Welle 1' })).toBeVisible();
  await manager.close();
});

test("a manager sets a panel's status, and it is kept after a reload", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'manager', '/panels');
  const table = page.getByRole('table', { name: 'Die Panels der Saison' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await screenshotWithoutOverflow(page, 'back-office-panels-1280');
  await table.getByRole('row').nth(1).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Panel / })).toBeVisible();
  const status = page.getByRole('combobox', { name: /Status/ });
  const next = (await status.inputValue()) === 'FINISHED' ? 'INITIAL' : 'FINISHED';
  await status.selectOption(next);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(success(page)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: /Status/ })).toHaveValue(next);
  await screenshotWithoutOverflow(page, 'back-office-panel-1280');
});

test('the data-sheet list filtered to one status opens a sheet, and back keeps the filter', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'manager', '/datasheets');
  await expect(page.getByRole('heading', { level: 1, name: 'Die Datenblätter' })).toBeVisible();
  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  await status.selectOption('SENT');
  const table = page.getByRole('table', { name: 'Die Datenblätter der Saison' });
  const rows = table.getByRole('row').filter({ hasText: 'Abgeschickt' });
  await expect(rows.first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: /Eingeladen|Freigegeben|Angelegt/ })).toHaveCount(0);
  await screenshotWithoutOverflow(page, 'back-office-datasheets-375');
  await rows.first().click();
  await expect(page).toHaveURL(/\/datasheet\/[^?]+\?navigateBack=/);
  await expect(page.getByRole('heading', { level: 1, name: /^Testerdatenblatt/ })).toBeVisible();
  await page.getByRole('link', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/datasheets\?progress=SENT$/);
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('SENT');
  await expect(rows.first()).toBeVisible();
});

test('a manager creates a tester: a taken email is refused at the field; fixed, with a home club and a Schulung added by Enter, it is saved and kept', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'manager', '/testers');
  await expect(page.getByRole('heading', { level: 1, name: 'Die Tester' })).toBeVisible();
  const takenEmail = (await page.getByRole('table', { name: 'Alle Tester' }).getByRole('row').nth(1).getByRole('cell').nth(3).innerText()).trim();
  await page.getByRole('link', { name: 'Neu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tester anlegen' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Status/ })).toHaveValue('APPLICANT');
  await page.getByRole('combobox', { name: /Anrede/ }).selectOption('MR');
  await page.getByRole('textbox', { name: /Vorname/ }).fill('Henrik');
  await page.getByRole('textbox', { name: /Nachname/ }).fill('Probst');
  const email = page.getByRole('textbox', { name: /Email/ });
  await email.fill(takenEmail);
  await page.getByRole('button', { name: 'Tester anlegen' }).click();
  await expect(page.getByText('Email is bereits vergeben.')).toBeVisible();
  await email.fill('henrik.probst@example.org');
  await email.press('Tab');

  await page.getByRole('tab', { name: 'Heimatclub' }).click();
  const picker = page.getByRole('table', { name: 'Golfclubs zur Auswahl als Heimatclub' });
  const clubName = (await picker.getByRole('row').nth(1).getByRole('cell').nth(1).innerText()).split('\n')[0]!.trim();
  await picker.getByRole('button', { name: `${clubName} auswählen` }).click();
  await expect(page.getByRole('group', { name: clubName })).toBeVisible();

  await page.getByRole('tab', { name: 'Schulungen' }).click();
  await page.getByRole('button', { name: 'Schulung hinzufügen' }).click();
  const first = page.getByRole('group', { name: 'Schulung 1' });
  await first.getByRole('textbox', { name: /Datum/ }).fill('14.03.2023');
  await first.getByRole('textbox', { name: /Ort/ }).fill('Köln');
  await first.getByRole('textbox', { name: /Ort/ }).press('Enter');
  const second = page.getByRole('group', { name: 'Schulung 2' });
  await expect(second.getByRole('textbox', { name: /Datum/ })).toBeFocused();
  await second.getByRole('textbox', { name: /Datum/ }).fill('20.09.2023');
  await second.getByRole('textbox', { name: /Ort/ }).fill('Online-Seminar');
  await second.getByText('Online', { exact: true }).click();
  await expect(second.getByRole('checkbox', { name: 'Online' })).toBeChecked();
  await page.getByRole('button', { name: 'Tester anlegen' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Tester Henrik Probst' })).toBeVisible();
  await expect(page).toHaveURL(/\/testers\/show\/u-\d+$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tester Henrik Probst' })).toBeVisible();
  await expect(page.getByRole('link', { name: clubName })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Email/ })).toHaveValue('henrik.probst@example.org');
  await page.getByRole('tab', { name: 'Schulungen' }).click();
  await expect(page.getByRole('group', { name: 'Schulung 1' }).getByRole('textbox', { name: /Ort/ })).toHaveValue('Köln');
  await expect(page.getByRole('group', { name: 'Schulung 2' }).getByRole('textbox', { name: /Datum/ })).toHaveValue('20.09.2023');
  await expect(page.getByRole('group', { name: 'Schulung 2' }).getByRole('checkbox', { name: 'Online' })).toBeChecked();
  await screenshotWithoutOverflow(page, 'back-office-tester-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshotWithoutOverflow(page, 'back-office-tester-375');
  await page.getByRole('link', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/testers$/);
});
