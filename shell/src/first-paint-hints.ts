import { MIN_TOKEN_VALIDITY_S, type EarlyHeadingRecipe, type RuntimeConfig } from '@dtp/api-client';
import { oidcUserStorageKey } from './auth/oidc-user';

// What the next visit's inline script (scripts/build/first-paint.cjs) starts for a browser with a session, before
// any of the app's code has arrived: a connection to the API, and the first calls of the route the page opens at
// (with the screen's heading painted from their answer, where the route's screen left its recipe). The remotes'
// manifests and entries are remembered by federation/remotes.ts.

export const API_ORIGIN_KEY = 'dtp.first-screen.api';
export const FIRST_CALLS_KEY = 'dtp.first-screen.calls';
/** The screens' heading recipes by route (issue 63, decision 0020): a later visit paints one from the early answer. */
export const FIRST_HEADING_KEY = 'dtp.first-screen.heading';
/** The manifests the first screen read for the remotes' route rows (issue 48): the next visit preloads them. */
export const FIRST_SCREEN_MANIFESTS_KEY = 'dtp.first-screen.manifests';

// The first screen is what the app opens by itself: everything before the person's first tap or key (after a
// sign-in, the screen the callback leads to).
let firstScreen = true;
if (typeof window !== 'undefined') {
  const done = () => {
    firstScreen = false;
  };
  window.addEventListener('pointerdown', done, { capture: true, once: true });
  window.addEventListener('keydown', done, { capture: true, once: true });
}

/** Is the app still showing what it opened by itself (no tap, no key yet)? */
export const isFirstScreen = (): boolean => firstScreen;

const firstScreenManifests: string[] = [];

/**
 * Remembers a remote's manifest the first screen read for its route rows (federation/remote-routes.ts): the sidebar
 * and the first screen wait for every reachable remote's, so the next visit fetches them all ahead, not only the
 * screen's own remote's.
 */
export function rememberFirstScreenManifest(url: string): void {
  if (!firstScreen || firstScreenManifests.includes(url)) return;
  firstScreenManifests.push(url);
  try {
    window.localStorage.setItem(FIRST_SCREEN_MANIFESTS_KEY, JSON.stringify(firstScreenManifests));
  } catch {
    // storage unavailable: the next visit fetches the manifest without a hint
  }
}

/**
 * The first calls of a route the signed-in person may open: its pattern (`/tests/test/:testId`) and its calls with
 * the route's parameters in their places (`/test/:testId`). `digits`: parameters the route's reads take only as
 * numbers (a test's id), so '/tests/test/abc' sends nothing.
 */
export interface RouteCalls {
  path: string;
  calls: string[];
  digits?: string[];
}

/**
 * The routes' first calls as the inline script sends them for the address a page opens at: to `base` + each path,
 * with the access token that oidc-client-ts keeps under `tokenKey` in the tab's sessionStorage, when it is valid
 * `minValidityS` more seconds (as the shell's own start requires, oidc-stored-session.ts). Addresses only: no token,
 * no answer is kept. The routes stand in the order they are tried: those with fewer parameters first, so
 * '/clubs/new' is not taken for a club's page.
 */
export interface FirstCallsHint {
  base: string;
  tokenKey: string;
  minValidityS: number;
  routes: RouteCalls[];
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable: no hint next time
  }
}

/** Whether the shell calls an API over HTTP (not the in-browser demo data). */
export const callsTheApi = (config: RuntimeConfig): boolean => config.api.source === 'http';

/** Remembers the origin of the configured API; none for the in-browser demo data, which calls nothing. */
export function rememberApiOrigin(config: RuntimeConfig): void {
  let origin: string | null = null;
  try {
    origin = callsTheApi(config) ? new URL(config.api.baseUrl).origin : null;
  } catch {
    // an address URL cannot read: no hint
  }
  write(API_ORIGIN_KEY, origin);
}

/**
 * Remembers every route's first calls (routes/route-first-calls.ts) for the next visit, whatever address it
 * opens at (a link from a mail). Only where the inline script can send them as the app would: the API over HTTP with
 * the identity service's stored session.
 */
export function rememberFirstCalls(config: RuntimeConfig, routes: readonly RouteCalls[]): void {
  if (!callsTheApi(config) || config.auth.mode !== 'oidc' || routes.length === 0) {
    write(FIRST_CALLS_KEY, null);
    return;
  }
  const hint: FirstCallsHint = { base: config.api.baseUrl.replace(/\/$/, ''), tokenKey: oidcUserStorageKey(config), minValidityS: MIN_TOKEN_VALIDITY_S, routes: [...routes] };
  write(FIRST_CALLS_KEY, JSON.stringify(hint));
}

/** A path with the route's parameters in place of their values (whole segments): '/test/42' → '/test/:testId'. */
export function pathTemplate(path: string, params: Readonly<Record<string, string | undefined>>): string {
  const queryAt = path.indexOf('?');
  const [pathname, query] = queryAt < 0 ? [path, ''] : [path.slice(0, queryAt), path.slice(queryAt)];
  const names = new Map(Object.entries(params).flatMap(([name, value]) => (value ? [[value, name] as const] : [])));
  const template = pathname
    .split('/')
    .map((segment) => (names.has(segment) ? `:${names.get(segment)}` : segment))
    .join('/');
  return template + query;
}

function rememberedHeadings(): Record<string, unknown> {
  try {
    const stored = JSON.parse(window.localStorage.getItem(FIRST_HEADING_KEY) ?? 'null') as unknown;
    return stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Remembers how the screen of a route (its pattern, `route`) makes its heading from an early answer (the screen's own
 * recipe, handed over through api-client's rememberEarlyHeading, with the address's `params`): a later visit's inline
 * script paints it before the app's code, at any address of the route. Texts and paths only, never the person's data;
 * only where the first calls are sent early (as above).
 */
export function rememberEarlyHeading(config: RuntimeConfig, route: string, params: Readonly<Record<string, string | undefined>>, recipe: EarlyHeadingRecipe): void {
  if (!callsTheApi(config) || config.auth.mode !== 'oidc') {
    write(FIRST_HEADING_KEY, null);
    return;
  }
  const kept: EarlyHeadingRecipe = {
    ...recipe,
    call: pathTemplate(recipe.call, params),
    ...(recipe.backTo === undefined ? {} : { backTo: pathTemplate(recipe.backTo, params) }),
  };
  write(FIRST_HEADING_KEY, JSON.stringify({ ...rememberedHeadings(), [route]: kept }));
}
