import type { PGlite } from '@electric-sql/pglite';
import { backUpEmbedded } from './embedded-backup';

// The server on the embedded database is the only process that may read its folder, so it writes the
// backups itself: one at start, one every night at `time` (server's local time), and one whenever it
// receives SIGUSR2 (what `npm run backup` sends while the server runs). One at a time.

export interface BackupSchedule {
  /** Resolves when the backup asked for now is written (the start's, or a signal's). */
  now(reason: string): Promise<string | null>;
  /** No further backups; resolves when a running one is written. */
  stop(): Promise<void>;
}

/** Milliseconds from `now` to the next `HH:MM` of the local clock. */
export function untilNext(time: string, now = new Date()): number {
  const [hours = 3, minutes = 0] = time.split(':').map(Number);
  const next = new Date(now);
  next.setHours(hours, minutes, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

export function scheduleEmbeddedBackups(
  pglite: PGlite,
  { dir, keep, time }: { dir: string; keep: number; time: string },
  log: { info(data: object, message: string): void; error(data: object, message: string): void },
): BackupSchedule {
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const now = (reason: string): Promise<string | null> => {
    const run = queue.then(async () => {
      if (stopped) return null;
      const started = Date.now();
      try {
        const file = await backUpEmbedded(pglite, dir, keep);
        log.info({ file, reason, ms: Date.now() - started }, 'backup written');
        return file;
      } catch (error) {
        log.error({ reason, error: error instanceof Error ? error.message : String(error) }, 'backup failed');
        return null;
      }
    });
    queue = run;
    return run;
  };

  const nightly = () => {
    timer = setTimeout(() => {
      void now('nightly').then(nightly);
    }, untilNext(time));
    timer.unref();
  };
  const onSignal = () => void now('SIGUSR2');
  process.on('SIGUSR2', onSignal);
  nightly();

  return {
    now,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      process.off('SIGUSR2', onSignal);
      await queue;
    },
  };
}
