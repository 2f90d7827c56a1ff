import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { OperatorError } from '../operator-error';
import { bankKeyOf, type BankKey, type BankKeyring } from './bank-cipher';

// Where the bank data's key comes from (docs/operations.md, 'The bank data's key'): BANK_DATA_KEY (base64) or
// BANK_DATA_KEY_FILE (a file holding it, e.g. a systemd credential: LoadCredential= in dtp-api.service), never the
// database. During a rotation the keys before it are read from BANK_DATA_OLD_KEY / BANK_DATA_OLD_KEY_FILE (several,
// separated by white space or commas). Without any, development and tests use a fixed key written here, which
// production refuses.

type Env = Record<string, string | undefined>;

/** The development key: fixed, so the development database stays readable from one start to the next. */
export const DEVELOPMENT_BANK_KEY = createHash('sha256').update('Digitale Test-Plattform: Entwicklungsschlüssel der Bankdaten').digest('base64');

const generate = 'openssl rand -base64 32';

/** What is wrong with the key settings in production (no file is read here: config:check runs elsewhere). */
export function bankKeyProblems(env: Env): string[] {
  const inline = env.BANK_DATA_KEY?.trim();
  const file = env.BANK_DATA_KEY_FILE?.trim();
  if (!inline && !file) {
    return [
      'BANK_DATA_KEY_FILE (oder BANK_DATA_KEY) ist nicht gesetzt: ohne eigenen Schlüssel gälte der Entwicklungsschlüssel aus dem Quelltext ' +
        `für IBAN und Bank in der Datenbank und in jeder Sicherung. Einen erzeugen: ${generate} (docs/operations.md).`,
    ];
  }
  if (inline && file) return ['BANK_DATA_KEY und BANK_DATA_KEY_FILE sind beide gesetzt; nur eines von beiden.'];
  if (inline) {
    const key = bankKeyOf(inline);
    if ('problem' in key) return [`BANK_DATA_KEY ${key.problem}.`];
    if (inline === DEVELOPMENT_BANK_KEY) return ['BANK_DATA_KEY ist der Entwicklungsschlüssel aus dem Quelltext.'];
  }
  return [];
}

function readKeyFile(variable: string, file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new OperatorError(
      `${variable} „${file}“ lässt sich nicht lesen (${code === 'ENOENT' ? 'die Datei gibt es nicht' : code}). ` +
        'Mit systemd übergibt LoadCredential= in dtp-api.service die Datei (deploy/systemd/README.md).',
      `${variable} ${file} cannot be read (${code})`,
    );
  }
}

/** The keys of a setting: its inline value and its file's, split at white space and commas. */
function keysOf(variable: 'BANK_DATA_KEY' | 'BANK_DATA_OLD_KEY', inline: string | undefined, file: string | undefined): { text: string; source: string }[] {
  const sources = [
    { source: variable, text: inline ?? '' },
    ...(file?.trim() ? [{ source: `${variable}_FILE „${file.trim()}“`, text: readKeyFile(`${variable}_FILE`, file.trim()) }] : []),
  ];
  return sources.flatMap(({ source, text }) => text.split(/[\s,]+/).filter((part) => part !== '').map((part) => ({ text: part, source })));
}

function keyFrom({ text, source }: { text: string; source: string }): BankKey {
  const key = bankKeyOf(text);
  if ('problem' in key) throw new OperatorError(`${source} ${key.problem}.`, `${source.split(' ')[0]} is not a 32-byte base64 key`);
  return key;
}

/** The keyring from the environment; a key that is missing (production), unreadable or malformed stops the start. */
export function bankKeyringFromEnv(env: Env, production = env.NODE_ENV === 'production'): BankKeyring {
  const current = keysOf('BANK_DATA_KEY', env.BANK_DATA_KEY, env.BANK_DATA_KEY_FILE);
  if (current.length > 1) {
    throw new OperatorError('BANK_DATA_KEY und BANK_DATA_KEY_FILE nennen zusammen mehr als einen Schlüssel; der aktuelle ist genau einer.', 'more than one current bank data key');
  }
  if (production && (current.length === 0 || current[0]?.text === DEVELOPMENT_BANK_KEY)) {
    const problems = bankKeyProblems(env);
    throw new OperatorError(problems[0] ?? 'BANK_DATA_KEY_FILE nennt den Entwicklungsschlüssel aus dem Quelltext.', 'no production bank data key');
  }
  const currentKey = keyFrom(current[0] ?? { text: DEVELOPMENT_BANK_KEY, source: 'DEVELOPMENT_BANK_KEY' });
  const old = keysOf('BANK_DATA_OLD_KEY', env.BANK_DATA_OLD_KEY, env.BANK_DATA_OLD_KEY_FILE).map(keyFrom).filter((key) => key.id !== currentKey.id);
  return { current: currentKey, old };
}
