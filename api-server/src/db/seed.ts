import { KINDS, type DomainState, type Kind, type Rows } from '@dtp/domain';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Sql } from './database';
import { dropDomainTables, migrations, TABLES } from './schema';
import { columnsOf, type RowCodec } from './sql-storage';

/** Brings the schema to the newest version; answers the migrations that ran. */
export async function migrate(db: Sql): Promise<string[]> {
  // The bookkeeping tables go into the connection's own schema: Kysely would otherwise take another
  // schema's (a test's, a benchmark's) for ours.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider: migrations, migrationTableSchema: rows[0]?.schema ?? 'public' });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

const LISTS: { [K in Kind]: (state: DomainState) => Rows[K][] } = {
  user: (s) => s.users,
  sheet: (s) => s.sheets,
  club: (s) => s.clubs,
  wave: (s) => s.waves,
  panel: (s) => s.panels,
  testing: (s) => s.testings,
  attachment: (s) => s.attachments,
  email: (s) => s.emails,
  history: (s) => s.history,
  questionnaireDefinition: (s) => s.questionnaireDefinitions,
  questionnaire: (s) => s.questionnaires,
  clubLink: (s) => s.clubLinks,
  accessRecord: (s) => s.accessRecords,
  finding: (s) => s.findings,
};

/** Many rows per statement: the seed has a few thousand. Written as the storage writes them (`columnsOf`). */
async function insertAll<K extends Kind>(trx: Sql, kind: K, rows: readonly Rows[K][], codec: RowCodec): Promise<void> {
  const { table, columns } = TABLES[kind];
  const names = [...Object.values(columns), 'data'];
  for (let i = 0; i < rows.length; i += 500) {
    const values = rows.slice(i, i + 500).map((row) => {
      const cells = columnsOf(kind, row, codec);
      return sql`(${sql.join(names.map((name) => (name === 'data' ? sql`${cells.data}::jsonb` : sql`${cells[name]}`)))})`;
    });
    await sql`insert into ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))}) values ${sql.join(values)}`.execute(trx);
  }
}

/** Any fixed number: the lock that lets one of several instances starting at once load the seed. */
const SEED_LOCK = 4_711_016;

/**
 * Loads the seed into an empty database in one transaction, rows encoded by `codec`; false when data is there already.
 * Instances that start together on one empty database wait for each other: the first seeds, the
 * others then find its data (read committed: the count after the lock sees the first's commit).
 */
export async function seedIfEmpty(db: Sql, state: DomainState, codec: RowCodec): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from meta`.execute(trx);
    if ((rows[0]?.n ?? 0) > 0) return false;
    for (const kind of KINDS) {
      await insertAll(trx, kind, LISTS[kind](state), codec);
    }
    const meta = { seasonYear: state.seasonYear, ...(state.seasons ? { seasons: state.seasons } : {}), settings: state.settings, admin: state.admin };
    await sql`insert into meta (id, data) values (1, ${JSON.stringify(meta)}::jsonb)`.execute(trx);
    await sql`select setval('domain_ids', ${state.nextId}, false)`.execute(trx);
    return true;
  });
}

/** Drops the domain's tables and the migrations' bookkeeping: the next migrate and seed start afresh. */
export async function resetDatabase(db: Sql): Promise<void> {
  await dropDomainTables(db);
  await sql`drop table if exists kysely_migration, kysely_migration_lock`.execute(db);
}
