import { SESSION_COOKIE_CALLS } from '@dtp/contract/session-cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Unauthorized, type TokenVerifier } from '../auth/access-token';
import { IdentityServiceUnreachable } from '../auth/identity-service-keys';
import { SESSION_COOKIE, SESSION_COOKIE_LIFETIME_S, type SessionCookies } from '../auth/session-cookie';
import type { RateLimitHook } from './rate-limit';
import { bearerOf } from './token-check';

/** Where the cookie is sent: the API's own path as the shell reaches it ('?path=/api' behind deploy/nginx), else '/'. */
function cookiePath(request: FastifyRequest): string {
  const asked = (request.query as { path?: unknown } | undefined)?.path;
  return typeof asked === 'string' && /^(?=\/)(\/[A-Za-z0-9._~-]+){0,8}\/?$/.test(asked) ? asked.replace(/(.)\/$/, '$1') : '/';
}

/** `httpsOnly`: the platform is served over HTTPS (APP_URL), so the cookie is Secure even behind a proxy not trusted. */
const optionsOf = (httpsOnly: boolean) => (request: FastifyRequest, maxAge: number) => ({
  path: cookiePath(request),
  httpOnly: true,
  // Never sent with a request another site starts: no cross-site request reads with it (and reads are all it allows).
  sameSite: 'strict' as const,
  secure: httpsOnly || request.protocol === 'https',
  maxAge,
});

/**
 * The first screen's session cookie (auth/session-cookie.ts, decision 0021):
 * - POST /session with the access token (and the API's path as the page reaches it: `?path=`) sets it, for the
 *   token's identity; the shell calls it after each sign-in and token renewal. No valid token: 401, nothing set.
 * - POST /session/end clears it (the shell's sign-out), with or without a token: forgetting it needs no proof; without
 *   a body, so a leaving page's keepalive call needs no preflight.
 * Both answer 204 and are counted by the API's rate limit.
 */
export function registerSessionRoutes(app: FastifyInstance, verify: TokenVerifier, cookies: SessionCookies, countRequest: RateLimitHook | null, httpsOnly: boolean): void {
  const onRequest = countRequest ? [countRequest] : [];
  const options = optionsOf(httpsOnly);
  app.post(SESSION_COOKIE_CALLS.start, { onRequest }, async (request, reply: FastifyReply) => {
    let identity;
    try {
      identity = await verify(bearerOf(request));
    } catch (error) {
      if (error instanceof Unauthorized) return reply.status(401).send({ message: error.message });
      if (error instanceof IdentityServiceUnreachable) return reply.status(503).header('retry-after', '5').send({ message: error.message });
      throw error;
    }
    reply.setCookie(SESSION_COOKIE, await cookies.issue(identity), options(request, SESSION_COOKIE_LIFETIME_S));
    return reply.status(204).send();
  });
  app.post(SESSION_COOKIE_CALLS.end, { onRequest }, async (request, reply) => {
    reply.clearCookie(SESSION_COOKIE, options(request, 0));
    return reply.status(204).send();
  });
}
