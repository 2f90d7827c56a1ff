import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dataSheetInputOf, type DataSheet } from '@dtp/shared-api';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

// Nothing lost: the built server (dist/server.mjs, as `npm start` runs it) on the embedded PGlite
// takes a data sheet, a tee time and a claim with a receipt, is killed with SIGKILL (no shutdown,
// no flush), starts again on the same folder and answers everything back.

const root = path.resolve(__dirname, '..');
const bundle = path.join(root, 'dist', 'server.mjs');
const issuer = 'http://127.0.0.1/realms/dtp';

let key: CryptoKey;
let jwks: Server;
let jwksUrl: string;
let dataDir: string;

beforeAll(async () => {
  // The bundle is what production runs: built from the sources under test (about 2 s).
  execFileSync('npx', ['webpack', '--config', 'webpack.config.cjs'], { cwd: root, stdio: 'ignore' });
  if (!existsSync(bundle)) throw new Error(`no ${bundle}`);
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  const keys = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
  jwks = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(keys)));
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'dtp-durability-'));
}, 120_000);

afterAll(() => {
  jwks.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const token = () =>
  new SignJWT({ azp: 'dtp-frontend', realm_access: { roles: ['dtp-tester'] }, name: 'Max Mustermann', email: 'max@example.org' })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject('u-tester')
    .setIssuer(issuer)
    .setAudience('dtp-api')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);

interface Running {
  process: ChildProcess;
  url: string;
}

async function start(port: number): Promise<Running> {
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', OIDC_ISSUER: issuer, OIDC_JWKS_URL: jwksUrl, DTP_LOG: 'off' },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped with ${child.exitCode}`);
    const up = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (up) return { process: child, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer /health within 30 s');
}

async function call<T>(server: Running, method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${await token()}` };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const answer = await fetch(`${server.url}${route}`, { method, headers, body: payload });
  if (!answer.ok) throw new Error(`${method} ${route}: HTTP ${answer.status} ${await answer.text()}`);
  return (answer.headers.get('content-type') ?? '').includes('json') ? ((await answer.json()) as T) : ((await answer.arrayBuffer()) as T);
}

const killed = (server: Running) =>
  new Promise<void>((resolve) => {
    server.process.once('exit', () => resolve());
    server.process.kill('SIGKILL');
  });

interface Tests {
  tests: { id: number; progress: string }[];
}

test('a data sheet, a tee time and a claim with a receipt survive SIGKILL', async () => {
  const port = 3290;
  const receipt = new Uint8Array(2048).map((_, i) => (i * 7) % 256);
  receipt.set([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-

  let server = await start(port);
  const { dataSheet } = await call<{ dataSheet: DataSheet }>(server, 'GET', '/datasheet');
  await call(server, 'POST', '/datasheet', { ...dataSheetInputOf(dataSheet), profession: 'Bäckermeisterin' });
  const { tests } = await call<Tests>(server, 'GET', '/tests');
  const assigned = tests.find((t) => t.progress === 'ASSIGNED');
  const done = tests.find((t) => t.progress === 'DONE');
  if (!assigned || !done) throw new Error('the seed has no assigned and done test for u-tester');
  await call(server, 'POST', '/test', { id: assigned.id, date: '2023-06-20', teeTime: '09:40', noStartingTimes: false });
  const form = new FormData();
  form.append('testingId', String(done.id));
  form.append('file', new File([receipt], 'greenfee.pdf', { type: 'application/pdf' }));
  const [attachment] = await call<{ attachmentId: number }[]>(server, 'POST', '/travel/attachment/upload', form);
  await call(server, 'POST', '/travel', { id: done.id, iban: 'DE89370400440532013000', bank: 'Sparkasse', greenfee: 85, distance: 42, restaurant: null, misc: null, comment: 'Anreise mit dem Auto' });
  await killed(server);

  server = await start(port);
  try {
    expect((await call<{ dataSheet: { profession: string } }>(server, 'GET', '/datasheet')).dataSheet.profession).toBe('Bäckermeisterin');
    expect(await call(server, 'GET', `/test/${assigned.id}`)).toMatchObject({ date: '2023-06-20', teeTime: '09:40', progress: 'TEE_TIME' });
    expect(await call(server, 'GET', `/travel/${done.id}`)).toMatchObject({ greenfee: 85, distance: 42, comment: 'Anreise mit dem Auto', bank: 'Sparkasse' });
    const bytes = await call<ArrayBuffer>(server, 'GET', `/attachment/${attachment?.attachmentId}`);
    expect(new Uint8Array(bytes)).toEqual(receipt);
  } finally {
    await killed(server);
  }
}, 120_000);
