// The benchmarks' sign-in: the tester through the identity service on the data sheet, in a Playwright
// page; the session stays in that browser context's localStorage.

/** Signs the tester in on `page` and closes it once the data sheet shows. */
export async function signInTester(page) {
  await page.goto('http://localhost:3000/datasheet');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/localhost:3100\/realms\/dtp\/interaction/);
  await page.getByLabel('Benutzername').fill('tester');
  await page.getByLabel('Passwort').fill('tester');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/localhost:3000\/datasheet/);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.close();
}
