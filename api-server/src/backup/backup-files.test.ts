import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backupNameOf, listBackups, newestBackup, parseBackupName, pruneBackups, streamBackupFile, type BackupKind } from './backup-files';
import { untilNext } from './embedded-schedule';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dtp-backups-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A backup of one byte, written as the embedded backup writes (appended to the file it is given: its mode stays). */
const writeBackup = (folder: string, kind: BackupKind, at: Date, byte: number) => streamBackupFile(folder, kind, at, (file) => appendFile(file, new Uint8Array([byte])));

test('a backup name says its database and its moment, and reads back', () => {
  const at = new Date('2026-11-25T03:00:00.123Z');
  expect(backupNameOf('pglite', at)).toBe('dtp-pglite-2026-11-25T03-00-00-123Z.tar.gz');
  expect(parseBackupName(`/x/${backupNameOf('postgres', at)}`)).toEqual({ file: `/x/${backupNameOf('postgres', at)}`, kind: 'postgres', takenAt: at });
  expect(parseBackupName('/x/notes.txt')).toBeNull();
});

test('the newest N are kept, other kinds and other files are left alone', async () => {
  for (let day = 1; day <= 5; day++) await writeBackup(dir, 'pglite', new Date(Date.UTC(2026, 10, day, 3)), day);
  await writeBackup(dir, 'postgres', new Date(Date.UTC(2026, 9, 1)), 9);
  writeFileSync(path.join(dir, 'README.txt'), 'mine');
  expect(pruneBackups(dir, 'pglite', 3)).toHaveLength(2);
  expect(listBackups(dir, 'pglite').map((b) => b.takenAt.getUTCDate())).toEqual([3, 4, 5]);
  expect(newestBackup(dir, 'pglite')?.takenAt.getUTCDate()).toBe(5);
  expect(readdirSync(dir)).toEqual(expect.arrayContaining(['README.txt', backupNameOf('postgres', new Date(Date.UTC(2026, 9, 1)))]));
  expect(readdirSync(dir).some((name) => name.endsWith('.partial'))).toBe(false);
});

test('the nightly backup waits for the next time of day on the local clock', () => {
  const evening = new Date(2026, 10, 25, 22, 30);
  expect(untilNext('03:00', evening)).toBe(4.5 * 3600_000);
  const early = new Date(2026, 10, 25, 2, 0);
  expect(untilNext('03:00', early)).toBe(3600_000);
});

// A backup holds every person's data: readable by the server's user only.
const modeOf = (file: string) => statSync(file).mode & 0o777;

test('a backup is written readable by its owner only, into a folder made for it alone', async () => {
  const folder = path.join(dir, 'backups');
  const at = new Date(Date.UTC(2026, 10, 25, 3));
  // A stale partial of a crashed run, readable by everyone: its mode does not carry over.
  mkdirSync(folder, { mode: 0o700 });
  writeFileSync(path.join(folder, `${backupNameOf('pglite', at)}.partial`), 'alt', { mode: 0o644 });
  expect(modeOf(await writeBackup(folder, 'pglite', at, 1))).toBe(0o600);

  const made = path.join(dir, 'new', 'backups');
  expect(modeOf(await writeBackup(made, 'pglite', at, 1))).toBe(0o600);
  expect(modeOf(made)).toBe(0o700);
});

test("an existing backup folder keeps the operator's mode", async () => {
  const shared = path.join(dir, 'shared');
  mkdirSync(shared, { mode: 0o750 });
  await writeBackup(shared, 'pglite', new Date(), 1);
  expect(modeOf(shared)).toBe(0o750);
});

test('a backup that fails while it is written leaves neither its name nor a partial file', async () => {
  const at = new Date(Date.UTC(2026, 10, 25, 3));
  await expect(streamBackupFile(dir, 'pglite', at, () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
  expect(readdirSync(dir)).toEqual([]);
});
