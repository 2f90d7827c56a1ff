import { toRoles, type TokenIdentity } from '@dtp/domain';
import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { IdentityServiceUnreachable } from './identity-service-keys';

/** What the server accepts: tokens of this issuer, for this API, obtained by this client. */
export interface TokenPolicy {
  issuer: string;
  audience: string;
  clientId: string;
}

export interface TokenVerifierOptions {
  /** How many verified tokens are remembered until they expire; default 10,000. */
  cacheSize?: number;
  /**
   * The signature algorithms accepted (the identity service's; Keycloak: RS256 unless its realm says
   * otherwise, e.g. PS256 or ES256); default ['RS256']. Only public-key algorithms: the keys come from a JWKS.
   */
  algorithms?: string[];
}

export class Unauthorized extends Error {}

/** Symmetric (HS…) algorithms would need a shared secret, which no JWKS of the identity service holds. */
const isPublicKeyAlgorithm = (algorithm: string) => /^(RS|PS|ES)(256|384|512)$|^(EdDSA|Ed25519)$/.test(algorithm);

/**
 * Verifies a bearer access token (Keycloak style, from the identity service): the algorithm against the
 * allow-list, the signature against the issuer's JWKS, issuer, expiry (required), audience and the client
 * as `azp`. Roles come from `realm_access.roles`. Anything else is Unauthorized, which the server answers
 * with 401, except a token that cannot be checked because the identity service is out of reach
 * (IdentityServiceUnreachable: 503).
 */
export function createTokenVerifier(policy: TokenPolicy, keys: JWTVerifyGetKey, { cacheSize = 10_000, algorithms = ['RS256'] }: TokenVerifierOptions = {}) {
  const refused = algorithms.filter((algorithm) => !isPublicKeyAlgorithm(algorithm));
  if (algorithms.length === 0 || refused.length > 0) {
    throw new Error(`The accepted token algorithms must be public-key ones (RS256, PS256, ES256 …), not '${algorithms.join(',')}'`);
  }
  // A token verified once is the same token until it expires: its identity is kept (by the whole
  // token string) instead of checking the RSA signature on every call of a session.
  const verified = new Map<string, { identity: TokenIdentity; expiresAt: number }>();

  return async function verify(token: string | null): Promise<TokenIdentity> {
    if (!token) throw new Unauthorized('Kein Zugangstoken.');
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.identity;
    verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms,
        issuer: policy.issuer,
        audience: policy.audience,
        requiredClaims: ['exp'],
        clockTolerance: 5,
      });
      if (payload.azp !== policy.clientId) throw new Unauthorized('Das Token wurde nicht für diese Anwendung ausgestellt.');
      if (!payload.sub) throw new Unauthorized('Das Token nennt keinen Benutzer.');
      const realm = payload.realm_access as { roles?: unknown } | undefined;
      const text = (claim: unknown) => (typeof claim === 'string' ? claim : '');
      const identity = {
        sub: payload.sub,
        username: text(payload.preferred_username),
        name: text(payload.name),
        email: text(payload.email),
        roles: toRoles(Array.isArray(realm?.roles) ? realm.roles : []),
        emailVerified: payload.email_verified === true,
        givenName: text(payload.given_name),
        familyName: text(payload.family_name),
        issuer: text(payload.iss),
      };
      if (verified.size >= cacheSize) verified.clear();
      // `exp` is required above.
      verified.set(token, { identity, expiresAt: (payload.exp ?? 0) * 1000 });
      return identity;
    } catch (error) {
      if (error instanceof Unauthorized || error instanceof IdentityServiceUnreachable) throw error;
      if (error instanceof errors.JWTExpired) throw new Unauthorized('Die Sitzung ist abgelaufen.');
      throw new Unauthorized('Das Zugangstoken ist ungültig.');
    }
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
