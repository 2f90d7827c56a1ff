// The server's commands for operators, beside `node api-server/dist/server.mjs` (which serves):
//   --reset                      drops the data and loads the seed again (refused with NODE_ENV=production)
//   --backup                     writes a backup now (asks the running server on the embedded database)
//   --restore FILE [--force]     fills an empty database from a backup; --force replaces what is there
//   --recover [FILE] [--force]   moves a damaged embedded folder aside and restores the newest backup (or FILE)
//   --rotate-bank-key            seals the bank data with BANK_DATA_KEY, reading BANK_DATA_OLD_KEY(_FILE)'s
// npm run backup / restore / recover / bank-key:rotate run them (api-server/README.md#operations-one-process-per-embedded-database-backups-and-restore).
import { existsSync, statSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { bankKeyringFromEnv } from './bank-data/bank-keys';
import { rotateBankKey } from './bank-data/rotate-bank-key';
import { describeBackup, listBackups, newestBackup, parseBackupName, type BackupFile } from './backup/backup-files';
import { backUpEmbedded, restoreEmbedded, type Restored } from './backup/embedded-backup';
import { backUpPostgres, restorePostgres } from './backup/postgres-backup';
import { describeCounts } from './backup/row-counts';
import type { ServerConfig } from './config';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { holdsDatabase } from './db/embedded-database';
import { OperatorError } from './operator-error';
import { openPlatform } from './platform';

export const COMMANDS = ['--reset', '--backup', '--restore', '--recover', '--rotate-bank-key'] as const;

type Config = Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'backupDir' | 'backupKeep' | 'production' | 'demoSeed'>;

/** The file argument after a command: the first argument that is not a flag. */
const fileArgument = (argv: string[]): string | undefined => argv.slice(1).find((arg) => !arg.startsWith('--'));

function backupOf(file: string): BackupFile {
  if (!existsSync(file)) throw new OperatorError(`Die Sicherung ${file} gibt es nicht.`, `backup ${file} not found`);
  const named = parseBackupName(file);
  if (named) return named;
  // A backup renamed by hand: its kind from the extension, its time from the file.
  const kind = file.endsWith('.dump') ? 'postgres' : 'pglite';
  return { file, kind, takenAt: statSync(file).mtime };
}

function requireKind(backup: BackupFile, config: Config): void {
  const wanted = config.databaseUrl ? 'postgres' : 'pglite';
  if (backup.kind !== wanted) {
    throw new OperatorError(
      `${backup.file} ist eine Sicherung ${backup.kind === 'pglite' ? 'der eingebetteten Datenbank' : 'eines PostgreSQL-Servers'}, ` +
        `eingespielt wird aber in ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `die eingebettete Datenbank (${config.dataDir})`}.`,
      `backup kind ${backup.kind} does not match the target database`,
    );
  }
}

function report(restored: Restored, target: string): void {
  console.log(`Eingespielt in ${target}: ${describeBackup(restored.backup)}`);
  if (restored.movedAside) console.log(`Der Ordner, der dort war, liegt jetzt in ${restored.movedAside} (nichts gelöscht).`);
  console.log(`Zeilen je Tabelle: ${describeCounts(restored.counts)}`);
}

/** Asks the server holding the folder for a backup (SIGUSR2) and waits for the file. */
async function backUpThroughServer(config: Config, pid: number): Promise<string> {
  // A backup begun before the signal (the start's, the night's) may end meanwhile: only a later one counts.
  const asked = Date.now();
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 300_000; waited += 200) {
    const written = listBackups(config.backupDir, 'pglite').find((b) => b.takenAt.getTime() >= asked);
    if (written) return written.file;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new OperatorError(
    `Der Server (Prozess ${pid}) hat in 5 Minuten keine Sicherung in ${config.backupDir} geschrieben; sein Protokoll nennt den Grund.`,
    `the server (pid ${pid}) wrote no backup within 5 minutes`,
  );
}

async function backup(config: Config): Promise<void> {
  let file: string;
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: '' });
    try {
      file = await backUpPostgres(database.db, config.databaseUrl, config.backupDir, config.backupKeep);
    } finally {
      await database.close();
    }
  } else {
    try {
      const database = await openDatabase({ databaseUrl: null, dataDir: config.dataDir, role: 'command', backupDir: config.backupDir });
      try {
        if (!('pglite' in database.connection)) throw new Error('not the embedded database');
        file = await backUpEmbedded(database.connection.pglite, config.backupDir, config.backupKeep);
      } finally {
        await database.close();
      }
    } catch (error) {
      if (!(error instanceof DataDirInUseError) || error.owner.role !== 'server') throw error;
      console.log(`Der Server (Prozess ${error.owner.pid}) benutzt die Datenbank; er schreibt die Sicherung.`);
      file = await backUpThroughServer(config, error.owner.pid);
    }
  }
  const written = parseBackupName(file);
  console.log(`Sicherung geschrieben: ${written ? describeBackup(written) : file}`);
}

