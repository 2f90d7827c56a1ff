import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { createTokenVerifier, Unauthorized } from './access-token';

// The verifier's own rules (issue 46): only the allow-listed signature algorithms (RS256 unless configured),
// and a token without an expiry is refused like any bad token.

const policy = { issuer: 'http://127.0.0.1/realms/dtp', audience: 'dtp-api', clientId: 'dtp-frontend' };
type Algorithm = 'RS256' | 'PS256' | 'ES256';
const ALGORITHMS: Algorithm[] = ['RS256', 'PS256', 'ES256'];
const privateKeys = new Map<Algorithm, CryptoKey>();
const publicKeys: JWK[] = [];

beforeAll(async () => {
  for (const alg of ALGORITHMS) {
    const pair = await generateKeyPair(alg);
    privateKeys.set(alg, pair.privateKey);
    publicKeys.push({ ...(await exportJWK(pair.publicKey)), kid: alg, alg, use: 'sig' });
  }
});

const keys = () => createLocalJWKSet({ keys: publicKeys });

function tokenOf(alg: Algorithm, { expires = true } = {}) {
  const token = new SignJWT({ azp: policy.clientId, realm_access: { roles: ['dtp-tester'] } })
    .setProtectedHeader({ alg, kid: alg })
    .setSubject('u-tester')
    .setIssuer(policy.issuer)
    .setAudience(policy.audience)
    .setIssuedAt();
  const key = privateKeys.get(alg);
  if (!key) throw new Error(`no key for ${alg}`);
  return (expires ? token.setExpirationTime('5m') : token).sign(key);
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

test('by default only RS256: a PS256 or ES256 token of a key the identity service publishes is refused', async () => {
  const verify = createTokenVerifier(policy, keys());
  await expect(verify(await tokenOf('RS256'))).resolves.toMatchObject({ sub: 'u-tester', roles: ['dtp-tester'] });
  for (const alg of ['PS256', 'ES256'] as const) {
    const error = await refusal(verify(await tokenOf(alg)));
    expect(error).toBeInstanceOf(Unauthorized);
    expect(error).toHaveProperty('message', 'Das Zugangstoken ist ungültig.');
  }
});

test('the allow-list is configurable: PS256 and ES256 accepted when listed, RS256 refused when not', async () => {
  const verify = createTokenVerifier(policy, keys(), { algorithms: ['PS256', 'ES256'] });
  await expect(verify(await tokenOf('PS256'))).resolves.toMatchObject({ sub: 'u-tester' });
  await expect(verify(await tokenOf('ES256'))).resolves.toMatchObject({ sub: 'u-tester' });
  expect(await refusal(verify(await tokenOf('RS256')))).toBeInstanceOf(Unauthorized);
});

test('no symmetric algorithm and no empty list can be configured', () => {
  expect(() => createTokenVerifier(policy, keys(), { algorithms: ['HS256'] })).toThrow(/public-key/);
  expect(() => createTokenVerifier(policy, keys(), { algorithms: ['RS256', 'none'] })).toThrow(/public-key/);
  expect(() => createTokenVerifier(policy, keys(), { algorithms: [] })).toThrow(/public-key/);
});

test('a token without exp is refused, every time it comes', async () => {
  const verify = createTokenVerifier(policy, keys());
  const timeless = await tokenOf('RS256', { expires: false });
  for (let attempt = 0; attempt < 2; attempt++) {
    const error = await refusal(verify(timeless));
    expect(error).toBeInstanceOf(Unauthorized);
    expect(error).toHaveProperty('message', 'Das Zugangstoken ist ungültig.');
  }
});
