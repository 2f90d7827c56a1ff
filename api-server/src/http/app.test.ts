import sharp from 'sharp';
import { createDomainServer, createMemoryStorage, createSeedState, domainRoutes, systemClock } from '@dtp/domain';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createTokenVerifier } from '../auth/access-token';
import { createSharpImages } from '../images/sharp-images';
import { buildApp } from './app';
import { DEMO_ACCOUNT_SUBJECTS } from '@dtp/contract/demo-accounts';

// The server's HTTP face against signed tokens of a local key (the identity service's keys in
// production): 401 for every bad token, the domain's 403/404/400, German bodies, limits, /health.

const policy = { issuer: 'http://localhost:3100/realms/dtp', audience: 'dtp-api', clientId: 'dtp-frontend' };
let signingKey: CryptoKey;
let otherKey: CryptoKey;
let app: FastifyInstance;
let databaseUp = true;
const storage = createMemoryStorage(createSeedState({ scale: 1, clock: systemClock }));
const domain = createDomainServer({ storage, images: createSharpImages() });

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] });
  app = await buildApp({
    verify: createTokenVerifier(policy, jwks),
    domain,
    database: {
      description: 'PGlite (test)',
      ping: async () => {
        if (!databaseUp) throw new Error('down');
      },
    },
    bodyLimit: 1024,
    uploadLimit: 64 * 1024,
    trustProxy: false,
    allowedOrigins: ['http://localhost:3000'],
  });
});
afterAll(() => app.close());

