import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

/** The tables, typed as migrations create them (none yet: the domain's tables come with its storage). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Tables {}

export interface Database {
  db: Kysely<Tables>;
  /** 'PGlite (data/pglite)' or 'PostgreSQL (127.0.0.1:5432/test)': where the data lives, without secrets. */
  description: string;
  /** Answers when the database does; /health uses it. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL at `databaseUrl` through the pg pool, or else the embedded PGlite in `dataDir`. */
export async function openDatabase({ databaseUrl, dataDir }: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  let db: Kysely<Tables>;
  let description: string;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(databaseUrl);
    description = `PostgreSQL (${url.host}${url.pathname})`;
  } else {
    const pglite = await PGlite.create(dataDir);
    db = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite }) });
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
