import { createSeedState, systemClock } from '@dtp/domain';
import { sql } from 'kysely';
import { openDatabase, type Database } from './database';
import { postgresForTests, testWithPostgres } from '../../test/postgres';
import { migrate, seedIfEmpty } from './seed';
import { plainRows } from './sql-storage';

// Several instances start at once on one empty PostgreSQL (api-server/README.md#more-than-one-instance): each
// migrates and tries to seed; one loads the seed, the others find it, none fails.

testWithPostgres('instances starting together on one empty PostgreSQL: one seeds, the others find its data', async () => {
  const url = await postgresForTests('seed_together');
  const instances: Database[] = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: '' })));
  try {
    const start = async (database: Database) => {
      await migrate(database.db);
      return seedIfEmpty(database.db, createSeedState({ scale: 1, clock: systemClock }), plainRows);
    };
    const seeded = await Promise.all(instances.map(start));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from clubs`.execute(instances[0]!.db);
    expect(rows[0]?.n).toBe(createSeedState({ scale: 1, clock: systemClock }).clubs.length);
  } finally {
    await Promise.all(instances.map((database) => database.close()));
  }
}, 60_000);
