import { execFile } from 'node:child_process';
import { closeSync, renameSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { Sql } from '../db/database';
import { jobSchemaOf } from '../jobs/scheduled-jobs';
import { OperatorError } from '../operator-error';
import { backupNameOf, makeBackupDir, makePrivate, openPrivateFile, pruneBackups, type BackupFile } from './backup-files';
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
function libpqUrl(url: URL): string {
  const query = [...url.searchParams].map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
  const copy = new URL(url);
  copy.search = query;
  return copy.toString();
}

/** A run of pg_dump or pg_restore: its arguments and its environment. */
export interface PgToolRun {
  args: string[];
  env: NodeJS.ProcessEnv;
}

/**
 * How the tools reach the database: `--dbname` without the password, which goes in PGPASSWORD. Every user of the
 * machine can read a process's arguments (ps), only its owner its environment.
 */
function connectionOf(databaseUrl: string, env: NodeJS.ProcessEnv): PgToolRun {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : url.searchParams.get('password');
  url.password = '';
  url.searchParams.delete('password');
  return { args: [`--dbname=${libpqUrl(url)}`], env: password ? { ...env, PGPASSWORD: password } : env };
}

/** pg_dump of `schemas` into `file`, in custom format. */
export function pgDumpRun(databaseUrl: string, file: string, schemas: string[], env: NodeJS.ProcessEnv = process.env): PgToolRun {
  const connection = connectionOf(databaseUrl, env);
  const args = ['--format=custom', '--no-owner', `--file=${file}`, ...schemas.map((s) => `--schema=${s}`), ...connection.args];
  return { args, env: connection.env };
}

/** pg_restore of `file` in one transaction, dropping the objects it holds first. */
export function pgRestoreRun(databaseUrl: string, file: string, env: NodeJS.ProcessEnv = process.env): PgToolRun {
  const connection = connectionOf(databaseUrl, env);
  const args = ['--clean', '--if-exists', '--no-owner', '--exit-on-error', '--single-transaction', ...connection.args, file];
  return { args, env: connection.env };
}

async function tool(name: 'pg_dump' | 'pg_restore', { args, env }: PgToolRun): Promise<void> {
  try {
    await run(name, args, { env, maxBuffer: 16 * 1024 * 1024 });
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
  makeBackupDir(dir);
  const file = path.join(dir, backupNameOf('postgres', now));
  const partial = `${file}.partial`;
  const schemas = await schemasOf(db);
  // Made private before pg_dump writes into it (it keeps the mode of a file it truncates), and again after.
  closeSync(openPrivateFile(partial));
  await tool('pg_dump', pgDumpRun(databaseUrl, partial, schemas));
  makePrivate(partial);
  renameSync(partial, file);
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
  await tool('pg_restore', pgRestoreRun(databaseUrl, backup.file));
  return countRows(db);
}
