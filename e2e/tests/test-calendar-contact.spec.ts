import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { expectNoHorizontalOverflow } from '../support/screenshots';
import { signIn } from '../support/sign-in';
import { SingleTestPage, TestsListPage } from '../support/tester-tests-travels-pages';

// Issue 34 (items 1 and 4) on a phone: the tester agrees date and tee time, saves the test's calendar
// file from the API server, and finds how to reach the club and the back office, all within 375 px.

test('on a phone (375 px) the tester saves the .ics and reaches the club and the back office with a thumb', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'tester', '/tests');
  await new TestsListPage(page).row('Tester eingeteilt').click();
  const testPage = new SingleTestPage(page);
  await expect(testPage.heading).toHaveText(/^Ihr Test des /);
  const clubName = ((await testPage.heading.textContent()) ?? '').replace(/^Ihr Test des /, '');

  // Before the date is agreed: no calendar entry.
  await expect(page.getByRole('button', { name: 'In Kalender eintragen' })).toHaveCount(0);
  await testPage.enter('14.06.2023', '09:30');
  await testPage.save.click();
  await expect(page.getByText('Vereinbart: Mittwoch, 14.06.2023, 09:30 Uhr')).toBeVisible();

  const calendar = page.getByRole('button', { name: 'In Kalender eintragen' });
  await calendar.scrollIntoViewIfNeeded();
  await expect(calendar).toBeInViewport({ ratio: 1 });
  expect((await calendar.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  const download = page.waitForEvent('download');
  await calendar.click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^test-[a-z0-9-]+-2023-06-14\.ics$/);
  const ics = readFileSync(await saved.path(), 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20230614T093000\r\n');
  expect(ics).toContain('DTEND;TZID=Europe/Berlin:20230614T133000\r\n');
  expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');
  expect(ics).toContain(`SUMMARY:Mystery-Test: ${clubName}`);

  const club = page.getByRole('region', { name: 'Anfahrt und Kontakt' });
  await club.scrollIntoViewIfNeeded();
  await expect(club.getByRole('link', { name: /^Telefon / })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(club.getByRole('link', { name: /^E-Mail / })).toHaveAttribute('href', /^mailto:/);
  const map = club.getByRole('link', { name: /auf der Karte zeigen \(OpenStreetMap/ });
  await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=[\d.]+&mlon=[\d.]+#map=15\//);
  for (const link of [club.getByRole('link', { name: /^Telefon / }), map]) {
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }

  const backOffice = page.getByRole('region', { name: /^Ihr Kontakt bei / });
  await backOffice.scrollIntoViewIfNeeded();
  await expect(backOffice.getByRole('link', { name: /^Telefon / })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(backOffice.getByRole('link', { name: /^E-Mail / })).toHaveAttribute('href', /^mailto:.+@/);
  await expectNoHorizontalOverflow(page, 'test page with calendar and contact at 375 px');
  await page.screenshot({ path: 'screenshots/tester-test-contact-375.png', fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  // The sidebar appears at this width: the page has laid itself out anew when its navigation is visible.
  await expect(page.getByRole('link', { name: 'Ihre Tests' }).first()).toBeVisible();
  await club.scrollIntoViewIfNeeded();
  await expect(club.getByRole('link', { name: /^Telefon / })).toBeInViewport();
  await expectNoHorizontalOverflow(page, 'test page with calendar and contact at 1280 px');
  await page.screenshot({ path: 'screenshots/tester-test-contact-1280.png' });
});
