import { expect, test as base } from '@playwright/test';

/** The API server the journeys run against (playwright.config.ts starts it with DTP_TEST_RESET=1). */
export const API_URL = 'http://localhost:3200';

/**
 * Asks the server to load the seed again. Once more if the connection failed: a kept-alive connection that
 * the server (or the two-instance proxy) closed just as it was reused ('other side closed'); the reset is idempotent.
 */
async function resetData(): Promise<Response> {
  const reset = () => fetch(`${API_URL}/test-support/reset`, { method: 'POST' });
  try {
    return await reset();
  } catch {
    return reset();
  }
}

/**
 * Playwright's test, with the server's data loaded fresh from the seed before each test: a journey
 * never sees what an earlier one saved (the in-browser demo gave each tab its own data; the real
 * server keeps one database for all).
 */
export const test = base.extend<{ freshData: void }>({
  freshData: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const answer = await resetData();
      if (!answer.ok) throw new Error(`Die Testdaten konnten nicht zurückgesetzt werden: HTTP ${answer.status}`);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
