import { toRoles, type TokenIdentity } from '@dtp/domain';
import { jwtVerify, SignJWT } from 'jose';
import { randomBytes } from 'node:crypto';

// The first screen's session cookie (decision 0021, issue 63): what lets a new tab's first calls leave with the page,
// before its silent sign-in has brought an access token. The shell has it set after each sign-in and token renewal
// (POST /session with the token, http/session-routes.ts); the API then accepts it in place of a token for reads
// (GET) only, so a write always needs the access token. It holds the identity the token had, signed by this
// process (HS256 with a key made at start: a restart, or another instance, does not know it, and the page then paints
// after its sign-in, as before), and lives as long as the identity service's session would stay idle.

/** The cookie's name. */
export const SESSION_COOKIE = 'dtp-session';

/**
 * How long the cookie stays valid after the token that set it: the identity service's idle timeout
 * (deploy/keycloak/dtp-realm.json, ssoSessionIdleTimeout 1800 s). An open tab renews its token every few minutes and
 * sets it again; a browser left alone longer signs in again anyway.
 */
export const SESSION_COOKIE_LIFETIME_S = 1800;

/** The audience of the cookie's JWT: never an access token's. */
const AUDIENCE = 'dtp-first-screen-session';

export interface SessionCookies {
  /** The cookie's value for this identity, valid for SESSION_COOKIE_LIFETIME_S. */
  issue(identity: TokenIdentity): Promise<string>;
  /** The identity of a cookie this process issued and that has not expired; null for any other value. */
  identityOf(value: string | undefined): Promise<TokenIdentity | null>;
}

const text = (claim: unknown): string => (typeof claim === 'string' ? claim : '');

/** The cookies of this process, signed with `key` (default: 32 random bytes made now). */
export function sessionCookies(key: Uint8Array = randomBytes(32), lifetimeS = SESSION_COOKIE_LIFETIME_S): SessionCookies {
  return {
    issue: (identity) =>
      new SignJWT({ identity })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(identity.sub)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeS}s`)
        .sign(key),
    async identityOf(value) {
      if (!value) return null;
      try {
        const { payload } = await jwtVerify(value, key, { algorithms: ['HS256'], audience: AUDIENCE, requiredClaims: ['exp', 'sub'] });
        const kept = (payload.identity ?? {}) as Record<string, unknown>;
        return {
          ...(kept as Partial<TokenIdentity>),
          sub: text(payload.sub),
          username: text(kept.username),
          name: text(kept.name),
          email: text(kept.email),
          roles: toRoles(Array.isArray(kept.roles) ? kept.roles : []),
        };
      } catch {
        return null;
      }
    },
  };
}
