// The shell's own page addresses and the filling of a route's parameters, without any remote's rows: what the
// browser's route table needs (api-client's route-table.ts) without carrying the rows it reads from the manifests.
// Every page by its name, with the remotes' rows, is pages.ts.

/** The shell's own pages: the start page and 'denied' (rows of api-client's route table) and the sign-in page. */
export const SHELL_PAGES = { home: '/', denied: '/denied', login: '/login' } as const;

/** A parameter of a page's address ('/tests/test/:testId' + { testId: 7 }). */
export type PageParams = Readonly<Record<string, string | number>>;

/** A route's path with its parameters filled in, each encoded; a missing one is an error in the caller. */
export function fillPath(name: string, path: string, params: PageParams = {}): string {
  return path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name}: parameter ${key} is missing`);
    return encodeURIComponent(String(value));
  });
}
