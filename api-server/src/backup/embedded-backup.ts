import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { lockDataDir } from '../db/data-dir-lock';
import { holdsDatabase } from '../db/embedded-database';
import { OperatorError } from '../operator-error';
import { pruneBackups, writeBackupFile, type BackupFile } from './backup-files';
import { countRows, type RowCounts } from './row-counts';

// The embedded database's backup is PGlite's own archive of its data folder (dumpDataDir), written
// while the server runs: PGlite runs one query at a time, and the dump waits its turn, so the archive
// is the folder between two statements, after a checkpoint. Restoring it is opening PGlite on an empty
// folder with that archive (loadDataDir).

/** Writes a backup of the running database into `dir` and keeps the newest `keep`; answers its file. */
export async function backUpEmbedded(pglite: PGlite, dir: string, keep: number, now = new Date()): Promise<string> {
  await pglite.exec('checkpoint');
  const archive = await pglite.dumpDataDir('gzip');
  const file = writeBackupFile(dir, 'pglite', now, new Uint8Array(await archive.arrayBuffer()));
  pruneBackups(dir, 'pglite', keep);
  return file;
}

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

/** Moves a folder aside under `<dataDir>.<why>-<time>`; answers the new name. Never deletes. */
export function moveAside(dataDir: string, why: 'damaged' | 'replaced', now = new Date()): string {
  const aside = `${dataDir}.${why}-${stamp(now)}`;
  renameSync(dataDir, aside);
  return aside;
}

const isEmptyFolder = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

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
    const pglite = await PGlite.create(dataDir, { loadDataDir: new Blob([readFileSync(backup.file)]) });
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
