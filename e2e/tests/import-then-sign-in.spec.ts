import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DatasheetPage } from '../support/datasheet-page';
import { createClubAndSeason, nextSeason } from '../support/empty-platform';
import { blockExternalRequests } from '../support/network';
import { OwnApiServer } from '../support/own-api-server';
import { screenshotWithoutOverflow } from '../support/screenshots';
import { Sidebar } from '../support/sidebar';

// Issue 57, items 6 and 8: the office brings its tester pool in from CSV ('Bestand übernehmen': the template, a dry
// run, then the import), and a person of that pool who registers at the identity service with the same address
// finds the record the import made at their first sign-in: nobody typed in twice. From an empty database
// (DEMO_SEED=0) with its own API server (:3212). The development identity service keeps registrations in memory:
// each run uses a new address.

const server = new OwnApiServer(3212, { DEMO_SEED: '0' });
const season = nextSeason();
const CLUB = 'GC Bestand';
const PERSON = { firstName: 'Ida', lastName: 'Importiert', email: `ida.importiert.${Date.now()}@example.de`, password: 'sicher-genug-42' };

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

/** The downloaded template with its example row made Ida's: her address, name and the club the platform knows. */
function idasFile(template: string): Buffer {
  const [header, example] = template.replace(/^\uFEFF/, '').split(/\r?\n/);
  const cells = example!.split(';');
  const replace = (from: string, to: string) => {
    const at = cells.indexOf(from);
    expect(at, `the template's example row has ${from}`).toBeGreaterThanOrEqual(0);
    cells[at] = to;
  };
  replace('erika.mustermann@example.de', PERSON.email);
  replace('Erika', PERSON.firstName);
  replace('Mustermann', PERSON.lastName);
  replace('Golfclub Am Rhein', CLUB);
  return Buffer.from(`\uFEFF${header}\r\n${cells.join(';')}\r\n`, 'utf8');
}

test('the office imports a tester from CSV; her first sign-in finds the record the import made', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await server.newPage(browser, 1280);
  await createClubAndSeason(admin, CLUB, season);

  // 1. 'Bestand übernehmen': the template, the dry run, the import.
  await new Sidebar(admin).open('Import');
  await expect(admin.getByRole('heading', { level: 1, name: 'Bestand übernehmen (CSV-Import)' })).toBeVisible();
  await admin.getByLabel('Was möchten Sie übernehmen?').selectOption({ label: 'Tester' });
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Vorlage herunterladen' }).click();
  const template = readFileSync((await (await download).path())!, 'utf8');
  await admin.getByLabel(/^CSV-Datei/).setInputFiles({ name: 'tester.csv', mimeType: 'text/csv', buffer: idasFile(template) });
  await admin.getByRole('button', { name: 'Prüfen' }).click();
  await expect(admin.getByText('1 Tester neu, 0 Tester geändert, 0 unverändert')).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Zeilen der Datei' })).toContainText(PERSON.email);
  await screenshotWithoutOverflow(admin, 'import-testers-checked-1280');
  await admin.setViewportSize({ width: 375, height: 812 });
  await screenshotWithoutOverflow(admin, 'import-testers-checked-375');
  await admin.getByRole('button', { name: 'Importieren' }).click();
  await admin.getByRole('alertdialog', { name: 'Importieren?' }).getByRole('button', { name: 'Importieren' }).click();
  await expect(admin.getByText('Import abgeschlossen: 1 Tester neu, 0 Tester geändert, 0 unverändert.')).toBeVisible();

  // 2. Ida registers with the address the office has for her, and finds her record: not an applicant of her own.
  const page = await server.newPage(browser, 375);
  await blockExternalRequests(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await page.waitForURL(/localhost:3100\/realms\/dtp\/interaction\//);
  await page.getByLabel('Vorname').fill(PERSON.firstName);
  await page.getByLabel('Nachname').fill(PERSON.lastName);
  await page.getByLabel('E-Mail').fill(PERSON.email);
  await page.getByLabel('Passwort', { exact: true }).fill(PERSON.password);
  await page.getByLabel('Passwort wiederholen').fill(PERSON.password);
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await page.waitForURL(/localhost:3000\//);
  await expect(page.getByTestId('platform-info')).toBeVisible();
  await page.goto('/datasheet');
  const sheet = new DatasheetPage(page);
  await sheet.expectLoaded(season);
  await expect(sheet.field(/^Email/)).toHaveValue(PERSON.email);
  await expect(sheet.field(/^Ort/)).toHaveValue('Köln');
  await expect(sheet.field(/^PLZ/)).toHaveValue('50667');
  await page.close();

  // 3. The office sees one Ida, her account linked by the confirmed address, the import and the link in her Verlauf.
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/testers');
  const rows = admin.getByRole('row').filter({ hasText: PERSON.lastName });
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('cell', { name: PERSON.lastName, exact: true }).click();
  const account = admin.getByRole('region', { name: 'Zugang' });
  await expect(account).toContainText('Erste Anmeldung (bestätigte E-Mail-Adresse)');
  await expect(account.getByText('Möglicherweise doppelt')).toHaveCount(0);
  await admin.close();
});
