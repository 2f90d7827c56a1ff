import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describeBackup, newestBackup } from '../backup/backup-files';
import { OperatorError } from '../operator-error';
import { lockDataDir, type DataDirLock, type LockOwner } from './data-dir-lock';

// The embedded PGlite in a folder: one process per folder (data-dir-lock.ts), and a folder that does
// not open is explained, never moved or deleted here (the recover and restore commands do that).

export interface EmbeddedDatabase {
  pglite: PGlite;
  /** Null for 'memory://': nothing on disk to share. */
  lock: DataDirLock | null;
}

/** Whether the folder holds a database (PGlite's initdb writes PG_VERSION first). */
export const holdsDatabase = (dataDir: string): boolean => existsSync(path.join(dataDir, 'PG_VERSION'));

export class DamagedDatabaseError extends OperatorError {
  constructor(dataDir: string, backupDir: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    const backup = newestBackup(backupDir, 'pglite');
    const restore = backup
      ? `Die neueste Sicherung ist ${describeBackup(backup)}. Sie zurückholen: npm run recover ` +
        `(verschiebt den beschädigten Ordner nach ${dataDir}.damaged-<Zeit> und spielt die neueste Sicherung ein), ` +
        'eine ältere: npm run recover -- <Datei>.'
      : `In ${backupDir} liegt keine Sicherung. Der Ordner bleibt, wie er ist; ` +
        'legen Sie eine Sicherung dorthin (oder setzen Sie BACKUP_DIR) und rufen Sie dann npm run recover auf.';
    super(
      `Die eingebettete Datenbank in ${dataDir} lässt sich nicht öffnen (PGlite: ${reason}). ` +
        'Meist ist sie beschädigt, weil ein zweiter Prozess sie zugleich benutzt hat oder weil der Rechner beim Schreiben ausfiel. ' +
        `Es wurde nichts verschoben und nichts gelöscht. ${restore}`,
      `the embedded database in ${dataDir} cannot be opened (${reason}); nothing was moved; restore a backup with npm run recover`,
    );
    this.cause = cause;
  }
}

/**
 * Opens PGlite in `dataDir` after taking its lock; 'memory://' needs none. `loadDataDir` fills an empty
 * folder from a backup archive (restore). `backupDir` is named in the explanation of a damaged folder.
 */
export async function openEmbedded(
  dataDir: string,
  { role, backupDir, loadDataDir }: { role: LockOwner['role']; backupDir: string; loadDataDir?: Blob },
): Promise<EmbeddedDatabase> {
  if (dataDir.includes('://')) return { pglite: await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {}), lock: null };
  const lock = await lockDataDir(dataDir, role);
  try {
    mkdirSync(dataDir, { recursive: true });
    const existed = holdsDatabase(dataDir);
    try {
      return { pglite: await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {}), lock };
    } catch (error) {
      // A folder PGlite created just now and failed on is not the operator's data.
      if (!existed) throw error;
      throw new DamagedDatabaseError(dataDir, backupDir, error);
    }
  } catch (error) {
    lock.release();
    throw error;
  }
}
