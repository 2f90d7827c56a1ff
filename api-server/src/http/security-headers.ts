import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The headers of every answer (@fastify/helmet, and Cache-Control): no type sniffing, no framing, no
 * referrer, a CSP that allows nothing (the API renders no page; the club pages set their own per reply,
 * which wins), never cached unless a route says otherwise (answers carry personal data: receipts, the
 * personal-data ZIP, PDFs), and HSTS when the platform is served over HTTPS.
 */
export async function registerSecurityHeaders(app: FastifyInstance, { hsts }: { hsts: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
    },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
