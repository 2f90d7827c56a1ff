import { sql } from 'kysely';
import { openDatabase } from './database';
import { POSTGRES_URL, testWithPostgres } from '../../test/postgres';

// The embedded default must always work; PostgreSQL is tested where one answers (this machine kind
// runs PostgreSQL 15 on 127.0.0.1:5432) and reported as skipped elsewhere.

test('PGlite (the embedded default) opens, answers a query and closes', async () => {
  const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  expect(database.description).toBe('PGlite (memory://)');
  await expect(database.ping()).resolves.toBeUndefined();
  const { rows } = await sql<{ answer: number }>`select 6 * 7 as answer`.execute(database.db);
  expect(rows).toEqual([{ answer: 42 }]);
  await database.close();
}, 30000);

testWithPostgres('PostgreSQL through DATABASE_URL', async () => {
  const database = await openDatabase({ databaseUrl: POSTGRES_URL, dataDir: '' });
  expect(database.description).toMatch(/^PostgreSQL \(/);
  expect(database.description).not.toContain('@');
  await expect(database.ping()).resolves.toBeUndefined();
  await database.close();
});
