import type { Rows } from '@dtp/domain';
import { sql } from 'kysely';
import type { Sql } from '../db/database';
import { parsed } from '../db/sql-storage';
import { OperatorError } from '../operator-error';
import { isSealed, open, seal, sealedKeyId, type BankKeyring } from './bank-cipher';
import { contextOf, mapBankData } from './bank-row-codec';

// Brings every stored bank value under the current key: plain text of a database from before the encryption,
// and values of an older key (a rotation). Runs at every start and as `--rotate-bank-key`; a second run finds
// nothing to do. Rows are rewritten only where they still hold what was read, so a save meanwhile is kept.

/** What a run did, counted in values (IBAN and bank, each place). */
export interface SealReport {
  /** Plain text sealed. */
  plain: number;
  /** Sealed with an older key, sealed again with the current one. */
  rekeyed: number;
}

const BATCH = 200;

/** Any fixed number: instances starting together on one database seal one after the other. */
const SEAL_LOCK = 4_711_059;

/** Claims after `afterId` holding a bank value that is not sealed with `keyId`. */
const pending = (db: Sql, keyId: string, afterId: number) =>
  sql<{ id: number; data: unknown }>`select id, data from testings t where id > ${afterId} and exists (
    select 1 from (values (t.data#>>'{travel,iban}'), (t.data#>>'{travel,bank}'), (t.data#>>'{travel,held,iban}'), (t.data#>>'{travel,held,bank}')) v(x)
    where x <> '' and x not like ${`v1:${keyId}:%`}) order by id limit ${BATCH}`.execute(db);

function unknownKey(testingId: number, keyId: string, keyring: BankKeyring): OperatorError {
  const known = [keyring.current, ...keyring.old].map((key) => key.id).join(', ');
  return new OperatorError(
    `Die Bankdaten der Spesenabrechnung ${testingId} sind mit dem Schlüssel ${keyId} verschlüsselt; der Server kennt nur ${known}. ` +
      'Ist BANK_DATA_KEY (oder BANK_DATA_KEY_FILE) der Schlüssel, mit dem die Daten verschlüsselt wurden? Ein früherer gehört nach ' +
      "BANK_DATA_OLD_KEY_FILE, dann werden die Daten mit dem neuen neu verschlüsselt (docs/operations.md, Abschnitt „The bank data's key“). Es wurde nichts geändert.",
    `bank data of claim ${testingId} is sealed with key ${keyId}, which is not configured (known: ${known})`,
  );
}

/** `row` with every bank value sealed with the current key, counted into `report`. */
function resealed(row: Rows['testing'], keyring: BankKeyring, report: SealReport): Rows['testing'] {
  return mapBankData(row, (value, field) => {
    const context = contextOf(row.id, field);
    if (!isSealed(value)) {
      report.plain++;
      return seal(keyring, value, context);
    }
    const keyId = sealedKeyId(value);
    if (keyId === keyring.current.id) return value;
    if (![...keyring.old].some((key) => key.id === keyId)) throw unknownKey(row.id, keyId, keyring);
    report.rekeyed++;
    return seal(keyring, open(keyring, value, context), context);
  });
}

/**
 * Seals every bank value not sealed with the ring's current key, in one transaction (all or nothing); refuses a
 * value of a key it does not have. Each claim is visited once; one saved meanwhile was written sealed and is kept.
 */
export async function sealStoredBankData(db: Sql, keyring: BankKeyring, { embedded }: { embedded: boolean }): Promise<SealReport> {
  const report: SealReport = { plain: 0, rekeyed: 0 };
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEAL_LOCK})`.execute(trx);
    for (let afterId = -1; ; ) {
      const { rows } = await pending(trx, keyring.current.id, afterId);
      if (rows.length === 0) break;
      for (const { id, data } of rows) {
        const row = parsed<Rows['testing']>(data);
        await sql`update testings set data = ${JSON.stringify(resealed(row, keyring, report))}::jsonb
          where id = ${id} and data = ${JSON.stringify(row)}::jsonb`.execute(trx);
        afterId = id;
      }
    }
  });
  if (report.plain + report.rekeyed > 0) await forgetOldVersions(db, embedded);
  return report;
}

/**
 * The old versions of rewritten rows stay in the table's file until it is rewritten, and in the write-ahead log until
 * its segment is removed: the embedded database's backup is a copy of its folder, and would keep the plain text.
 * On PostgreSQL the backup (pg_dump) holds rows, not files; its server's files are its operator's.
 */
async function forgetOldVersions(db: Sql, embedded: boolean): Promise<void> {
  await sql`vacuum full testings`.execute(db);
  if (!embedded) return;
  // A segment no longer needed is deleted, not renamed for reuse with its old content (PGlite: one session).
  await sql`set wal_recycle = off`.execute(db);
  try {
    await sql`checkpoint`.execute(db);
    await sql`select pg_switch_wal()`.execute(db);
    await sql`checkpoint`.execute(db);
  } finally {
    await sql`reset wal_recycle`.execute(db);
  }
}
