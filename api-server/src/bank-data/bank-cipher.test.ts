import { randomBytes } from 'node:crypto';
import { BankDataUnreadable, bankKeyOf, isSealed, open, seal, sealedKeyId, type BankKey, type BankKeyring } from './bank-cipher';

// AES-256-GCM for IBAN and bank: a value reads back only with its key, unchanged, in its own place.

const keyOf = (bytes: Buffer = randomBytes(32)): BankKey => bankKeyOf(bytes.toString('base64')) as BankKey;
const ringOf = (current: BankKey, ...old: BankKey[]): BankKeyring => ({ current, old });

const IBAN = 'DE89370400440532013000';
const CONTEXT = 'testing:7:iban';

test('a sealed value is versioned ciphertext that reads back with its key', () => {
  const ring = ringOf(keyOf());
  const sealed = seal(ring, IBAN, CONTEXT);
  expect(sealed).toMatch(new RegExp(`^v1:${ring.current.id}:[A-Za-z0-9+/=]{16}:[A-Za-z0-9+/=]{24}:[A-Za-z0-9+/=]+$`));
  expect(sealed).not.toContain(IBAN);
  expect(isSealed(sealed)).toBe(true);
  expect(sealedKeyId(sealed)).toBe(ring.current.id);
  expect(open(ring, sealed, CONTEXT)).toBe(IBAN);
  expect(open(ring, seal(ring, 'Sparkasse Köln-Bonn', CONTEXT), CONTEXT)).toBe('Sparkasse Köln-Bonn');
});

test('every sealing takes a fresh IV: the same IBAN twice gives two different values', () => {
  const ring = ringOf(keyOf());
  const values = new Set(Array.from({ length: 50 }, () => seal(ring, IBAN, CONTEXT)));
  expect(values.size).toBe(50);
  expect(new Set([...values].map((value) => value.split(':')[2])).size).toBe(50);
});

test('another key, another claim or field, or a changed byte is refused', () => {
  const ring = ringOf(keyOf());
  const sealed = seal(ring, IBAN, CONTEXT);
  // A key with the same id but other bytes: the tag does not match.
  expect(() => open(ringOf({ id: ring.current.id, key: randomBytes(32) }), sealed, CONTEXT)).toThrow(BankDataUnreadable);
  // A key the ring does not have at all.
  expect(() => open(ringOf(keyOf()), sealed, CONTEXT)).toThrow(/verschlüsselt mit dem Schlüssel [0-9a-f]{8}, den der Server nicht kennt/);
  // Copied into another claim's row, or from the IBAN to the copy held for the club mail.
  expect(() => open(ring, sealed, 'testing:8:iban')).toThrow(BankDataUnreadable);
  expect(() => open(ring, sealed, 'testing:7:held.iban')).toThrow(BankDataUnreadable);
  const [version, id, iv, tag, ciphertext] = sealed.split(':') as [string, string, string, string, string];
  const flipped = (text: string) => {
    const bytes = Buffer.from(text, 'base64');
    bytes[0]! ^= 1;
    return bytes.toString('base64');
  };
  for (const tampered of [
    [version, id, iv, tag, flipped(ciphertext)],
    [version, id, iv, flipped(tag), ciphertext],
    [version, id, flipped(iv), tag, ciphertext],
    [version, id, iv, tag.slice(0, 8), ciphertext],
    [version, id, iv, tag],
    ['v2', id, iv, tag, ciphertext],
  ]) {
    expect(() => open(ring, tampered.join(':'), CONTEXT)).toThrow(BankDataUnreadable);
  }
  expect(() => open(ring, IBAN, CONTEXT)).toThrow(/nicht verschlüsselt/);
});

test('an old key of the ring still reads what it sealed; new values take the current key', () => {
  const old = keyOf();
  const sealedBefore = seal(ringOf(old), IBAN, CONTEXT);
  const ring = ringOf(keyOf(), old);
  expect(open(ring, sealedBefore, CONTEXT)).toBe(IBAN);
  expect(sealedKeyId(seal(ring, IBAN, CONTEXT))).toBe(ring.current.id);
});

test('a key is 32 bytes in base64; its id depends on the key only', () => {
  const bytes = randomBytes(32);
  expect(keyOf(bytes).id).toBe(keyOf(Buffer.from(bytes)).id);
  expect(keyOf(bytes).id).not.toBe(keyOf().id);
  const problem = { problem: 'ist kein Schlüssel aus 32 Bytes in Base64 (erzeugen: openssl rand -base64 32)' };
  expect(bankKeyOf(randomBytes(16).toString('base64'))).toEqual(problem);
  expect(bankKeyOf(randomBytes(32).toString('hex'))).toEqual(problem);
  expect(bankKeyOf('geheim')).toEqual(problem);
  expect(bankKeyOf('')).toEqual(problem);
  expect(bankKeyOf(` ${bytes.toString('base64')}\n`)).toMatchObject({ key: bytes });
});
