import type { Page } from '@playwright/test';

/** Only loopback traffic: anything else is aborted so a test never leaves the machine. */
export async function blockExternalRequests(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort());
}

/** Every URL the page requests, for assertions about which remotes were fetched. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}
