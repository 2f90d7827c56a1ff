import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirInUseError, lockDataDir, lockFileOf } from './data-dir-lock';

// The embedded database's lock on its own; data-survives.test.ts tries it with whole server processes.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dtp-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const dataDir = () => path.join(dir, 'pglite');

test('the lock file beside the folder names this process; release removes it', async () => {
  const lock = await lockDataDir(dataDir(), 'server');
  expect(lock.file).toBe(`${dataDir()}.lock`);
  expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid, role: 'server' });
  lock.release();
  expect(existsSync(lock.file)).toBe(false);
});

test('a second lock on a held folder is refused with the holder named, in German and English', async () => {
  const lock = await lockDataDir(dataDir(), 'server');
  try {
    const refusal = await lockDataDir(dataDir(), 'command').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as DataDirInUseError).message).toContain(`Die Datenbank in ${dataDir()} wird bereits vom laufenden API-Server benutzt (Prozess ${process.pid}`);
    expect((refusal as DataDirInUseError).logLine).toContain(`in use by process ${process.pid}`);
  } finally {
    lock.release();
  }
});

test('a lock left by a process that is gone is taken over', async () => {
  // Process ids are below 2^22 on Linux: this one runs nowhere.
  writeFileSync(lockFileOf(dataDir()), JSON.stringify({ pid: 4_194_999, processStart: null, role: 'server', since: '2026-11-01T00:00:00Z' }));
  const lock = await lockDataDir(dataDir(), 'server');
  expect(lock.owner.pid).toBe(process.pid);
  lock.release();
});

test('a lock naming a running process id that started at another time (a reused id) is taken over', async () => {
  writeFileSync(lockFileOf(dataDir()), JSON.stringify({ pid: process.pid, processStart: '1', role: 'server', since: '2026-11-01T00:00:00Z' }));
  const lock = await lockDataDir(dataDir(), 'server');
  expect(JSON.parse(readFileSync(lock.file, 'utf8')).since).not.toBe('2026-11-01T00:00:00Z');
  lock.release();
});

test('release leaves a lock alone that another process has taken since', async () => {
  const lock = await lockDataDir(dataDir(), 'server');
  const other = JSON.stringify({ pid: 1, processStart: null, role: 'server', since: '2026-11-02T00:00:00Z' });
  writeFileSync(lock.file, other);
  lock.release();
  expect(readFileSync(lock.file, 'utf8')).toBe(other);
});
