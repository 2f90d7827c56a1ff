import { createDomainServer, createMemoryStorage, createSeedState, systemClock } from '@dtp/domain';
import { DEMO_ACCOUNT_SUBJECTS } from '@dtp/contract/demo-accounts';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createTokenVerifier } from '../auth/access-token';
import { SESSION_COOKIE, SESSION_COOKIE_LIFETIME_S, sessionCookies } from '../auth/session-cookie';
import { buildApp } from './app';

// The first screen's session cookie (decision 0021): set only for a valid token, HttpOnly and SameSite=Strict,
// accepted for reads without a token and never for a write, expired after the identity service's idle time, cleared
// at sign-out, and only one this process signed.

const policy = { issuer: 'http://localhost:3100/realms/dtp', audience: 'dtp-api', clientId: 'dtp-frontend' };
let signingKey: CryptoKey;
let app: FastifyInstance;
let proxied: FastifyInstance;
let servedOverHttps: FastifyInstance;

const build = async (trustProxy: boolean, verify: ReturnType<typeof createTokenVerifier>, hsts = false) =>
  buildApp({
    hsts,
    verify,
    domain: createDomainServer({ storage: createMemoryStorage(createSeedState({ scale: 1, clock: systemClock })) }),
    database: { description: 'PGlite (test)', ping: async () => {} },
    bodyLimit: 64 * 1024,
    trustProxy,
    allowedOrigins: ['http://localhost:3000'],
  });

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  const verify = createTokenVerifier(policy, createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] }));
  app = await build(false, verify);
  proxied = await build(true, verify);
  servedOverHttps = await build(false, verify, true);
});
afterAll(async () => {
  await app.close();
  await proxied.close();
  await servedOverHttps.close();
});

const tokenOf = (sub: string, roles: string[]) =>
  new SignJWT({ azp: policy.clientId, realm_access: { roles }, preferred_username: 'tester', name: 'Tim Tester', email: 'tester@example.org' })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject(sub)
    .setIssuer(policy.issuer)
    .setAudience(policy.audience)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(signingKey);
const testerToken = () => tokenOf(DEMO_ACCOUNT_SUBJECTS.tester, ['dtp-tester']);

/** The Set-Cookie line of POST /session, and the cookie as a browser sends it back. */
async function startSession(server = app, headers: Record<string, string> = {}, query = '') {
  const answer = await server.inject({ method: 'POST', url: `/session${query}`, headers: { authorization: `Bearer ${await testerToken()}`, ...headers } });
  expect(answer.statusCode).toBe(204);
  const line = String(answer.headers['set-cookie']);
  const value = line.match(new RegExp(`^${SESSION_COOKIE}=([^;]+)`))?.[1];
  if (!value) throw new Error(`no session cookie in ${line}`);
  return { line, cookie: `${SESSION_COOKIE}=${value}` };
}

test('a valid token sets the cookie: HttpOnly, SameSite=Strict, for the idle time, at the path the shell names', async () => {
  const { line } = await startSession(app, {}, '?path=%2Fapi');
  expect(line).toContain('HttpOnly');
  expect(line).toContain('SameSite=Strict');
  expect(line).toContain(`Max-Age=${SESSION_COOKIE_LIFETIME_S}`);
  expect(line).toContain('Path=/api;');
  expect(line).not.toContain('Secure');
  // Over HTTPS (behind the proxy) it is Secure too; a path that is no plain path becomes '/'.
  const secure = await startSession(proxied, { 'x-forwarded-proto': 'https' }, '?path=%2F%2Fevil.example%2Fx');
  expect(secure.line).toContain('Secure');
  expect(secure.line).toContain('Path=/;');
  // A platform served over HTTPS (APP_URL, hsts) sets it Secure even where the proxy is not trusted to say so.
  expect((await startSession(servedOverHttps)).line).toContain('Secure');
});

test('no cookie without a valid token', async () => {
  for (const headers of [{}, { authorization: 'Bearer abc.def.ghi' }]) {
    const answer = await app.inject({ method: 'POST', url: '/session', headers });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['set-cookie']).toBeUndefined();
  }
});

test("a read without a token is answered for the cookie's person, and names them", async () => {
  const { cookie } = await startSession();
  const answer = await app.inject({ method: 'GET', url: '/datasheet', headers: { cookie } });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['dtp-session-subject']).toBe(DEMO_ACCOUNT_SUBJECTS.tester);
  expect(answer.headers['cache-control']).toBe('no-store');
  // Its roles are the token's: a staff read stays refused.
  expect((await app.inject({ method: 'GET', url: '/datasheets', headers: { cookie } })).statusCode).toBe(403);
  // Without it, as before.
  expect((await app.inject({ method: 'GET', url: '/datasheet' })).statusCode).toBe(401);
});

test('a write is never answered for the cookie', async () => {
  const { cookie } = await startSession();
  const answer = await app.inject({ method: 'POST', url: '/datasheet/progress', headers: { cookie }, payload: {} });
  expect(answer.statusCode).toBe(401);
  expect(answer.json()).toEqual({ message: 'Kein Zugangstoken.' });
});

test('a token, when there is one, decides: a bad token with a good cookie is 401', async () => {
  const { cookie } = await startSession();
  const answer = await app.inject({ method: 'GET', url: '/datasheet', headers: { cookie, authorization: 'Bearer abc.def.ghi' } });
  expect(answer.statusCode).toBe(401);
  expect(answer.headers['dtp-session-subject']).toBeUndefined();
});

test('a cookie this process did not sign, or an expired one, is 401', async () => {
  const foreign = await sessionCookies().issue({ sub: DEMO_ACCOUNT_SUBJECTS.tester, username: 't', name: 'T', email: '', roles: ['dtp-tester'] });
  const expired = await sessionCookies(new Uint8Array(32), -60).issue({ sub: DEMO_ACCOUNT_SUBJECTS.tester, username: 't', name: 'T', email: '', roles: ['dtp-tester'] });
  for (const value of [foreign, expired, 'x']) {
    const answer = await app.inject({ method: 'GET', url: '/datasheet', headers: { cookie: `${SESSION_COOKIE}=${value}` } });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message: 'Die Sitzung ist abgelaufen.' });
  }
});

test('sign-out clears it at the same path', async () => {
  const answer = await app.inject({ method: 'POST', url: '/session/end?path=/api' });
  expect(answer.statusCode).toBe(204);
  const line = String(answer.headers['set-cookie']);
  expect(line).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
  expect(line).toContain('Path=/api;');
  expect(line).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
});

test('another origin than the shell gets no credentials through CORS; the shell does', async () => {
  const shell = await app.inject({ method: 'OPTIONS', url: '/datasheet', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' } });
  expect(shell.headers['access-control-allow-credentials']).toBe('true');
  expect(shell.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  const other = await app.inject({ method: 'OPTIONS', url: '/datasheet', headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' } });
  expect(other.headers['access-control-allow-origin']).toBeUndefined();
});
