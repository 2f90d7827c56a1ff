import { expect, test } from '../support/test';
import { Sidebar } from '../support/sidebar';
import { signIn } from '../support/sign-in';

// The sidebar on a long page at a desk (issue 33, item 16): its background and border reach the bottom of
// the page, and its entries stay in view while the page scrolls.

test('on the long testing detail at 1366 px the sidebar reaches the bottom of the page and its entries stay in view', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'manager', '/testing/1117');
  await expect(page.getByRole('table', { name: /^Verfügbare Tester/ })).toBeVisible();
  const sidebar = page.getByTestId('sidebar');
  const main = page.getByRole('main');

  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight, 'the testing detail is longer than the screen').toBeGreaterThan(768 * 1.5);
  // The aside is as tall as the content beside it: its white background and border end where the page ends.
  const [aside, content] = [await sidebar.boundingBox(), await main.boundingBox()];
  expect(aside!.y + aside!.height).toBeGreaterThanOrEqual(content!.y + content!.height - 1);
  expect(aside!.y + aside!.height).toBeGreaterThanOrEqual(pageHeight - 1);
  await page.screenshot({ path: 'screenshots/sidebar-testing-1366-full.png', fullPage: true });

  // Scrolled to the end: the entries are still there to click.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const nav = new Sidebar(page).nav;
  await expect(nav.getByRole('link', { name: 'Wellen', exact: true })).toBeInViewport();
  await page.screenshot({ path: 'screenshots/sidebar-testing-1366-bottom.png' });
  await new Sidebar(page).open('Wellen');
  await expect(page.getByRole('heading', { level: 1, name: 'Die Wellen' })).toBeVisible();
});
