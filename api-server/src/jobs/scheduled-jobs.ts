import { fromPglite, PgBoss, type Clock as BossClock, type Schedule } from 'pg-boss';
import { sql } from 'kysely';
import type { Database, Sql } from '../db/database';

// The API server's one pg-boss: the mail queue (mail/mail-queue.ts) and the scheduled jobs share it,
// with its tables in a schema of their own beside the domain's. Scheduled jobs run on pg-boss's own
// scheduling (cron in Europe/Berlin): every instance runs the cron pass, pg-boss files each occurrence
// once (a claim on its cron row and a singleton slot per occurrence), and the job is fetched by one
// worker (SKIP LOCKED), so a job runs exactly once however many instances there are. Works on
// PostgreSQL and on the embedded PGlite (backend 'pglite').

/** pg-boss keeps its tables in a schema of their own, beside the domain's (a test's schema gets its own). */
export async function jobSchemaOf(db: Sql): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  return schema === 'public' ? 'pgboss' : `${schema}_pgboss`;
}

export interface JobBossOptions {
  /** Whether this instance runs the cron passes (the server: yes; a mail-only test: no). */
  schedule: boolean;
  /** pg-boss's source of time: the system clock, or a test's pg-boss TestClock. */
  clock?: BossClock;
}

/** Opens and starts the process's pg-boss on the platform's database. */
export async function openJobBoss(database: Database, { schedule, clock }: JobBossOptions): Promise<PgBoss> {
  const schema = await jobSchemaOf(database.db);
  const common = { schema, schedule, ...(clock ? { clock } : {}) };
  const boss =
    'pglite' in database.connection
      ? new PgBoss({ db: fromPglite(database.connection.pglite), backend: 'pglite', ...common })
      : new PgBoss({ connectionString: database.connection.connectionString, max: 4, ...common });
  boss.on('error', (error) => console.warn(`Job queue: ${error.message}`));
  await boss.start();
  return boss;
}

/** The time zone of every schedule: the association's. */
export const JOB_TIME_ZONE = 'Europe/Berlin';

/** A job the platform runs on its own on a schedule (retention; later the reminders of issue 34). */
export interface ScheduledJob {
  /** pg-boss queue and schedule name. */
  name: string;
  /** Cron expression, minute precision, in Europe/Berlin. Keep clear of 02:00–03:00 (skipped or doubled at the clock change). */
  cron: string;
  /** The work: one run; a failure is retried by pg-boss. */
  run(): Promise<unknown>;
}

export interface ScheduledJobOptions {
  /** How often an idle worker looks for a due run. */
  pollingIntervalSeconds: number;
}

export const DEFAULT_SCHEDULED_JOB_OPTIONS: ScheduledJobOptions = { pollingIntervalSeconds: 30 };

export interface ScheduledJobs {
  /** The schedules registered for these jobs (pg-boss's rows). */
  schedules(): Promise<Schedule[]>;
  /** Stops this instance's workers for the jobs; pg-boss itself is stopped by its owner. */
  stop(): Promise<void>;
}

/**
 * Registers each job's schedule (an update when it exists: every instance does it at start) and a
 * worker for it. A run missed while no instance was up is made up once at the next start ('once').
 */
export async function startScheduledJobs(
  boss: PgBoss,
  jobs: readonly ScheduledJob[],
  options: ScheduledJobOptions = DEFAULT_SCHEDULED_JOB_OPTIONS,
): Promise<ScheduledJobs> {
  for (const job of jobs) {
    // 'singleton': at most one run of a job at a time, even if a retry meets the next occurrence.
    await boss.createQueue(job.name, { policy: 'singleton', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 });
    await boss.schedule(job.name, job.cron, null, { tz: JOB_TIME_ZONE, missed: 'once' });
    await boss.work(job.name, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds }, async () => {
      await job.run();
    });
  }
  return {
    schedules: async () => (await boss.getSchedules()).filter((s) => jobs.some((job) => job.name === s.name)),
    stop: async () => {
      for (const job of jobs) await boss.offWork(job.name, { wait: true });
    },
  };
}
