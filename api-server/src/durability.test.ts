import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dataSheetInputOf, type DataSheet } from '@dtp/api-client';
import { buildServer, callAs, killAll, killed, startIdentity, startServer, type ServerProcess, type TestIdentity } from '../test/built-server';

// Nothing lost: the built server on the embedded PGlite takes a data sheet, a tee time and a claim
// with a receipt, is killed with SIGKILL (no shutdown, no flush), starts again on the same folder and
// answers everything back.

let identity: TestIdentity;
let dir: string;

beforeAll(async () => {
  buildServer();
  identity = await startIdentity();
  dir = mkdtempSync(path.join(tmpdir(), 'dtp-durability-'));
}, 120_000);

afterAll(() => {
  killAll();
  identity.close();
  rmSync(dir, { recursive: true, force: true });
});

const env = () => ({ DATA_DIR: path.join(dir, 'pglite'), BACKUP_DIR: 'off' });
const call = <T>(server: ServerProcess, method: 'GET' | 'POST', route: string, body?: unknown) => callAs<T>(identity, 'dtp-tester', server, method, route, body);

interface Tests {
  tests: { id: number; progress: string }[];
}

test('a data sheet, a tee time and a claim with a receipt survive SIGKILL', async () => {
  const port = 3290;
  const receipt = new Uint8Array(2048).map((_, i) => (i * 7) % 256);
  receipt.set([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-

  let server = await startServer(identity, port, env());
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

  server = await startServer(identity, port, env());
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
