// The API server: node api-server/dist/server.mjs (built by `pnpm --filter @dtp/api-server build`).
// Configuration from the environment: see config.ts and api-server/README.md.
// With a command (--reset, --backup, --restore, --recover: commands.ts) it runs that and exits.
import { createTokenVerifier } from './auth/access-token';
import { identityServiceKeys } from './auth/identity-service-keys';
import { scheduleEmbeddedBackups, type BackupSchedule } from './backup/embedded-schedule';
import { runCommand } from './commands';
import { configFromEnv } from './config';
import { buildApp } from './http/app';
import { openPlatform } from './platform';

/** The name the club pages show on top (the product's). */
const PLATFORM_NAME = 'Digitale Test-Plattform';

export async function main(argv: string[] = process.argv.slice(2)): Promise<void> {
  const config = configFromEnv();
  // Any flag is a command; an unknown one is refused rather than starting a server by surprise.
  if (argv[0]?.startsWith('--')) {
    await runCommand(config, argv);
    // Done: a timer PGlite's Postgres armed (setitimer) may outlive its close and keep the process
    // alive for minutes (seen after a backup); a command ends when its work is done.
    process.exit(0);
  }
  // The server runs the scheduled jobs (retention …: jobs/platform-jobs.ts) beside the mail queue.
  const platform = await openPlatform({ ...config, role: 'server', mail: { smtpUrl: config.smtpUrl, from: config.mailFrom }, jobs: {} });
  const verify = createTokenVerifier(config, identityServiceKeys(config.jwksUrl));
  const app = await buildApp({
    verify,
    domain: platform.domain,
    database: platform.database,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    allowedOrigins: (process.env.ALLOWED_ORIGINS ?? 'http://localhost:3000').split(','),
    logger: process.env.DTP_LOG !== 'off',
    testReset: process.env.DTP_TEST_RESET === '1' ? platform.reset : undefined,
    clubPages: { pages: platform.domain.clubPages, platformName: PLATFORM_NAME, contactName: config.contactName },
  });
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
    { database: platform.database.description, seeded: platform.seeded, issuer: config.issuer },
    `API server: Node ${process.version}`,
  );
  void backups?.now('start');
}
