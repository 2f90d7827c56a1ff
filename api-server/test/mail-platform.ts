import type { MailSink } from '../../scripts/dev/mail-sink-lib.mjs';
import type { MailQueueOptions } from '../src/mail/mail-queue';
import { openPlatform, type Platform } from '../src/platform';

/** A mail queue that retries quickly, so a test's failed delivery settles within seconds. */
export const QUICK_MAIL_QUEUE: MailQueueOptions = { retryLimit: 2, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 };

type PlatformOptions = Parameters<typeof openPlatform>[0];

/**
 * The platform delivering real mail to the test's SMTP sink: on PGlite in memory, or on PostgreSQL at
 * `databaseUrl` (the schema of postgresForTests); further options as openPlatform takes them.
 */
export function openWithMailSink(
  sink: MailSink,
  databaseUrl: string | null = null,
  options: Omit<PlatformOptions, 'databaseUrl' | 'dataDir' | 'mail'> & { queue?: MailQueueOptions } = {},
): Promise<Platform> {
  const { queue = QUICK_MAIL_QUEUE, ...rest } = options;
  return openPlatform({
    ...rest,
    databaseUrl,
    dataDir: databaseUrl ? '' : 'memory://',
    mail: { smtpUrl: `smtp://127.0.0.1:${sink.smtpPort}`, from: 'Test-Plattform <noreply@example.org>', queue },
  });
}
