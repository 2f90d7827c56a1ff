import type { FastifyInstance } from 'fastify';

/** POST /test-support/reset: drops every row and loads the seed again, before each end-to-end journey. No token: never in production. */
export function registerTestReset(app: FastifyInstance, reset: () => Promise<void>): void {
  app.post('/test-support/reset', async () => {
    await reset();
    return { reset: true };
  });
}
