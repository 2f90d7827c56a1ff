import { expect, test } from '../support/test';
import { blockExternalRequests } from '../support/network';
import { OwnDeployment } from '../support/own-deployment';
import { Sidebar } from '../support/sidebar';

test.describe('a remote whose server is down', () => {
  const deployment = new OwnDeployment(3010);

  test.beforeAll(async () => {
    await deployment.start('shell');
    await deployment.start('mf-tester');
    await deployment.start('mf-feedback');
  });
  test.afterAll(() => deployment.stopAll());

  test('shows the German error with a retry while the rest of the shell keeps working', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await deployment.open(page, 'admin', '/waves');
    const error = page.getByTestId('remote-error');
    await expect(error).toContainText('Der Bereich „Back-Office“ konnte nicht geladen werden.');
    // The technical details sit behind a closed disclosure until a person opens it.
    const details = error.locator('details');
    await expect(details).not.toHaveAttribute('open');
    await error.getByText('Technische Details').click();
    await expect(details).toHaveAttribute('open', '');
    await expect(page.getByTestId('sidebar')).toBeVisible();

    // Other areas keep working.
    const sidebar = new Sidebar(page);
    await sidebar.open('Ihr Datenblatt');
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    // Its manifest (with its pages and sidebar entries) could not be read: no entry of the back office in the sidebar.
    await expect(sidebar.nav.getByRole('link', { name: 'Wellen', exact: true })).toHaveCount(0);

    // The server comes back: the retry loads the area without a page reload, its sidebar entries with it.
    await page.goBack();
    await expect(page.getByTestId('remote-error')).toBeVisible();
    await deployment.start('mf-backoffice');
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Wellen' })).toBeVisible();
    await expect(sidebar.nav.getByRole('link', { name: 'Wellen', exact: true })).toBeVisible();

    // Stopped while the session runs: a screen not loaded yet fails, the shell survives.
    await deployment.stop('mf-backoffice');
    await sidebar.open('Emails');
    await expect(page.getByTestId('remote-error')).toBeVisible();
    await sidebar.open('Startseite');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Willkommen');
  });
});

test.describe('an invalid runtime configuration', () => {
  const deployment = new OwnDeployment(3020, (config) => {
    const c = config as { auth: Record<string, unknown>; remotes: Record<string, unknown> };
    delete c.auth.clientId;
    c.remotes.mf_backoffice = 'kein-url';
    return c;
  });
  test.beforeAll(() => deployment.start('shell'));
  test.afterAll(() => deployment.stopAll());

  test('shows a German error page naming every broken key, never a white page', async ({ page }) => {
    await blockExternalRequests(page);
    await page.goto(deployment.url);
    await expect(page.getByRole('heading', { name: 'Die Konfiguration ist ungültig' })).toBeVisible();
    await expect(page.getByTestId('config-error-key')).toHaveText(['auth.clientId', 'remotes.mf_backoffice']);
    await expect(page.getByText('Der Schlüssel „auth.clientId“ fehlt.')).toBeVisible();
  });
});
