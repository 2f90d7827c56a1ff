import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { OperatorError } from '../operator-error';
import { parseBackupName, type BackupFile } from './backup-files';
import { backUpEmbedded, restoreEmbedded } from './embedded-backup';

// Issue 59: the embedded database's backup and restore stream between disk and disk. Here in one process on
// PGlite directly; the restore drill of the built server is in data-survives.test.ts.

// Opening PGlite takes seconds on a busy machine: one source database for all tests, restores with time to spare.
jest.setTimeout(120_000);

let root: string;
/** A backup of the running database, with a write queued while it was taken. */
let streamed: string;
/** The same database as PGlite's dumpDataDir archives it (entries named '/PG_VERSION', …), as backups were before. */
let dumped: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'dtp-embedded-backup-'));
  const pglite = await PGlite.create(path.join(root, 'pglite'));
  try {
    await pglite.exec('create table files (id int primary key, content bytea)');
    await pglite.query('insert into files select n, decode(repeat(md5(n::text), 32), $1) from generate_series(1, 500) n', ['hex']);
    // A write queued during the backup waits for it and lands after it: the archive is the folder between two statements.
    [streamed] = await Promise.all([backUpEmbedded(pglite, path.join(root, 'backups'), 3), pglite.query('insert into files values (9999, null)')]);
    dumped = path.join(root, 'dtp-pglite-2026-11-25T03-00-00-000Z.tar.gz');
    await pglite.exec('checkpoint');
    writeFileSync(dumped, new Uint8Array(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
  } finally {
    await pglite.close();
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const backupOf = (file: string): BackupFile => parseBackupName(file) ?? { file, kind: 'pglite', takenAt: new Date() };

async function filesIn(dataDir: string): Promise<{ count: number; sum: number }> {
  const pglite = await PGlite.create(dataDir);
  try {
    const { rows } = await pglite.query<{ count: number; sum: number }>('select count(*)::int as count, sum(length(content))::int as sum from files');
    return rows[0]!;
  } finally {
    await pglite.close();
  }
}

test('a backup of the running database restores into an empty folder with every row', async () => {
  expect(path.basename(streamed)).toMatch(/^dtp-pglite-.*\.tar\.gz$/);
  const restored = await restoreEmbedded(backupOf(streamed), path.join(root, 'restored'), null);
  expect(restored).toMatchObject({ movedAside: null, counts: {} });
  const { count, sum } = await filesIn(path.join(root, 'restored'));
  expect(sum).toBe(500 * 512);
  expect([500, 501]).toContain(count);
});

test("an archive PGlite's dumpDataDir wrote restores the same way", async () => {
  await restoreEmbedded(backupOf(dumped), path.join(root, 'from-dump'), null);
  expect(await filesIn(path.join(root, 'from-dump'))).toEqual({ count: 501, sum: 500 * 512 });
});

test('a broken archive is refused in German and leaves no half-filled folder', async () => {
  const file = path.join(root, 'dtp-pglite-2026-11-26T03-00-00-000Z.tar.gz');
  writeFileSync(file, 'kein Archiv');
  const target = path.join(root, 'broken');
  const refusal = restoreEmbedded(backupOf(file), target, null);
  await expect(refusal).rejects.toBeInstanceOf(OperatorError);
  await expect(refusal).rejects.toThrow(/ist beschädigt oder keine Sicherung der eingebetteten Datenbank \(.+\); nichts wurde eingespielt/);
  expect(existsSync(target)).toBe(false);
});
