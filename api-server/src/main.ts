// The API server: node api-server/dist/server.mjs (built by `pnpm --filter @dtp/api-server build`).
// Configuration from the environment: see config.ts and api-server/README.md; with NODE_ENV=production only a
// setup fit for it starts (production-check.ts).
// With a command (--reset, --backup, --restore, --recover: commands.ts) it runs that and exits.
import { createTokenVerifier } from './auth/access-token';
import { bankKeyringFromEnv } from './bank-data/bank-keys';
import { identityServiceKeys } from './auth/identity-service-keys';
import { scheduleEmbeddedBackups, type BackupSchedule } from './backup/embedded-schedule';
import { runCommand } from './commands';
import { configFromEnv } from './config';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './http/app';
import { sessionCookies } from './auth/session-cookie';
import { openPlatform, type Platform } from './platform';
import { refuseUnfitProduction } from './production-check';

/** The name the club pages show on top (the product's). */
const PLATFORM_NAME = 'Digitale Test-Plattform';

/**
 * Routes an entry adds to the app before it listens: the end-to-end tests' server (api-server/test-server/, its own
 * bundle) adds its reset route here; the production entry (server.ts) adds none.
 */
export type ExtendApp = (app: FastifyInstance, platform: Platform, config: ReturnType<typeof configFromEnv>) => void | Promise<void>;

export async function main(argv: string[] = process.argv.slice(2), extendApp?: ExtendApp): Promise<void> {
  const config = configFromEnv();
  // Any flag is a command; an unknown one is refused rather than starting a server by surprise.
  if (argv[0]?.startsWith('--')) {
    await runCommand(config, argv);
    // Done: a timer PGlite's Postgres armed (setitimer) may outlive its close and keep the process
    // alive for minutes (seen after a backup); a command ends when its work is done.
    process.exit(0);
  }
  refuseUnfitProduction();
  // The server runs the scheduled jobs (retention …: jobs/platform-jobs.ts) beside the mail queue.
  const mail = { smtpUrl: config.smtpUrl, from: config.mailFrom, requireTls: config.production };
  const platform = await openPlatform({ ...config, role: 'server', mail, jobs: {}, bankKeys: bankKeyringFromEnv(process.env) });
  const verify = createTokenVerifier(config, identityServiceKeys(config.jwksUrl), { algorithms: config.algorithms });
  const app = await buildApp({
    verify,
    domain: platform.domain,
    database: platform.database,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    allowedOrigins: config.allowedOrigins,
    rateLimitPerMinute: config.rateLimitPerMinute,
    requestTimeout: config.requestTimeout,
    connectionTimeout: config.connectionTimeout,
    keepAliveTimeout: config.keepAliveTimeout,
    // Served over HTTPS: browsers are told to stay on it (HSTS).
    hsts: config.appUrl.startsWith('https:'),
    logger: process.env.DTP_LOG !== 'off',
    clubPages: { pages: platform.domain.clubPages, platformName: PLATFORM_NAME, contactName: config.contactName },
    sessionCookies: sessionCookies(config.sessionCookieKey ?? undefined),
  });
  await extendApp?.(app, platform, config);
  // Requests still running when the server closes finish on an open database.
  let running = 0;
  app.addHook('onRequest', async () => {
    running++;
  });
  app.addHook('onResponse', async () => {
    running--;
  });
  // The embedded database is backed up by the one process that holds it: at start, nightly, on SIGUSR2.
  const embedded = 'pglite' in platform.database.connection && !config.dataDir.includes('://') ? platform.database.connection.pglite : null;
  const backups: BackupSchedule | null =
    embedded && config.backupDir !== 'off'
      ? scheduleEmbeddedBackups(embedded, { dir: config.backupDir, keep: config.backupKeep, time: config.backupTime }, app.log)
      : null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing running requests');
    // close() stops accepting, waits for running requests, then the database closes.
    await app.close();
    for (let waited = 0; running > 0 && waited < 10_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    await backups?.stop();
    await platform.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: platform.database.description, seeded: platform.seeded, bankValuesSealed: platform.sealed, issuer: config.issuer, appUrl: config.appUrl, production: config.production },
    `API server: Node ${process.version}`,
  );
  void backups?.now('start');
}
