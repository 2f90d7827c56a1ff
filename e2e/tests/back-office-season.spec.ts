import { expect, test } from '../support/test';
import { DashboardPage, TestingDetailPage } from '../support/back-office-pages';
import { screenshotWithoutOverflow } from '../support/screenshots';
import { signIn } from '../support/sign-in';

// A manager during a season (issue 12): the dashboard, a testing with assignment, resets and claims.
// Seeded: wave 3 has Golfclub Magdeburg am Elbauenpark, still looking for a tester, with eight
// available testers (one left the club in 2020, one tested it in 2022).

test('a manager filters the dashboard, exports it, assigns a tester and comes back to the same list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'manager', '/dashboard');
  const dashboard = new DashboardPage(page);
  await expect(dashboard.heading).toBeVisible();

  // 1. Filter by wave, status and club name; a reload keeps the filters; the CSV has exactly the shown rows.
  await expect(dashboard.wave.locator('option', { hasText: /^3 \(KW \d+–\d+\)$/ })).toHaveCount(1);
  await dashboard.wave.selectOption('3');
  await dashboard.status.selectOption({ label: 'Tester wird gesucht' });
  await dashboard.searchFor('magdeburg');
  await expect(dashboard.rows).toHaveCount(1);
  await expect(dashboard.rows.first()).toContainText('Golfclub Magdeburg am Elbauenpark');
  await page.reload();
  await expect(dashboard.wave).toHaveValue('3');
  await expect(dashboard.status).toHaveValue('INITIAL');
  await expect(dashboard.search).toHaveValue('magdeburg');
  await expect(dashboard.rows).toHaveCount(1);
  await expect(dashboard.count).toHaveText('1 Datensatz angezeigt');
  const csv = await dashboard.downloadCsv();
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('#;Nachname;Vorname;Club;Welle;KW;Datum;Status');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/^1;;;Golfclub Magdeburg am Elbauenpark;3;KW [^;]+;;Tester wird gesucht$/);
  const dashboardUrl = page.url();
  await screenshotWithoutOverflow(page, 'back-office-dashboard-1280');

  // 2. Open the testing, sort by distance ascending, assign the first tester.
  await dashboard.rows.first().click();
  const testing = new TestingDetailPage(page);
  await expect(testing.heading).toHaveText('Test Golfclub Magdeburg am Elbauenpark');
  await expect(testing.available).toContainText('War bis 2020 Mitglied dieses Clubs');
  await expect(testing.available).toContainText('Hat diesen Club 2022 getestet');
  await testing.sortBy('Distanz zum Club');
  await expect(testing.available.getByRole('columnheader', { name: 'Distanz zum Club' })).toHaveAttribute('aria-sort', 'ascending');
  await screenshotWithoutOverflow(page, 'back-office-testing-1280');
  const assign = testing.availableRows.first().getByRole('button', { name: /einteilen$/ });
  const firstName = ((await assign.getAttribute('aria-label')) ?? '').replace(/ einteilen$/, '');
  const before = await testing.availableRows.count();
  await assign.click();
  await expect(page.getByText('Speichern erfolgreich.')).toBeVisible();
  await expect(testing.tester).toHaveText(firstName);
  await expect(testing.status).toHaveValue('ASSIGNED');
  await expect(testing.availableRows).toHaveCount(before - 1);
  await expect(testing.available.getByRole('button', { name: `${firstName} einteilen` })).toHaveCount(0);

  // 3. A Monday warns; then the assignment is cleared.
  await testing.date.fill('19.06.2023');
  await expect(testing.warnings).toContainText('Das Test-Datum ist ein Montag.');
  await testing.clearAssignment();
  await expect(testing.tester).toHaveText('Noch kein Tester eingeteilt');
  await expect(testing.status).toHaveValue('INITIAL');
  // The date typed before stays: a fresher testing never overwrites unsaved input (issue 42).
  await expect(testing.date).toHaveValue('19.06.2023');
  // The tester just unassigned is offered again at once (issue 33).
  await expect(testing.available.getByRole('button', { name: `${firstName} einteilen` })).toHaveCount(1);
  await expect(testing.availableRows).toHaveCount(before);

  // On a phone the testing reads as cards, without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshotWithoutOverflow(page, 'back-office-testing-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // 4. Back: the unsaved date is asked about, then the same filtered list.
  await page.getByRole('link', { name: 'Zurück' }).click();
  await page.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen' }).getByRole('button', { name: 'Seite verlassen' }).click();
  await expect(page).toHaveURL(dashboardUrl);
  await expect(dashboard.wave).toHaveValue('3');
  await expect(dashboard.status).toHaveValue('INITIAL');
  await expect(dashboard.rows).toHaveCount(1);
});

test('a manager resets a CMC feedback through its confirmation and opens an expense claim from the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'manager', '/dashboard?wave=1');
  const dashboard = new DashboardPage(page);
  await expect(dashboard.rows.first()).toBeVisible();

  // 5. Reset a CMC feedback.
  const reset = page.getByRole('button', { name: /^CMC-Feedback zum Test im .* zurücksetzen$/ }).and(page.locator(':enabled')).first();
  const label = (await reset.getAttribute('aria-label')) ?? '';
  await reset.click();
  const dialog = page.getByRole('alertdialog', { name: 'CMC-Feedback zurücksetzen' });
  await expect(dialog).toContainText('Möchten Sie das CMC-Feedback wirklich zurücksetzen? Das Feedback muss danach erneut abgegeben werden.');
  await dialog.getByRole('button', { name: 'Zurücksetzen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Speichern erfolgreich.')).toBeVisible();
  await expect(page.getByRole('button', { name: label })).toBeDisabled();

  await page.setViewportSize({ width: 375, height: 800 });
  await screenshotWithoutOverflow(page, 'back-office-dashboard-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // 6. The expense claim opens for the manager (not /denied) and leads back to the dashboard.
  await page.getByRole('link', { name: /^Spesenabrechnung zum Test im / }).first().click();
  await expect(page).toHaveURL(/\/travels\/travel\/\d+\?navigateBack=%2Fdashboard%3Fwave%3D1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spesenabrechnung' })).toBeVisible();
});
