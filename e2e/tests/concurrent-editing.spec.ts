import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn, type Account } from '../support/sign-in';

// No lost updates (issue 16): two people edit the same club in two browsers. The second save is
// refused because the club changed meanwhile; what the second person typed stays, and 'Neu laden'
// shows the club as the first person saved it.

const CLUB = 'Golf-Club Hamburg-Walddörfer';

async function openClub(browser: Browser, account: Account, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: 'http://localhost:3000', locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, account, '/clubs');
  await page.getByRole('cell', { name: CLUB, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: CLUB })).toBeVisible();
  await page.setViewportSize({ width, height: 900 });
  return page;
}

test("two managers edit one club: the second save says it changed meanwhile, keeps the input, and 'Neu laden' shows the first's change", async ({ browser }) => {
  const first = await openClub(browser, 'manager', 1280);
  const second = await openClub(browser, 'admin', 375);
  const phone = (page: Page) => page.getByRole('textbox', { name: /^Telefon/ }).first();

  await phone(first).fill('040 111 222');
  await first.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(first.getByText('Speichern erfolgreich.')).toBeVisible();

  await phone(second).fill('040 999 000');
  await second.getByRole('button', { name: 'Speichern', exact: true }).click();
  const badge = second.getByRole('alert').filter({ hasText: 'Jemand anderes hat diesen Datensatz inzwischen geändert.' });
  await expect(badge).toBeVisible();
  await expect(badge).toContainText('Ihre Eingaben sind noch da.');
  await expect(phone(second)).toHaveValue('040 999 000');
  await second.screenshot({ path: 'screenshots/club-changed-meanwhile-375.png' });
  await second.setViewportSize({ width: 1280, height: 900 });
  await expect(badge).toBeVisible();
  await expect(phone(second)).toHaveValue('040 999 000');
  await second.screenshot({ path: 'screenshots/club-changed-meanwhile-desktop.png' });
  await second.setViewportSize({ width: 375, height: 900 });

  // 'Neu laden' is the person's choice to give up the input for the club as it is now: the browser
  // does not ask a second time (its 'leave this page?' would otherwise guard the dirty form).
  const dialogs: string[] = [];
  second.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  await badge.getByRole('button', { name: 'Neu laden' }).click();
  await expect(second.getByRole('heading', { level: 1, name: CLUB })).toBeVisible();
  await expect(phone(second)).toHaveValue('040 111 222');
  await expect(second.getByRole('alert').filter({ hasText: 'inzwischen geändert' })).toHaveCount(0);
  expect(dialogs).toEqual([]);
  // ... and saving from the fresh version works.
  await phone(second).fill('040 999 000');
  await second.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(second.getByText('Speichern erfolgreich.')).toBeVisible();

  await first.context().close();
  await second.context().close();
});
