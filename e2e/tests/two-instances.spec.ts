import { expect, test } from '../support/test';
import { DatasheetPage } from '../support/datasheet-page';
import { signIn } from '../support/sign-in';

// Runs only with playwright.instances.config.ts: two API server instances on one PostgreSQL behind a
// round-robin proxy that names the instance of each answer in X-DTP-Instance.

const PROXY_STATS = 'http://127.0.0.1:3200/__proxy/stats';

async function requestsPerInstance(): Promise<number[]> {
  const stats = (await (await fetch(PROXY_STATS)).json()) as { instances: { requests: number }[] };
  return stats.instances.map((instance) => instance.requests);
}

test('a tester saves on one instance and reads back on the other: every reload shows what was saved', async ({ page }) => {
  const before = await requestsPerInstance();
  const answeredBy = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().startsWith('http://localhost:3200/')) return;
    const instance = (await response.allHeaders())['x-dtp-instance'];
    if (instance) answeredBy.add(instance);
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'tester', '/datasheet');
  const sheet = new DatasheetPage(page);
  await sheet.expectLoaded();
  await sheet.field(/^Beruf/).fill('Vermessungsingenieurin');
  await sheet.save();
  await expect(page.getByText('Speichern erfolgreich.')).toBeVisible();
  // Three reloads: the data sheet is read in turn from both instances (and its other calls in between).
  for (let i = 0; i < 3; i++) {
    await page.reload();
    await sheet.expectLoaded();
    await expect(sheet.field(/^Beruf/)).toHaveValue('Vermessungsingenieurin');
  }

  expect([...answeredBy].sort()).toEqual(['1', '2']);
  const after = await requestsPerInstance();
  expect(after.map((requests, i) => requests > (before[i] ?? 0))).toEqual([true, true]);
});
