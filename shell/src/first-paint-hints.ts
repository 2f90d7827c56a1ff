import { MIN_TOKEN_VALIDITY_S, type EarlyHeadingRecipe, type RuntimeConfig } from '@dtp/api-client';
import { oidcUserStorageKey } from './auth/oidc-user';

// What the next visit's inline script (scripts/build/first-paint.cjs) starts for a browser with a session, before
// any of the app's code has arrived: a connection to the API, and the first screen's calls when the page opens
// at the same address again. The remotes' manifests and entries are remembered by federation/remotes.ts.

export const API_ORIGIN_KEY = 'dtp.first-screen.api';
export const FIRST_CALLS_KEY = 'dtp.first-screen.calls';
/** The first screen's heading recipe (issue 63, decision 0020): the next visit paints it from the early answer. */
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
 * The first screen's calls as the inline script sends them: to `base` + each path, with the access token that
 * oidc-client-ts keeps under `tokenKey` in the tab's sessionStorage, when it is valid `minValidityS` more seconds
 * (as the shell's own start requires, oidc-stored-session.ts). Addresses only: no token, no answer is kept.
 */
export interface FirstCallsHint {
  path: string;
  base: string;
  tokenKey: string;
  minValidityS: number;
  calls: string[];
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable: no hint next time
  }
}

const callsTheApi = (config: RuntimeConfig): boolean => config.api.source === 'http';

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
 * Remembers the calls a remote's screen at `path` makes first (its route's first calls, GETs by path) while it is
 * the first screen; the last one before the person's first input counts. Only where the inline script can send them
 * as the app would: the API over HTTP with the identity service's stored session.
 */
export function rememberFirstCalls(config: RuntimeConfig, path: string, calls: readonly string[]): void {
  if (!firstScreen) return;
  if (!callsTheApi(config) || config.auth.mode !== 'oidc' || calls.length === 0) {
    write(FIRST_CALLS_KEY, null);
    return;
  }
  const hint: FirstCallsHint = { path, base: config.api.baseUrl.replace(/\/$/, ''), tokenKey: oidcUserStorageKey(config), minValidityS: MIN_TOKEN_VALIDITY_S, calls: [...calls] };
  write(FIRST_CALLS_KEY, JSON.stringify(hint));
  // Another screen is the first one now: a recipe of the screen before would never be painted.
  if (rememberedHeadingPath() !== path) write(FIRST_HEADING_KEY, null);
}

function rememberedHeadingPath(): string | null {
  try {
    return (JSON.parse(window.localStorage.getItem(FIRST_HEADING_KEY) ?? 'null') as { path?: string } | null)?.path ?? null;
  } catch {
    return null;
  }
}

/**
 * Remembers how the first screen at `path` makes its heading from an early answer (the screen's own recipe, handed
 * over through api-client's rememberEarlyHeading): the next visit's inline script paints it before the app's code.
 * Texts and answer paths only, never the person's data; only where the first calls are sent early (as above).
 */
export function rememberEarlyHeading(config: RuntimeConfig, path: string, recipe: EarlyHeadingRecipe): void {
  if (!firstScreen) return;
  write(FIRST_HEADING_KEY, callsTheApi(config) && config.auth.mode === 'oidc' ? JSON.stringify({ path, ...recipe }) : null);
}
