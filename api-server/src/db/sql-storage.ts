import {
  identityOf,
  keysOf,
  DUPLICATE_ROW_MESSAGE,
  StorageConflict,
  StorageUnavailable,
  type Kind,
  type Meta,
  type Rows,
  type Storage,
  type StorageTx,
  type TransactionMode,
  type Where,
} from '@dtp/domain';
import { TESTER_ALREADY_IN_WAVE_MESSAGE } from '@dtp/contract/testing';
import { sql, type RawBuilder } from 'kysely';
import type { Sql } from './database';
import { ONE_TESTING_PER_WAVE, TABLES } from './schema';


/**
 * Serializable transactions that met another's write try again. Each round lets at least one of the writers of a row
 * commit, so n writers at once need up to n tries; 5 lost the eighth of eight concurrent writers on a busy machine.
 */
const MAX_TRIES = 12;
const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;

/**
 * How a row's data is written and read: the bank data is sealed on its way in and opened on its way out
 * (bank-data/bank-row-codec.ts); the key columns are never encoded.
 */
export interface RowCodec {
  encode<K extends Kind>(kind: K, row: Rows[K]): Rows[K];
  decode<K extends Kind>(kind: K, row: Rows[K]): Rows[K];
}

/** Rows as they are: the storage's own tests. */
export const plainRows: RowCodec = { encode: (_kind, row) => row, decode: (_kind, row) => row };

/** The columns a row is stored with: its key columns (from the port's keysOf) and the row, encoded, as data. */
export function columnsOf<K extends Kind>(kind: K, row: Rows[K], codec: RowCodec): Record<string, unknown> {
  const keys = keysOf[kind](row) as Record<string, unknown>;
  const columns: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(TABLES[kind].columns)) columns[column] = keys[key];
  columns.data = JSON.stringify(codec.encode(kind, row));
  return columns;
}

const value = (column: string, v: unknown): RawBuilder<unknown> => (column === 'data' ? sql`${v}::jsonb` : sql`${v}`);

function identityCondition<K extends Kind>(kind: K, row: Rows[K]): RawBuilder<unknown> {
  const keys = keysOf[kind](row) as Record<string, unknown>;
  const { columns, identity } = TABLES[kind];
  return sql.join(
    identity.map((key) => sql`${sql.ref(columns[key] as string)} = ${keys[key]}`),
    sql` and `,
  );
}

