import { expect, test } from '../support/test';
import { FeedbackOverviewPage, TestPageFeedback } from '../support/feedback-page';
import { OwnDeployment } from '../support/own-deployment';
import { screenshotWithoutOverflow } from '../support/screenshots';
import { Sidebar } from '../support/sidebar';
import { signIn } from '../support/sign-in';

/** Erika's (tester2) done test of the demo season, with CMC and club feedback (seeded, stable). */
const ERIKA_DONE_TEST = '/tests/test/1082';
/** The demo data's season: the overview's title follows the data, not the clock. */
const year = 2023;

test.describe('tester feedback overview', () => {
  test('an admin sees the season charts and the debug section with the raw JSON', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin', '/tester-feedback');
    const overview = new FeedbackOverviewPage(page);
    await expect(overview.heading).toHaveText(`Tester Feedback Übersicht ${year}`);
    await expect(overview.criterion('Feedback CMC', 'Pünktlichkeit')).toHaveAttribute('aria-valuetext', /^\d{1,3}\u00a0%$/);
    await expect(overview.chart('Feedback CMC').getByRole('meter')).toHaveCount(5);
    await expect(overview.chart('Feedback Club').getByRole('meter')).toHaveCount(4);
    await expect(page.getByTestId('feedback-counts').first()).toHaveText(/^5 Kriterien · \d+ Datensätze$/);

    await expect(overview.debugSection).toBeVisible();
    await expect(overview.debugSection.getByRole('alert')).toContainText('sensible personenbezogene Daten');
    await expect(overview.debugSection.locator('details')).toHaveCount(0);
    await overview.debugToggle.click();
    await expect(overview.debugToggle).toHaveText('Rohdaten ausblenden');
    expect(await overview.debugSection.locator('details').count()).toBeGreaterThan(5);

    // The seed's malformed feedback: 'Invalid JSON', then the raw text.
    const broken = overview.debugSection.locator('details').filter({ hasText: 'Invalid JSON' });
    await expect(broken).toHaveCount(1);
    await broken.locator('summary').click();
    await expect(broken.getByText('Invalid JSON')).toBeVisible();
    await expect(broken.locator('pre')).toContainText('{"formParams": [');

    // A valid one opens pretty-printed, at most 400px high.
    const valid = overview.debugEntry(/: Feedback CMC$/).first();
    await valid.locator('summary').click();
    const panel = valid.getByRole('region');
    await expect(panel).toContainText('"formParams": [');
    expect(await panel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('400px');
    expect((await panel.boundingBox())?.height ?? 0).toBeLessThanOrEqual(400);

    await overview.debugToggle.click();
    await expect(overview.debugSection.locator('details')).toHaveCount(0);
  });

  test('a tester sees the own tab and charts but never the debug section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'tester', '/tester-feedback');
    const overview = new FeedbackOverviewPage(page);
    await expect(overview.heading).toBeVisible();
    await expect(overview.ownTab).toHaveAttribute('aria-selected', 'true');
    await expect(overview.chart('Feedback CMC').getByRole('meter')).toHaveCount(5);
    await expect(overview.chart('Feedback Club')).toContainText('Der Club hat noch kein Tester-Feedback abgegeben.');
    await expect(overview.debugSection).toHaveCount(0);
    await expect(page.getByText(/Rohdaten/)).toHaveCount(0);
  });

  for (const width of [375, 1280]) {
    test(`screenshot of the admin overview at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'admin', '/tester-feedback');
      const overview = new FeedbackOverviewPage(page);
      await expect(overview.chart('Feedback Club').getByRole('meter')).toHaveCount(4);
      await overview.debugToggle.click();
      await overview.debugEntry(/: Feedback CMC$/).first().locator('summary').click();
      // No horizontal scrolling on a phone.
      await screenshotWithoutOverflow(page, `feedback-overview-${width}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `screenshots/feedback-overview-${width}-top.png` });
    });
  }
});

test.describe("a tester's test page", () => {
  test('shows the CMC feedback as question and answer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'tester2', ERIKA_DONE_TEST);
    const feedback = new TestPageFeedback(page);
    await expect(feedback.card).toBeVisible();
    const list = feedback.card.getByTestId('test-feedback');
    await expect(list.locator('dt').first()).toHaveText('1. Pünktlichkeit');
    await expect(list.locator('dd').first()).toHaveText(/^[0-5] von 5$/);
    await expect(list.locator('dt')).toHaveText(['1. Pünktlichkeit', '2. Vollständigkeit des Fragebogens', '3. Qualität der Kommentare', '4. Fotos', '5. Kommunikation mit CMC', '6. Anmerkungen']);
    // Hidden and unnumbered entries stay hidden.
    await expect(feedback.card.getByText('testingId')).toHaveCount(0);
    await expect(feedback.card.getByText('Ausgefüllt von')).toHaveCount(0);
  });
});

test.describe('with mf-feedback stopped', () => {
  const deployment = new OwnDeployment(3030);

  test.beforeAll(async () => {
    await deployment.start('shell');
    await deployment.start('mf-tester');
  });
  test.afterAll(() => deployment.stopAll());

  test("the tester's test page still works and says that the feedback cannot be shown", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await deployment.open(page, 'tester2', ERIKA_DONE_TEST);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ihr Test des');
    await expect(page.getByText('Sie haben Ihren Test abgeschlossen, vielen Dank!')).toBeVisible();
    const feedback = new TestPageFeedback(page);
    await expect(feedback.card).toContainText('Das Feedback kann derzeit nicht angezeigt werden.');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);

    // The overview itself is mf-feedback's, and so is its sidebar entry (its manifest brings it, issue 48): no entry
    // while the manifest cannot be read; its address shows the German error with a retry, the rest keeps working.
    const sidebar = new Sidebar(page);
    await expect(sidebar.nav.getByRole('link', { name: 'Ihr Tester-Feedback' })).toHaveCount(0);
    await page.goto(`${deployment.url}/tester-feedback`);
    await expect(page.getByTestId('remote-error')).toContainText('Der Bereich „Feedback“ konnte nicht geladen werden.');
    await sidebar.open('Ihre Tests');
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
  });
});
