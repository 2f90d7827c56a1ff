import { createDomainServer, createSeedState, systemClock, type Clock, type DomainServer, type Storage } from '@dtp/shared-api/domain';
import { openDatabase, type Database } from './db/database';
import { migrate, resetDatabase, seedIfEmpty } from './db/seed';
import { createSqlStorage } from './db/sql-storage';

/** The demo accounts' season: 2022/2023, three waves each, the identity service's subjects (idp/src/accounts.mjs). */
const SEED_SCALE = 1;

export interface Platform {
  database: Database;
  storage: Storage;
  domain: DomainServer;
  /** Whether this start loaded the seed into an empty database. */
  seeded: boolean;
  /** Drops everything and loads the seed again (the documented reset; e2e before each test). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The server's data: the database (PGlite in `dataDir`, or PostgreSQL at `databaseUrl`), migrated to
 * the current schema, seeded on first start, with the domain's rules on top.
 */
export async function openPlatform(options: {
  databaseUrl: string | null;
  dataDir: string;
  clock?: Clock;
  deliverBeforeEachRequest?: boolean;
}): Promise<Platform> {
  const clock = options.clock ?? systemClock;
  const database = await openDatabase(options);
  await migrate(database.db);
  const storage = createSqlStorage(database.db, { concurrent: options.databaseUrl !== null });
  const seed = () => seedIfEmpty(database.db, createSeedState({ scale: SEED_SCALE, clock }));
  const seeded = await seed();
  const domain = createDomainServer({ storage, clock, deliverBeforeEachRequest: options.deliverBeforeEachRequest ?? false });
  return {
    database,
    storage,
    domain,
    seeded,
    reset: () =>
      storage.exclusive(async () => {
        await resetDatabase(database.db);
        await migrate(database.db);
        await seed();
      }),
    close: () => database.close(),
  };
}
