import { execFile } from 'node:child_process';
import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { Sql } from '../db/database';
import { jobSchemaOf } from '../jobs/scheduled-jobs';
import { OperatorError } from '../operator-error';
import { backupNameOf, pruneBackups, type BackupFile } from './backup-files';
import { countRows, holdsData, type RowCounts } from './row-counts';

// On a PostgreSQL server a backup is pg_dump's custom format of the platform's two schemas: the domain's
// (the connection's current schema) and the mail queue's beside it. pg_dump and pg_restore come from
// Debian's postgresql-client. The database service's own backups (snapshots, point-in-time recovery)
// are just as good; this is the one that `npm run backup` takes and `npm run restore` reads.

const run = promisify(execFile);

async function schemasOf(db: Sql): Promise<string[]> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return [rows[0]?.schema ?? 'public', await jobSchemaOf(db)];
}

/**
 * The URL as libpq reads it: query values percent-encoded. URLSearchParams writes a space as '+',
 * which node-postgres reads as a space and libpq does not (`options=-c+search_path=…`).
 */
function libpqUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const query = [...url.searchParams].map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
  url.search = query;
  return url.toString();
}

async function tool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(name, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new OperatorError(
        `${name} ist nicht installiert. Auf Debian: apt-get install postgresql-client (die Version des Servers oder neuer).`,
        `${name} not found: install postgresql-client`,
      );
    }
    throw new OperatorError(`${name} ist gescheitert: ${(failure.stderr ?? failure.message).trim()}`, `${name} failed: ${failure.message}`);
  }
}

/** pg_dump of the platform's schemas into `dir`; keeps the newest `keep`; answers the file. */
export async function backUpPostgres(db: Sql, databaseUrl: string, dir: string, keep: number, now = new Date()): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupNameOf('postgres', now));
  const schemas = await schemasOf(db);
  await tool('pg_dump', ['--format=custom', '--no-owner', `--file=${file}.partial`, ...schemas.map((s) => `--schema=${s}`), `--dbname=${libpqUrl(databaseUrl)}`]);
  renameSync(`${file}.partial`, file);
  pruneBackups(dir, 'postgres', keep);
  return file;
}

/**
 * pg_restore of a backup into the database at `databaseUrl`: refused when it holds the platform's
 * data unless `force` (then the dumped objects are dropped and created again), in one transaction.
 */
export async function restorePostgres(db: Sql, databaseUrl: string, backup: BackupFile, force: boolean): Promise<RowCounts> {
  if ((await holdsData(db)) && !force) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    throw new OperatorError(
      `Die Datenbank (Schema ${rows[0]?.schema}) enthält schon Daten der Plattform; die Sicherung wurde nicht eingespielt. ` +
        'Mit --force werden die Tabellen der Sicherung gelöscht und aus ihr neu angelegt. Laufende Server vorher anhalten.',
      'restore refused: the database holds data (use --force to replace it)',
    );
  }
  await tool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${libpqUrl(databaseUrl)}`, backup.file]);
  return countRows(db);
}
