import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock, Rows } from '@dtp/domain';
import { sql } from 'kysely';
import { TestClock } from 'pg-boss';
import { startMailSink, type MailSink } from '../../../scripts/dev/mail-sink-lib.mjs';
import { postgresForTests, testWithPostgres } from '../../test/postgres';
import { openPlatform, type Platform } from '../platform';
import { REMINDERS_JOB } from './platform-jobs';
import { jobSchemaOf } from './scheduled-jobs';

// The reminders on pg-boss's scheduling (issue 34, items 3 and 5): the job is registered for 06:00
// Berlin time; with pg-boss's clock moved (a TestClock: no waiting) the run plans the test reminder a
// week ahead as a waiting mail, and on its day at 08:00 the mail queue sends it to the sink exactly
// once: on PGlite across a restart, and on PostgreSQL with two instances and a restart.

/** 05:55 in Berlin (CEST, UTC+2) on 3 June 2026: five minutes before the daily run. */
const BEFORE_RUN = Date.UTC(2026, 5, 3, 3, 55);
/** The test: Wednesday 10 June 2026; its reminder: 3 days before, Sunday 7 June at 08:00 Berlin time. */
const TEST_DATE = '2026-06-10';
const DUE = Date.UTC(2026, 5, 7, 6, 0);
const MINUTE = 60_000;
const QUICK_MAIL = { retryLimit: 1, retryDelaySeconds: 1, pollingIntervalSeconds: 1 };

const until = async (what: string, done: () => Promise<boolean>, step: () => Promise<void>): Promise<void> => {
  for (let i = 0; i < 600; i++) {
    if (await done()) return;
    await step();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Nicht eingetreten: ${what}`);
};

async function open(bossClock: TestClock, sink: MailSink, where: { databaseUrl: string | null; dataDir: string }): Promise<Platform> {
  const clock: Clock = { now: () => bossClock.now() };
  return openPlatform({
    ...where,
    clock,
    jobs: { clock: bossClock, pollingIntervalSeconds: 1 },
    mail: { smtpUrl: `smtp://127.0.0.1:${sink.smtpPort}`, from: 'Test-Plattform <noreply@example.org>', queue: QUICK_MAIL },
  });
}

/** An active tester's testing, agreed for TEST_DATE at 10:30. */
async function agreeTest(platform: Platform): Promise<{ testing: Rows['testing']; tester: Rows['user'] }> {
  return platform.storage.transaction('write', async (tx) => {
    const users = new Map((await tx.find('user', { staff: false })).map((u) => [u.id, u]));
    const testing = (await tx.find('testing')).find((t) => {
      const user = t.userId === null ? undefined : users.get(t.userId);
      return user !== undefined && user.status !== 'INACTIVE' && user.contact.email !== '';
    })!;
    Object.assign(testing, { progress: 'TEE_TIME', date: TEST_DATE, teeTime: '10:30', noStartingTimes: false });
    await tx.update('testing', testing);
    return { testing, tester: users.get(testing.userId!)! };
  });
}

const reminders = (platform: Platform, testingId: number) =>
  platform.storage.transaction('read', async (tx) => (await tx.find('email')).filter((e) => e.occasion?.startsWith(`TEST_REMINDER:testing:${testingId}:`)));

