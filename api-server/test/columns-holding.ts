import { sql } from 'kysely';
import { jobSchemaOf } from '../src/jobs/scheduled-jobs';
import type { Platform } from '../src/platform';

/**
 * Where personal data still lies: every text, varchar and json(b) column of every table in the domain's
 * schema and the mail queue's (found through information_schema, so a table added later is searched
 * too), as the sorted `table.column` names whose value holds one of the needles — case and white space
 * ignored, so 'DE89 3704…' is found as 'de893704…'.
 */
export async function columnsHolding(platform: Platform, needles: string[]): Promise<string[]> {
  const db = platform.database.db;
  const schemas = [(await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema, await jobSchemaOf(db)];
  const { rows: columns } = await sql<{ table_schema: string; table_name: string; column_name: string }>`
    select c.table_schema, c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema in (${sql.join(schemas)}) and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`.execute(db);
  if (!['emails.data', 'testings.data', 'history.data'].every((name) => columns.some((c) => `${c.table_name}.${c.column_name}` === name))) {
    throw new Error('information_schema lists none of the domain tables: wrong schema?');
  }
  const found = new Set<string>();
  for (const c of columns) {
    const value = sql`lower(regexp_replace(${sql.ref(`${c.table_schema}.${c.table_name}.${c.column_name}`)}::text, '\\s', '', 'g'))`;
    for (const needle of needles) {
      const pattern = needle.replace(/\s/g, '').toLowerCase();
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(`${c.table_schema}.${c.table_name}`)} where strpos(${value}, ${pattern}) > 0`.execute(db);
      if (rows[0]!.n > 0) found.add(`${c.table_name}.${c.column_name}`);
    }
  }
  return [...found].sort();
}
