import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OperatorError } from '../operator-error';
import { keyIdOf } from './bank-cipher';
import { bankKeyringFromEnv, DEVELOPMENT_BANK_KEY } from './bank-keys';

// The bank data's keys from the environment or from files (systemd credentials); production takes no default.

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dtp-bank-keys-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const base64 = () => randomBytes(32).toString('base64');
const idOf = (key: string) => keyIdOf(Buffer.from(key, 'base64'));
const file = (name: string, text: string) => {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
};
const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(OperatorError);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

test('development and tests without a setting take the fixed development key', () => {
  expect(bankKeyringFromEnv({})).toEqual({ current: { id: idOf(DEVELOPMENT_BANK_KEY), key: Buffer.from(DEVELOPMENT_BANK_KEY, 'base64') }, old: [] });
});

test('the key from BANK_DATA_KEY, or from the file BANK_DATA_KEY_FILE names (a newline at its end as openssl writes it)', () => {
  const inline = base64();
  expect(bankKeyringFromEnv({ BANK_DATA_KEY: inline, NODE_ENV: 'production' }).current.id).toBe(idOf(inline));
  const inFile = base64();
  expect(bankKeyringFromEnv({ BANK_DATA_KEY_FILE: file('key', `${inFile}\n`), NODE_ENV: 'production' }).current.id).toBe(idOf(inFile));
});

test('old keys from BANK_DATA_OLD_KEY and its file, several at once; the current one is not counted twice', () => {
  const [current, first, second, third] = [base64(), base64(), base64(), base64()];
  const ring = bankKeyringFromEnv({
    BANK_DATA_KEY: current,
    BANK_DATA_OLD_KEY: `${first}, ${current}`,
    BANK_DATA_OLD_KEY_FILE: file('old', `${second}\n${third}\n`),
  });
  expect(ring.current.id).toBe(idOf(current));
  expect(ring.old.map((key) => key.id)).toEqual([first, second, third].map(idOf));
});

test('production refuses no key and the development key; anything unreadable or malformed stops every start', () => {
  expect(refusal(() => bankKeyringFromEnv({ NODE_ENV: 'production' }))).toContain('BANK_DATA_KEY_FILE (oder BANK_DATA_KEY) ist nicht gesetzt');
  expect(refusal(() => bankKeyringFromEnv({ NODE_ENV: 'production', BANK_DATA_KEY_FILE: file('dev', DEVELOPMENT_BANK_KEY) }))).toBe(
    'BANK_DATA_KEY_FILE nennt den Entwicklungsschlüssel aus dem Quelltext.',
  );
  const missing = path.join(dir, 'fehlt');
  expect(refusal(() => bankKeyringFromEnv({ BANK_DATA_KEY_FILE: missing }))).toBe(
    `BANK_DATA_KEY_FILE „${missing}“ lässt sich nicht lesen (die Datei gibt es nicht). Mit systemd übergibt LoadCredential= in dtp-api.service die Datei (deploy/systemd/README.md).`,
  );
  const short = file('short', randomBytes(16).toString('base64'));
  expect(refusal(() => bankKeyringFromEnv({ BANK_DATA_KEY_FILE: short }))).toBe(
    `BANK_DATA_KEY_FILE „${short}“ ist kein Schlüssel aus 32 Bytes in Base64 (erzeugen: openssl rand -base64 32).`,
  );
  expect(refusal(() => bankKeyringFromEnv({ BANK_DATA_OLD_KEY: 'alt' }))).toBe('BANK_DATA_OLD_KEY ist kein Schlüssel aus 32 Bytes in Base64 (erzeugen: openssl rand -base64 32).');
  expect(refusal(() => bankKeyringFromEnv({ BANK_DATA_KEY: base64(), BANK_DATA_KEY_FILE: file('second', base64()) }))).toContain('mehr als einen Schlüssel');
});
