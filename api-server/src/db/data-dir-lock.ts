import { GERMAN_TIME_ZONE, germanDateTime } from '@dtp/contract/german-formats';
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { OperatorError } from '../operator-error';

// PGlite takes no lock on its data folder (electric-sql/pglite#1106), and a second process on the same
// folder loses saves and can leave it unreadable. So every process that opens the embedded database
// first takes this lock: a file beside the folder (`data/pglite.lock`, so moving the folder aside keeps
// it) holding the owner's process id. It is created with O_EXCL, so of two processes starting at the
// same moment exactly one gets it; a lock whose process is gone is taken over.
//
// No npm package does this: proper-lockfile and its kin judge staleness by the file's age, which makes a
// crashed server's folder wait, and cannot say which process holds the folder.

/** What a lock file says about its owner. */
export interface LockOwner {
  pid: number;
  /** The owner's start time as the kernel counts it (/proc/<pid>/stat); tells a reused process id apart. */
  processStart: string | null;
  /** 'server' answers SIGUSR2 with a backup; a command-line run (backup, restore, reset) does not. */
  role: 'server' | 'command';
  since: string;
}

export interface DataDirLock {
  file: string;
  owner: LockOwner;
  release(): void;
}

export const lockFileOf = (dataDir: string): string => `${path.resolve(dataDir)}.lock`;

export class DataDirInUseError extends OperatorError {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    const since = germanDateTime(owner.since, { timeZone: GERMAN_TIME_ZONE, seconds: true });
    const what = owner.role === 'server' ? 'vom laufenden API-Server' : 'von einem Befehl (Sicherung, Wiederherstellung oder Zurücksetzen)';
    super(
      `Die Datenbank in ${dataDir} wird bereits ${what} benutzt (Prozess ${owner.pid}, seit ${since}). ` +
        'Zwei Prozesse auf einer eingebetteten Datenbank verlieren Daten und können sie unlesbar machen; ' +
        'dieser Prozess hat nichts geöffnet und beendet sich. ' +
        `Beenden Sie zuerst den anderen Prozess (kill ${owner.pid}) oder geben Sie mit DATA_DIR einen anderen Ordner an. ` +
        'Für mehrere Instanzen: PostgreSQL über DATABASE_URL.',
      `data directory ${dataDir} is in use by process ${owner.pid} (${owner.role} since ${owner.since}); refusing to open it`,
    );
  }
}

/** The kernel's start time of a process (field 22 of /proc/<pid>/stat); null where there is no /proc. */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The same id, but a process started later: the owner is gone and its id was given again.
  const start = processStartOf(owner.pid);
  return owner.processStart === null || start === null || start === owner.processStart;
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

const sameOwner = (a: LockOwner | null, b: LockOwner | null) => a !== null && b !== null && a.pid === b.pid && a.since === b.since;

/** Creates `file` with `owner` as its content; false when it exists. */
function createExclusive(file: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Removes a lock whose owner is gone. Two processes may find the same stale lock: the one holding
 * the takeover file removes it, and only if it still names the gone owner.
 */
async function removeStale(file: string, stale: LockOwner, self: LockOwner): Promise<void> {
  const guard = `${file}.takeover`;
  if (!createExclusive(guard, self)) {
    const guardOwner = readOwner(guard);
    if (guardOwner && !isRunning(guardOwner)) unlinkSync(guard);
    await pause(20);
    return;
  }
  try {
    if (sameOwner(readOwner(file), stale)) unlinkSync(file);
  } finally {
    unlinkSync(guard);
  }
}

/**
 * Takes the embedded database's lock before anything opens the folder; throws DataDirInUseError
 * when a running process holds it.
 */
export async function lockDataDir(dataDir: string, role: LockOwner['role']): Promise<DataDirLock> {
  const file = lockFileOf(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const owner: LockOwner = { pid: process.pid, processStart: processStartOf(process.pid), role, since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    if (createExclusive(file, owner)) break;
    const current = readOwner(file);
    if (current === null) {
      // Created a moment ago and not yet written, or left empty by a process that died right then.
      if (attempt < 50) {
        await pause(20);
        continue;
      }
      unlinkSync(file);
      continue;
    }
    if (isRunning(current)) throw new DataDirInUseError(dataDir, current);
    await removeStale(file, current, owner);
  }
  const release = () => {
    process.off('exit', release);
    try {
      if (sameOwner(readOwner(file), owner)) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
  // A process that exits without closing the database (an error at start) still frees the folder.
  process.on('exit', release);
  return { file, owner, release };
}
