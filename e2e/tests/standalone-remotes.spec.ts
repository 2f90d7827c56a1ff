import { expect, test } from '../support/test';
import { blockExternalRequests } from '../support/network';

// Each remote's own page for its team: no shell around it, so the page itself must bring
// the federation runtime that the shell otherwise provides to the remotes.
const remotes = [
  { name: 'mf-tester', url: 'http://localhost:3001/datasheet?as=tester', heading: 'Testerdatenblatt' },
  { name: 'mf-backoffice', url: 'http://localhost:3002/dashboard?as=manager', heading: 'Die Tests' },
  { name: 'mf-feedback', url: 'http://localhost:3003/tester-feedback?as=admin', heading: 'Tester Feedback Übersicht' },
];

for (const remote of remotes) {
  test(`${remote.name} runs on its own standalone page with demo data`, async ({ page }) => {
    await blockExternalRequests(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(remote.url);
    await expect(page.getByRole('heading', { name: /Standalone \(Demo-Daten/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: remote.heading })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
