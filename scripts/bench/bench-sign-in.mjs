// The benchmarks' sign-in: the tester through the identity service on the data sheet, in a Playwright
// page; the tokens stay in that tab's sessionStorage (the browser keeps only a session marker).

/** Signs the tester in on `page` once the data sheet shows; closes it unless `keepOpen` (the tokens live in that tab). */
export async function signInTester(page, { keepOpen = false } = {}) {
  await page.goto('http://localhost:3000/datasheet');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/localhost:3100\/realms\/dtp\/interaction/);
  await page.getByLabel('Benutzername').fill('tester');
  await page.getByLabel('Passwort').fill('tester');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/localhost:3000\/datasheet/);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (keepOpen) return page;
  await page.close();
  return null;
}
