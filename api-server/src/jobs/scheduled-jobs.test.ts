import { testerInputOf } from '@dtp/contract/test-support';
import { type Tester } from '@dtp/api-client/back-office';
import type { Clock } from '@dtp/domain';
import { sql } from 'kysely';
import { TestClock } from 'pg-boss';
import { postgresForTests, testWithPostgres } from '../../test/postgres';
import { openPlatform, type Platform } from '../platform';
import { REMINDERS_JOB, RETENTION_JOB } from './platform-jobs';
import { jobSchemaOf } from './scheduled-jobs';
import { until } from '../../test/until';
import { managerIdentity as manager } from '../../test/seed-identities';

// The retention run on pg-boss's scheduling (issue 32, item 5): the schedule is registered in
// Europe/Berlin, and when pg-boss's clock (a TestClock: no waiting) reaches 01:15 Berlin time the job
// runs once, at the domain's moved clock, on PGlite and on PostgreSQL, and once with two instances.

const SEEDED_AT = Date.UTC(2023, 5, 1, 8, 0, 0);
/**
 * 01:10 in Berlin (CET, UTC+1): five minutes before the nightly run, in January 2034, when the receipts of
 * the seed's claims (2022 and 2023) have been kept the ten years from the end of their year (the default
 * 120 months); bank data (3 months) and the applicant (12 months) were due long before.
 */
const BEFORE_RUN = Date.UTC(2034, 0, 10, 0, 10, 0);

/** The domain's clock: the seed's day while the scene is set, then pg-boss's moved clock. */
function movableClock(boss: TestClock): Clock & { follow(): void } {
  let now = (): number => SEEDED_AT;
  return { now: () => now(), follow: () => (now = () => boss.now()) };
}

const read = <T>(platform: Platform, work: (tx: Parameters<Parameters<Platform['storage']['transaction']>[1]>[0]) => Promise<T>) =>
  platform.storage.transaction('read', work);

const runs = (platform: Platform) => read(platform, (tx) => tx.find('history', { subject: 'retention' }));

async function open(bossClock: TestClock, clock: Clock, databaseUrl: string | null): Promise<Platform> {
  return openPlatform({ databaseUrl, dataDir: databaseUrl ? '' : 'memory://', clock, jobs: { clock: bossClock, pollingIntervalSeconds: 1 } });
}

/** An applicant created on the seed's day; a released claim's receipt with its bytes. */
async function setScene(platform: Platform) {
  const got = await platform.domain.handleAs(manager, { method: 'GET', path: '/user/u-tester2', token: null });
  const body = { ...testerInputOf(got.data as Tester), id: null, firstName: 'Anna', lastName: 'Anwärterin', status: 'APPLICANT', memberships: [] };
  const created = await platform.domain.handleAs(manager, { method: 'POST', path: '/user', token: null, body: { ...body, contact: { ...body.contact, email: 'anna.anwaerterin@example.de' } } });
  expect(created.status).toBe(200);
  const applicant = created.data as Tester;
  const receipt = await platform.storage.transaction('write', async (tx) => {
    const released = (await tx.find('testing')).filter((t) => t.travel.released);
    const [attachment] = await tx.find('attachment', { testingId: released.map((t) => t.id) });
    await tx.putFile(attachment!.id, new Uint8Array([0x25, 0x50, 0x44, 0x46]));
    return attachment!;
  });
  return { applicant, receipt };
}

async function expectRemoved(platform: Platform, { applicant, receipt }: Awaited<ReturnType<typeof setScene>>): Promise<void> {
  const [users, attachments, file, claims] = await read(platform, async (tx) => [
    await tx.find('user', { id: applicant.id }),
    await tx.find('attachment', { id: receipt.id }),
    await tx.file(receipt.id),
    (await tx.find('testing')).filter((t) => t.travel.iban !== ''),
  ] as const);
  expect(users).toHaveLength(0);
  expect(attachments).toHaveLength(0);
  expect(file).toBeNull();
  // The seed's claims are from 2022 and 2023: in January 2034 no bank account of theirs is kept.
  expect(claims).toHaveLength(0);
}

async function jobsRun(platform: Platform): Promise<number> {
  const schema = await jobSchemaOf(platform.database.db);
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(`${schema}.job`)} where name = ${RETENTION_JOB.name}`.execute(platform.database.db);
  return Number(rows[0]?.n);
}

async function registeredAndRunsOnce(platforms: Platform[], bossClock: TestClock, clock: ReturnType<typeof movableClock>): Promise<void> {
  const [first] = platforms as [Platform];
  for (const platform of platforms) {
    await expect(platform.scheduledJobs?.schedules()).resolves.toEqual([
      expect.objectContaining({ name: REMINDERS_JOB.name, cron: '0 6 * * *', timezone: 'Europe/Berlin' }),
      expect.objectContaining({ name: RETENTION_JOB.name, cron: '15 1 * * *', timezone: 'Europe/Berlin' }),
    ]);
  }
  const scene = await setScene(first);
  clock.follow();

  // Five minutes of cron passes before 01:15: nothing runs.
  await bossClock.tick(4 * 60_000);
  expect(await runs(first)).toHaveLength(0);
  expect((await read(first, (tx) => tx.find('user', { id: scene.applicant.id })))).toHaveLength(1);

  await bossClock.tick(3 * 60_000);
  await until('the retention run is recorded', async () => (await runs(first)).length > 0, { seconds: 60 });
  // Later passes file nothing more for the same occurrence.
  await bossClock.tick(2 * 60_000);
  const [run] = await runs(first);
  expect(await runs(first)).toHaveLength(1);
  expect(await jobsRun(first)).toBe(1);
  expect(run).toMatchObject({ by: 'System', what: 'RETENTION', removed: { applicants: 1, receipts: expect.any(Number), bankData: expect.any(Number) } });
  expect(Date.parse(run!.at)).toBeGreaterThanOrEqual(Date.UTC(2034, 0, 10, 0, 15));
  expect(run!.removed!.receipts).toBeGreaterThan(0);
  expect(JSON.stringify(run)).not.toContain('Anwärterin');
  await expectRemoved(first, scene);
}

test('on PGlite: the retention job is scheduled at 01:15 Berlin time and its run removes the expired rows once', async () => {
  const bossClock = new TestClock(BEFORE_RUN);
  const clock = movableClock(bossClock);
  const platform = await open(bossClock, clock, null);
  try {
    await registeredAndRunsOnce([platform], bossClock, clock);
  } finally {
    await platform.close();
  }
}, 120_000);

testWithPostgres('on PostgreSQL with two instances: one schedule, one run', async () => {
  const url = await postgresForTests('jobs_retention');
  const bossClock = new TestClock(BEFORE_RUN);
  const clock = movableClock(bossClock);
  const a = await open(bossClock, clock, url);
  const b = await open(bossClock, clock, url);
  try {
    await registeredAndRunsOnce([a, b], bossClock, clock);
  } finally {
    await a.close();
    await b.close();
  }
}, 120_000);
