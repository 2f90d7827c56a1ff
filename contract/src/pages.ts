import backofficePages from './pages/mf-backoffice.json';
import feedbackPages from './pages/mf-feedback.json';
import testerPages from './pages/mf-tester.json';
import { fillPath, SHELL_PAGES, type PageParams } from './page-path';

export { SHELL_PAGES, type PageParams };

/**
 * The platform's pages and their addresses (spec section 2), written once, for every reader: each remote's route rows
 * (name, path with its ':parameters', role gate, screen, sidebar entries) are `pages/<remote>.json`, which the remote's
 * build writes into its mf-manifest.json (metaData.dtp, scripts/build/webpack-app.cjs) where the shell reads them
 * (api-client's route-table.ts); the shell's own pages are SHELL_PAGES (page-path.ts). Mails build their links from the same rows
 * (the domain's `pageLink`, rules/app-url.ts): a path changed in a remote's rows changes every mail's link with it.
 * The club's pages without an account are the API server's, not rows here (club-links.ts, club-report.ts).
 */

/** A remote's rows, by the remote's folder (mf-tester, …). */
export const remotePages = {
  'mf-tester': testerPages,
  'mf-backoffice': backofficePages,
  'mf-feedback': feedbackPages,
} as const;

/** Every page by its name: the shell's and every remote's route rows. */
export const pagePaths: ReadonlyMap<string, string> = new Map([
  ...Object.entries(SHELL_PAGES),
  ...Object.values(remotePages).flatMap((rows) => rows.routes.map((row): [string, string] => [row.name, row.path])),
]);

/** The path of the page with this name, its parameters filled in. A name no row has is an error, never a guess. */
export function pagePath(name: string, params: PageParams = {}): string {
  const path = pagePaths.get(name);
  if (path === undefined) throw new Error(`No page is named ${name} (contract/src/pages/*.json, SHELL_PAGES)`);
  return fillPath(name, path, params);
}
