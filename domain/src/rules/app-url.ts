import { pagePath, type PageParams } from '@dtp/contract/pages';

// The platform's address: every link in a mail starts with it. The API server configures it (`APP_URL`),
// the in-browser demo takes its page's origin; unconfigured it is `npm start`'s shell.

/** The address when none is configured: the shell of `npm start` (development). */
export const DEFAULT_APP_URL = 'http://localhost:3000';

/** A page of the platform as a mail links it: the address (a trailing slash dropped) and the path. */
export const appLink = (appUrl: string, path: string): string => `${appUrl.replace(/\/+$/, '')}${path}`;

/**
 * A page of the platform as a mail links it, by the page's name in the route rows (contract/src/pages.ts) and its
 * parameters: `pageLink(appUrl, 'show-test', { testId })`. The path is the row's, so it follows the rows; a name no
 * row has throws (app-url.test.ts renders every mail's links and checks each against the rows).
 */
export const pageLink = (appUrl: string, name: string, params: PageParams = {}): string => appLink(appUrl, pagePath(name, params));