async function restore(config: Config, argv: string[]): Promise<void> {
  const file = fileArgument(argv);
  if (!file) throw new OperatorError('Welche Sicherung? npm run restore -- <Datei> [--force]', 'restore: no file given');
  const backup = backupOf(file);
  requireKind(backup, config);
  const force = argv.includes('--force');
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: '' });
    try {
      const counts = await restorePostgres(database.db, config.databaseUrl, backup, force);
      report({ backup, counts, movedAside: null }, database.description);
    } finally {
      await database.close();
    }
    return;
  }
  report(await restoreEmbedded(backup, config.dataDir, force ? 'replaced' : null), `PGlite (${config.dataDir})`);
}

/** Whether PGlite opens the folder (under the folder's lock). */
async function opens(dataDir: string): Promise<boolean> {
  const lock = await lockDataDir(dataDir, 'command');
  try {
    const pglite = await PGlite.create(dataDir);
    await pglite.close();
    return true;
  } catch {
    return false;
  } finally {
    lock.release();
  }
}

async function recover(config: Config, argv: string[]): Promise<void> {
  if (config.databaseUrl) {
    throw new OperatorError(
      '--recover gilt der eingebetteten Datenbank. Für PostgreSQL: npm run restore -- <Datei> --force.',
      'recover: only for the embedded database',
    );
  }
  const file = fileArgument(argv);
  const backup = file ? backupOf(file) : newestBackup(config.backupDir, 'pglite');
  if (!backup) {
    throw new OperatorError(
      `In ${config.backupDir} liegt keine Sicherung; ${config.dataDir} bleibt, wie er ist. Geben Sie eine an: npm run recover -- <Datei>.`,
      `recover: no backup in ${config.backupDir}`,
    );
  }
  requireKind(backup, config);
  if (holdsDatabase(config.dataDir) && !argv.includes('--force') && (await opens(config.dataDir))) {
    throw new OperatorError(
      `Die Datenbank in ${config.dataDir} öffnet sich ohne Fehler; es wurde nichts verändert. ` +
        'Um sie trotzdem durch die Sicherung zu ersetzen: --force (der Ordner wird verschoben, nicht gelöscht).',
      `recover: ${config.dataDir} opens; nothing done`,
    );
  }
  report(await restoreEmbedded(backup, config.dataDir, 'damaged'), `PGlite (${config.dataDir})`);
}

async function reset(config: Config): Promise<void> {
  if (config.production) {
    throw new OperatorError(
      '--reset löscht alle Daten und ist mit NODE_ENV=production gesperrt. Um die Daten durch eine Sicherung zu ersetzen: npm run restore -- <Datei> --force.',
      'reset refused in production',
    );
  }
  // No mail worker: the seed's waiting mails get their jobs at the next start.
  const platform = await openPlatform({ ...config, role: 'command', bankKeys: bankKeyringFromEnv(process.env) });
  await platform.reset();
  console.log(`Die Daten wurden zurückgesetzt: ${platform.database.description}`);
  await platform.close();
}

/** Runs the command in argv[0]; the caller exits when it resolves. */
export async function runCommand(config: Config, argv: string[]): Promise<void> {
  switch (argv[0]) {
    case '--reset':
      return reset(config);
    case '--backup':
      return backup(config);
    case '--restore':
      return restore(config, argv);
    case '--recover':
      return recover(config, argv);
    case '--rotate-bank-key':
      return rotateBankKey(config, bankKeyringFromEnv(process.env)).then((lines) => lines.forEach((line) => console.log(line)));
    default:
      throw new OperatorError(`Unbekannter Befehl ${argv[0]}; bekannt: ${COMMANDS.join(', ')}.`, `unknown command ${argv[0]}`);
  }
}
