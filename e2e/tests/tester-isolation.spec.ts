import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { recordRequests } from '../support/network';
import { Sidebar } from '../support/sidebar';
import { signIn } from '../support/sign-in';
import { TravelsListPage } from '../support/tester-tests-travels-pages';

test("a tester's whole session never requests anything of mf-backoffice", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const requests = recordRequests(page);
  await signIn(page, 'tester', '/');
  const sidebar = new Sidebar(page);
  for (const entry of ['Ihr Datenblatt', 'Ihre Tests', 'Ihre Spesenabrechnungen', 'Ihr Tester-Feedback', 'Startseite']) {
    await sidebar.open(entry);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(requests.filter((url) => url.startsWith('http://localhost:3002/'))).toEqual([]);
  // A back-office path typed by hand: the role check runs before any of its code is loaded.
  for (const path of ['/waves', '/dashboard', '/datasheets', '/admin', '/datasheet/u-admin']) {
    await page.goto(path);
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await page.goto('/waves');
  await expect(page).toHaveURL(/\/denied$/);
  await expect(page.getByRole('heading', { name: 'Zugriff nicht erlaubt' })).toBeVisible();

  expect(requests.some((url) => url.startsWith('http://localhost:3001/'))).toBe(true);
  // An address the tester's own remotes do not know makes the page read the back office's manifest (its pages'
  // addresses and roles, issue 48); none of its code.
  expect(requests.filter((url) => url.startsWith('http://localhost:3002/') && !url.endsWith('/mf-manifest.json'))).toEqual([]);
});

test('host and remotes share one instance of api-client and shared-ui', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin', '/');
  const sidebar = new Sidebar(page);
  for (const entry of ['Übersicht', 'Ihr Datenblatt', 'Ihr Tester-Feedback']) {
    await sidebar.open(entry);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(await sharedInstances(page)).toEqual({ '@dtp/api-client': 1, '@dtp/shared-ui': 1 });
});

test("a screen using further entry points ('@dtp/shared-ui/travel-claim') gets them from the shell too", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'tester', '/travels');
  await new TravelsListPage(page).rows.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spesenabrechnung' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^IBAN/ })).toBeVisible();
  expect(await sharedInstances(page)).toEqual({ '@dtp/api-client': 1, '@dtp/shared-ui': 1 });
});

function sharedInstances(page: Page) {
  return page.evaluate(() => (globalThis as { __DTP_SHARED_INSTANCES__?: Record<string, number> }).__DTP_SHARED_INSTANCES__);
}
