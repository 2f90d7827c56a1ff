import { clubInputOf } from '@dtp/contract/test-support';
import { mkdtempSync, readdirSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dataSheetInputOf, type Club, type ClubListItem, type DataSheet } from '@dtp/api-client';
import { sql } from 'kysely';
import pg from 'pg';
import {
  buildServer,
  callAs,
  isUp,
  killAll,
  killed,
  runBundle,
  spawnServer,
  startIdentity,
  startServer,
  waitUntilUp,
  type Env,
  type ServerProcess,
  type TestIdentity,
} from '../../test/built-server';
import { openDatabase } from '../db/database';
import { postgresForTests, testWithPostgres } from '../../test/postgres';
import { DOMAIN_TABLES } from './row-counts';

// Issue 29, as an operator meets it: a second process on the embedded folder, a SIGKILL, a damaged
// folder, and a restore drill on both databases. Every server here is the built bundle in its own process.

let identity: TestIdentity;
let root: string;

beforeAll(async () => {
  buildServer();
  identity = await startIdentity();
  root = mkdtempSync(path.join(tmpdir(), 'dtp-survives-'));
}, 120_000);

afterAll(() => {
  killAll();
  identity.close();
  rmSync(root, { recursive: true, force: true });
});

/** A data folder and a backup folder of its own, as data/pglite and data/backups. */
function embeddedEnv(name: string): Env {
  return { DATA_DIR: path.join(root, name, 'pglite'), BACKUP_DIR: path.join(root, name, 'backups') };
}

const asManager = <T>(server: ServerProcess, method: 'GET' | 'POST', route: string, body?: unknown) => callAs<T>(identity, 'dtp-manager', server, method, route, body);
const asTester = <T>(server: ServerProcess, method: 'GET' | 'POST', route: string, body?: unknown) => callAs<T>(identity, 'dtp-tester', server, method, route, body);

async function renameClub(server: ServerProcess, id: number, name: string): Promise<Club> {
  const club = await asManager<Club>(server, 'GET', `/club/${id}`);
  return asManager<Club>(server, 'POST', '/club', { ...clubInputOf(club), name });
}

const firstClubId = async (server: ServerProcess) => (await asManager<ClubListItem[]>(server, 'GET', '/club/list'))[0]!.id;

test('a second server on the folder is refused before it opens anything, and every save survives a SIGKILL of the first', async () => {
  const env = embeddedEnv('second-opener');
  const first = await startServer(identity, 3281, env);
  const clubId = await firstClubId(first);
  await renameClub(first, clubId, 'Golfclub Erster Stand');

  const second = spawnServer(identity, 3282, env);
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(`Die Datenbank in ${env.DATA_DIR} wird bereits vom laufenden API-Server benutzt (Prozess ${first.process.pid}`);
  expect(second.output()).toContain(`is in use by process ${first.process.pid}`);

  // The first server goes on taking saves, then dies without a shutdown.
  const saved = await renameClub(first, clubId, 'Golfclub Zweiter Stand');
  await killed(first);

  const third = await startServer(identity, 3281, env);
  try {
    expect(await asManager<Club>(third, 'GET', `/club/${clubId}`)).toMatchObject({ name: 'Golfclub Zweiter Stand', version: saved.version });
  } finally {
    await killed(third, 'SIGTERM');
  }
}, 180_000);

test('two servers started at the same moment on one folder: exactly one runs', async () => {
  const env = embeddedEnv('same-moment');
  const servers = [spawnServer(identity, 3283, env), spawnServer(identity, 3284, env)];
  try {
    // One refuses at once; the other answers once PGlite has made the folder.
    const refused = await Promise.race(servers.map(async (server) => (await server.exited, server)));
    const running = servers.find((server) => server !== refused)!;
    expect(refused.process.exitCode).toBe(1);
    expect(refused.output()).toContain('wird bereits vom laufenden API-Server benutzt');
    await waitUntilUp(running);
    expect(await isUp(running)).toBe(true);
  } finally {
    await Promise.all(servers.map((server) => killed(server, 'SIGTERM')));
  }
}, 180_000);

/** Every row of every domain table, receipts as hex: what a restore must give back. */
async function snapshot(databaseUrl: string | null, dataDir: string): Promise<Record<string, unknown[]>> {
  const database = await openDatabase({ databaseUrl, dataDir, role: 'command' });
  try {
    const tables: Record<string, unknown[]> = {};
    for (const table of DOMAIN_TABLES) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
      tables[table] = rows
        .map((row) => JSON.stringify(row, (_key, value: unknown) => (value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value)))
        .sort();
    }
    return tables;
  } finally {
    await database.close();
  }
}

interface Tests {
  tests: { id: number; progress: string }[];
}

