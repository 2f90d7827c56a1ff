import type { AuthUser, RuntimeConfig } from '@dtp/api-client';
import { v } from '@dtp/shared-ui';
import { MIN_TOKEN_VALIDITY_S } from '@dtp/api-client';
import { authUserOf, oidcStorage, oidcUserStorageKey } from './oidc-user';
import { markSession } from './session-marker';

// The fields of oidc-client-ts' stored user (User.toStorageString) the first screen needs.
const filled = v.pipe(
  v.string(),
  v.check((s: string) => s.length > 0),
);
const StoredUserSchema = v.object({
  access_token: filled,
  expires_at: v.number(),
  profile: v.looseObject({ sub: filled }),
});

/**
 * The session oidc-client-ts stored at sign-in, when its access token is valid for at least
 * MIN_TOKEN_VALIDITY_S more seconds: enough to show the first screen before the OIDC libraries
 * (20 KB gzip) load. Anything else (none, expired soon, unreadable) is the libraries' job.
 */
export function readStoredUser(config: RuntimeConfig, now = Date.now()): AuthUser | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(oidcStorage().getItem(oidcUserStorageKey(config)) ?? 'null');
  } catch {
    return null;
  }
  const result = v.safeParse(StoredUserSchema, parsed);
  if (!result.success) return null;
  const { access_token, expires_at, profile } = result.output;
  const secondsLeft = expires_at - now / 1000;
  return secondsLeft >= MIN_TOKEN_VALIDITY_S ? authUserOf(profile, access_token) : null;
}

/** The identity service redirected back here with a code (or an error) to process. */
export function isSigninCallback(search = window.location.search): boolean {
  const params = new URLSearchParams(search);
  return (params.has('code') || params.has('error')) && params.has('state');
}

/** oidc-client-ts' prefix for everything it stores (users 'oidc.user:…', sign-in states 'oidc.<id>'). */
const OIDC_PREFIX = 'oidc.';

/** A stored user oidc-client-ts can read again (expired or not: an expired one is refreshed). */
const LegacyUserSchema = v.object({ access_token: filled, profile: v.looseObject({ sub: filled }) });

/**
 * Before issue 32 the user, tokens included, was kept in localStorage. At the first load after the
 * change, a readable user of the configured identity service moves into this tab's storage (the
 * person stays signed in, and the session marker lets other tabs sign in silently); everything else
 * oidc-client-ts left in localStorage (an unreadable user, another service's, unfinished sign-ins)
 * is dropped. Never throws: storage that cannot be read is left alone.
 */
export function moveLegacySession(config: RuntimeConfig): void {
  let legacy: Storage;
  try {
    legacy = window.localStorage;
  } catch {
    return;
  }
  try {
    const key = oidcUserStorageKey(config);
    const value = legacy.getItem(key);
    if (value !== null && !oidcStorage().getItem(key) && isReadableUser(value)) {
      oidcStorage().setItem(key, value);
      markSession();
    }
  } catch {
    // this tab's storage unavailable or full: the person signs in again
  }
  try {
    for (const stored of Object.keys(legacy)) if (stored.startsWith(OIDC_PREFIX)) legacy.removeItem(stored);
  } catch {
    // nothing to drop where localStorage cannot be read
  }
}

function isReadableUser(value: string): boolean {
  try {
    return v.safeParse(LegacyUserSchema, JSON.parse(value)).success;
  } catch {
    return false;
  }
}
