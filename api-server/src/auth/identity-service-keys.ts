import { createLocalJWKSet, createRemoteJWKSet, errors, type JWTVerifyGetKey } from 'jose';

/**
 * The identity service could not be asked for its keys, and the keys fetched before do not hold the token's:
 * the token cannot be checked now. It is not a bad token (the server answers 503, not 401: issue 41).
 */
export class IdentityServiceUnreachable extends Error {}

/** What the key lookup of a token itself says: no or several matching keys, an algorithm not supported. */
const isAnswerAboutTheToken = (error: unknown) =>
  error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys || error instanceof errors.JOSENotSupported;

export interface IdentityServiceKeysOptions {
  /** How long fetched keys count as fresh (jose: 10 min); after that they are fetched again when asked for. */
  cacheMaxAge?: number;
  /** How long after a fetch an unknown key id does not fetch again (jose: 30 s). */
  cooldownDuration?: number;
  /** How long a fetch may take (jose: 5 s). */
  timeoutDuration?: number;
}

/**
 * The identity service's signing keys (its JWKS), through jose's cached remote key set. While the service is
 * reachable the keys are fetched anew as jose does (every 10 min, and for an unknown key id). While it is not,
 * the keys of the last successful fetch stay in use without expiring, so sessions go on through an outage; a
 * token whose key is not among them cannot be checked: IdentityServiceUnreachable.
 */
export function identityServiceKeys(jwksUrl: string, options: IdentityServiceKeysOptions = {}): JWTVerifyGetKey {
  const remote = createRemoteJWKSet(new URL(jwksUrl), options);
  return async (header, token) => {
    try {
      return await remote(header, token);
    } catch (error) {
      if (isAnswerAboutTheToken(error)) throw error;
      // The fetch failed (no connection, a timeout, an answer that is not the key set).
      const lastKnown = remote.jwks();
      if (!lastKnown) throw new IdentityServiceUnreachable('The identity service has not answered yet.', { cause: error });
      try {
        return await createLocalJWKSet(lastKnown)(header, token);
      } catch (lookup) {
        if (lookup instanceof errors.JWKSNoMatchingKey) throw new IdentityServiceUnreachable("The token's key is not among the last known keys.", { cause: error });
        throw lookup;
      }
    }
  };
}
