import type { ServerConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/seed';
import type { BankKeyring } from './bank-cipher';
import { sealStoredBankData } from './seal-stored';

// `npm run bank-key:rotate` (--rotate-bank-key): every bank value sealed again with the new key (BANK_DATA_KEY or
// BANK_DATA_KEY_FILE), the values of the old ones (BANK_DATA_OLD_KEY_FILE) read on the way; with the server stopped
// (docs/operations.md, 'Rotating the key'). Answers the German lines it reports.

export async function rotateBankKey(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'backupDir'>, keyring: BankKeyring): Promise<string[]> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, role: 'command', backupDir: config.backupDir });
  try {
    await migrate(database.db);
    const { plain, rekeyed } = await sealStoredBankData(database.db, keyring, { embedded: 'pglite' in database.connection });
    const old = keyring.old.map((key) => key.id).join(', ');
    return [
      `Die Bankdaten in ${database.description} sind jetzt alle mit dem Schlüssel ${keyring.current.id} verschlüsselt: ` +
        `${rekeyed} Werte von einem alten Schlüssel umgeschlüsselt, ${plain} bisher unverschlüsselte verschlüsselt.`,
      old
        ? `Den alten Schlüssel (${old}) braucht der Server nicht mehr; bewahren Sie ihn getrennt auf, solange es Sicherungen von vor dem Wechsel gibt.`
        : 'Es war kein alter Schlüssel angegeben (BANK_DATA_OLD_KEY_FILE).',
    ];
  } finally {
    await database.close();
  }
}
