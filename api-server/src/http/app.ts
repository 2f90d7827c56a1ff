import { germanNumber } from '@dtp/contract/german-formats';
import { SESSION_SUBJECT_HEADER } from '@dtp/contract/session-cookie';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import { MAX_UPLOAD_BYTES, METHOD_NOT_ALLOWED_MESSAGE, StreamedFile, domainRoutes, unknownCallMessage, type DomainRoute, type DomainServer, type Params } from '@dtp/domain';
import { create as attachmentDisposition } from 'content-disposition';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { TokenVerifier } from '../auth/access-token';
import { sessionCookies, type SessionCookies } from '../auth/session-cookie';
import { registerClubPages, withoutClubToken, type ClubPagesOptions } from '../club-pages/club-pages';
import type { Database } from '../db/database';
import { registerHealth } from './health';
import { acceptMultipart, MALFORMED_MULTIPART_CODE } from './multipart-body';
import { DEFAULT_API_REQUESTS_PER_MINUTE, isTooManyRequests, registerRateLimit, TOO_MANY_REQUESTS_MESSAGE, type RateLimitHook } from './rate-limit';
import { registerSecurityHeaders } from './security-headers';
import { registerSessionRoutes } from './session-routes';
import { tokenCheck } from './token-check';

/** How long a browser may keep a CORS preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE_S = 7200;

export interface AppOptions {
  verify: TokenVerifier;
  /** The business rules behind the contract (@dtp/domain): answers a row of its call table. */
  domain: Pick<DomainServer, 'handleRoute'>;
  database: Pick<Database, 'ping' | 'description'>;
  bodyLimit: number;
  /** Largest multipart body (a receipt and its fields); larger gets 413. Default: 20 MB receipt + 1 MB. */
  uploadLimit?: number;
  trustProxy: boolean | string;
  /** Origins whose pages may call the API (the shell). */
  allowedOrigins: string[];
  logger?: boolean;
  /** Where the log lines go (default: stdout); tests read them. */
  logStream?: { write(line: string): void };
  /** The club's pages without an account (issue 44: club-pages/), with the names they show. */
  clubPages?: ClubPagesOptions;
  /** Requests per address and minute to the API (the club pages have their own limits); false: no limit (benchmarks). Default 1200. */
  rateLimitPerMinute?: number | false;
  /** Longest time to receive a whole request, headers and body (ms); default 120 s. */
  requestTimeout?: number;
  /** A connection without traffic for this long is closed (ms); default 120 s. */
  connectionTimeout?: number;
  /** An idle keep-alive connection is closed after this (ms); default 72 s, longer than a proxy's usual 60 s. */
  keepAliveTimeout?: number;
  /** Strict-Transport-Security on every answer: the platform is served over HTTPS. Default false. */
  hsts?: boolean;
  /** The first screen's session cookies (decision 0021); default: signed with a key made at start. */
  sessionCookies?: SessionCookies;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A call's own largest body (contract: the row's maxBodyBytes), named in its 413. */
    maxBodyBytes?: number;
  }
}

const megabytes = (bytes: number) => germanNumber(bytes / 1_048_576, 1);
/** The methods a path of this server may have (HEAD: Fastify's own beside every GET). */
const METHODS = ['GET', 'HEAD', 'POST'] as const;

