import { expect, test } from '../support/test';
import { screenshotWithoutOverflow } from '../support/screenshots';
import { signIn } from '../support/sign-in';

// 'Zugang' on the tester's page against the real API server (issue 57): an admin unlinks Max Mustermann's account;
// Max's next sign-in finds no record of his and makes an applicant of the same name, which both records mark as
// 'möglicherweise doppelt'; the admin merges the applicant into Max's record, and Max signs in to his own tests again.

test('unlinked, signed in again, merged back: Max finds his own tests', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin', '/testers/show/u-tester');
  const account = page.getByRole('region', { name: 'Zugang' });
  await expect(account).toContainText(/Verknüpft seit \d{2}\.\d{2}\.\d{4}/);
  await account.getByRole('button', { name: 'Verknüpfung lösen' }).click();
  await page.getByRole('alertdialog', { name: 'Verknüpfung lösen' }).getByRole('button', { name: 'Verknüpfung lösen' }).click();
  await expect(account).toContainText('Mit diesem Tester ist noch kein Zugang verknüpft.');

  // Max signs in on his phone: a new applicant, not his record.
  const max = await browser.newPage();
  await max.setViewportSize({ width: 375, height: 812 });
  await signIn(max, 'tester', '/datasheet');
  await expect(max.getByRole('alert').filter({ hasText: 'Sie sind noch nicht als Tester vorgemerkt.' })).toBeVisible();

  await page.reload();
  const hint = account.getByRole('alert').filter({ hasText: 'Möglicherweise doppelt' });
  await expect(hint).toContainText('Max Mustermann · Bewerber · mit Zugang');
  await screenshotWithoutOverflow(page, 'tester-account-duplicate-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await account.scrollIntoViewIfNeeded();
  await screenshotWithoutOverflow(page, 'tester-account-duplicate-375');

  await hint.getByRole('button', { name: 'Hierher übernehmen' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Tester zusammenführen' });
  await expect(dialog).toContainText('Das kann nicht rückgängig gemacht werden.');
  await screenshotWithoutOverflow(page, 'tester-account-merge-375');
  await dialog.getByRole('button', { name: 'Hierher übernehmen' }).click();
  await expect(account).toContainText('Beim Zusammenführen übernommen');
  await expect(account.getByText('Möglicherweise doppelt')).toHaveCount(0);

  // Max's next call is his own record again: his tests are there.
  await max.goto('/tests');
  await expect(max.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(max.getByText('Golfclub Schloss Lüdersburg').first()).toBeVisible();
  await max.close();
});
