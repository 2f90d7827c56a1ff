import { strFromU8, unzipSync } from 'fflate';
import { testingReached } from '@dtp/contract/statuses';
import type { FastifyInstance } from 'fastify';
import type { Account } from '../../test/contract/targets';
import { openSignedApp, type SignedApp } from '../../test/signed-app';
import type { Platform } from '../platform';

// The right of access over HTTP, as production serves it: the platform on the embedded PGlite, access
// tokens signed like the identity service's. GET /user/personal-data/:id answers the ZIP as a download
// (application/zip, attachment with its file name) for the person and staff; 403 for another tester.

const CLOCK = { now: () => Date.UTC(2023, 5, 1, 8, 0, 0) };
let signed: SignedApp;
let platform: Platform;
let app: FastifyInstance;

beforeAll(async () => {
  signed = await openSignedApp({ clock: CLOCK });
  ({ platform, app } = signed);
}, 60_000);
afterAll(() => signed.close());

const headers = (who: Account) => signed.headers(who);

async function doneTestingOf(userId: string): Promise<number> {
  const testings = await platform.storage.transaction('read', (tx) => tx.find('testing', { userId }));
  const done = testings.find((t) => t.progress === 'DONE');
  if (!done) throw new Error(`no done testing of ${userId}`);
  return done.id;
}

async function claimWithReceipt(who: Account, testingId: number, receipt: Uint8Array, fileName: string, iban: string, bank: string) {
  const form = new FormData();
  form.append('testingId', String(testingId));
  form.append('file', new File([receipt as Uint8Array<ArrayBuffer>], fileName, { type: 'application/pdf' }));
  const request = new Request('http://api.invalid/', { method: 'POST', body: form });
  const uploaded = await app.inject({
    method: 'POST',
    url: '/travel/attachment/upload',
    headers: { ...(await headers(who)), 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(uploaded.statusCode).toBe(200);
  const saved = await app.inject({
    method: 'POST',
    url: '/travel',
    headers: await headers(who),
    payload: { id: testingId, iban, bank, greenfee: 85, distance: 42, restaurant: null, misc: null, comment: '' },
  });
  expect(saved.statusCode).toBe(200);
}

const pdf = (...tail: number[]) => new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, ...tail]);

test('the tester downloads one ZIP with their name, claim and receipt bytes, and nothing of another tester', async () => {
  const own = await doneTestingOf('u-tester');
  const other = await doneTestingOf('u-tester2');
  const receipt = pdf(0x31, 0x00, 0xff, 0x7f);
  await claimWithReceipt('tester', own, receipt, 'greenfee.pdf', 'DE89 3704 0044 0532 0130 00', 'Sparkasse Hamburg');
  await claimWithReceipt('tester2', other, pdf(0x32), 'fremd.pdf', 'DE02 1203 0000 0000 2020 51', 'DKB');

  const answer = await app.inject({ method: 'GET', url: '/user/personal-data/u-tester', headers: await headers('tester') });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/zip');
  expect(answer.headers['content-disposition']).toBe('attachment; filename=meine-daten-mustermann-2023-06-01.zip');

  const files = unzipSync(new Uint8Array(answer.rawPayload));
  expect(files[`belege/${own}/greenfee.pdf`]).toEqual(receipt);
  expect(Object.keys(files).filter((name) => name.startsWith('belege/'))).toEqual([`belege/${own}/greenfee.pdf`]);
  expect(strFromU8(files['README.txt'] ?? new Uint8Array())).toContain('Meine Daten');
  const json = strFromU8(files['daten.json'] ?? new Uint8Array());
  const data = JSON.parse(json) as { person: { firstName: string; lastName: string }; expenseClaims: { testingId: number; iban: string; bank: string; greenfee: number }[] };
  expect(data.person).toMatchObject({ firstName: 'Max', lastName: 'Mustermann' });
  expect(data.expenseClaims).toEqual([expect.objectContaining({ testingId: own, iban: 'DE•• •••• •••• •••• ••30 00', bank: 'Sparkasse Hamburg', greenfee: 85 })]);
  expect(json).not.toContain('DE89370400440532013000');
  for (const foreign of ['Musterfrau', 'erika.musterfrau', 'DKB', 'fremd.pdf', `"testingId": ${other}`]) expect(json).not.toContain(foreign);
});

test('only the person themself and staff: 403 for another tester, 401 without a token, staff download any tester', async () => {
  const refused = await app.inject({ method: 'GET', url: '/user/personal-data/u-tester', headers: await headers('tester2') });
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ message: 'Zugriff verweigert.' });
  expect(refused.headers['content-disposition']).toBeUndefined();
  expect((await app.inject({ method: 'GET', url: '/user/personal-data/u-tester' })).statusCode).toBe(401);
  for (const staff of ['manager', 'admin'] as const) {
    const answer = await app.inject({ method: 'GET', url: '/user/personal-data/u-tester2', headers: await headers(staff) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename=meine-daten-musterfrau-2023-06-01.zip');
  }
});

test('the file name is readable by the shell on its own origin (CORS exposes Content-Disposition)', async () => {
  const answer = await app.inject({
    method: 'GET',
    url: '/user/personal-data/u-tester',
    headers: { ...(await headers('tester')), origin: 'http://localhost:3000' },
  });
  expect(answer.headers['access-control-expose-headers']).toContain('Content-Disposition');
});

test('the ZIP streams: sent in chunks as it is made, without a Content-Length, with the security headers', async () => {
  // The testing of the first test: its claim saved, done or beyond.
  const testings = await platform.storage.transaction('read', (tx) => tx.find('testing', { userId: 'u-tester' }));
  const own = testings.find((t) => testingReached(t.progress, 'DONE'))?.id ?? -1;
  // Receipts of 256 KiB each, stored as they are: far more than one chunk.
  const receipts = [1, 2, 3].map((n) => {
    const bytes = pdf(n);
    const big = new Uint8Array(256 * 1024);
    big.set(bytes);
    for (let i = bytes.length; i < big.length; i++) big[i] = (i * 7 + n) & 0xff;
    return big;
  });
  for (const [i, receipt] of receipts.entries()) await claimWithReceipt('tester', own, receipt, `gross-${i}.pdf`, 'DE89 3704 0044 0532 0130 00', 'Sparkasse Hamburg');

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const response = await fetch(`http://127.0.0.1:${address.port}/user/personal-data/u-tester`, { headers: await headers('tester') });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-length')).toBeNull();
  expect(response.headers.get('transfer-encoding')).toBe('chunked');
  expect(response.headers.get('content-disposition')).toBe('attachment; filename=meine-daten-mustermann-2023-06-01.zip');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) chunks.push(read.value);
  expect(chunks.length).toBeGreaterThan(1);
  const zip = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  chunks.reduce((at, c) => (zip.set(c, at), at + c.length), 0);
  const files = unzipSync(zip);
  for (const [i, receipt] of receipts.entries()) expect(files[`belege/${own}/gross-${i}.pdf`]).toEqual(receipt);
});
