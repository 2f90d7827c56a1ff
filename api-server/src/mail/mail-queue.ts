import { fromKysely, type Job, type PgBoss } from 'pg-boss';
import { sql } from 'kysely';
import type { DeliveryOutcome, MailJob, MailWorkerSteps, Rows } from '@dtp/domain';
import type { Database, Sql } from '../db/database';
import { failureOf, type SmtpSender } from './smtp';

// The email queue in the database, through pg-boss: a job per mail that is due to be sent, created in
// the same transaction as the mail (a refused save queues nothing, a committed one cannot lose its
// job), started after the mail's due time. Workers on every instance fetch jobs with SKIP LOCKED, so
// each job runs on one of them; the job re-reads its mail before and after the SMTP attempt.

const QUEUE = 'email-delivery';

export interface MailQueueOptions {
  /** Tries after the first failed one, with exponential backoff from retryDelaySeconds. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How often an idle worker looks for due jobs. */
  pollingIntervalSeconds: number;
}

export const DEFAULT_MAIL_QUEUE: MailQueueOptions = { retryLimit: 5, retryDelaySeconds: 30, pollingIntervalSeconds: 1 };

export interface MailQueue {
  /** Queues the mail's job inside the transaction that writes it, when the mail is due to be sent. */
  onEmailWritten(trx: Sql, email: Rows['email']): Promise<void>;
  /** Starts this instance's worker, then queueWaiting(). */
  startWorker(steps: MailWorkerSteps, sender: SmtpSender): Promise<void>;
  /** Queues a job for every waiting mail that has none (the seed's mails; a restored backup). */
  queueWaiting(): Promise<void>;
  /** Finishes the running deliveries and stops this instance's worker (pg-boss itself is stopped by its owner: platform.ts). */
  stop(): Promise<void>;
}

const jobOf = (email: Rows['email']): MailJob => ({ id: email.id, notBefore: email.notBefore });
const startOf = (email: Rows['email']): Date => new Date(email.notBefore === null ? 0 : Date.parse(email.notBefore));
// One job per mail and due time: a second write of a waiting mail (a failed try's error text) queues nothing.
const keyOf = (job: MailJob): string => `${job.id}@${job.notBefore ?? ''}`;

const RECORD_TRIES = 8;

async function recordPersistently(record: () => Promise<void>, job: MailJob): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await record();
    } catch (error) {
      if (attempt >= RECORD_TRIES) {
        console.warn(`Mail queue: the outcome for mail ${job.id} could not be recorded: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** The queue on the process's pg-boss (jobs/scheduled-jobs.ts openJobBoss, shared with the scheduled jobs). */
export async function openMailQueue(boss: PgBoss, database: Database, options: MailQueueOptions = DEFAULT_MAIL_QUEUE): Promise<MailQueue> {
  // Creating the queue also loads it into pg-boss's cache, so queuing inside a transaction never reads
  // pg-boss's own tables there (on PGlite, that read would wait for the transaction: a deadlock).
  await boss.createQueue(QUEUE, {
    policy: 'exclusive',
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 120,
  });

  const queueJob = async (email: Rows['email'], trx: Sql | null): Promise<void> => {
    const job = jobOf(email);
    await boss.send(QUEUE, job, { startAfter: startOf(email), singletonKey: keyOf(job), ...(trx ? { db: fromKysely(trx) } : {}) });
  };

  const deliver = async (steps: MailWorkerSteps, sender: SmtpSender, job: Job<MailJob>): Promise<'completed' | 'failed'> => {
    const mail = await steps.claim(job.data);
    if (!mail) return 'completed';
    let outcome: DeliveryOutcome;
    try {
      await sender.send(mail);
      outcome = { sent: true };
    } catch (error) {
      const failure = failureOf(error);
      outcome = { sent: false, error: failure.error, final: failure.permanent || job.retryCount >= options.retryLimit };
    }
    // The mail went out (or failed): recording that must not fail the job, or its retry would send again.
    await recordPersistently(() => steps.record(job.data, outcome), job.data);
    return outcome.sent || outcome.final ? 'completed' : 'failed';
  };

  const queueWaiting = async (): Promise<void> => {
    const waiting = await sql<{ data: unknown }>`select data from emails where progress = 'INITIAL'`.execute(database.db);
    for (const { data } of waiting.rows) await queueJob((typeof data === 'string' ? JSON.parse(data) : data) as Rows['email'], null);
  };

  return {
    queueWaiting,
    async onEmailWritten(trx, email) {
      if (email.progress === 'INITIAL') await queueJob(email, trx);
    },
    async startWorker(steps, sender) {
      await boss.work<MailJob>(
        QUEUE,
        { batchSize: 10, burstWhenBatchFull: true, perJobResults: true, localConcurrency: 2, pollingIntervalSeconds: options.pollingIntervalSeconds },
        async (jobs) =>
          Promise.all(
            jobs.map(async (job) => ({
              id: job.id,
              status: await deliver(steps, sender, job).catch((error: unknown): 'failed' => {
                console.warn(`Mail queue: job for mail ${job.data.id} failed: ${error instanceof Error ? error.message : String(error)}`);
                return 'failed';
              }),
            })),
          ),
      );
      await queueWaiting();
    },
    async stop() {
      await boss.offWork(QUEUE, { wait: true });
    },
  };
}
