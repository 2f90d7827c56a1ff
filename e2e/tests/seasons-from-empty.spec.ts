import { expect, test, type Locator, type Page } from '@playwright/test';
import { DashboardPage } from '../support/back-office-pages';
import { DatasheetPage } from '../support/datasheet-page';
import { OwnApiServer } from '../support/own-api-server';
import { screenshotWithoutOverflow } from '../support/screenshots';
import { Sidebar } from '../support/sidebar';
import { signIn } from '../support/sign-in';

// Issue 56, item 5: the platform from an empty database (DEMO_SEED=0) across the turn of a season. The admin creates
// the clubs, a tester and the first season (three waves, both clubs); a manager sees its six testings; the admin
// creates and starts the next season; the tester's sheet is of the new year with the master data kept, and the
// earlier season stays readable. Its own API server (:3210, PGlite in a temporary folder): the shared one has the seed.

const server = new OwnApiServer(3210, { DEMO_SEED: '0' });
const thisYear = Number(new Intl.DateTimeFormat('de-DE', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date()));
const first = thisYear + 1;
const next = first + 1;
const CLUBS = ['GC Leerer Anfang', 'Golfpark Neue Saison'];
const TESTER = { firstName: 'Greta', lastName: 'Grünfeld', street: 'Lindenallee', streetNo: '12', zip: '20259', city: 'Hamburg' };

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

test.beforeEach(async ({ page }) => {
  await server.serve(page.context());
  await page.setViewportSize({ width: 1280, height: 900 });
});

/** Screenshots of the page at a phone's and a desktop's width (e2e/screenshots/{name}-375|1280.png), no sideways scrolling. */
async function screenshotsAt(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: a full-page shot of a scrolled page draws the sticky header in the middle.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    await screenshotWithoutOverflow(page, `${name}-${width}`);
  }
}

const card = (page: Page, year: number): Locator => page.getByRole('region', { name: `Saison ${year}`, exact: true });

/** 'Welle {n}' of the new season's form: its 'Beginn' and 'Ende'. */
async function fillWave(page: Page, n: number, start: string, end: string) {
  const row = page.getByRole('group', { name: `Welle ${n}`, exact: true });
  await row.getByRole('textbox', { name: /^Beginn/ }).fill(start);
  await row.getByRole('textbox', { name: /^Ende/ }).fill(end);
}

