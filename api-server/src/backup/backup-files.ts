import { GERMAN_TIME_ZONE, germanDateTime, germanNumber } from '@dtp/contract/german-formats';
import { chmodSync, closeSync, fchmodSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';

// The backup folder: one file per backup, named for the database and the moment it was taken
// (`dtp-pglite-2026-11-25T03-00-00-000Z.tar.gz`, `dtp-postgres-….dump`), so the newest sorts last and a
// name says what it holds without opening it. A backup appears under its name only once it is whole.

export type BackupKind = 'pglite' | 'postgres';

const EXTENSION: Record<BackupKind, string> = { pglite: '.tar.gz', postgres: '.dump' };
const NAME = /^dtp-(pglite|postgres)-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.(tar\.gz|dump)$/;

export interface BackupFile {
  file: string;
  kind: BackupKind;
  takenAt: Date;
}

export function backupNameOf(kind: BackupKind, takenAt: Date): string {
  return `dtp-${kind}-${takenAt.toISOString().replace(/[:.]/g, '-')}${EXTENSION[kind]}`;
}

/** What a backup's name says; null for a file that is not one of ours. */
export function parseBackupName(file: string): BackupFile | null {
  const match = NAME.exec(path.basename(file));
  if (!match) return null;
  const [, kind, day, hours, minutes, seconds, millis] = match;
  return { file, kind: kind as BackupKind, takenAt: new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`) };
}

/** The folder's backups of one kind, oldest first. */
export function listBackups(dir: string, kind: BackupKind): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => parseBackupName(path.join(dir, name)))
    .filter((backup): backup is BackupFile => backup !== null && backup.kind === kind)
    .sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime());
}

export const newestBackup = (dir: string, kind: BackupKind): BackupFile | null => listBackups(dir, kind).at(-1) ?? null;

// A backup holds every person's data: only the server's own user may read it (files 0600, a folder made 0700).
const BACKUP_FILE_MODE = 0o600;
const BACKUP_DIR_MODE = 0o700;

/** The backup folder, made readable by the server's user only when it is created (an existing one is left as it is). */
export function makeBackupDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: BACKUP_DIR_MODE });
}

/** Opens `file` for writing, empty, readable by the server's user only (also when a stale one was there). */
export function openPrivateFile(file: string): number {
  const fd = openSync(file, 'w', BACKUP_FILE_MODE);
  fchmodSync(fd, BACKUP_FILE_MODE);
  return fd;
}

/** Makes a file another program wrote (pg_dump) readable by the server's user only. */
export const makePrivate = (file: string): void => chmodSync(file, BACKUP_FILE_MODE);

/**
 * Writes a backup under a temporary name, flushes it to disk, then gives it its name. `write` streams the backup
 * into the file it is given (created empty and readable by the server's user only), so no backup is ever whole
 * in memory; a failed one leaves nothing behind.
 */
export async function streamBackupFile(dir: string, kind: BackupKind, takenAt: Date, write: (file: string) => Promise<void>): Promise<string> {
  makeBackupDir(dir);
  const file = path.join(dir, backupNameOf(kind, takenAt));
  const partial = `${file}.partial`;
  closeSync(openPrivateFile(partial));
  try {
    await write(partial);
    const fd = openSync(partial, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, file);
  return file;
}

/** Deletes all but the newest `keep` backups of the kind; answers the deleted files. */
export function pruneBackups(dir: string, kind: BackupKind, keep: number): string[] {
  const backups = listBackups(dir, kind);
  const old = backups.slice(0, Math.max(0, backups.length - keep)).map((backup) => backup.file);
  for (const file of old) unlinkSync(file);
  return old;
}

/** `25.11.2026 04:00:00` (Berlin) and the size: how the console names a backup. */
export function describeBackup(backup: BackupFile): string {
  const when = germanDateTime(backup.takenAt, { timeZone: GERMAN_TIME_ZONE, seconds: true });
  const megabytes = germanNumber(statSync(backup.file).size / 1_048_576, 1);
  return `${backup.file} (vom ${when}, ${megabytes} MB)`;
}
