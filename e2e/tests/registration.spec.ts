import { expect, test } from '@playwright/test';
import { DatasheetPage } from '../support/datasheet-page';
import { blockExternalRequests } from '../support/network';
import { OwnApiServer } from '../support/own-api-server';
import { screenshotWithoutOverflow } from '../support/screenshots';
import { DashboardPage, TestingDetailPage } from '../support/back-office-pages';
import { createClubAndSeason, nextSeason } from '../support/empty-platform';
import { signIn } from '../support/sign-in';

// Issue 57, items 4 and 5 (decision 0019): a person registers from the login page ('Registrieren' → the identity
// service's form, prompt=create) and comes back signed in; the realm's default role makes them a tester, their first
// call an applicant with a data sheet in 'Angelegt'. A manager invites them, they send their sheet, the manager
// releases it. From an empty database (DEMO_SEED=0) with its own API server (:3211): the admin creates a club and
// the season first. The development identity service keeps registrations in memory: each run uses a new address.

const server = new OwnApiServer(3211, { DEMO_SEED: '0' });
const season = nextSeason();
const CLUB = 'GC Registrierung';
const PERSON = { firstName: 'Rita', lastName: 'Registriert', email: `rita.registriert.${Date.now()}@example.de`, password: 'sicher-genug-42' };

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

