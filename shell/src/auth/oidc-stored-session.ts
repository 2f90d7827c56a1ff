import type { AuthUser, RuntimeConfig } from '@dtp/shared-api';
import { v } from '@dtp/shared-ui';
import { authUserOf, MIN_VALIDITY_S, oidcUserStorageKey } from './oidc-user';

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

export interface StoredSession {
  user: AuthUser;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** Seconds of validity the stored session has left at `now` (ms). */
export function secondsLeft(session: StoredSession, now = Date.now()): number {
  return session.expiresAt - now / 1000;
}

/**
 * The session oidc-client-ts stored at sign-in, when its access token is valid for at least
 * MIN_VALIDITY_S more seconds: enough to show the first screen before the OIDC libraries
 * (20 KB gzip) load. Anything else (none, expired soon, unreadable) is the libraries' job.
 */
export function readStoredSession(config: RuntimeConfig, now = Date.now()): StoredSession | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(window.localStorage.getItem(oidcUserStorageKey(config)) ?? 'null');
  } catch {
    return null;
  }
  const result = v.safeParse(StoredUserSchema, parsed);
  if (!result.success) return null;
  const { access_token, expires_at, profile } = result.output;
  const session = { user: authUserOf(profile, access_token), expiresAt: expires_at };
  return secondsLeft(session, now) >= MIN_VALIDITY_S ? session : null;
}

/** The identity service redirected back here with a code (or an error) to process. */
export function isSigninCallback(search = window.location.search): boolean {
  const params = new URLSearchParams(search);
  return (params.has('code') || params.has('error')) && params.has('state');
}