/**
 * The HTTP face of the API: /health, then one Fastify route per row of the domain's call table
 * (`domainRoutes`: method and path as the table writes them) — rate limit and token checked as soon as the
 * headers are in, the body read only then (multipart only on the rows that say `multipart`), the row
 * answered by the domain with its status and body. An unknown path is 404, a known path with another
 * method 405 (with `Allow`). Errors are German `{ message }` bodies like the domain's.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: options.bodyLimit,
    trustProxy: options.trustProxy,
    requestTimeout: options.requestTimeout ?? 120_000,
    connectionTimeout: options.connectionTimeout ?? 120_000,
    keepAliveTimeout: options.keepAliveTimeout ?? 72_000,
    // '/wave/list/' is '/wave/list', as before Fastify routed the calls.
    routerOptions: { ignoreTrailingSlash: true },
    // Structured logs: method, url, route, status and timing; never the Authorization header or a body.
    logger: options.logger
      ? {
          level: 'info',
          ...(options.logStream ? { stream: options.logStream } : {}),
          // Method, path (ids only) and the route it matched ('/testing/:id'), status and timing: no token,
          // no body, no address of the person.
          serializers: {
            req: (request: { method: string; url: string; routeOptions?: { url?: string } }) => ({
              method: request.method,
              // A club page's token stays out of the log.
              url: withoutClubToken(request.url),
              route: request.routeOptions?.url,
            }),
            res: (reply: { statusCode: number; request?: { routeOptions?: { url?: string } } }) => ({
              statusCode: reply.statusCode,
              route: reply.request?.routeOptions?.url,
            }),
          },
        }
      : false,
  });
  const uploadLimit = options.uploadLimit ?? MAX_UPLOAD_BYTES + 1_048_576;
  // Set before any plugin's scope, which keeps the handler it finds.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/form-data');
      const own = request.routeOptions.config?.maxBodyBytes;
      const limit = megabytes(own ?? (multipart ? uploadLimit : options.bodyLimit));
      return reply.status(413).send({ message: `Die Anfrage ist zu groß (höchstens ${limit} MB).` });
    }
    if (error.code === MALFORMED_MULTIPART_CODE) {
      return reply.status(400).send({ message: 'Die Anfrage enthält kein gültiges Formular.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ message: 'Die Anfrage enthält kein gültiges JSON.' });
    }
    if (isTooManyRequests(error)) return reply.status(429).send({ message: TOO_MANY_REQUESTS_MESSAGE });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'Dieses Datenformat nimmt der Server nicht an.' });
    }
    app.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: 'Interner Fehler. Bitte wenden Sie sich an den Administrator.' });
  });

  // The club pages before the API's rate limit: it would count their routes too, and lend them its own
  // limiter (createRateLimit) in place of theirs.
  if (options.clubPages) await registerClubPages(app, options.clubPages);
  const rateLimitPerMinute = options.rateLimitPerMinute ?? DEFAULT_API_REQUESTS_PER_MINUTE;
  const countRequest: RateLimitHook | null = rateLimitPerMinute === false ? null : await registerRateLimit(app, rateLimitPerMinute);
  await app.register(cookie);
  await app.register(cors, {
    origin: options.allowedOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // The first screen's session cookie (decision 0021) comes with the shell's calls from another origin too.
    credentials: true,
    // A download's file name, which the shell's page reads on another origin than the API's; whose session cookie
    // answered a read.
    exposedHeaders: ['Content-Disposition', SESSION_SUBJECT_HEADER],
    // Where the API has an origin of its own, every call carrying the Authorization header asks first (OPTIONS); the
    // browser keeps that answer per address for 2 hours (Chromium's cap; 5 seconds without), not a round trip each.
    maxAge: PREFLIGHT_MAX_AGE_S,
  });
  await registerSecurityHeaders(app, { hsts: options.hsts ?? false });
  registerHealth(app, options.database, options.verify);

  const cookies = options.sessionCookies ?? sessionCookies();
  registerSessionRoutes(app, options.verify, cookies, countRequest, options.hsts ?? false);
  const { checkToken, identityOf } = tokenCheck(options.verify, cookies);
  // The address's count first, so that a flood of bad tokens ends before their signatures are checked.
  const onRequest = countRequest ? [countRequest, checkToken] : [checkToken];
  const answer = async (route: DomainRoute, request: FastifyRequest, reply: FastifyReply) => {
    const form = request.body instanceof FormData ? request.body : undefined;
    const body = form ? undefined : (request.body ?? undefined);
    const result = await options.domain.handleRoute(identityOf(request), route, { params: request.params as Params, body, form });
    if (result.data instanceof StreamedFile) {
      // A download made while it is sent (the personal data's ZIP): its chunks piped to the reply as they
      // come, pulled as the connection takes them; no Content-Length, as its size is known only at the end.
      return reply
        .status(result.status)
        .header('content-disposition', attachmentDisposition(result.data.name))
        .type(result.data.type || 'application/octet-stream')
        .send(Readable.from(result.data.chunks, { objectMode: false }));
    }
    if (result.data instanceof Blob) {
      // A File is a download (the personal data's ZIP, a receipt, a photo): saved under its name if ever opened
      // directly, never rendered on the API's origin; the apps fetch it with the token and show an object URL.
      if (result.data instanceof File) reply.header('content-disposition', attachmentDisposition(result.data.name));
      return reply
        .status(result.status)
        .type(result.data.type || 'application/octet-stream')
        .send(Buffer.from(await result.data.arrayBuffer()));
    }
    return reply.status(result.status).send(result.data ?? null);
  };
  // One Fastify route per row of the domain's call table: its method, its path ('/club/:id'), its handler.
  // A row that names its largest body (an import's CSV) gets it as the route's limit: larger is 413 before it is read.
  const limits = (route: DomainRoute) => (route.row.maxBodyBytes === undefined ? {} : { bodyLimit: route.row.maxBodyBytes, config: { maxBodyBytes: route.row.maxBodyBytes } });
  const routeOf = (scope: FastifyInstance, route: DomainRoute) =>
    scope.route({ method: route.method, url: route.path, onRequest, ...limits(route), handler: (request, reply) => answer(route, request, reply) });
  for (const route of domainRoutes.filter((row) => !row.row.multipart)) routeOf(app, route);
  // The uploads in a scope of their own: only there is a multipart body read.
  await app.register(async (uploads) => {
    acceptMultipart(uploads, uploadLimit);
    for (const route of domainRoutes.filter((row) => row.row.multipart)) routeOf(uploads, route);
  });

  // No route for this path: 404; a route for it with another method: 405 naming them in `Allow`. Counted
  // too (as the rate limit's documentation does it: after the body), so that probing paths is limited.
  app.setNotFoundHandler(countRequest ? { preValidation: countRequest } : {}, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
    if (allowed.length > 0) {
      return reply.status(405).header('allow', allowed.join(', ')).send({ message: METHOD_NOT_ALLOWED_MESSAGE });
    }
    return reply.status(404).send({ message: unknownCallMessage(request.method, path) });
  });

  return app;
}
