import type { AuthUser, RuntimeConfig } from '@dtp/api-client';
import { hasSessionMarker } from './session-marker';
import { rolesFromTokens } from './token-claims';


/** The realm's issuer: '<identity service>/realms/<realm>'. */
export function oidcAuthority(config: RuntimeConfig): string {
  return `${config.auth.url.replace(/\/$/, '')}/realms/${config.auth.realm}`;
}

/** Where oidc-client-ts keeps the signed-in user (its WebStorageStateStore, prefix 'oidc.'). */
export function oidcUserStorageKey(config: RuntimeConfig): string {
  return `oidc.user:${oidcAuthority(config)}:${config.auth.clientId}`;
}

/**
 * Where the signed-in user (tokens included) is kept: the tab's own sessionStorage, never
 * localStorage (issue 32). It outlives a reload, not the tab. oidc-auth.tsx gives it to oidc-client-ts.
 */
export function oidcStorage(): Storage {
  return window.sessionStorage;
}

/** Whether this tab keeps a user (valid or not); false where storage cannot be read. */
export function hasStoredUser(config: RuntimeConfig): boolean {
  try {
    return oidcStorage().getItem(oidcUserStorageKey(config)) !== null;
  } catch {
    return false;
  }
}

/**
 * The session check without a check-session iframe (that needs third-party cookies): this tab's user
 * must still exist, and the browser's session marker too (a logout in another tab removes it).
 */
export function isSessionKept(config: RuntimeConfig): boolean {
  return hasSessionMarker() && hasStoredUser(config);
}

/** Forgets this tab's user, e.g. after a logout in another tab. */
export function removeStoredUser(config: RuntimeConfig): void {
  try {
    oidcStorage().removeItem(oidcUserStorageKey(config));
  } catch {
    // storage unavailable: nothing was kept
  }
}

export interface OidcProfile {
  sub: string;
  preferred_username?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  [claim: string]: unknown;
}

/** The auth store's user for an OIDC profile and access token (roles as Keycloak issues them). */
export function authUserOf(profile: OidcProfile, accessToken: string): AuthUser {
  return {
    userId: profile.sub,
    username: profile.preferred_username ?? profile.sub,
    fullName: profile.name ?? [profile.given_name, profile.family_name].filter(Boolean).join(' '),
    email: profile.email ?? '',
    roles: rolesFromTokens(accessToken, profile),
    token: accessToken,
  };
}
