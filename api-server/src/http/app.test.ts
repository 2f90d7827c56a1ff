import { createDemoServer } from '@dtp/shared-api/domain';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createTokenVerifier } from '../auth/access-token';
import { buildApp } from './app';

// The server's HTTP face against signed tokens of a local key (the identity service's keys in
// production): 401 for every bad token, the domain's 403/404/400, German bodies, limits, /health.

const policy = { issuer: 'http://localhost:3100/realms/dtp', audience: 'dtp-api', clientId: 'dtp-frontend' };
let signingKey: CryptoKey;
let otherKey: CryptoKey;
let app: FastifyInstance;
let databaseUp = true;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] });
  app = await buildApp({
    verify: createTokenVerifier(policy, jwks),
    domain: createDemoServer({ persist: false }),
    database: {
      description: 'PGlite (test)',
      ping: async () => {
        if (!databaseUp) throw new Error('down');
      },
    },
    bodyLimit: 1024,
    trustProxy: false,
    allowedOrigins: ['http://localhost:3000'],
  });
});
afterAll(() => app.close());

const accounts = {
  manager: { sub: 'u-manager', roles: ['dtp-manager'] },
  tester: { sub: 'u-tester', roles: ['dtp-tester'] },
};

function token(who: keyof typeof accounts, change: { key?: CryptoKey; issuer?: string; audience?: string; azp?: string; expiresIn?: string | number } = {}) {
  const account = accounts[who];
  return new SignJWT({ azp: change.azp ?? policy.clientId, realm_access: { roles: account.roles }, preferred_username: who, name: who, email: `${who}@example.org` })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject(account.sub)
    .setIssuer(change.issuer ?? policy.issuer)
    .setAudience(change.audience ?? policy.audience)
    .setIssuedAt()
    .setExpirationTime(change.expiresIn ?? '5m')
    .sign(change.key ?? signingKey);
}

const get = async (url: string, bearer?: string) => app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

describe('identity', () => {
  test('a valid manager token reaches the domain', async () => {
    const answer = await get('/wave/list', await token('manager'));
    expect(answer.statusCode).toBe(200);
    expect(Array.isArray(answer.json())).toBe(true);
  });

  test.each([
    ['no token', async () => undefined, 'Kein Zugangstoken.'],
    ['another key', () => token('manager', { key: otherKey }), 'Das Zugangstoken ist ungültig.'],
    ['expired', () => token('manager', { expiresIn: Math.floor(Date.now() / 1000) - 60 }), 'Die Sitzung ist abgelaufen.'],
    ['another issuer', () => token('manager', { issuer: 'http://localhost:9999/realms/x' }), 'Das Zugangstoken ist ungültig.'],
    ['another audience', () => token('manager', { audience: 'other-api' }), 'Das Zugangstoken ist ungültig.'],
    ['another client', () => token('manager', { azp: 'other-client' }), 'Das Token wurde nicht für diese Anwendung ausgestellt.'],
    ['not a token', async () => 'abc.def.ghi', 'Das Zugangstoken ist ungültig.'],
  ])('%s: 401 with a German message', async (_case, make, message) => {
    const answer = await get('/wave/list', await make());
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message });
  });

  test("roles come from realm_access: a tester gets 403 for staff calls and for another user's data sheet, and reads their own", async () => {
    const tester = await token('tester');
    expect((await get('/overview/list', tester)).statusCode).toBe(403);
    expect((await get('/datasheet/u-manager', tester)).statusCode).toBe(403);
    expect((await get('/datasheet/u-tester', tester)).statusCode).toBe(200);
  });
});

describe('input and answers', () => {
  test('malformed JSON: 400; a body over the limit: 413; both German', async () => {
    const manager = await token('manager');
    const headers = { authorization: `Bearer ${manager}`, 'content-type': 'application/json' };
    const malformed = await app.inject({ method: 'POST', url: '/wave', headers, payload: '{"id": ' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Die Anfrage enthält kein gültiges JSON.' });
    const large = await app.inject({ method: 'POST', url: '/wave', headers, payload: JSON.stringify({ text: 'x'.repeat(2000) }) });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toMatch(/^Die Anfrage ist zu groß/);
  });

  test("an unknown path: the domain's 404; a refused body: 400 with field messages", async () => {
    const manager = await token('manager');
    const unknown = await get('/gibt/es/nicht', manager);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^Unbekannter Aufruf/);
    const refused = await app.inject({ method: 'POST', url: '/wave', headers: { authorization: `Bearer ${manager}` }, payload: { id: 'x' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('fieldErrors');
  });

  test('CORS: the shell may call, with the Authorization header', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/wave/list',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });
});

describe('/health', () => {
  test('200 with where the data lives while the database answers, 503 when it does not', async () => {
    expect((await get('/health')).json()).toEqual({ status: 'ok', database: 'PGlite (test)' });
    databaseUp = false;
    const down = await get('/health');
    databaseUp = true;
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'error', message: 'Die Datenbank antwortet nicht.' });
  });
});
