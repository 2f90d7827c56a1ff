import type { AuthUser, RuntimeConfig } from '@dtp/shared-api';
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
 * The session check without a check-session iframe (that needs third-party cookies): the stored
 * user must still exist; a logout in another tab removes it.
 */
export function hasStoredUser(config: RuntimeConfig): boolean {
  return window.localStorage.getItem(oidcUserStorageKey(config)) !== null;
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
