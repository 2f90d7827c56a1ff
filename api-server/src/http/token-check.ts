import { SESSION_SUBJECT_HEADER } from '@dtp/contract/session-cookie';
import { IDENTITY_SERVICE_UNAVAILABLE_CODE, IDENTITY_SERVICE_UNAVAILABLE_MESSAGE, type TokenIdentity } from '@dtp/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Unauthorized, type TokenVerifier } from '../auth/access-token';
import { IdentityServiceUnreachable } from '../auth/identity-service-keys';
import { SESSION_COOKIE, type SessionCookies } from '../auth/session-cookie';

export const bearerOf = (request: FastifyRequest): string | null => request.headers.authorization?.match(/^Bearer (.+)$/)?.[1] ?? null;

export interface TokenCheck {
  /** The onRequest hook: runs when the headers are in, before any body is read. */
  checkToken(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** The identity the hook verified for this request. */
  identityOf(request: FastifyRequest): TokenIdentity;
}

/** A read (GET, and HEAD beside it) may be answered for the first screen's session cookie instead of a token. */
const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * The access token of a domain route's call, checked as an onRequest hook: a bad or missing token gets 401
 * and a token that cannot be checked while the identity service is away 503, both before the body (up to a
 * 20 MB upload) is read. A read without an Authorization header may bring the first screen's session cookie instead
 * (auth/session-cookie.ts, decision 0021); a write never.
 */
export function tokenCheck(verify: TokenVerifier, cookies: SessionCookies): TokenCheck {
  const identities = new WeakMap<FastifyRequest, TokenIdentity>();
  return {
    async checkToken(request, reply) {
      try {
        const cookie = request.headers.authorization === undefined && isRead(request) ? request.cookies[SESSION_COOKIE] : undefined;
        if (cookie !== undefined) {
          const identity = await cookies.identityOf(cookie);
          if (!identity) throw new Unauthorized('Die Sitzung ist abgelaufen.');
          identities.set(request, identity);
          reply.header(SESSION_SUBJECT_HEADER, identity.sub);
          return undefined;
        }
        identities.set(request, await verify(bearerOf(request)));
        return undefined;
      } catch (error) {
        if (error instanceof Unauthorized) return reply.status(401).send({ message: error.message });
        if (error instanceof IdentityServiceUnreachable) {
          return reply.status(503).header('retry-after', '5').send({ message: IDENTITY_SERVICE_UNAVAILABLE_MESSAGE, code: IDENTITY_SERVICE_UNAVAILABLE_CODE });
        }
        throw error;
      }
    },
    identityOf(request) {
      const identity = identities.get(request);
      if (!identity) throw new Error(`${request.routeOptions.url}: no checked token (the route lacks the token hook)`);
      return identity;
    },
  };
}
