import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createTokenVerifier } from '../auth/access-token';
import { buildApp } from '../http/app';
import { openPlatform, type Platform } from '../platform';
import { describeWithPostgres, POSTGRES_URL, postgresForTests } from '../../test/postgres';
import { createRelay } from '../../../scripts/dev/tcp-relay-lib.mjs';
import { DEMO_ACCOUNT_SUBJECTS } from '@dtp/contract/demo-accounts';

// The database goes away while the platform is open: calls get 503 with a German message, and when
// it is back the next save works without restarting the server. PostgreSQL is reached through a small
// TCP relay that this test can cut and restore, like a network outage or a restarting database.

const policy = { issuer: 'http://127.0.0.1/realms/dtp', audience: 'dtp-api', clientId: 'dtp-frontend' };

// PGlite is embedded and cannot go away: this needs PostgreSQL.
describeWithPostgres('PostgreSQL going away and coming back', () => {
  let platform: Platform;
  let app: FastifyInstance;
  let key: CryptoKey;
  const postgres = new URL(POSTGRES_URL);
  const link = createRelay({ host: postgres.hostname, port: Number(postgres.port || 5432) });

  beforeAll(async () => {
    const through = new URL(await postgresForTests('dtp_outage_test'));
    through.port = String(await link.listen());
    platform = await openPlatform({ databaseUrl: through.toString(), dataDir: '' });
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] });
    app = await buildApp({ verify: createTokenVerifier(policy, jwks), domain: platform.domain, database: platform.database, bodyLimit: 1_048_576, trustProxy: false, allowedOrigins: [] });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await platform?.close();
    await link.close();
  });

  const bearer = async () =>
    `Bearer ${await new SignJWT({ azp: policy.clientId, realm_access: { roles: ['dtp-tester'] } })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject(DEMO_ACCOUNT_SUBJECTS.tester)
      .setIssuer(policy.issuer)
      .setAudience(policy.audience)
      .setExpirationTime('5m')
      .sign(key)}`;

  test('a save while the database is away gets 503 in German; once it is back, the next save works', async () => {
    const authorization = await bearer();
    const { tests } = (await app.inject({ method: 'GET', url: '/tests', headers: { authorization } })).json<{ tests: { id: number; progress: string }[] }>();
    const open = tests.find((t) => t.progress === 'ASSIGNED');
    if (!open) throw new Error('the seed has no assigned test for the demo tester');
    const save = (teeTime: string) =>
      app.inject({ method: 'POST', url: '/test', headers: { authorization }, payload: { id: open.id, date: '2023-06-21', teeTime, noStartingTimes: false } });

    expect((await save('10:10')).statusCode).toBe(200);

    link.cut();
    const refused = await save('11:20');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: 'Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es in einem Moment erneut; Ihre Eingaben bleiben erhalten.' });
    expect((await app.inject({ method: 'GET', url: `/test/${open.id}`, headers: { authorization } })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);

    link.restore();
    expect((await save('11:20')).statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: `/test/${open.id}`, headers: { authorization } });
    expect(after.json()).toMatchObject({ teeTime: '11:20' });
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  }, 60_000);
});
