import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { migrate } from '../db/seed';
import { postgresForTests, testWithPostgres } from '../../test/postgres';
import { backUpPostgres, pgDumpRun, pgRestoreRun } from './postgres-backup';

// pg_dump and pg_restore get the database's password in their environment (PGPASSWORD), never in their arguments:
// every user of the machine can read a process's arguments. Their backup file is readable by its owner only.

const URL_WITH_PASSWORD = 'postgres://dtp:g3h%40im%20!@db.intern:5432/dtp?options=-c%20search_path%3Ddtp';

describe('the PostgreSQL tools', () => {
  test.each([
    ['pg_dump', pgDumpRun(URL_WITH_PASSWORD, '/backups/x.dump', ['dtp', 'dtp_pgboss'], { PATH: '/usr/bin' })],
    ['pg_restore', pgRestoreRun(URL_WITH_PASSWORD, '/backups/x.dump', { PATH: '/usr/bin' })],
  ])('%s gets the password in PGPASSWORD, not in its arguments', (_tool, run) => {
    expect(run.args.join(' ')).not.toContain('g3h');
    expect(run.args).toContain('--dbname=postgres://dtp@db.intern:5432/dtp?options=-c%20search_path%3Ddtp');
    expect(run.env).toEqual({ PATH: '/usr/bin', PGPASSWORD: 'g3h@im !' });
  });

  test("a password in the URL's query goes the same way", () => {
    const run = pgDumpRun('postgres://dtp@db.intern/dtp?password=geheim&sslmode=require', '/b/x.dump', ['dtp'], {});
    expect(run.args.join(' ')).not.toContain('geheim');
    expect(run.args).toContain('--dbname=postgres://dtp@db.intern/dtp?sslmode=require');
    expect(run.env).toEqual({ PGPASSWORD: 'geheim' });
  });

  test('without a password the environment is passed on as it is', () => {
    expect(pgRestoreRun('postgres://postgres@127.0.0.1/test', '/b/x.dump', { PATH: '/usr/bin' }).env).toEqual({ PATH: '/usr/bin' });
  });
});

testWithPostgres("pg_dump's backup is readable by its owner only, in a folder made for it alone", async () => {
  const url = await postgresForTests('backup_modes');
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  const dir = mkdtempSync(path.join(tmpdir(), 'dtp-pg-backups-'));
  try {
    await migrate(database.db);
    const file = await backUpPostgres(database.db, url, path.join(dir, 'backups'), 3);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
