import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { screenshotWithoutOverflow } from '../support/screenshots';
import { signIn } from '../support/sign-in';

// Emails (issue 14, item 6, journeys 2 and 3): a manager writes to the assigned testers of wave 2
// and finds the queued mails in the list; pauses, reads a failed mail's error and deletes one.
// The demo data lives in the tab (sessionStorage): each journey moves inside the app.

const TEMPLATE_SUBJECT = 'Sie wurden für einen Test eingeteilt';
const emailRows = (page: Page) => page.getByRole('table', { name: 'Emails' }).locator('tbody tr');

test('a manager composes to the assigned testers of wave 2 with a template; the planned mails appear in the list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'manager', '/emails/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Email verfassen' })).toBeVisible();
  const subject = page.getByRole('textbox', { name: /^Betreff/ });
  const content = page.getByRole('textbox', { name: /^Inhalt/ });
  const template = page.getByRole('combobox', { name: /^Vorlage/ });

  // The user's own text first, then the recipients: none before group and wave are chosen.
  await subject.fill('Hinweis zur Welle 2');
  await content.fill('Liebe Tester,\nbitte beachten Sie die neuen Termine.');
  await expect(page.getByText('Die Empfänger erscheinen, sobald die Empfängergruppe gewählt ist.')).toBeVisible();
  await page.getByRole('combobox', { name: /^Empfängergruppe/ }).selectOption({ label: 'Eingeteilte Tester der Welle' });
  await expect(page.getByRole('list', { name: 'Empfänger' })).toHaveCount(0);
  await page.getByRole('combobox', { name: /^Welle/ }).selectOption('2');
  const recipients = page.getByRole('list', { name: 'Empfänger' }).getByRole('listitem');
  await expect(recipients.first()).toBeVisible();
  const count = await recipients.count();
  expect(count).toBeGreaterThan(1);

  // The template fills subject and content, 'Keine' brings the own text back, then the template again.
  await template.selectOption({ label: 'Tester eingeteilt' });
  await expect(subject).toHaveValue(TEMPLATE_SUBJECT);
  await expect(content).toHaveValue(/\{\{testliste\}\}/);
  await template.selectOption({ label: 'Keine' });
  await expect(subject).toHaveValue('Hinweis zur Welle 2');
  await expect(content).toHaveValue('Liebe Tester,\nbitte beachten Sie die neuen Termine.');
  await template.selectOption({ label: 'Tester eingeteilt' });
  await expect(subject).toHaveValue(TEMPLATE_SUBJECT);

  await page.getByText('Platzhalter', { exact: true }).click();
  await expect(page.getByText('{{testliste}}', { exact: true })).toBeVisible();
  await screenshotWithoutOverflow(page, 'back-office-compose-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshotWithoutOverflow(page, 'back-office-compose-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Absenden' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Emails absenden' });
  await expect(confirm).toContainText(`Die Email wird an ${count} Empfänger versendet.`);
  await confirm.getByRole('button', { name: 'Absenden' }).click();
  const sent = page.getByText(`Es werden ${count} Emails in Kürze versendet.`, { exact: true });
  await expect(sent).toBeVisible();
  await expect(page.getByText('Speichern erfolgreich.')).toHaveCount(0);
  // What was sent stays in view, read-only; „Neue Email“ starts the next one.
  await expect(subject).toHaveValue(TEMPLATE_SUBJECT);
  await expect(subject).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Neue Email' })).toBeVisible();
  await expect(sent).toBeHidden({ timeout: 4000 });

  // The list: exactly the new mails are planned with this template's type.
  await page.getByRole('link', { name: /Zur Email-Liste/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Emails' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Typ' }).selectOption({ label: 'Tester eingeteilt' });
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Geplant' });
  await expect(page).toHaveURL(/\/emails\?type=TESTER_ASSIGNED&status=INITIAL$/);
  await expect(emailRows(page)).toHaveCount(count);
  await expect(emailRows(page).filter({ hasText: TEMPLATE_SUBJECT })).toHaveCount(count);
});

test("a manager pauses a mail, reads a failed mail's 'Fehlermeldung' and deletes a mail after confirming", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'manager', '/emails');
  await expect(page.getByRole('heading', { level: 1, name: 'Emails' })).toBeVisible();

  // Pause: the row becomes a draft, and pause is no longer offered.
  const search = page.getByRole('searchbox', { name: 'Suche' });
  await search.fill('erika.musterfrau eingeteilt');
  await search.press('Enter');
  await expect(emailRows(page)).toHaveCount(1);
  const pause = page.getByRole('button', { name: `Email „${TEMPLATE_SUBJECT}“ an erika.musterfrau@example.de pausieren` });
  await expect(pause).toBeEnabled();
  await pause.click();
  await expect(emailRows(page).first().getByRole('cell').nth(3)).toHaveText('Entwurf');
  await expect(pause).toBeDisabled();

  // The content, as text with its line breaks, in a dialog that only closes.
  await emailRows(page).first().getByRole('button', { name: /^Inhalt der Email/ }).click();
  const contentDialog = page.getByRole('dialog', { name: 'Inhalt der Email' });
  await expect(contentDialog.getByTestId('email-content')).toContainText('Mit freundlichen Grüßen');
  expect(await contentDialog.getByTestId('email-content').innerText()).toContain('\n');
  await contentDialog.getByRole('button', { name: 'Schließen' }).first().click();
  await expect(contentDialog).toBeHidden();

  // The failed mails: the error with its last try.
  await page.getByRole('button', { name: 'Zurücksetzen' }).click();
  await page.getByText('Nur mit Fehler', { exact: true }).click();
  await expect(page).toHaveURL(/\/emails\?error=1$/);
  await expect(emailRows(page).first()).toBeVisible();
  await emailRows(page).first().getByRole('button', { name: /^Fehlermeldung der Email/ }).click();
  const error = page.getByRole('dialog', { name: 'Fehlermeldung' });
  await expect(error).toContainText(/Letzter Versuch: \d\d\.\d\d\.\d{4} \d\d:\d\d/);
  await expect(error).toContainText('SMTP');
  await screenshotWithoutOverflow(page, 'back-office-emails-error-1280');
  await error.getByRole('button', { name: 'Schließen' }).first().click();
  await expect(error).toBeHidden();
  await screenshotWithoutOverflow(page, 'back-office-emails-1280');

  // Delete, after confirming.
  const failed = await emailRows(page).count();
  const remove = emailRows(page).first().getByRole('button', { name: /löschen$/ });
  const label = (await remove.getAttribute('aria-label')) ?? '';
  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: 'Email löschen' });
  await expect(confirm).toContainText('wirklich löschen?');
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(confirm).toBeHidden();
  await expect(emailRows(page)).toHaveCount(failed - 1);
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await screenshotWithoutOverflow(page, 'back-office-emails-375');
});
