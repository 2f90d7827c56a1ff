import { createDomainServer, createMemoryStorage, createSeedState, systemClock } from '@dtp/domain';
import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { createTokenVerifier } from './access-token';
import { identityServiceKeys } from './identity-service-keys';
import { buildApp } from '../http/app';
import { DEMO_ACCOUNT_SUBJECTS } from '@dtp/contract/demo-accounts';

// Issue 41: the identity service stops in the middle of a session. The server keeps the keys it fetched
// last: a save with a token whose key is known still works after the key cache ran out; a token signed
// with a key it never saw cannot be checked and gets 503 in German, not 401 (which would sign out).

const policy = { issuer: 'http://127.0.0.1/realms/dtp', audience: 'dtp-api', clientId: 'dtp-frontend' };
const OUTAGE = 'Der Anmeldedienst ist gerade nicht erreichbar. Ihre Eingaben bleiben erhalten; bitte versuchen Sie es gleich noch einmal.';

let keys: JWK[] = [];
let jwksServer: Server;
let jwksUrl: string;
let jwksCalls = 0;
let app: FastifyInstance;
let k1: CryptoKey;
let k2: CryptoKey;
let k2Public: JWK;

async function startJwks(port = 0): Promise<number> {
  jwksServer = createServer((_request, response) => {
    jwksCalls += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(port, '127.0.0.1', resolve));
  return (jwksServer.address() as AddressInfo).port;
}
const stopJwks = () => new Promise<void>((resolve) => jwksServer.close(() => resolve()));

beforeAll(async () => {
  const pair1 = await generateKeyPair('RS256');
  const pair2 = await generateKeyPair('RS256');
  k1 = pair1.privateKey;
  k2 = pair2.privateKey;
  keys = [{ ...(await exportJWK(pair1.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }];
  k2Public = { ...(await exportJWK(pair2.publicKey)), kid: 'k2', alg: 'RS256', use: 'sig' };
  jwksUrl = `http://127.0.0.1:${await startJwks()}/jwks`;
  // Keys count as fresh for 50 ms and an unknown key id may fetch again at once: the outage below comes after
  // the cache ran out, as it does after 10 minutes in production.
  const verify = createTokenVerifier(policy, identityServiceKeys(jwksUrl, { cacheMaxAge: 50, cooldownDuration: 0, timeoutDuration: 1000 }));
  const domain = createDomainServer({ storage: createMemoryStorage(createSeedState({ scale: 1, clock: systemClock })) });
  app = await buildApp({
    verify,
    domain,
    database: { description: 'memory (test)', ping: async () => undefined },
    bodyLimit: 1_048_576,
    trustProxy: false,
    allowedOrigins: [],
  });
});
afterAll(async () => {
  await app.close();
  if (jwksServer.listening) await stopJwks();
});

const tokenOf = (key: CryptoKey, kid: string) =>
  new SignJWT({ azp: policy.clientId, realm_access: { roles: ['dtp-tester'] } })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setSubject(DEMO_ACCOUNT_SUBJECTS.tester)
    .setIssuer(policy.issuer)
    .setAudience(policy.audience)
    .setExpirationTime('5m')
    // Each token its own: the verifier's cache of checked tokens must not answer for the key set.
    .setJti(crypto.randomUUID())
    .sign(key);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('the identity service stops mid-session: a known key still works, an unknown one gets 503 in German, never 401', async () => {
  const authorization = `Bearer ${await tokenOf(k1, 'k1')}`;
  const { tests } = (await app.inject({ method: 'GET', url: '/tests', headers: { authorization } })).json<{ tests: { id: number; progress: string }[] }>();
  const open = tests.find((t) => t.progress === 'ASSIGNED');
  if (!open) throw new Error('the seed has no assigned test for the demo tester');
  const save = (bearer: string, teeTime: string) =>
    app.inject({ method: 'POST', url: '/test', headers: { authorization: bearer }, payload: { id: open.id, date: '2023-06-21', teeTime, noStartingTimes: false } });
  expect((await save(authorization, '10:10')).statusCode).toBe(200);

  await stopJwks();
  await pause(100);
  const callsBefore = jwksCalls;
  // A token of the known key the server has not seen before (renewed in the meantime).
  const kept = await save(`Bearer ${await tokenOf(k1, 'k1')}`, '11:20');
  expect(kept.statusCode).toBe(200);
  expect(jwksCalls).toBe(callsBefore);

  // The identity service rotated its key just before it went away: a token of the new key cannot be checked.
  const rotated = await save(`Bearer ${await tokenOf(k2, 'k2')}`, '12:30');
  expect(rotated.statusCode).toBe(503);
  expect(rotated.json()).toEqual({ message: OUTAGE, code: 'IDENTITY_SERVICE_UNAVAILABLE' });
  expect(rotated.headers['retry-after']).toBe('5');

  // A token that is bad stays a 401, outage or not.
  const forged = await save(`Bearer ${await tokenOf(k2, 'k1')}`, '12:30');
  expect(forged.statusCode).toBe(401);

  // The service is back with both keys: the new key is fetched and accepted.
  keys = [...keys, k2Public];
  await startJwks(Number(new URL(jwksUrl).port));
  expect((await save(`Bearer ${await tokenOf(k2, 'k2')}`, '13:40')).statusCode).toBe(200);
});
