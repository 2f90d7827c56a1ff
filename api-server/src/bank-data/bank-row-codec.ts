import type { Rows } from '@dtp/domain';
import type { RowCodec } from '../db/sql-storage';
import { BankDataUnreadable, isSealed, open, seal, type BankKeyring } from './bank-cipher';

// The storage boundary for bank data: a claim's IBAN and bank (and the copy held for the club mail) are sealed
// on their way into the database and opened on their way out; the domain and the demo see plain text.

type Testing = Rows['testing'];

/** The places of a claim's bank data, named as in the sealed values' context. */
export type BankField = 'iban' | 'bank' | 'held.iban' | 'held.bank';

/** What is bound to a sealed value: the claim and the field, so it cannot be moved to another. */
export const contextOf = (testingId: number, field: BankField): string => `testing:${testingId}:${field}`;

/** `row` with each non-empty bank value replaced by `change(value, field)`; empty values stay empty. */
export function mapBankData(row: Testing, change: (value: string, field: BankField) => string): Testing {
  const { travel } = row;
  if (!travel) return row;
  const mapped = (value: string, field: BankField) => (value ? change(value, field) : value);
  const held = travel.held && { ...travel.held, iban: mapped(travel.held.iban, 'held.iban'), bank: mapped(travel.held.bank, 'held.bank') };
  return { ...row, travel: { ...travel, iban: mapped(travel.iban, 'iban'), bank: mapped(travel.bank, 'bank'), ...(held ? { held } : {}) } };
}

/** Seals claims' bank data with the ring's current key; reads what any of its keys sealed. */
export function bankDataCodec(keyring: BankKeyring): RowCodec {
  const encodeTesting = (row: Testing) => mapBankData(row, (value, field) => seal(keyring, value, contextOf(row.id, field)));
  const decodeTesting = (row: Testing) =>
    mapBankData(row, (value, field) => {
      // Every value is sealed at start (seal-stored.ts): a plain one here was written around the server.
      if (!isSealed(value)) throw new BankDataUnreadable(`${contextOf(row.id, field)}: unverschlüsselt gespeichert`);
      return open(keyring, value, contextOf(row.id, field));
    });
  return {
    encode: (kind, row) => (kind === 'testing' ? (encodeTesting(row as Testing) as typeof row) : row),
    decode: (kind, row) => (kind === 'testing' ? (decodeTesting(row as Testing) as typeof row) : row),
  };
}