/** A season's worth of change through the API: a data sheet, a tee time, a claim with a receipt, released (mails, history). */
async function changeData(server: ServerProcess): Promise<{ attachmentId: number; receipt: Uint8Array; doneId: number }> {
  const { dataSheet } = await asTester<{ dataSheet: DataSheet }>(server, 'GET', '/datasheet');
  await asTester(server, 'POST', '/datasheet', { ...dataSheetInputOf(dataSheet), profession: 'Greenkeeperin' });
  const { tests } = await asTester<Tests>(server, 'GET', '/tests');
  const assigned = tests.find((t) => t.progress === 'ASSIGNED')!;
  const done = tests.find((t) => t.progress === 'DONE')!;
  await asTester(server, 'POST', '/test', { id: assigned.id, date: '2023-06-21', teeTime: '10:10', noStartingTimes: false });
  const receipt = new Uint8Array(4096).map((_, i) => (i * 13) % 256);
  receipt.set([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-: the server checks what a receipt is
  const form = new FormData();
  form.append('testingId', String(done.id));
  form.append('file', new File([receipt], 'beleg.pdf', { type: 'application/pdf' }));
  const [attachment] = await asTester<{ attachmentId: number }[]>(server, 'POST', '/travel/attachment/upload', form);
  await asTester(server, 'POST', '/travel', { id: done.id, iban: 'DE89370400440532013000', bank: 'Sparkasse', greenfee: 60, distance: 12, restaurant: 20, misc: null, comment: '' });
  await asTester(server, 'POST', '/travel/release', { id: done.id });
  return { attachmentId: attachment!.attachmentId, receipt, doneId: done.id };
}

const backupsIn = (dir: string) => readdirSync(dir).filter((name) => /^dtp-(pglite|postgres)-.*\.(tar\.gz|dump)$/.test(name));

async function drill(env: Env, databaseUrl: string | null, wipe: () => Promise<void>, port: number): Promise<void> {
  let server = await startServer(identity, port, env);
  const changed = await changeData(server);
  await killed(server, 'SIGTERM');

  const before = await snapshot(databaseUrl, env.DATA_DIR ?? '');
  expect(before.history!.length).toBeGreaterThan(0);
  expect(before.attachment_files!.length).toBeGreaterThan(0);
  const backup = await runBundle(identity, env, ['--backup']);
  expect(backup).toEqual({ code: 0, output: expect.stringContaining('Sicherung geschrieben') });
  const file = path.join(env.BACKUP_DIR!, backupsIn(env.BACKUP_DIR!).sort().at(-1)!);

  await wipe();
  const restored = await runBundle(identity, env, ['--restore', file]);
  expect(restored).toMatchObject({ code: 0, output: expect.stringContaining('Zeilen je Tabelle: users') });
  expect(await snapshot(databaseUrl, env.DATA_DIR ?? '')).toEqual(before);

  // A second restore onto the data is refused without --force, and changes nothing.
  expect(await runBundle(identity, env, ['--restore', file])).toMatchObject({ code: 1, output: expect.stringContaining('nicht eingespielt') });

  server = await startServer(identity, port, env);
  try {
    const bytes = await asTester<ArrayBuffer>(server, 'GET', `/attachment/${changed.attachmentId}`);
    expect(new Uint8Array(bytes)).toEqual(changed.receipt);
    expect(await asTester(server, 'GET', `/travel/${changed.doneId}`)).toMatchObject({ greenfee: 60, iban: '', showTravelReleasedHint: true });
  } finally {
    await killed(server, 'SIGTERM');
  }
}

test('restore drill on the embedded database: back up, wipe, restore; every row and receipt byte comes back', async () => {
  const env = embeddedEnv('drill');
  await drill(env, null, async () => rmSync(env.DATA_DIR!, { recursive: true }), 3285);
}, 240_000);

testWithPostgres('restore drill on PostgreSQL: pg_dump, wipe, pg_restore; every row and receipt byte comes back', async () => {
  const schema = 'dtp_restore_drill';
  const url = await postgresForTests(schema);
  const env = { DATABASE_URL: url, BACKUP_DIR: path.join(root, 'postgres-backups') };
  await drill(
    env,
    url,
    async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.query(`drop schema ${schema}_pgboss cascade`);
      await client.end();
    },
    3286,
  );
}, 240_000);

test('a damaged folder is explained and kept; --recover brings back the last backup', async () => {
  const env = embeddedEnv('damaged');
  let server = await startServer(identity, 3287, env);
  const clubId = await firstClubId(server);
  await renameClub(server, clubId, 'Golfclub Vor dem Schaden');
  // The backup the running server writes when asked (npm run backup while it runs).
  const backup = await runBundle(identity, env, ['--backup']);
  expect(backup.output).toContain('er schreibt die Sicherung');
  expect(backup.code).toBe(0);
  await killed(server);

  const wal = path.join(env.DATA_DIR!, 'pg_wal');
  for (const segment of readdirSync(wal).filter((name) => /^[0-9A-F]{24}$/.test(name))) truncateSync(path.join(wal, segment), 0);

  const refused = spawnServer(identity, 3287, env);
  expect(await refused.exited).toBe(1);
  expect(refused.output()).toContain(`Die eingebettete Datenbank in ${env.DATA_DIR} lässt sich nicht öffnen`);
  expect(refused.output()).toContain('Es wurde nichts verschoben und nichts gelöscht');
  expect(refused.output()).toContain('npm run recover');
  expect(readdirSync(path.dirname(env.DATA_DIR!)).sort()).toEqual(['backups', 'pglite']);

  const recovered = await runBundle(identity, env, ['--recover']);
  expect(recovered.code).toBe(0);
  expect(readdirSync(path.dirname(env.DATA_DIR!)).filter((name) => name.startsWith('pglite.damaged-'))).toHaveLength(1);

  server = await startServer(identity, 3287, env);
  try {
    expect(await asManager<Club>(server, 'GET', `/club/${clubId}`)).toMatchObject({ name: 'Golfclub Vor dem Schaden' });
  } finally {
    await killed(server, 'SIGTERM');
  }
}, 240_000);