test('a person registers from the login page, comes back signed in as an applicant, is invited, sends the sheet and is released', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await server.newPage(browser, 1280);
  await createClubAndSeason(admin, CLUB, season);
  await admin.close();

  // 1. 'Registrieren' on the app's login page opens the identity service's form (prompt=create).
  const page = await server.newPage(browser, 375);
  await blockExternalRequests(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await page.waitForURL(/localhost:3100\/realms\/dtp\/interaction\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible();
  expect(new URL(page.url()).pathname).not.toMatch(/\/login$/);

  // 2. Bad input: a message next to each field, what was typed stays (the passwords do not).
  await page.getByLabel('Vorname').fill(PERSON.firstName);
  await page.getByLabel('E-Mail').fill('rita@');
  await page.getByLabel('Passwort', { exact: true }).fill('kurz');
  await page.getByLabel('Passwort wiederholen').fill('anders');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bitte prüfen Sie die markierten Angaben.');
  await expect(page.getByLabel('Nachname')).toHaveAccessibleDescription('Bitte geben Sie Ihren Nachnamen ein.');
  await expect(page.getByLabel('E-Mail')).toHaveAccessibleDescription(/Bitte geben Sie eine gültige E-Mail-Adresse ein/);
  await expect(page.getByLabel('Passwort', { exact: true })).toHaveAccessibleDescription(/Das Passwort muss mindestens 12 Zeichen lang sein\./);
  await expect(page.getByLabel('Passwort wiederholen')).toHaveAccessibleDescription('Die Passwörter stimmen nicht überein.');
  await expect(page.getByLabel('Vorname')).toHaveValue(PERSON.firstName);
  await expect(page.getByLabel('E-Mail')).toHaveValue('rita@');
  await expect(page.getByLabel('Passwort', { exact: true })).toHaveValue('');
  await screenshotWithoutOverflow(page, 'registration-form-errors-375');

  // 3. Registered: back in the app, signed in, through the usual callback.
  await page.getByLabel('Nachname').fill(PERSON.lastName);
  await page.getByLabel('E-Mail').fill(PERSON.email);
  await page.getByLabel('Passwort', { exact: true }).fill(PERSON.password);
  await page.getByLabel('Passwort wiederholen').fill(PERSON.password);
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await page.waitForURL(/localhost:3000\//);
  await expect(page.getByTestId('platform-info')).toBeVisible();

  // 4. An applicant: the data sheet of the season in 'Angelegt', with the name and the email from the registration.
  await page.goto('/datasheet');
  const sheet = new DatasheetPage(page);
  await sheet.expectLoaded(season);
  await expect(page.getByRole('alert').filter({ hasText: 'Sie sind noch nicht als Tester vorgemerkt.' })).toBeVisible();
  await expect(sheet.field(/^Vorname/)).toHaveValue(PERSON.firstName);
  await expect(sheet.field(/^Nachname/)).toHaveValue(PERSON.lastName);
  await expect(sheet.field(/^Email/)).toHaveValue(PERSON.email);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Registrierung!' })).toHaveCount(0);
  await screenshotWithoutOverflow(page, 'registration-applicant-375');

  // 5. The manager finds them among the testers as 'Bewerber' and invites them.
  const manager = await server.newPage(browser, 1280);
  await signIn(manager, 'manager', '/testers');
  const search = manager.getByLabel('Suche');
  await search.fill(PERSON.lastName.toLowerCase());
  await search.blur();
  const row = manager.getByRole('row').filter({ hasText: PERSON.lastName });
  await expect(row).toContainText('Bewerber');
  await row.getByRole('cell', { name: PERSON.lastName, exact: true }).click();
  await manager.waitForURL(/\/testers\/show\//);
  const userId = /\/testers\/show\/([^/?#]+)/.exec(manager.url())?.[1];
  expect(userId).toBeTruthy();
  await manager.goto(`/datasheet/${userId}`);
  const managerSheet = new DatasheetPage(manager);
  await managerSheet.expectLoaded(season);
  await expect(managerSheet.status('Angelegt')).toBeVisible();
  await managerSheet.setProgress('Einladen');
  await expect(managerSheet.status('Eingeladen')).toBeVisible();

  // 6. The person completes the sheet and sends it.
  await page.reload();
  await sheet.expectLoaded(season);
  await expect(sheet.status('Eingeladen')).toBeVisible();
  await page.getByRole('combobox', { name: /^Anrede/ }).selectOption({ label: 'Frau' });
  await sheet.field(/^Geburtsjahr/).fill('1985');
  await sheet.field(/^Straße/).fill('Am Grün');
  await sheet.field(/^Hausnummer/).fill('7');
  await sheet.field(/^PLZ/).fill('20259');
  await sheet.field(/^Ort/).fill('Hamburg');
  await sheet.field(/^Bundesland/).fill('Hamburg');
  await sheet.openTab('Golfspiel');
  await sheet.field(/^HCPI/).fill('18,4');
  await sheet.openTab('Verfügbarkeit');
  await sheet.markWave(1, 1);
  await sheet.send();
  await expect(page.getByText('Ihr Datenblatt wurde übermittelt.')).toBeVisible();
  await expect(sheet.status('Abgeschickt')).toBeVisible();
  await screenshotWithoutOverflow(page, 'registration-sheet-sent-375');

  // 7. The manager releases it.
  await manager.reload();
  await managerSheet.expectLoaded(season);
  await expect(managerSheet.status('Abgeschickt')).toBeVisible();
  await managerSheet.setProgress('Freigeben');
  await expect(managerSheet.status('Freigegeben')).toBeVisible();
  await manager.setViewportSize({ width: 375, height: 900 });
  // From the top: a full-page shot of a scrolled page draws the sticky header in the middle.
  await manager.evaluate(() => window.scrollTo(0, 0));
  await manager.waitForTimeout(200);
  await screenshotWithoutOverflow(manager, 'registration-released-by-manager-375');

  // 8. The manager assigns them to the season's test of the club; it is among their tests.
  await manager.setViewportSize({ width: 1280, height: 900 });
  await manager.goto('/dashboard');
  const dashboard = new DashboardPage(manager);
  await expect(dashboard.rows).toHaveCount(1);
  await dashboard.rows.first().click();
  const testing = new TestingDetailPage(manager);
  await expect(testing.heading).toHaveText(`Test ${CLUB}`);
  await testing.available.getByRole('button', { name: new RegExp(`${PERSON.lastName} einteilen$`) }).click();
  await expect(testing.tester).toContainText(PERSON.lastName);
  await manager.close();

  await page.reload();
  await expect(sheet.status('Freigegeben')).toBeVisible();
  await page.goto('/tests');
  await expect(page.getByText(CLUB).first()).toBeVisible();
  await page.close();
});
