import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

/**
 * The database as Kysely sees it. Untyped on purpose: the tables follow the domain's kinds (schema.ts
 * TABLES) and every query is built from that table, not from a per-table TypeScript interface.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Sql = Kysely<any>;

export interface Database {
  db: Sql;
  /** 'PGlite (data/pglite)' or 'PostgreSQL (127.0.0.1:5432/test)': where the data lives, without secrets. */
  description: string;
  /** Answers when the database does; /health uses it. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL at `databaseUrl` through the pg pool, or else the embedded PGlite in `dataDir`. */
export async function openDatabase({ databaseUrl, dataDir }: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  let db: Sql;
  let description: string;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(databaseUrl);
    description = `PostgreSQL (${url.host}${url.pathname})`;
  } else {
    if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
    const pglite = await PGlite.create(dataDir);
    db = new Kysely({ dialect: new PGliteDialect({ pglite }) });
    description = `PGlite (${dataDir})`;
  }
  return {
    db,
    description,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}
