// Memory of the embedded database's backup and restore at a large database (issue 59): the built server's
// operator commands `--backup` and `--restore` on a PGlite folder filled with receipts to --gb gigabytes,
// each in its own process under GNU time, whose 'Maximum resident set size' is the process's peak RSS.
//   npm run build && bash scripts/with-node.sh node scripts/bench/bench-embedded-backup.mjs [--gb 2] [--dir /tmp/x] [--keep]
// `--before` also runs what the backup was until issue 59 (PGlite's dumpDataDir and loadDataDir, the archive
// whole in memory) in a process of its own; at 2 GB that needs several GB of memory.
// Writes bench-results/embedded-backup.json; the folder (about 3 × --gb on disk) goes unless --keep.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchIdentity, root } from './bench-api-server.mjs';
import { announceNode } from '../toolchain/node-version.cjs';

announceNode('Embedded backup benchmark');
const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const gigabytes = Number(option('--gb', '2'));
const work = option('--dir', null) ?? mkdtempSync(path.join(tmpdir(), 'dtp-bench-backup-'));
const bundle = path.join(root, 'api-server/dist/server.mjs');
if (!existsSync(bundle)) throw new Error('no api-server/dist/server.mjs: npm run build first');
const { PGlite } = await import(createRequire(path.join(root, 'api-server/package.json')).resolve('@electric-sql/pglite'));

const identity = await benchIdentity();
const MB = 1024 * 1024;
const dataDir = path.join(work, 'pglite');
const backupDir = path.join(work, 'backups');
const env = (dir) => ({ ...process.env, ...identity.env, DATA_DIR: dir, BACKUP_DIR: backupDir, DTP_LOG: 'off', SMTP_URL: 'smtp://127.0.0.1:9' });

/** Runs node with `args` under GNU time; its peak RSS (MB), seconds and output. */
function measured(args, environment) {
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-v', process.execPath, ...args], { cwd: root, env: environment });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const kb = /Maximum resident set size \(kbytes\): (\d+)/.exec(output);
      const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(output);
      if (code !== 0 || !kb || !wall) return reject(new Error(`node ${args.join(' ')} ended with ${code}:\n${output}`));
      const seconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
      resolve({ peakRssMb: Math.round(Number(kb[1]) / 1024), seconds: Math.round(seconds * 10) / 10, output });
    });
  });
}

const folderMb = (dir) => {
  const bytes = Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
  return Math.round(bytes / MB);
};
const newestBackupFile = () => path.join(backupDir, readdirSync(backupDir).filter((n) => n.endsWith('.tar.gz')).sort().at(-1));

/**
 * Fills the platform's database with receipts of 1 MB up to `gigabytes`, made in SQL (a 1 MB parameter takes
 * seconds through PGlite's protocol): one random block (it does not compress, as real receipts), each row with
 * its id written over its first bytes.
 */
async function fill() {
  const pglite = await PGlite.create(dataDir);
  try {
    const started = performance.now();
    const { rows } = await pglite.query('select id from testings order by id limit 1');
    await pglite.exec(`create temp table block as select decode(string_agg(md5(g::text || random()::text), ''), 'hex') as b from generate_series(1, 65536) g`);
    const target = Math.round(gigabytes * 1024);
    for (let from = 0; from < target; from += 64) {
      const to = Math.min(target, from + 64) - 1;
      const range = [900_000_000 + from, 900_000_000 + to];
      await pglite.query(
        `insert into attachments (id, testing_id, data) select n, $3::int, jsonb_build_object('id', n, 'testingId', $3::int, 'fileName', 'beleg-' || n || '.pdf', 'contentType', 'application/pdf', 'size', ${MB}, 'deleted', false) from generate_series($1::int, $2::int) n`,
        [...range, rows[0].id],
      );
      await pglite.query('insert into attachment_files (attachment_id, content) select n, overlay(b placing int4send(n) from 1) from block, generate_series($1::int, $2::int) n', range);
      process.stdout.write(`  ${to + 1} MB of receipts, ${Math.round((performance.now() - started) / 1000)} s\n`);
    }
    await pglite.exec('checkpoint');
    return Math.round((performance.now() - started) / 1000);
  } finally {
    await pglite.close();
  }
}

const results = { gigabytes, node: process.version };
try {
  mkdirSync(work, { recursive: true });
  console.log(`Folder: ${work}`);
  // The platform's database with the seed (--reset makes it), and the backup of that small one.
  await measured([bundle, '--reset'], env(dataDir));
  const small = await measured([bundle, '--backup'], env(dataDir));
  results.smallBackup = { folderMb: folderMb(dataDir), peakRssMb: small.peakRssMb, seconds: small.seconds };
  console.log(`Filling to ${gigabytes} GB …`);
  results.fillSeconds = await fill();
  const folder = folderMb(dataDir);

  const backup = await measured([bundle, '--backup'], env(dataDir));
  const file = newestBackupFile();
  results.backup = { folderMb: folder, archiveMb: Math.round(statSync(file).size / MB), peakRssMb: backup.peakRssMb, seconds: backup.seconds };

  const restoredDir = path.join(work, 'restored');
  const restore = await measured([bundle, '--restore', file], env(restoredDir));
  results.restore = { folderMb: folderMb(restoredDir), peakRssMb: restore.peakRssMb, seconds: restore.seconds };
  rmSync(restoredDir, { recursive: true, force: true });

  if (process.argv.includes('--before')) {
    // The backup as it was: dumpDataDir builds the archive in memory; restore read the file whole into loadDataDir.
    const script = `
      import { PGlite } from ${JSON.stringify(createRequire(path.join(root, 'api-server/package.json')).resolve('@electric-sql/pglite'))};
      import { readFileSync, writeFileSync } from 'node:fs';
      const [mode, dir, file] = process.argv.slice(-3);
      if (mode === 'backup') {
        const pglite = await PGlite.create(dir);
        await pglite.exec('checkpoint');
        writeFileSync(file, new Uint8Array(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
        await pglite.close();
      } else {
        const pglite = await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(file)]) });
        await pglite.close();
      }`;
    const before = path.join(work, 'before.tar.gz');
    const oldBackup = await measured(['--input-type=module', '-e', script, 'backup', dataDir, before], process.env);
    const oldRestore = await measured(['--input-type=module', '-e', script, 'restore', path.join(work, 'restored-before'), before], process.env);
    results.before = { backup: { peakRssMb: oldBackup.peakRssMb, seconds: oldBackup.seconds }, restore: { peakRssMb: oldRestore.peakRssMb, seconds: oldRestore.seconds } };
  }
} finally {
  identity.close();
  if (!process.argv.includes('--keep')) rmSync(work, { recursive: true, force: true });
}

console.table({
  'backup, seeded database': results.smallBackup,
  [`backup, ${gigabytes} GB`]: results.backup,
  [`restore, ${gigabytes} GB`]: results.restore,
  ...(results.before ? { [`before: dumpDataDir, ${gigabytes} GB`]: results.before.backup, [`before: loadDataDir, ${gigabytes} GB`]: results.before.restore } : {}),
});
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results/embedded-backup.json'), `${JSON.stringify(results, null, 2)}\n`);
