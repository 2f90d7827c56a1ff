import { createDomainServer, createMemoryStorage, createSeedState, systemClock } from '@dtp/domain';
import type { FastifyInstance } from 'fastify';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createTokenVerifier } from '../auth/access-token';
import { buildApp } from './app';

// Issue 46: a body is read only after the token was checked, and a multipart body only on a call that takes
// one. On a real server: the headers of a 20 MB upload and its first 64 KB go out, and the answer comes
// while the rest has not been sent (were the body read first, it would never come).

const policy = { issuer: 'http://127.0.0.1/realms/dtp', audience: 'dtp-api', clientId: 'dtp-frontend' };
const DECLARED = 20 * 1_048_576;
let app: FastifyInstance;
let origin: string;
let signingKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] });
  app = await buildApp({
    verify: createTokenVerifier(policy, jwks),
    domain: createDomainServer({ storage: createMemoryStorage(createSeedState({ scale: 1, clock: systemClock })) }),
    database: { description: 'memory', ping: async () => {} },
    bodyLimit: 1_048_576,
    trustProxy: false,
    allowedOrigins: [],
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

const managerToken = () =>
  new SignJWT({ azp: policy.clientId, realm_access: { roles: ['dtp-manager'] } })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject('u-manager')
    .setIssuer(policy.issuer)
    .setAudience(policy.audience)
    .setExpirationTime('5m')
    .sign(signingKey);

/** Sends the headers of a 20 MB multipart body and its first 64 KB, never the rest; resolves with the answer. */
function partialUpload(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${origin}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(DECLARED) },
    });
    outgoing.on('error', reject);
    outgoing.on('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        outgoing.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      });
    });
    outgoing.flushHeaders();
    outgoing.write(Buffer.alloc(64 * 1024, 0x61));
  });
}

test('an upload without a token: 401 before the body is read', async () => {
  expect(await partialUpload('/travel/attachment/upload')).toEqual({ status: 401, body: { message: 'Kein Zugangstoken.' } });
}, 15_000);

test('a multipart body to a call that takes none: 415 before the body is read', async () => {
  const answer = await partialUpload('/wave', { authorization: `Bearer ${await managerToken()}` });
  expect(answer).toEqual({ status: 415, body: { message: 'Dieses Datenformat nimmt der Server nicht an.' } });
}, 15_000);

test('a 20 MB file to the CSV import: 413 with the import’s own limit before the body is read (issue 57, item 7)', async () => {
  const answer = await partialUpload('/import/testers/check', { authorization: `Bearer ${await managerToken()}` });
  expect(answer).toEqual({ status: 413, body: { message: 'Die Anfrage ist zu groß (höchstens 5 MB).' } });
}, 15_000);
