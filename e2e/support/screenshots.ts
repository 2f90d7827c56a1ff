import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** No horizontal scrolling at the current viewport width (a phone must not scroll sideways). */
export async function expectNoHorizontalOverflow(page: Page, what = 'page') {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what}: no horizontal overflow`).toBeLessThanOrEqual(innerWidth);
}

/** Takes a full-page screenshot to e2e/screenshots/{name}.png and checks there is no horizontal overflow. */
export async function screenshotWithoutOverflow(page: Page, name: string) {
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
  await expectNoHorizontalOverflow(page, name);
}
