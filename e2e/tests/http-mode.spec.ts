import type { Server } from 'node:http';
import { expect, test } from '../support/test';
import { startDemoApi } from '../../scripts/demo-api-server.mjs';
import { DatasheetPage } from '../support/datasheet-page';
import { recordRequests } from '../support/network';
import { OwnDeployment } from '../support/own-deployment';
import { Sidebar } from '../support/sidebar';

// The platform in http mode: every call goes over HTTP to a server (here the demo data
// source behind scripts/demo-api-server.mjs), answers are checked at the boundary, and the
// browser never downloads the in-browser demo data source.
test.describe('http mode against an API server', () => {
  const apiPort = 3240;
  const deployment = new OwnDeployment(3040, (config) => {
    const c = config as { api: Record<string, unknown> };
    c.api = { source: 'http', baseUrl: `http://localhost:${apiPort}` };
    return c;
  });
  let api: Server;

  test.beforeAll(async () => {
    api = await startDemoApi({ port: apiPort });
    await deployment.start('shell');
    await deployment.start('mf-tester');
    await deployment.start('mf-feedback');
  });
  test.afterAll(async () => {
    await deployment.stopAll();
    api.close();
  });

  test("a tester's data sheet and tests load over HTTP with the bearer token", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const requests = recordRequests(page);
    const datasheetCall = page.waitForRequest(`http://localhost:${apiPort}/datasheet`);
    await deployment.open(page, 'tester', '/datasheet');
    expect((await datasheetCall).headers().authorization).toMatch(/^Bearer .+\..+\..+/);
    await new DatasheetPage(page).expectLoaded(2023);
    await expect(page.getByText('Max Mustermann').first()).toBeVisible();

    await new Sidebar(page).open('Ihre Tests');
    await expect(page.getByRole('heading', { level: 1, name: /Ihre Tests 2023/ })).toBeVisible();
    expect(requests.some((url) => /demo-data-source/.test(url))).toBe(false);
  });

  test('a call the server refuses shows the German error badge', async ({ page }) => {
    await deployment.open(page, 'tester', '/tests/test/999999');
    await expect(page.getByRole('alert').filter({ hasText: 'Fehler:' })).toBeVisible();
  });
});
