import { Roles } from '@dtp/contract/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenVerifier } from '../auth/access-token';
import type { Database } from '../db/database';
import { bearerOf } from './token-check';

/**
 * GET /health for load balancers and probes: ok (200) or not (503), nothing more. Where the data lives
 * (the database's description) only for an admin's valid token; any other token, or none, is a stranger's.
 */
export function registerHealth(app: FastifyInstance, database: Pick<Database, 'ping' | 'description'>, verify: TokenVerifier): void {
  const isAdmin = async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) return false;
    try {
      return (await verify(token)).roles.includes(Roles.admin);
    } catch {
      return false;
    }
  };
  app.get('/health', async (request, reply) => {
    const details = (await isAdmin(request)) ? { database: database.description } : {};
    try {
      await database.ping();
      return { status: 'ok', ...details };
    } catch {
      return reply.status(503).send({ status: 'error', message: 'Die Datenbank antwortet nicht.', ...details });
    }
  });
}
