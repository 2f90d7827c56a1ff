// Signing key (RSA, RS256) and cookie keys. Persisted to the data dir (idp/.idp-data/,
// git-ignored) so that tokens and id_token_hint stay verifiable across restarts.
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FILE = 'keys.json';

function generate() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: `dtp-${randomUUID().slice(0, 8)}`, use: 'sig', alg: 'RS256' };
  return {
    jwks: { keys: [jwk] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

function valid(data) {
  try {
    const [jwk] = data.jwks.keys;
    createPrivateKey({ key: jwk, format: 'jwk' });
    return typeof jwk.kid === 'string' && Array.isArray(data.cookieKeys) && data.cookieKeys.length > 0;
  } catch {
    return false;
  }
}

/**
 * Loads the keys from `dataDir` or generates (and stores) new ones.
 * @param {string | null} dataDir  null = keep in memory only
 */
export function loadOrCreateKeys(dataDir) {
  if (!dataDir) return generate();
  const file = path.join(dataDir, FILE);
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (valid(data)) return data;
    console.warn(`[idp] ${file} is invalid – generating new keys.`);
  } catch (error) {
    if (error.code !== 'ENOENT') console.warn(`[idp] ${file} is not readable (${error.message}) – generating new keys.`);
  }
  const data = generate();
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
    fs.renameSync(tmp, file); // atomic: parallel starts never see a half-written file
  } catch (error) {
    console.warn(`[idp] keys could not be stored (${error.message}) – kept in memory only.`);
  }
  return data;
}

/** Public key object of the (single) signing key, for verifying our own JWTs. */
export function publicKeyOf(jwks) {
  const [jwk] = jwks.keys;
  return { kid: jwk.kid, key: createPublicKey({ key: jwk, format: 'jwk' }) };
}
