import type { AuthUser, RuntimeConfig } from '@dtp/shared-api';
import { v } from '@dtp/shared-ui';
import { MIN_TOKEN_VALIDITY_S } from '@dtp/shared-api';
import { authUserOf, oidcUserStorageKey } from './oidc-user';

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
    parsed = JSON.parse(window.localStorage.getItem(oidcUserStorageKey(config)) ?? 'null');
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
