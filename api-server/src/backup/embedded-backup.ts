import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { create as createTar, extract as extractTar } from 'tar';
import { lockDataDir } from '../db/data-dir-lock';
import { holdsDatabase } from '../db/embedded-database';
import { OperatorError } from '../operator-error';
import { pruneBackups, streamBackupFile, type BackupFile } from './backup-files';
import { countRows, type RowCounts } from './row-counts';

// The embedded database's backup is a gzipped tar of its data folder, the archive PGlite's own
// dumpDataDir makes, but streamed from disk to disk (node-tar): dumpDataDir builds the whole archive in
// memory, and restoring through loadDataDir reads it whole (issue 59). It is written while the server
// runs: after a checkpoint, the folder is copied while PGlite's query lock is held (runExclusive, the
// lock dumpDataDir takes), so the archive is the folder between two statements. PGlite in one process
// writes nothing between statements. Restoring is unpacking it into an empty folder and opening PGlite
// there; archives written by dumpDataDir (entries named '/PG_VERSION', …) unpack the same way.

/** Writes a backup of the running database into `dir` and keeps the newest `keep`; answers its file. */
export async function backUpEmbedded(pglite: PGlite, dir: string, keep: number, now = new Date()): Promise<string> {
  const dataDir = pglite.dataDir;
  if (!dataDir || dataDir.includes('://')) throw new Error(`no backup of an embedded database that is not in a folder (${dataDir ?? 'memory'})`);
  await pglite.exec('checkpoint');
  const file = await streamBackupFile(dir, 'pglite', now, (partial) =>
    pglite.runExclusive(() => createTar({ file: partial, cwd: dataDir, gzip: { level: BACKUP_GZIP_LEVEL }, portable: true }, readdirSync(dataDir))),
  );
  pruneBackups(dir, 'pglite', keep);
  return file;
}

/** Fast gzip: the database is locked while it is copied, and receipts and photos are compressed already. */
const BACKUP_GZIP_LEVEL = 1;

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

/** Moves a folder aside under `<dataDir>.<why>-<time>`; answers the new name. Never deletes. */
export function moveAside(dataDir: string, why: 'damaged' | 'replaced', now = new Date()): string {
  const aside = `${dataDir}.${why}-${stamp(now)}`;
  renameSync(dataDir, aside);
  return aside;
}

const isEmptyFolder = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * Unpacks the archive into the empty `dataDir`, streamed from the file. A folder left half-filled by a broken
 * archive held nothing before (it was empty or moved aside), so it goes.
 */
async function unpack(backup: BackupFile, dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const problems: string[] = [];
  try {
    await extractTar({
      file: backup.file,
      cwd: dataDir,
      // Our own archive: a database's empty pages pack far tighter than the ratio node-tar expects of a download.
      maxDecompressionRatio: Number.POSITIVE_INFINITY,
      // 'TAR_ENTRY_INFO' is dumpDataDir's leading '/' being stripped; anything else is a broken archive.
      onwarn: (code, message) => {
        if (code !== 'TAR_ENTRY_INFO') problems.push(String(message));
      },
    });
    if (problems.length > 0) throw new Error(problems.join('; '));
    if (!holdsDatabase(dataDir)) throw new Error('the archive holds no PG_VERSION');
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new OperatorError(`Die Sicherung ${backup.file} ist beschädigt oder keine Sicherung der eingebetteten Datenbank (${reason}); nichts wurde eingespielt.`, `restore: ${backup.file} cannot be unpacked (${reason})`);
  }
}

export interface Restored {
  backup: BackupFile;
  counts: RowCounts;
  /** Where the folder that was there went (`--force`, recover), or null. */
  movedAside: string | null;
}

/**
 * Fills `dataDir` from a backup archive. A folder that holds anything is refused unless `replace`
 * says why it goes: it is then moved aside, never deleted. Holds the folder's lock throughout.
 */
export async function restoreEmbedded(backup: BackupFile, dataDir: string, replace: 'damaged' | 'replaced' | null): Promise<Restored> {
  const lock = await lockDataDir(dataDir, 'command');
  try {
    let movedAside: string | null = null;
    if (!isEmptyFolder(dataDir)) {
      if (!replace) {
        throw new OperatorError(
          `Der Ordner ${dataDir} ist nicht leer${holdsDatabase(dataDir) ? ' (er enthält eine Datenbank)' : ''}; die Sicherung wurde nicht eingespielt. ` +
            `Mit --force wird er nach ${dataDir}.replaced-<Zeit> verschoben (nicht gelöscht) und die Sicherung eingespielt.`,
          `restore refused: ${dataDir} is not empty (use --force to move it aside)`,
        );
      }
      movedAside = moveAside(dataDir, replace);
    }
    await unpack(backup, dataDir);
    const pglite = await PGlite.create(dataDir);
    const db = new Kysely({ dialect: new PGliteDialect({ pglite }) });
    try {
      return { backup, counts: await countRows(db), movedAside };
    } finally {
      await db.destroy();
    }
  } finally {
    lock.release();
  }
}
