import { API_URL, expect, test } from '../support/test';
import { DatasheetPage } from '../support/datasheet-page';
import { recordRequests } from '../support/network';
import { Sidebar } from '../support/sidebar';
import { signIn } from '../support/sign-in';

// The platform in http mode: every call goes over HTTP to the API server (playwright.config.ts starts the
// built server on an in-memory database) with the identity service's access token, answers are checked at
// the boundary, and the browser never downloads the in-browser demo data source.
test.describe('http mode against the API server', () => {
  test("a tester's data sheet and tests load over HTTP with the bearer token", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const requests = recordRequests(page);
    const datasheetCall = page.waitForRequest(`${API_URL}/datasheet`);
    await signIn(page, 'tester', '/datasheet');
    expect((await datasheetCall).headers().authorization).toMatch(/^Bearer .+\..+\..+/);
    await new DatasheetPage(page).expectLoaded(2023);
    await expect(page.getByText('Max Mustermann').first()).toBeVisible();

    await new Sidebar(page).open('Ihre Tests');
    await expect(page.getByRole('heading', { level: 1, name: /Ihre Tests 2023/ })).toBeVisible();
    expect(requests.some((url) => /demo-data-source/.test(url))).toBe(false);
  });

  test('a call the server refuses shows the German error badge', async ({ page }) => {
    await signIn(page, 'tester', '/tests/test/999999');
    await expect(page.getByRole('alert').filter({ hasText: 'Fehler:' })).toBeVisible();
  });
});