async function runsOfJob(platform: Platform): Promise<number> {
  const schema = await jobSchemaOf(platform.database.db);
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(`${schema}.job`)} where name = ${REMINDERS_JOB.name}`.execute(platform.database.db);
  return Number(rows[0]?.n);
}

/** The run at 06:00 plans the reminder once (a waiting mail for the 7th, 08:00); the first instance looks. */
async function plannedOnce(platforms: readonly Platform[], bossClock: TestClock): Promise<Awaited<ReturnType<typeof agreeTest>>> {
  const [first] = platforms as [Platform];
  for (const platform of platforms) {
    expect(await platform.scheduledJobs?.schedules()).toContainEqual(expect.objectContaining({ name: 'reminders', cron: '0 6 * * *', timezone: 'Europe/Berlin' }));
  }
  const scene = await agreeTest(first);
  await bossClock.tick(4 * MINUTE);
  expect(await reminders(first, scene.testing.id)).toHaveLength(0);
  await until('the reminder is planned', async () => (await reminders(first, scene.testing.id)).length > 0, () => bossClock.tick(MINUTE));
  await bossClock.tick(3 * MINUTE);
  expect(await runsOfJob(first)).toBe(1);
  expect(await reminders(first, scene.testing.id)).toEqual([
    expect.objectContaining({ to: scene.tester.contact.email, type: 'TEST_REMINDER', progress: 'INITIAL', notBefore: new Date(DUE).toISOString() }),
  ]);
  return scene;
}

/** The next mornings' runs, then 08:00 on the 7th: one mail at the sink, SENT, and nothing more later. */
async function sentOnce(platform: Platform, bossClock: TestClock, sink: MailSink, scene: Awaited<ReturnType<typeof agreeTest>>): Promise<void> {
  // The seed has a reminder of its own to a tester (with no date): ours names the test's date.
  const earlier = sink.mails.length;
  const received = () => sink.mails.slice(earlier).filter((m) => m.to.includes(scene.tester.contact.email) && m.subject === 'Erinnerung an Ihren Test' && m.text.includes('10. Juni 2026'));
  // 05:55 on the 6th, and its run at 06:00: nothing new.
  await bossClock.setTime(Date.UTC(2026, 5, 6, 3, 55));
  await bossClock.tick(10 * MINUTE);
  await until('the run of the 6th', async () => (await runsOfJob(platform)) >= 2, () => bossClock.tick(MINUTE));
  expect(await reminders(platform, scene.testing.id)).toHaveLength(1);

  await bossClock.setTime(DUE - 5 * MINUTE);
  await bossClock.tick(MINUTE);
  expect(received()).toHaveLength(0);
  await until('the reminder reaches the sink', async () => received().length > 0, () => bossClock.tick(MINUTE));
  await until('the reminder is SENT', async () => (await reminders(platform, scene.testing.id))[0]?.progress === 'SENT', () => bossClock.tick(1000));
  await bossClock.tick(10 * MINUTE);
  expect(received()).toHaveLength(1);
  expect(received()[0]!.text).toContain('Mittwoch, 10. Juni 2026, Tee-Time 10:30 Uhr');
  expect(await reminders(platform, scene.testing.id)).toHaveLength(1);
}

describe('the reminders job', () => {
  let sink: MailSink;
  beforeAll(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(async () => {
    await sink?.close();
  });

  test('on PGlite: scheduled at 06:00 Berlin time, planned once, sent once at 08:00, also after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dtp-reminders-'));
    const bossClock = new TestClock(BEFORE_RUN);
    let platform = await open(bossClock, sink, { databaseUrl: null, dataDir });
    try {
      const scene = await plannedOnce([platform], bossClock);
      // A restart: the keys are in the database, the next run plans nothing new.
      await platform.close();
      platform = await open(bossClock, sink, { databaseUrl: null, dataDir });
      await sentOnce(platform, bossClock, sink, scene);
    } finally {
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  testWithPostgres('on PostgreSQL with two instances: one run a day, one reminder, one mail, also after a restart', async () => {
    const url = await postgresForTests('jobs_reminders');
    const bossClock = new TestClock(BEFORE_RUN);
    const a = await open(bossClock, sink, { databaseUrl: url, dataDir: '' });
    let b = await open(bossClock, sink, { databaseUrl: url, dataDir: '' });
    try {
      const scene = await plannedOnce([a, b], bossClock);
      await b.close();
      b = await open(bossClock, sink, { databaseUrl: url, dataDir: '' });
      await sentOnce(a, bossClock, sink, scene);
    } finally {
      await a.close();
      await b.close();
    }
  }, 180_000);
});
