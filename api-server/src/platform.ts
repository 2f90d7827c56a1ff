import type { Clock as BossClock } from 'pg-boss';
import { createDomainServer, createSeedState, emptyPlatformState, systemClock, type Clock, type DomainServer, type Rows, type TestCalendarLinks } from '@dtp/domain';
import type { BankKeyring } from './bank-data/bank-cipher';
import { bankKeyringFromEnv } from './bank-data/bank-keys';
import { bankDataCodec } from './bank-data/bank-row-codec';
import { sealStoredBankData, type SealReport } from './bank-data/seal-stored';
import { openDatabase, type Database, type DatabaseOptions } from './db/database';
import { migrate, resetDatabase, seedIfEmpty } from './db/seed';
import { createSqlStorage, type SqlStorage } from './db/sql-storage';
import { platformJobs } from './jobs/platform-jobs';
import { DEFAULT_SCHEDULED_JOB_OPTIONS, openJobBoss, startScheduledJobs, type ScheduledJobOptions, type ScheduledJobs } from './jobs/scheduled-jobs';
import { DEFAULT_MAIL_QUEUE, openMailQueue, type MailQueue, type MailQueueOptions } from './mail/mail-queue';
import { createSmtpSender } from './mail/smtp';
import { createPdfPrinter } from './print/pdf-printer';
import type { PdfThreadOptions } from './print/pdf-thread';
import { createSharpImages } from './images/sharp-images';
import { createSolverThread, type SolverThreadOptions } from './assignment/solver-thread';

/** The demo accounts' season: 2022/2023, three waves each, the identity service's subjects (idp/src/accounts.mjs). */
const DEFAULT_SEED_SCALE = 1;

export interface Platform {
  database: Database;
  storage: SqlStorage;
  domain: DomainServer;
  /** Whether this start loaded the seed (the demo season, or the empty platform's settings) into an empty database. */
  seeded: boolean;
  /** The bank values this start sealed: plain text from before the encryption, or of an older key (a rotation). */
  sealed: SealReport;
  /** The scheduled jobs (retention …) when this process runs them (the server); null otherwise. */
  scheduledJobs: ScheduledJobs | null;
  /** Drops everything and loads the seed again (`--reset` in development; e2e before each test). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The server's data: the database (PGlite in `dataDir`, or PostgreSQL at `databaseUrl`), migrated to
 * the current schema, seeded on first start, with the domain's rules on top.
 */
export async function openPlatform(options: DatabaseOptions & {
  clock?: Clock;
  /** How many times the seed's generated testers and testings an empty database gets (`SEED_SCALE`); 1 by default. */
  seedScale?: number;
  /** Whether an empty database gets the demo season (`DEMO_SEED`; default yes); no: only the current season's settings row. */
  demoSeed?: boolean;
  deliverBeforeEachRequest?: boolean;
  /** The keys of the bank data (bank-data/bank-keys.ts: `BANK_DATA_KEY`, …); default the development key. */
  bankKeys?: BankKeyring;
  /** The back office's name in mails (`CONTACT_NAME`); default 'CMC'. */
  contactName?: string;
  /** The platform's address every mail links to (`APP_URL`); default `npm start`'s http://localhost:3000. */
  appUrl?: string;
  /** The questionnaire links and UID domain of the calendar files (`QUESTIONNAIRE_URL`, …); defaults as config/runtime.base.json. */
  calendarLinks?: Partial<TestCalendarLinks>;
  /**
   * Real delivery: the queue in the database and an SMTP server (`requireTls`: production's TLS, mail/smtp.ts).
   * Without it, the demo's simulated delivery (tests).
   */
  mail?: { smtpUrl: string; from: string; requireTls?: boolean; queue?: MailQueueOptions };
  /**
   * The scheduled jobs on pg-boss's scheduling (jobs/platform-jobs.ts): the server runs them; commands
   * and most tests do not. `clock` is pg-boss's source of time (a test's TestClock).
   */
  jobs?: Partial<ScheduledJobOptions> & { clock?: BossClock };
  /** The PDF thread's memory cap and time limit (print/pdf-thread.ts); its defaults otherwise. */
  pdf?: PdfThreadOptions;
  /** The solver thread's limits of 'Einteilung vorschlagen' (assignment/solver-thread.ts); its defaults otherwise. */
  solver?: SolverThreadOptions;
}): Promise<Platform> {
  const clock = options.clock ?? systemClock;
  const database = await openDatabase(options);
  await migrate(database.db);
  const bankKeys = options.bankKeys ?? bankKeyringFromEnv({}, false);
  // Plain text from before the encryption, or values of an older key, sealed with the current key before any request.
  let sealed: SealReport;
  try {
    sealed = await sealStoredBankData(database.db, bankKeys, { embedded: 'pglite' in database.connection });
  } catch (error) {
    await database.close();
    throw error;
  }
  // One pg-boss per process, for the mail queue and the scheduled jobs.
  const boss = options.mail || options.jobs ? await openJobBoss(database, { schedule: options.jobs !== undefined, clock: options.jobs?.clock }) : null;
  const queue: MailQueue | null = boss && options.mail ? await openMailQueue(boss, database, options.mail.queue ?? DEFAULT_MAIL_QUEUE) : null;
  const codec = bankDataCodec(bankKeys);
  const storage = createSqlStorage(database.db, {
    concurrent: options.databaseUrl !== null,
    codec,
    afterWrite: queue ? async (kind, row, trx) => (kind === 'email' ? queue.onEmailWritten(trx, row as Rows['email']) : undefined) : undefined,
  });
  const seedState = () =>
    options.demoSeed === false ? emptyPlatformState(new Date(clock.now())) : createSeedState({ scale: options.seedScale ?? DEFAULT_SEED_SCALE, clock });
  const seed = () => seedIfEmpty(database.db, seedState(), codec);
  const seeded = await seed();
  const printer = createPdfPrinter(options.pdf);
  const solver = createSolverThread(options.solver);
  const domain = createDomainServer({
    storage,
    clock,
    deliverBeforeEachRequest: options.deliverBeforeEachRequest ?? false,
    realMailWorker: queue !== null,
    contactName: options.contactName,
    appUrl: options.appUrl,
    calendarLinks: options.calendarLinks,
    mailFrom: options.mail?.from,
    printer,
    images: createSharpImages(),
    solver,
  });
  const sender = options.mail ? createSmtpSender(options.mail.smtpUrl, options.mail.from, { requireTls: options.mail.requireTls ?? false }) : null;
  if (queue && sender) await queue.startWorker(domain.mailWorker, sender);
  const scheduledJobs =
    boss && options.jobs ? await startScheduledJobs(boss, platformJobs(domain), { ...DEFAULT_SCHEDULED_JOB_OPTIONS, ...options.jobs }) : null;
  return {
    database,
    storage,
    domain,
    seeded,
    sealed,
    scheduledJobs,
    reset: () =>
      storage.exclusive(async () => {
        await resetDatabase(database.db);
        await migrate(database.db);
        await seed();
        // The seed's waiting mails get their jobs (jobs of the mails dropped find nothing and end).
        await queue?.queueWaiting();
      }),
    close: async () => {
      await queue?.stop();
      await scheduledJobs?.stop();
      await boss?.stop({ graceful: true, timeout: 10_000 });
      sender?.close();
      await printer.close();
      await solver.close();
      await database.close();
    },
  };
}
