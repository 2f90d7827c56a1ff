import cors from '@fastify/cors';
import {
  IDENTITY_SERVICE_UNAVAILABLE_CODE,
  IDENTITY_SERVICE_UNAVAILABLE_MESSAGE,
  MAX_UPLOAD_BYTES,
  METHOD_NOT_ALLOWED_MESSAGE,
  domainRoutes,
  unknownCallMessage,
  type DomainRoute,
  type DomainServer,
  type Params,
} from '@dtp/domain';
import { create as attachmentDisposition } from 'content-disposition';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Unauthorized, type TokenVerifier } from '../auth/access-token';
import { IdentityServiceUnreachable } from '../auth/identity-service-keys';
import { registerClubPages, withoutClubToken, type ClubPagesOptions } from '../club-pages/club-pages';
import type { Database } from '../db/database';

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
  /** Only for end-to-end tests (DTP_TEST_RESET=1): POST /test-support/reset loads the seed again. */
  testReset?: () => Promise<void>;
}

const bearer = (request: FastifyRequest): string | null => request.headers.authorization?.match(/^Bearer (.+)$/)?.[1] ?? null;
const megabytes = (bytes: number) => String(Math.round((bytes / 1_048_576) * 10) / 10).replace('.', ',');
/** The methods a path of this server may have (HEAD: Fastify's own beside every GET). */
const METHODS = ['GET', 'HEAD', 'POST'] as const;

/**
 * The HTTP face of the API: /health, then one Fastify route per row of the domain's call table
 * (`domainRoutes`: method and path as the table writes them) — token verified, the row answered by the
 * domain with its status and body. An unknown path is 404, a known path with another method 405 (with
 * `Allow`). Errors are German `{ message }` bodies like the domain's.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: options.bodyLimit,
    trustProxy: options.trustProxy,
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
  await app.register(cors, {
    origin: options.allowedOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // A download's file name, which the shell's page reads on another origin than the API's.
    exposedHeaders: ['Content-Disposition'],
  });

  const uploadLimit = options.uploadLimit ?? MAX_UPLOAD_BYTES + 1_048_576;
  // Receipts: the whole multipart body, parsed by the platform's own FormData (undici), so the domain
  // gets the same FormData with a File as in the browser. The file's type is sniffed by the domain.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: uploadLimit }, async (request: FastifyRequest, body: Buffer) => {
    try {
      return await new Request('http://api.invalid/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: new Uint8Array(body),
      }).formData();
    } catch {
      throw Object.assign(new Error('malformed multipart'), { code: 'DTP_MALFORMED_MULTIPART', statusCode: 400 });
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/form-data');
      const limit = megabytes(multipart ? uploadLimit : options.bodyLimit);
      return reply.status(413).send({ message: `Die Anfrage ist zu groß (höchstens ${limit} MB).` });
    }
    if (error.code === 'DTP_MALFORMED_MULTIPART') {
      return reply.status(400).send({ message: 'Die Anfrage enthält kein gültiges Formular.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ message: 'Die Anfrage enthält kein gültiges JSON.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'Dieses Datenformat nimmt der Server nicht an.' });
    }
    app.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: 'Interner Fehler. Bitte wenden Sie sich an den Administrator.' });
  });

  app.get('/health', async (_request, reply) => {
    try {
      await options.database.ping();
      return { status: 'ok', database: options.database.description };
    } catch {
      return reply.status(503).send({ status: 'error', message: 'Die Datenbank antwortet nicht.' });
    }
  });

  if (options.clubPages) await registerClubPages(app, options.clubPages);

  const testReset = options.testReset;
  if (testReset) {
    app.post('/test-support/reset', async () => {
      await testReset();
      return { reset: true };
    });
  }

  const answer = async (route: DomainRoute, request: FastifyRequest, reply: FastifyReply) => {
    let me;
    try {
      me = await options.verify(bearer(request));
    } catch (error) {
      if (error instanceof Unauthorized) return reply.status(401).send({ message: error.message });
      if (error instanceof IdentityServiceUnreachable) {
        return reply.status(503).header('retry-after', '5').send({ message: IDENTITY_SERVICE_UNAVAILABLE_MESSAGE, code: IDENTITY_SERVICE_UNAVAILABLE_CODE });
      }
      throw error;
    }
    const form = request.body instanceof FormData ? request.body : undefined;
    const body = form ? undefined : (request.body ?? undefined);
    const result = await options.domain.handleRoute(me, route, { params: request.params as Params, body, form });
    if (result.data instanceof Blob) {
      // A File is a download (the personal data's ZIP): saved under its name, never shown inline.
      // A plain Blob (a receipt's image) is shown where it is fetched.
      if (result.data instanceof File) reply.header('content-disposition', attachmentDisposition(result.data.name));
      return reply
        .status(result.status)
        .type(result.data.type || 'application/octet-stream')
        .send(Buffer.from(await result.data.arrayBuffer()));
    }
    return reply.status(result.status).send(result.data ?? null);
  };
  // One Fastify route per row of the domain's call table: its method, its path ('/club/:id'), its handler.
  for (const route of domainRoutes) {
    app.route({ method: route.method, url: route.path, handler: (request, reply) => answer(route, request, reply) });
  }

  // No route for this path: 404; a route for it with another method: 405 naming them in `Allow`.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
    if (allowed.length > 0) {
      return reply.status(405).header('allow', allowed.join(', ')).send({ message: METHOD_NOT_ALLOWED_MESSAGE });
    }
    return reply.status(404).send({ message: unknownCallMessage(request.method, path) });
  });

  return app;
}
