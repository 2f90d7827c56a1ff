// The API server: node api-server/dist/server.mjs (built by `pnpm --filter @dtp/api-server build`).
// Configuration from the environment: see config.ts and the README section 'API server'.
import { createDemoServer } from '@dtp/shared-api/domain';
import { createTokenVerifier, remoteKeys } from './auth/access-token';
import { configFromEnv } from './config';
import { openDatabase } from './db/database';
import { buildApp } from './http/app';

export async function main(): Promise<void> {
  const config = configFromEnv();
  const database = await openDatabase(config);
  const verify = createTokenVerifier(config, remoteKeys(config.jwksUrl));
  // Part 1 of issue 15: the rules run on the in-memory seed until the domain's storage moves to the database.
  const domain = createDemoServer({ persist: false });
  const app = await buildApp({
    verify,
    domain,
    database,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    allowedOrigins: (process.env.ALLOWED_ORIGINS ?? 'http://localhost:3000').split(','),
    logger: true,
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing running requests');
    // close() stops accepting, waits for running requests, then the database closes.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: database.description, issuer: config.issuer }, `API server: Node ${process.version}`);
}
