import { germanNumber } from '@dtp/contract/german-formats';
import { sql } from 'kysely';
import type { Sql } from '../db/database';
import { TABLES } from '../db/schema';

/** Rows per table of the domain (and the receipts' bytes): what a restore reports and a drill compares. */
export type RowCounts = Record<string, number>;

export const DOMAIN_TABLES = [...Object.values(TABLES).map((t) => t.table), 'attachment_files', 'meta'];

/** Rows per domain table; a table that does not exist counts as absent (no key). */
export async function countRows(db: Sql): Promise<RowCounts> {
  const counts: RowCounts = {};
  for (const table of DOMAIN_TABLES) {
    const { rows } = await sql<{ exists: string | null }>`select to_regclass(${table}) as exists`.execute(db);
    if (!rows[0]?.exists) continue;
    const count = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = count.rows[0]?.n ?? 0;
  }
  return counts;
}

/** Whether the database holds the platform's data (a seeded or restored `meta` row). */
export const holdsData = async (db: Sql): Promise<boolean> => ((await countRows(db)).meta ?? 0) > 0;

/** `users 12 · sheets 20 · …`, as the console shows it. */
export const describeCounts = (counts: RowCounts): string =>
  Object.entries(counts)
    .map(([table, n]) => `${table} ${germanNumber(n)}`)
    .join(' · ');