/** WHERE for a lookup; null when it can match nothing (an empty 'one of'). */
function whereOf<K extends Kind>(kind: K, where: Where<K> | undefined): RawBuilder<unknown> | null {
  const conditions: RawBuilder<unknown>[] = [];
  for (const [key, wanted] of Object.entries((where ?? {}) as Record<string, unknown>)) {
    if (wanted === undefined) continue;
    const column = sql.ref(TABLES[kind].columns[key] as string);
    if (Array.isArray(wanted)) {
      if (wanted.length === 0) return null;
      conditions.push(sql`${column} in (${sql.join(wanted)})`);
    } else conditions.push(wanted === null ? sql`${column} is null` : sql`${column} = ${wanted}`);
  }
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** jsonb as the drivers give it: parsed already, a fresh object per query (pg and PGlite alike). */
export const parsed = <T>(data: unknown): T => (typeof data === 'string' ? JSON.parse(data) : data) as T;

/**
 * The one meta row (season, settings) is read by every request. Reading requests take it from
 * memory for up to a second; a write reads it fresh and forgets the copy, so this instance sees its
 * own changes at once and another instance within a second.
 */
const META_TTL_MS = 1000;
interface MetaCache {
  json: string | null;
  at: number;
}

/** Runs inside a writing transaction after a row is inserted or updated (the mail queue's jobs). */
export type AfterWrite = <K extends Kind>(kind: K, row: Rows[K], trx: Sql) => Promise<void>;

function txOf(db: Sql, mode: TransactionMode, cache: MetaCache, codec: RowCodec, afterWrite?: AfterWrite): StorageTx {
  // As the memory storage: a reading transaction writes nothing (here it would commit each statement).
  const writable = (): void => {
    if (mode === 'read') throw new Error('Schreibzugriff in einer lesenden Transaktion.');
  };
  return {
    async find(kind, where) {
      const condition = whereOf(kind, where);
      if (condition === null) return [];
      const { rows } = await sql<{ data: unknown }>`select data from ${sql.table(TABLES[kind].table)} ${condition} order by seq`.execute(db);
      return rows.map((r) => codec.decode(kind, parsed<Rows[typeof kind]>(r.data)));
    },
    async insert(kind, row) {
      writable();
      const columns = Object.entries(columnsOf(kind, row, codec));
      await sql`insert into ${sql.table(TABLES[kind].table)} (${sql.join(columns.map(([c]) => sql.ref(c)))})
        values (${sql.join(columns.map(([c, v]) => value(c, v)))})`.execute(db);
      await afterWrite?.(kind, row, db);
    },
    async update(kind, row) {
      writable();
      const columns = Object.entries(columnsOf(kind, row, codec));
      const { numAffectedRows } = await sql`update ${sql.table(TABLES[kind].table)} set ${sql.join(columns.map(([c, v]) => sql`${sql.ref(c)} = ${value(c, v)}`))}
        where ${identityCondition(kind, row)}`.execute(db);
      if (!numAffectedRows) throw new Error(`${kind} ${identityOf(kind, row)} gibt es nicht.`);
      await afterWrite?.(kind, row, db);
    },
    async remove(kind, row) {
      writable();
      await sql`delete from ${sql.table(TABLES[kind].table)} where ${identityCondition(kind, row)}`.execute(db);
    },
    async nextId() {
      writable();
      const { rows } = await sql<{ id: string | number }>`select nextval('domain_ids') as id`.execute(db);
      return Number(rows[0]?.id);
    },
    async meta() {
      if (mode === 'read' && cache.json !== null && Date.now() - cache.at < META_TTL_MS) return JSON.parse(cache.json) as Meta;
      const { rows } = await sql<{ data: unknown }>`select data from meta where id = 1`.execute(db);
      if (!rows[0]) throw new Error('Die Datenbank ist nicht initialisiert (keine Stammdaten).');
      const meta = parsed<Meta>(rows[0].data);
      if (mode === 'read') Object.assign(cache, { json: JSON.stringify(meta), at: Date.now() });
      return meta;
    },
    async saveMeta(meta) {
      writable();
      cache.json = null;
      await sql`insert into meta (id, data) values (1, ${JSON.stringify(meta)}::jsonb)
        on conflict (id) do update set data = excluded.data`.execute(db);
    },
    async file(attachmentId) {
      const { rows } = await sql<{ content: Uint8Array }>`select content from attachment_files where attachment_id = ${attachmentId}`.execute(db);
      return rows[0] ? new Uint8Array(rows[0].content) : null;
    },
    async putFile(attachmentId, content) {
      writable();
      await sql`insert into attachment_files (attachment_id, content) values (${attachmentId}, ${content})
        on conflict (attachment_id) do update set content = excluded.content`.execute(db);
    },
    async removeFile(attachmentId) {
      writable();
      await sql`delete from attachment_files where attachment_id = ${attachmentId}`.execute(db);
    },
  };
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03']);

/** The database is not there (refused, cut, shutting down, or the pool's wait for a connection timed out). */
function unreachable(error: unknown): boolean {
  const code = codeOf(error) ?? '';
  if (UNREACHABLE.has(code) || code.startsWith('08')) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error/i.test(message);
}

/** A refused unique key as the domain's conflict (409), in German. */
function conflictOf(error: unknown): StorageConflict | null {
  if (codeOf(error) !== '23505') return null;
  const constraint = String((error as { constraint?: unknown }).constraint ?? '');
  const detail = error instanceof Error ? error.message : '';
  return constraint === ONE_TESTING_PER_WAVE || detail.includes(ONE_TESTING_PER_WAVE)
    ? new StorageConflict(TESTER_ALREADY_IN_WAVE_MESSAGE)
    : new StorageConflict(DUPLICATE_ROW_MESSAGE);
}

/**
 * The storage port on PostgreSQL or PGlite. Writes run serializable and are tried again when
 * PostgreSQL reports a conflict between concurrent writers; reads run without a transaction.
 * PGlite has one connection, which Kysely's PGlite driver shares between all callers: there every
 * transaction and read waits for the one before (`concurrent: false`).
 */
export interface SqlStorage extends Storage {
  /**
   * Runs work beside the storage (the reset) with nothing else on the database at the same time on PGlite (no ordering
   * on PostgreSQL); afterwards the meta row is read afresh (a season started before a reset is not kept).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}

export function createSqlStorage(
  db: Sql,
  { concurrent, afterWrite, codec }: { concurrent: boolean; afterWrite?: AfterWrite; codec: RowCodec },
): SqlStorage {
  let queue: Promise<unknown> = Promise.resolve();
  const metaCache: MetaCache = { json: null, at: 0 };
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    if (concurrent) return work();
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };

  const write = async <T>(work: (tx: StorageTx) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        const transaction = concurrent ? db.transaction().setIsolationLevel('serializable') : db.transaction();
        const result = await transaction.execute((trx) => work(txOf(trx, 'write', metaCache, codec, afterWrite)));
        metaCache.json = null; // a read that ran meanwhile may have kept the old row
        return result;
      } catch (error) {
        metaCache.json = null;
        const conflict = conflictOf(error);
        if (conflict) throw conflict;
        if (unreachable(error)) throw new StorageUnavailable();
        if (!RETRYABLE.has(codeOf(error) ?? '') || attempt >= MAX_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  };

  return {
    // Work beside the storage (a reset, a restore) may change the meta row: the next read takes it fresh.
    exclusive: async (work) => {
      try {
        return await oneAtATime(work);
      } finally {
        metaCache.json = null;
      }
    },
    transaction: <T>(mode: TransactionMode, work: (tx: StorageTx) => Promise<T>): Promise<T> =>
      oneAtATime(async () => {
        if (mode === 'write') return write(work);
        try {
          return await work(txOf(db, 'read', metaCache, codec));
        } catch (error) {
          throw unreachable(error) ? new StorageUnavailable() : error;
        }
      }),
  };
}
