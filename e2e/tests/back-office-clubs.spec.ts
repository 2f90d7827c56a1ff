import { expect, test } from '../support/test';
import { signIn } from '../support/sign-in';

// The club detail (issue 14): a manager creates a testable club with two contact persons and its
// result recipients; after a reload the club is as saved and has a panel of the season.

test('a manager creates a testable club: two contact persons (plus, Enter), one recipient of a duplicate and an empty entry; after a reload as saved, and in /panels', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'manager', '/clubs/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Golfclub anlegen' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill('GC Playwright Heide');
  await page.getByRole('textbox', { name: /^Telefon/ }).fill('040 555 12');
  await page.getByText('testbar', { exact: true }).click();

  await page.getByRole('tab', { name: 'Kontaktpersonen' }).click();
  await page.getByRole('button', { name: 'Kontaktperson hinzufügen' }).click();
  const first = page.getByRole('group', { name: 'Kontaktperson 1' });
  await expect(first.getByRole('textbox', { name: /^Name/ })).toBeFocused();
  await first.getByRole('textbox', { name: /^Name/ }).fill('Eva Grün');
  await first.getByRole('textbox', { name: /^Position/ }).fill('Clubmanagerin');
  await first.getByRole('textbox', { name: /^Email/ }).fill('eva@heide.example.de');
  await expect(first.getByRole('link', { name: 'Email an eva@heide.example.de schreiben' })).toHaveAttribute('href', 'mailto:eva@heide.example.de');
  await first.getByRole('textbox', { name: /^Telefon/ }).fill('040 1');
  await first.getByRole('textbox', { name: /^Telefon/ }).press('Enter');
  const second = page.getByRole('group', { name: 'Kontaktperson 2' });
  await expect(second.getByRole('textbox', { name: /^Name/ })).toBeFocused();
  await second.getByRole('textbox', { name: /^Name/ }).fill('Max Platz');
  await second.getByRole('textbox', { name: /^Position/ }).fill('Sekretariat');

  await page.getByRole('tab', { name: 'Emails' }).click();
  const recipients = page.getByRole('textbox', { name: /Empfänger der Testergebnisse/ });
  await recipients.pressSequentially('ergebnis@heide.example.de');
  await recipients.press('Enter');
  await recipients.press('Enter');
  await recipients.pressSequentially('   ');
  await recipients.press('Enter');
  await recipients.pressSequentially('ergebnis@heide.example.de');
  await recipients.press('Enter');
  await expect(recipients).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Empfänger der Testergebnisse' }).getByRole('listitem')).toHaveText(['ergebnis@heide.example.de']);

  await page.getByRole('button', { name: 'Golfclub anlegen' }).click();
  await expect(page).toHaveURL(/\/clubs\/show\/\d+\?navigateBack=%2Fclubs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'GC Playwright Heide' })).toBeVisible();
  await expect(page.getByText('Speichern erfolgreich.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'GC Playwright Heide' })).toBeVisible();
  await page.getByRole('tab', { name: 'Kontaktpersonen' }).click();
  await expect(page.getByRole('group', { name: /^Kontaktperson \d$/ })).toHaveCount(2);
  await expect(page.getByRole('group', { name: 'Kontaktperson 2' }).getByRole('textbox', { name: /^Name/ })).toHaveValue('Max Platz');
  await page.getByRole('tab', { name: 'Emails' }).click();
  await expect(page.getByRole('list', { name: 'Empfänger der Testergebnisse' }).getByRole('listitem')).toHaveText(['ergebnis@heide.example.de']);

  await page.goto('/panels?q=heide');
  await expect(page.getByRole('cell', { name: 'GC Playwright Heide' })).toBeVisible();
});
