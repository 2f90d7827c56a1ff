import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { LockOwner } from './data-dir-lock';
import { openEmbedded } from './embedded-database';

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
  /** How other libraries reach the same database (the mail queue: pg-boss). */
  connection: { pglite: PGlite } | { connectionString: string };
  /** Answers when the database does; /health uses it. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** Who holds the embedded folder's lock: the server, or a command (backup, restore, reset). */
  role?: LockOwner['role'];
  /** Where backups are, for the explanation of an embedded folder that does not open. */
  backupDir?: string;
}

/**
 * PostgreSQL at `databaseUrl` through the pg pool, or else the embedded PGlite in `dataDir`, opened by
 * this process only (the folder's lock is taken first and freed at close).
 */
export async function openDatabase({ databaseUrl, dataDir, role = 'server', backupDir = '' }: DatabaseOptions): Promise<Database> {
  let release = () => {};
  let db: Sql;
  let description: string;
  let connection: Database['connection'];
  if (databaseUrl) {
    connection = { connectionString: databaseUrl };
    // A stopped or unreachable database must fail a request within seconds (503), not hang it; the
    // pool makes new connections once it answers again.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 3000, query_timeout: 15_000 });
    // A connection the database drops emits 'error' (on the pool while idle, on the client while lent
    // out): without a listener it would end the process. The request using it fails with 503.
    const warn = (error: Error) => console.warn(`PostgreSQL: ${error.message}`);
    pool.on('error', warn);
    pool.on('connect', (client) => client.on('error', warn));
    db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(databaseUrl);
    description = `PostgreSQL (${url.host}${url.pathname})`;
  } else {
    const embedded = await openEmbedded(dataDir, { role, backupDir });
    const pglite = embedded.pglite;
    release = () => embedded.lock?.release();
    connection = { pglite };
    db = new Kysely({ dialect: new PGliteDialect({ pglite }) });
    description = `PGlite (${dataDir})`;
  }
  return {
    db,
    description,
    connection,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      try {
        await db.destroy();
      } finally {
        release();
      }
    },
  };
}