test('from an empty platform: the first season with three waves and two clubs, six testings on the dashboard; the next season started keeps the tester and the earlier season', async ({ page }) => {
  test.setTimeout(180_000);
  const sidebar = new Sidebar(page);

  // 1. The admin on the empty platform: no season yet.
  await signIn(page, 'admin', '/seasons');
  await expect(page.getByRole('heading', { level: 1, name: 'Die Saisons' })).toBeVisible();
  await expect(page.getByText('Es ist noch keine Saison angelegt.')).toBeVisible();
  await screenshotsAt(page, 'seasons-empty');
  await page.setViewportSize({ width: 1280, height: 900 });

  // 2. Two clubs, through 'Golf-Clubs' → 'Neu'.
  for (const name of CLUBS) {
    await sidebar.open('Golf-Clubs');
    await expect(page.getByRole('heading', { level: 1, name: 'Die Golfclubs' })).toBeVisible();
    await page.getByRole('link', { name: 'Neu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Golfclub anlegen' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('button', { name: 'Golfclub anlegen' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  // 3. A tester with name and address, through 'Tester' → 'Neu' (not linked to any login yet).
  await sidebar.open('Tester');
  await expect(page.getByRole('heading', { level: 1, name: 'Die Tester' })).toBeVisible();
  await page.getByRole('link', { name: 'Neu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tester anlegen' })).toBeVisible();
  await page.getByRole('combobox', { name: /Anrede/ }).selectOption({ label: 'Frau' });
  await page.getByRole('textbox', { name: /^Vorname/ }).fill(TESTER.firstName);
  await page.getByRole('textbox', { name: /^Nachname/ }).fill(TESTER.lastName);
  await page.getByRole('textbox', { name: /^Email/ }).fill('greta.gruenfeld@example.org');
  await page.getByRole('textbox', { name: /^Straße/ }).fill(TESTER.street);
  await page.getByRole('textbox', { name: /^Hausnummer/ }).fill(TESTER.streetNo);
  await page.getByRole('textbox', { name: /^PLZ/ }).fill(TESTER.zip);
  await page.getByRole('textbox', { name: /^Ort/ }).fill(TESTER.city);
  await page.getByRole('button', { name: 'Tester anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tester ${TESTER.firstName} ${TESTER.lastName}` })).toBeVisible();
  const testerId = /\/testers\/show\/([^/?]+)/.exec(page.url())?.[1];
  expect(testerId).toBeTruthy();

  // 4. The first season: next calendar year, three waves, both clubs; it is current at once.
  await sidebar.open('Saisons');
  await page.getByRole('link', { name: 'Neue Saison anlegen' }).click();
  await expect(page).toHaveURL(/\/seasons\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Neue Saison' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Jahr/ }).fill(String(first));
  await fillWave(page, 1, `01.04.${first}`, `30.04.${first}`);
  await page.getByRole('button', { name: 'Welle hinzufügen' }).click();
  // A new row begins the day after the last one ends.
  await expect(page.getByRole('group', { name: 'Welle 2' }).getByRole('textbox', { name: /^Beginn/ })).toHaveValue(`01.05.${first}`);
  await fillWave(page, 2, `01.05.${first}`, `31.05.${first}`);
  await page.getByRole('button', { name: 'Welle hinzufügen' }).click();
  await fillWave(page, 3, `01.06.${first}`, `30.06.${first}`);
  const clubs = page.getByRole('group', { name: 'Getestete Clubs der Saison' });
  for (const name of CLUBS) {
    const box = clubs.getByRole('checkbox', { name });
    if (!(await box.isChecked())) await clubs.getByText(name, { exact: true }).click();
    await expect(box).toBeChecked();
  }
  await screenshotsAt(page, 'season-new');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Saison anlegen' }).click();

  await expect(page).toHaveURL(/\/seasons$/);
  const firstCard = card(page, first);
  await expect(firstCard).toContainText('Aktuelle Saison');
  await expect(firstCard.getByRole('listitem')).toHaveCount(3);
  await expect(firstCard).toContainText('2 getestete Clubs');
  await expect(firstCard).toContainText('6 Tests, davon 0 mit Tester');
  await expect(firstCard).toContainText('1 Datenblatt');

  // 5. A manager sees the season's six testings on the dashboard.
  await sidebar.signOut();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'manager', '/dashboard');
  const dashboard = new DashboardPage(page);
  await expect(dashboard.heading).toBeVisible();
  await expect(dashboard.count).toHaveText('6 Datensätze angezeigt');
  await expect(dashboard.rows).toHaveCount(6);
  for (const name of CLUBS) await expect(dashboard.rows.filter({ hasText: name })).toHaveCount(3);
  await sidebar.signOut();
  await expect(page).toHaveURL(/\/login/);

  // 6. The admin creates the next season (the form proposes its year and the clubs now tested) and starts it.
  await signIn(page, 'admin', '/seasons');
  await page.getByRole('link', { name: 'Neue Saison anlegen' }).click();
  await expect(page.getByRole('textbox', { name: /^Jahr/ })).toHaveValue(String(next));
  await fillWave(page, 1, `06.04.${next}`, `03.05.${next}`);
  await page.getByRole('button', { name: 'Welle hinzufügen' }).click();
  await fillWave(page, 2, `04.05.${next}`, `31.05.${next}`);
  for (const name of CLUBS) await expect(page.getByRole('group', { name: 'Getestete Clubs der Saison' }).getByRole('checkbox', { name })).toBeChecked();
  await page.getByRole('button', { name: 'Saison anlegen' }).click();
  await expect(page).toHaveURL(/\/seasons$/);
  const nextCard = card(page, next);
  await expect(nextCard).toContainText('In Planung');
  await expect(nextCard).toContainText('4 Tests, davon 0 mit Tester');

  await nextCard.getByRole('button', { name: `Saison ${next} starten` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Saison ${next} starten` });
  await expect(dialog).toContainText(`Die Saison ${next} wird die aktuelle Saison; die Saison ${first} ist danach nur noch lesbar.`);
  await expect(dialog).toContainText(`1 Testerin oder Tester erhält ein Datenblatt ${next} im Status „Angelegt“`);
  await dialog.getByRole('button', { name: `Saison ${next} starten` }).click();
  await expect(dialog).toBeHidden();
  await expect(nextCard).toContainText('Aktuelle Saison');
  await expect(nextCard).toContainText('1 Datenblatt');
  // The earlier season stays as it was, read only.
  await expect(firstCard).toContainText('Abgeschlossen');
  await expect(firstCard).toContainText('6 Tests, davon 0 mit Tester');
  await expect(firstCard.getByRole('button')).toHaveCount(0);
  await screenshotsAt(page, 'seasons-list');
  await page.setViewportSize({ width: 1280, height: 900 });

  // 7. The dashboard shows the new season; the earlier one is still there to pick, with its six testings, read only.
  await sidebar.open('Übersicht');
  await expect(dashboard.count).toHaveText('4 Datensätze angezeigt');
  const season = page.getByRole('combobox', { name: 'Saison', exact: true });
  await expect(season.locator('option')).toHaveText([`${next} (Aktuelle Saison)`, `${first} (Abgeschlossen)`]);
  await season.selectOption({ label: `${first} (Abgeschlossen)` });
  await expect(page).toHaveURL(new RegExp(`[?&]saison=${first}(&|$)`));
  await expect(page.getByText(`Sie sehen die abgeschlossene Saison ${first}. Sie ist nur lesbar.`)).toBeVisible();
  await expect(dashboard.count).toHaveText('6 Datensätze angezeigt');
  for (const name of CLUBS) await expect(dashboard.rows.filter({ hasText: name })).toHaveCount(3);

  // 8. The tester's sheet is of the new year, with their name and address kept.
  await page.goto(`/datasheet/${testerId}`);
  const sheet = new DatasheetPage(page);
  await sheet.expectLoaded(next);
  await expect(page.getByText(`${TESTER.firstName} ${TESTER.lastName}`, { exact: true })).toBeVisible();
  await expect(sheet.status('Angelegt')).toBeVisible();
  await expect(sheet.tab('Stammdaten')).toHaveAttribute('aria-selected', 'true');
  await expect(sheet.field(/^Straße/)).toHaveValue(TESTER.street);
  await expect(sheet.field(/^Hausnummer/)).toHaveValue(TESTER.streetNo);
  await expect(sheet.field(/^PLZ/)).toHaveValue(TESTER.zip);
  await expect(sheet.field(/^Ort/)).toHaveValue(TESTER.city);

  // 9. 'Auswertung' still offers the earlier season (no questionnaire released in it: it says so).
  await page.goto(`/results?year=${first}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Auswertung' })).toBeVisible();
  await expect(page.getByText(`Die Ergebnisse der freigegebenen Fragebögen der Saison ${first}`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Saison' })).toHaveValue(String(first));
  await expect(page.getByText('In dieser Saison wurde noch kein Fragebogen freigegeben.')).toBeVisible();
});
