import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { columnsHolding } from '../../test/columns-holding';
import { postgresForTests, testWithPostgres } from '../../test/postgres';
import { callAs, savedClaim } from '../../test/saved-claim';
import { managerIdentity as manager } from '../../test/seed-identities';
import { backUpEmbedded } from '../backup/embedded-backup';
import { backUpPostgres } from '../backup/postgres-backup';
import { openDatabase, type Sql } from '../db/database';
import { OperatorError } from '../operator-error';
import { openPlatform, type Platform } from '../platform';
import { bankKeyOf, type BankKey, type BankKeyring } from './bank-cipher';
import { rotateBankKey } from './rotate-bank-key';

// Issue 59, item 4, on the real storage: the database and its backups hold IBAN and bank only sealed; plain rows
// of a database from before are sealed at the next start; a rotation re-seals everything with the new key.

const IBAN = 'DE89370400440532013000';
const BANK = 'Sparkasse Ruhezustand';
const OLD_IBAN = 'DE02120300000000202051';
const OLD_BANK = 'Volksbank Klartext';

const keyOf = (): BankKey => bankKeyOf(randomBytes(32).toString('base64')) as BankKey;
const ring = (current: BankKey, ...old: BankKey[]): BankKeyring => ({ current, old });

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'dtp-bank-at-rest-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A claim's travel as the database holds it. */
async function storedTravel(db: Sql, testingId: number): Promise<{ iban: string; bank: string; held?: { iban: string; bank: string } | null }> {
  const { rows } = await sql<{ travel: unknown }>`select data->'travel' as travel from testings where id = ${testingId}`.execute(db);
  const travel = rows[0]?.travel;
  return (typeof travel === 'string' ? JSON.parse(travel) : travel) as { iban: string; bank: string };
}

/** Writes bank data in plain text around the server, as a database from before the encryption holds it. */
async function writePlain(db: Sql, testingId: number): Promise<void> {
  await sql`update testings set data = jsonb_set(jsonb_set(jsonb_set(data, '{travel,iban}', to_jsonb(${OLD_IBAN}::text)),
    '{travel,bank}', to_jsonb(${OLD_BANK}::text)), '{travel,held}', ${JSON.stringify({ emailId: 1, iban: OLD_IBAN, bank: OLD_BANK })}::jsonb)
    where id = ${testingId}`.execute(db);
}

/** The claim as the back office reads it (any tester's). */
const readsBack = async (platform: Platform, testingId: number, expected: { iban: string; bank: string }) =>
  expect((await callAs(platform, manager, 'GET', `/travel/${testingId}`)).data).toMatchObject(expected);

const sealedWith = (key: BankKey) => expect.stringMatching(new RegExp(`^v1:${key.id}:`));