const accounts = {
  admin: { sub: DEMO_ACCOUNT_SUBJECTS.admin, roles: ['dtp-admin'] },
  manager: { sub: DEMO_ACCOUNT_SUBJECTS.manager, roles: ['dtp-manager'] },
  tester: { sub: DEMO_ACCOUNT_SUBJECTS.tester, roles: ['dtp-tester'] },
  tester2: { sub: DEMO_ACCOUNT_SUBJECTS.tester2, roles: ['dtp-tester'] },
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

const png = (size = 300) => {
  const bytes = new Uint8Array(size).map((_, i) => i % 251);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};
/** A real PNG, 40×30: the server decodes it and stores a JPEG. */
const decodablePng = async () => new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#33aa77' } }).png().toBuffer());
const doneTestingOf = (userId: string) => {
  const { state } = storage;
  const season = new Set(state.waves.filter((w) => w.year === state.seasonYear).map((w) => w.id));
  const testing = state.testings.find((t) => t.userId === userId && t.progress === 'DONE' && season.has(t.waveId));
  if (!testing) throw new Error(`no done testing of ${userId}`);
  return testing.id;
};
const upload = async (testingId: number, content: Uint8Array, name: string, who: keyof typeof accounts = 'tester') => {
  const form = new FormData();
  form.append('testingId', String(testingId));
  form.append('file', new File([content as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }));
  const request = new Request('http://api.invalid/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/travel/attachment/upload',
    headers: { authorization: `Bearer ${await token(who)}`, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
};

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

  test("HEAD, Fastify's own beside each GET, checks the token as well", async () => {
    const head = await app.inject({ method: 'HEAD', url: '/wave/list' });
    expect(head.statusCode).toBe(401);
    expect((await app.inject({ method: 'HEAD', url: '/wave/list', headers: { authorization: `Bearer ${await token('manager')}` } })).statusCode).toBe(200);
  });

  test('a token accepted once is accepted from memory until it expires, and refused after', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 30;
    const bearer = await token('manager', { expiresIn: expiresAt });
    expect((await get('/wave/list', bearer)).statusCode).toBe(200);
    expect((await get('/wave/list', bearer)).statusCode).toBe(200);
    jest.useFakeTimers({ now: (expiresAt + 60) * 1000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const late = await get('/wave/list', bearer);
      expect(late.statusCode).toBe(401);
      expect(late.json()).toEqual({ message: 'Die Sitzung ist abgelaufen.' });
    } finally {
      jest.useRealTimers();
    }
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

  test('multipart only where the call table says so: elsewhere 415 with the German message', async () => {
    const form = new FormData();
    form.append('id', '1');
    const request = new Request('http://api.invalid/', { method: 'POST', body: form });
    const headers = { authorization: `Bearer ${await token('manager')}`, 'content-type': request.headers.get('content-type') ?? '' };
    const payload = Buffer.from(await request.arrayBuffer());
    for (const url of ['/wave', '/datasheet']) {
      const refused = await app.inject({ method: 'POST', url, headers, payload });
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toEqual({ message: 'Dieses Datenformat nimmt der Server nicht an.' });
    }
  });

  test('a refused body: 400 with field messages', async () => {
    const manager = await token('manager');
    const refused = await app.inject({ method: 'POST', url: '/wave', headers: { authorization: `Bearer ${manager}` }, payload: { id: 'x' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('fieldErrors');
  });

  test('CORS: the shell may call, with the Authorization header; the preflight is kept for 2 hours', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/wave/list',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    // Kept by the browser for 2 hours: a phone's next calls to this address need no OPTIONS round trip first.
    expect(preflight.headers['access-control-max-age']).toBe('7200');
  });
});

describe('routes', () => {
  test('every row of the domain call table is a Fastify route with its method and path', () => {
    const missing = domainRoutes.filter((route) => !app.hasRoute({ method: route.method, url: route.path }));
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    expect(app.printRoutes({ commonPrefix: false })).toMatch(/testing[^]*assign \(POST\)/);
  });

  test('an unknown path: 404 with the German message, before any token is asked', async () => {
    for (const bearer of [await token('manager'), undefined]) {
      const unknown = await get('/gibt/es/nicht?x=1', bearer);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Unbekannter Aufruf: GET /gibt/es/nicht' });
    }
    const put = await app.inject({ method: 'PUT', url: '/gibt/es/nicht' });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ message: 'Unbekannter Aufruf: PUT /gibt/es/nicht' });
  });

  test.each([
    ['GET', '/admin/syncTests', 'POST'],
    ['POST', '/testing/17', 'GET, HEAD'],
    ['PUT', '/wave', 'POST'],
    ['DELETE', '/club/3', 'GET, HEAD'],
    ['POST', '/health', 'GET, HEAD'],
  ] as const)('%s %s, a known path with another method: 405, Allow: %s, German', async (method, url, allow) => {
    const answer = await app.inject({ method, url, headers: { authorization: `Bearer ${await token('manager')}` } });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(answer.json()).toEqual({ message: 'Diese Methode ist für diese Adresse nicht erlaubt.' });
  });

  test('a literal path wins over a parameter, parameters are decoded, a trailing slash is the same path', async () => {
    const manager = await token('manager');
    expect((await get('/datasheet/playables', await token('tester'))).statusCode).toBe(200);
    expect((await get('/datasheet/u-tester', manager)).json()).toHaveProperty('dataSheet');
    expect((await get('/datasheet/u%2Dtester', manager)).statusCode).toBe(200);
    expect((await get('/wave/list/', manager)).statusCode).toBe(200);
  });
});

describe('/health', () => {
  test('a stranger learns only ok or not ok; an admin also where the data lives', async () => {
    expect((await get('/health')).json()).toEqual({ status: 'ok' });
    expect((await get('/health', await token('manager'))).json()).toEqual({ status: 'ok' });
    expect((await get('/health', 'abc.def.ghi')).json()).toEqual({ status: 'ok' });
    expect((await get('/health', await token('admin'))).json()).toEqual({ status: 'ok', database: 'PGlite (test)' });
    databaseUp = false;
    try {
      const down = await get('/health');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'error', message: 'Die Datenbank antwortet nicht.' });
      const downForAdmin = await get('/health', await token('admin'));
      expect(downForAdmin.statusCode).toBe(503);
      expect(downForAdmin.json()).toEqual({ status: 'error', message: 'Die Datenbank antwortet nicht.', database: 'PGlite (test)' });
    } finally {
      databaseUp = true;
    }
  });
});

describe('headers', () => {
  const expectGuarded = (answer: { headers: Record<string, unknown> }) => {
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'");
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  };

  test('a JSON answer, a file with personal data, a 401 and a 404: never cached, never sniffed', async () => {
    const json = await get('/wave/list', await token('manager'));
    expect(json.statusCode).toBe(200);
    expectGuarded(json);

    const uploaded = await upload(doneTestingOf('u-tester'), await decodablePng(), 'beleg.png');
    const receipt = await get(`/attachment/${uploaded.json<{ attachmentId: number }[]>().at(-1)?.attachmentId}`, await token('tester'));
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('image/jpeg');
    // A download (issue 59): saved under its stored name if it is ever opened directly, never rendered here.
    expect(receipt.headers['content-disposition']).toBe('attachment; filename=beleg.jpg');
    expectGuarded(receipt);

    const unauthorized = await get('/wave/list');
    expect(unauthorized.statusCode).toBe(401);
    expectGuarded(unauthorized);

    const unknown = await get('/gibt/es/nicht');
    expect(unknown.statusCode).toBe(404);
    expectGuarded(unknown);
  });

  test('CORS exposes a download\'s file name and the session cookie\'s person to the shell', async () => {
    const answer = await app.inject({ method: 'GET', url: '/wave/list', headers: { authorization: `Bearer ${await token('manager')}`, origin: 'http://localhost:3000' } });
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(answer.headers['access-control-expose-headers']).toBe('Content-Disposition, dtp-session-subject');
  });

  test('served over HTTPS (hsts): Strict-Transport-Security on every answer', async () => {
    const https = await buildApp({ verify: createTokenVerifier(policy, createLocalJWKSet({ keys: [] })), domain, database: { description: 'test', ping: async () => {} }, bodyLimit: 1024, trustProxy: false, allowedOrigins: [], hsts: true });
    try {
      for (const url of ['/health', '/wave/list', '/gibt/es/nicht']) {
        expect((await https.inject({ method: 'GET', url })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await https.close();
    }
  });
});

describe('connections', () => {
  test('a request must arrive whole within the request timeout, an idle connection ends: defaults, and configurable', async () => {
    const options = { verify: createTokenVerifier(policy, createLocalJWKSet({ keys: [] })), domain, database: { description: 'test', ping: async () => {} }, bodyLimit: 1024, trustProxy: false, allowedOrigins: [] };
    expect(app.server).toMatchObject({ requestTimeout: 120_000, timeout: 120_000, keepAliveTimeout: 72_000 });
    const configured = await buildApp({ ...options, requestTimeout: 30_000, connectionTimeout: 45_000, keepAliveTimeout: 65_000 });
    expect(configured.server).toMatchObject({ requestTimeout: 30_000, timeout: 45_000, keepAliveTimeout: 65_000 });
    await configured.close();
  });
});

describe('receipts', () => {
  test('multipart upload: the type comes from the content, an image is stored re-encoded, and only the owner and staff download the bytes', async () => {
    const testingId = doneTestingOf('u-tester');
    const answer = await upload(testingId, await decodablePng(), 'quittung.pdf');
    expect(answer.statusCode).toBe(200);
    const stored = answer.json<{ attachmentId: number; contentType: string; fileName: string; size: number }[]>().at(-1);
    expect(stored).toMatchObject({ fileName: 'quittung.jpg', contentType: 'image/jpeg' });

    const own = await get(`/attachment/${stored?.attachmentId}`, await token('tester'));
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(own.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(own.rawPayload.byteLength).toBe(stored?.size);
    expect((await get(`/attachment/${stored?.attachmentId}`, await token('manager'))).statusCode).toBe(200);
    const foreign = await get(`/attachment/${stored?.attachmentId}`, await token('tester2'));
    expect(foreign.statusCode).toBe(403);
  });

  test('a file that is no pdf, png or jpeg: 400 with the German message; a body over the limit: 413', async () => {
    const testingId = doneTestingOf('u-tester');
    const text = await upload(testingId, new TextEncoder().encode('#!/bin/sh\necho hallo'), 'beleg.pdf');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ fieldErrors: { file: 'Bitte laden Sie eine Datei im Format pdf, jpg, jpeg oder png hoch.' } });
    const huge = await upload(testingId, png(80 * 1024), 'gross.png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'Die Anfrage ist zu groß (höchstens 0,1 MB).' });
    const other = await upload(doneTestingOf('u-tester2'), png(), 'fremd.png');
    expect(other.statusCode).toBe(403);
  });
});

describe('logs', () => {
  test('name method, path, route, status and timing, never the token, a body or the caller\'s address', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      verify: createTokenVerifier(policy, createLocalJWKSet({ keys: [] })),
      domain,
      database: { description: 'test', ping: async () => {} },
      bodyLimit: 1024,
      trustProxy: false,
      allowedOrigins: [],
      logger: true,
      logStream: { write: (line) => lines.push(line) },
    });
    const secret = 'eyJhbGciOiJSUzI1NiJ9.geheim.signatur';
    await logged.inject({ method: 'POST', url: '/datasheet', headers: { authorization: `Bearer ${secret}` }, payload: { firstName: 'Erika' }, remoteAddress: '203.0.113.7' });
    await logged.inject({ method: 'GET', url: '/testing/17' });
    await logged.close();
    const text = lines.join('');
    expect(text).toContain('"url":"/datasheet"');
    // The route it matched, not only the URL.
    expect(text).toContain('"url":"/testing/17","route":"/testing/:id"');
    expect(text).toContain('"statusCode":401,"route":"/testing/:id"');
    expect(text).toContain('"statusCode":401');
    for (const leak of ['geheim', 'Bearer', 'authorization', 'Erika', '203.0.113.7']) expect(text).not.toContain(leak);
  });
});
