import { expect, test } from '../support/test';
import { signIn } from '../support/sign-in';

// The reminders in the administration (issue 34, items 3 and 6): an admin switches the test reminder
// off and sets its days; the list of automatic mails says when each goes out and keeps it after a reload.

test('an admin switches the test reminder off and sets the claim reminders; the automatic mails list follows', async ({ page }) => {
  await signIn(page, 'admin', '/admin');
  const form = page.getByRole('form', { name: 'Erinnerungen' });
  const mails = page.getByRole('table', { name: 'Automatische Emails' });
  const testRow = mails.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Test-Erinnerung', exact: true }) });
  await expect(testRow).toContainText('3 Tage vor dem Testtermin, 08:00 Uhr');
  await expect(testRow).toContainText('Aktiv');

  const second = form.getByRole('textbox', { name: /Zweite Erinnerung \(Tage nach dem Test\)/ });
  await second.fill('5');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Die zweite Erinnerung muss später als die erste kommen.')).toBeVisible();

  await second.fill('21');
  await form.getByText('Test-Erinnerung versenden', { exact: true }).click();
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Speichern erfolgreich.')).toBeVisible();
  await expect(testRow).toContainText('Ausgeschaltet');

  await page.reload();
  await expect(form.getByRole('checkbox', { name: 'Test-Erinnerung versenden' })).not.toBeChecked();
  await expect(second).toHaveValue('21');
  await expect(mails.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Erinnerung Spesenabrechnung', exact: true }) })).toContainText(
    '7 und 21 Tage nach dem Test, 08:00 Uhr',
  );
});