describe('on PGlite in a folder', () => {
  const dataDir = () => path.join(root, 'pglite');
  const backupDir = () => path.join(root, 'backups');
  const open = (keys: BankKeyring) => openPlatform({ databaseUrl: null, dataDir: dataDir(), backupDir: backupDir(), bankKeys: keys });
  const keyA = keyOf();
  const keyB = keyOf();
  let claimId: number;
  let otherId: number;

  /** The newest backup's archive, unpacked: every byte of the folder as the backup holds it. */
  async function backupBytes(platform: Platform): Promise<Buffer> {
    if (!('pglite' in platform.database.connection)) throw new Error('not the embedded database');
    return gunzipSync(readFileSync(await backUpEmbedded(platform.database.connection.pglite, backupDir(), 5)));
  }

  test("a saved claim's IBAN and bank are sealed in the row, in no column in plain text, nor in the backup; the claim reads them", async () => {
    const platform = await open(ring(keyA));
    try {
      const claim = await savedClaim(platform, { iban: 'DE89 3704 0044 0532 0130 00', bank: BANK });
      claimId = claim.id;
      expect(await storedTravel(platform.database.db, claimId)).toMatchObject({ iban: sealedWith(keyA), bank: sealedWith(keyA) });
      expect(await columnsHolding(platform, [IBAN, BANK])).toEqual([]);
      await readsBack(platform, claimId, { iban: IBAN, bank: BANK });
      const backup = await backupBytes(platform);
      expect(backup.includes(IBAN)).toBe(false);
      expect(backup.includes(BANK)).toBe(false);
      expect(backup.includes(`v1:${keyA.id}:`)).toBe(true);
      otherId = (await platform.storage.transaction('read', (tx) => tx.find('testing'))).find((t) => t.id !== claimId && !t.travel.released)!.id;
    } finally {
      await platform.close();
    }
  }, 300_000);

  test('plain bank data of a database from before is sealed at the next start, once; the backup then holds none of it', async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir: dataDir() });
    await writePlain(database.db, otherId);
    await database.close();

    const platform = await open(ring(keyA));
    try {
      expect(platform.sealed).toEqual({ plain: 4, rekeyed: 0 });
      const stored = await storedTravel(platform.database.db, otherId);
      expect(stored).toMatchObject({ iban: sealedWith(keyA), bank: sealedWith(keyA), held: { emailId: 1, iban: sealedWith(keyA), bank: sealedWith(keyA) } });
      await readsBack(platform, otherId, { iban: OLD_IBAN, bank: OLD_BANK });
      const backup = await backupBytes(platform);
      expect(backup.includes(OLD_IBAN)).toBe(false);
      expect(backup.includes(OLD_BANK)).toBe(false);
    } finally {
      await platform.close();
    }
    const again = await open(ring(keyA));
    await again.close();
    expect(again.sealed).toEqual({ plain: 0, rekeyed: 0 });
  }, 300_000);

  test('a value copied into another claim is refused, not shown', async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir: dataDir() });
    const { iban } = await storedTravel(database.db, claimId);
    const { iban: before } = await storedTravel(database.db, otherId);
    const setIban = (db: Sql, value: string) => sql`update testings set data = jsonb_set(data, '{travel,iban}', to_jsonb(${value}::text)) where id = ${otherId}`.execute(db);
    await setIban(database.db, iban);
    await database.close();
    const platform = await open(ring(keyA));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await callAs(platform, manager, 'GET', `/travel/${otherId}`);
      expect(answer).toMatchObject({ status: 500, data: { message: 'Interner Fehler. Bitte versuchen Sie es später erneut.' } });
      expect(logged).toHaveBeenCalledWith('Domain error', expect.objectContaining({ message: `testing:${otherId}:iban: verändert oder für eine andere Stelle verschlüsselt` }));
      expect(JSON.stringify([answer, logged.mock.calls])).not.toContain(IBAN);
    } finally {
      logged.mockRestore();
      await setIban(platform.database.db, before);
    }
    try {
      await readsBack(platform, otherId, { iban: OLD_IBAN, bank: OLD_BANK });
    } finally {
      await platform.close();
    }
  }, 300_000);

  test('the rotation seals every value with the new key; the old key alone is then refused at start, naming the key', async () => {
    const config = { databaseUrl: null, dataDir: dataDir(), backupDir: backupDir() };
    const lines = await rotateBankKey(config, ring(keyB, keyA));
    // The two claims of this test and the seed's (a claim saved, a club mail's held data).
    const rekeyed = Number(new RegExp(`^Die Bankdaten in PGlite \\(${dataDir()}\\) sind jetzt alle mit dem Schlüssel ${keyB.id} verschlüsselt: (\\d+) Werte von einem alten Schlüssel umgeschlüsselt, 0 bisher unverschlüsselte verschlüsselt\\.$`).exec(lines[0] ?? '')?.[1]);
    expect(rekeyed).toBeGreaterThanOrEqual(6);
    expect(lines[1]).toContain(`Den alten Schlüssel (${keyA.id}) braucht der Server nicht mehr`);
    expect(await rotateBankKey(config, ring(keyB, keyA))).toContain(
      `Die Bankdaten in PGlite (${dataDir()}) sind jetzt alle mit dem Schlüssel ${keyB.id} verschlüsselt: 0 Werte von einem alten Schlüssel umgeschlüsselt, 0 bisher unverschlüsselte verschlüsselt.`,
    );

    const refused = await open(ring(keyA)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OperatorError);
    expect((refused as OperatorError).message).toMatch(new RegExp(`sind mit dem Schlüssel ${keyB.id} verschlüsselt; der Server kennt nur ${keyA.id}\\.`));

    const platform = await open(ring(keyB));
    try {
      expect(platform.sealed).toEqual({ plain: 0, rekeyed: 0 });
      expect(await storedTravel(platform.database.db, claimId)).toMatchObject({ iban: sealedWith(keyB), bank: sealedWith(keyB) });
      await readsBack(platform, claimId, { iban: IBAN, bank: BANK });
      await readsBack(platform, otherId, { iban: OLD_IBAN, bank: OLD_BANK });
    } finally {
      await platform.close();
    }
  }, 300_000);
});

testWithPostgres('on PostgreSQL: sealed in the row and in the pg_dump backup; plain rows sealed at start', async () => {
  const databaseUrl = await postgresForTests('dtp_bank_at_rest');
  const keys = ring(keyOf());
  let platform = await openPlatform({ databaseUrl, dataDir: '', bankKeys: keys });
  try {
    const claim = await savedClaim(platform, { iban: IBAN, bank: BANK });
    expect(await storedTravel(platform.database.db, claim.id)).toMatchObject({ iban: sealedWith(keys.current), bank: sealedWith(keys.current) });
    expect(await columnsHolding(platform, [IBAN, BANK])).toEqual([]);
    await readsBack(platform, claim.id, { iban: IBAN, bank: BANK });

    await writePlain(platform.database.db, claim.id);
    await platform.close();
    platform = await openPlatform({ databaseUrl, dataDir: '', bankKeys: keys });
    expect(platform.sealed).toEqual({ plain: 4, rekeyed: 0 });
    expect(await columnsHolding(platform, [OLD_IBAN, OLD_BANK])).toEqual([]);
    await readsBack(platform, claim.id, { iban: OLD_IBAN, bank: OLD_BANK });

    const file = await backUpPostgres(platform.database.db, databaseUrl, path.join(root, 'pg-backups'), 2);
    const dump = execFileSync('pg_restore', ['--file=-', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(dump).toContain(`v1:${keys.current.id}:`);
    for (const plain of [IBAN, BANK, OLD_IBAN, OLD_BANK]) expect(dump).not.toContain(plain);
  } finally {
    await platform.close();
  }
}, 300_000);
