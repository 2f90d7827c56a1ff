import { expect, test as base } from '@playwright/test';

/** The API server the journeys run against (playwright.config.ts starts it with DTP_TEST_RESET=1). */
export const API_URL = 'http://localhost:3200';

/**
 * Playwright's test, with the server's data loaded fresh from the seed before each test: a journey
 * never sees what an earlier one saved (the in-browser demo gave each tab its own data; the real
 * server keeps one database for all).
 */
export const test = base.extend<{ freshData: void }>({
  freshData: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const answer = await fetch(`${API_URL}/test-support/reset`, { method: 'POST' });
      if (!answer.ok) throw new Error(`Die Testdaten konnten nicht zurückgesetzt werden: HTTP ${answer.status}`);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
