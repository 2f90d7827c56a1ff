import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { blockExternalRequests } from './network';

export type Account = 'admin' | 'manager' | 'tester' | 'tester2' | 'tester3' | 'neu' | 'ohnerolle';

/** Page object of the identity service's German login page. */
export class IdentityLoginPage {
  constructor(private readonly page: Page) {}

  async submit(username: string, password: string) {
    await this.page.getByLabel('Benutzername').fill(username);
    await this.page.getByLabel('Passwort').fill(password);
    await this.page.getByRole('button', { name: 'Anmelden' }).click();
  }
}

/** Opens `path` signed out, signs in through the identity service and waits for the app. */
export async function signIn(page: Page, account: Account, path = '/'): Promise<void> {
  await blockExternalRequests(page);
  await page.goto(path);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/localhost:3100\/realms\/dtp\/interaction/);
  await new IdentityLoginPage(page).submit(account, account);
  await page.waitForURL(/localhost:3000\//);
  await expect(page.getByTestId('platform-info')).toBeVisible();
}
