import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Requests per address and minute to the API when nothing is configured: well above a person's use and the e2e suite's. */
export const DEFAULT_API_REQUESTS_PER_MINUTE = 1200;
export const TOO_MANY_REQUESTS_MESSAGE = 'Zu viele Anfragen von Ihrer Adresse. Bitte warten Sie einen Moment und versuchen Sie es dann noch einmal.';
const TOO_MANY_REQUESTS_CODE = 'DTP_TOO_MANY_REQUESTS';

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The API's limit per address (behind a proxy: the client's, with trustProxy set): every route declared
 * after this counts, and the 404/405 answers when they take the returned hook. The club pages are
 * declared before: they keep their own, tighter limits (club-pages.ts). Over the limit: 429 with
 * Retry-After (the error handler gives the German body: isTooManyRequests). The returned hook counts a
 * request where a route's own onRequest hooks must come after it (the token check).
 */
export async function registerRateLimit(app: FastifyInstance, perMinute: number): Promise<RateLimitHook> {
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => Object.assign(new Error('too many requests'), { statusCode: 429, code: TOO_MANY_REQUESTS_CODE }),
  });
  return app.rateLimit();
}

export const isTooManyRequests = (error: FastifyError): boolean => error.code === TOO_MANY_REQUESTS_CODE;
