import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

// Bank data at rest (issue 59, item 4): AES-256-GCM from Node's crypto, a random 12-byte IV per value, the
// 16-byte tag checked on every read. A sealed value is `v1:<keyId>:<iv>:<tag>:<ciphertext>` (base64), so a key
// can be rotated: the id says which key sealed it. `context` (the claim and the field) is authenticated too,
// so a value copied into another claim or field is refused rather than read.

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export interface BankKey {
  /** Derived from the key (keyIdOf): names it in sealed values and messages without revealing it. */
  id: string;
  key: Buffer;
}

/** The key that seals, and older ones that are still read (during a rotation). */
export interface BankKeyring {
  current: BankKey;
  old: readonly BankKey[];
}

/** A value that cannot be read: tampered with, sealed for another claim or field, or with an unknown key. */
export class BankDataUnreadable extends Error {}

/** Eight hex digits of an HMAC of a fixed label under the key: the same key always has the same id. */
export const keyIdOf = (key: Buffer): string => createHmac('sha256', key).update('dtp bank data key id').digest('hex').slice(0, 8);

/** A key from its base64 text (32 bytes); a German reason when it is none. */
export function bankKeyOf(base64: string): BankKey | { problem: string } {
  const text = base64.trim();
  const key = Buffer.from(text, 'base64');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || key.length !== KEY_BYTES || key.toString('base64') !== text) {
    return { problem: `ist kein Schlüssel aus ${KEY_BYTES} Bytes in Base64 (erzeugen: openssl rand -base64 ${KEY_BYTES})` };
  }
  return { id: keyIdOf(key), key };
}

/** Whether a stored value is sealed (any key); an empty value is never sealed. */
export const isSealed = (value: string): boolean => value.startsWith(`${VERSION}:`);

/** The id of the key that sealed `value`. */
export const sealedKeyId = (value: string): string => value.split(':')[1] ?? '';

/** Seals `plain` with the current key, bound to `context`. */
export function seal(keyring: BankKeyring, plain: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, keyring.current.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64'));
  return [VERSION, keyring.current.id, ...parts].join(':');
}

/** Reads a sealed value with whichever key of the ring sealed it; refuses anything else. */
export function open(keyring: BankKeyring, sealed: string, context: string): string {
  const parts = sealed.split(':');
  if (parts.length !== 5 || parts[0] !== VERSION) throw new BankDataUnreadable(`${context}: nicht verschlüsselt oder unbekanntes Format`);
  const [, keyId, iv, tag, ciphertext] = parts as [string, string, string, string, string];
  const key = [keyring.current, ...keyring.old].find((candidate) => candidate.id === keyId);
  if (!key) throw new BankDataUnreadable(`${context}: verschlüsselt mit dem Schlüssel ${keyId}, den der Server nicht kennt`);
  const tagBytes = Buffer.from(tag, 'base64');
  const ivBytes = Buffer.from(iv, 'base64');
  if (tagBytes.length !== TAG_BYTES || ivBytes.length !== IV_BYTES) throw new BankDataUnreadable(`${context}: beschädigt`);
  try {
    const decipher = createDecipheriv(ALGORITHM, key.key, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new BankDataUnreadable(`${context}: verändert oder für eine andere Stelle verschlüsselt`);
  }
}
