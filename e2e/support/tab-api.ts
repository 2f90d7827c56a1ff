import { expect, type Page } from '@playwright/test';
import { API_URL } from './test';

// Calls to the API with the signed-in tab's own token, for journeys that prepare or check data beside the screens.

/** The tab's access token, as oidc-client-ts keeps it. */
export async function tabToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? sessionStorage.getItem(key) : null;
  });
  if (!stored) throw new Error('no signed-in user in sessionStorage');
  return (JSON.parse(stored) as { access_token: string }).access_token;
}

/** A JSON call with the tab's token, to the shared API server or to `base` (a journey's own); fails the test on a non-2xx. */
export async function tabApi<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown, base = API_URL): Promise<T> {
  const answer = await page.request.fetch(`${base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${await tabToken(page)}`, 'Content-Type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}
