import type { ApiRequest, ApiResponse } from '@dtp/api-client';
import type { Clock, TokenIdentity } from '@dtp/domain';
import { postgresForTests, testWithPostgres } from '../../test/postgres';
import { openPlatform, type Platform } from '../platform';
import { columnsHolding } from '../../test/columns-holding';
import { DEMO_ACCOUNT_SUBJECTS } from '@dtp/contract/demo-accounts';

// Right to erasure (issue 32, item 4) on the real storages: after an admin erased a tester, no text or
// jsonb column of any table of the platform's schema holds the person's name, email, phone or mobile (the
// IBAN is stored encrypted and never found in plain text: bank-data/at-rest.test.ts) (searched generically through information_schema, so a table added later is searched too); the
// claim's sums and kept receipt (its bytes too) are still there; and the screens that listed the
// person still answer 200. PGlite always, PostgreSQL where one answers.

const CLOCK: Clock = { now: () => Date.UTC(2023, 5, 1, 8, 0, 0) };
const IBAN = 'DE89370400440532013000';
const admin: TokenIdentity = { sub: DEMO_ACCOUNT_SUBJECTS.admin, username: 'admin', name: 'Anna Admin', email: 'anna.admin@example.de', roles: ['dtp-admin'] };
const manager: TokenIdentity = { sub: DEMO_ACCOUNT_SUBJECTS.manager, username: 'manager', name: 'Martin Manager', email: 'martin.manager@example.de', roles: ['dtp-manager'] };
const tester: TokenIdentity = { sub: DEMO_ACCOUNT_SUBJECTS.tester, username: 'tester', name: 'Max Mustermann', email: 'max.mustermann@example.de', roles: ['dtp-tester'] };

type Call = Omit<ApiRequest, 'token'>;
const as = (platform: Platform, who: TokenIdentity, call: Call): Promise<ApiResponse> => platform.domain.handleAs(who, { token: null, ...call });
const ok = async (platform: Platform, who: TokenIdentity, call: Call): Promise<unknown> => {
  const answer = await as(platform, who, call);
  if (answer.status !== 200) throw new Error(`${call.method} ${call.path}: ${answer.status} ${JSON.stringify(answer.data)}`);
  return answer.data;
};

async function erasureOn(platform: Platform): Promise<void> {
  const testings = await platform.storage.transaction('read', (tx) => tx.find('testing', { userId: 'u-tester' }));
  const assigned = testings.find((t) => t.progress === 'ASSIGNED')!.id;
  const done = testings.find((t) => t.progress === 'DONE')!.id;
  const [user] = await platform.storage.transaction('read', (tx) => tx.find('user', { id: 'u-tester' }));
  const traces = [`${user!.firstName} ${user!.lastName}`, user!.contact.email, user!.contact.phone, user!.contact.mobile];

  // Traces everywhere: the tester's tee time (history by their name), a receipt named after them, a claim with IBAN, a mail to them.
  await ok(platform, tester, { method: 'POST', path: '/test', body: { id: assigned, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false } });
  const form = new FormData();
  form.set('testingId', String(done));
  form.set('file', new File([new TextEncoder().encode('%PDF-1.4 Beleg')], 'Beleg Max Mustermann.pdf', { type: 'application/pdf' }));
  const [receipt] = (await ok(platform, tester, { method: 'POST', path: '/travel/attachment/upload', form })) as { attachmentId: number }[];
  // A receipt the person deleted again: no voucher, its bytes go with the erasure.
  form.set('file', new File([new TextEncoder().encode('%PDF-1.4 falsch')], 'falsch.pdf', { type: 'application/pdf' }));
  const uploaded = (await ok(platform, tester, { method: 'POST', path: '/travel/attachment/upload', form })) as { attachmentId: number }[];
  const withdrawn = Math.max(...uploaded.map((a) => a.attachmentId));
  await ok(platform, tester, { method: 'POST', path: `/travel/attachment/delete/${withdrawn}` });
  const claim = { id: done, iban: IBAN, bank: 'Sparkasse', greenfee: 85, distance: 42, restaurant: 31.9, misc: null, comment: 'Anreise Max Mustermann' };
  await ok(platform, tester, { method: 'POST', path: '/travel', body: claim });
  await ok(platform, admin, { method: 'POST', path: '/email/send', body: { recipientGroup: 'ALL', waveNumber: null, subject: 'Hallo {{anrede}}', content: 'Guten Tag', emailType: 'MISC' } });
  for (const trace of traces) expect(await columnsHolding(platform, [trace])).not.toEqual([]);

  // Admins only; refused while a test is still to be done.
  expect((await as(platform, manager, { method: 'POST', path: '/user/erase', body: { id: 'u-tester' } })).status).toBe(403);
  expect((await as(platform, tester, { method: 'POST', path: '/user/erase', body: { id: 'u-tester' } })).status).toBe(403);
  expect(await as(platform, admin, { method: 'POST', path: '/user/erase', body: { id: 'u-tester' } })).toMatchObject({
    status: 400,
    data: { message: expect.stringContaining('Bitte heben Sie zuerst die Einteilung auf.') },
  });
  await ok(platform, manager, { method: 'POST', path: '/testing/assign', body: { testingId: assigned, userId: null } });
  expect(await ok(platform, admin, { method: 'POST', path: '/user/erase', body: { id: 'u-tester' } })).toEqual({
    id: 'u-tester',
    erasedAt: new Date(CLOCK.now()).toISOString(),
  });

  for (const trace of traces) expect({ trace, tables: await columnsHolding(platform, [trace]) }).toEqual({ trace, tables: [] });
  // The claim keeps its sums, its tester id and its receipt with the bytes.
  const [kept] = await platform.storage.transaction('read', (tx) => tx.find('testing', { id: done }));
  expect(kept).toMatchObject({ userId: 'u-tester', travel: { greenfee: 85, distance: 42, restaurant: 31.9, iban: '', bank: '', submitted: true } });
  const file = await platform.storage.transaction('read', (tx) => tx.file(receipt!.attachmentId));
  expect(Buffer.from(file!).toString()).toBe('%PDF-1.4 Beleg');
  expect(await platform.storage.transaction('read', (tx) => tx.file(withdrawn))).toBeNull();

  // Every list that showed the person still answers.
  const [season] = (await ok(platform, manager, { method: 'GET', path: '/wave/list' })) as { id: number }[];
  for (const path of [
    '/user/list',
    '/datasheets',
    `/testing/${done}`,
    `/testing/wave/${season!.id}`,
    '/overview/list',
    '/panel/list/clubs',
    `/history/testing/${assigned}`,
    '/history/user/u-tester',
    '/email/list',
    `/travel/${done}`,
    `/travel/attachments/${done}`,
  ]) {
    expect({ path, status: (await as(platform, admin, { method: 'GET', path })).status }).toEqual({ path, status: 200 });
  }
  expect(await ok(platform, admin, { method: 'GET', path: `/testing/${done}` })).toMatchObject({ tester: 'Gelöschter Tester' });
  // The person's still-valid token reads and writes nothing more.
  expect((await as(platform, tester, { method: 'POST', path: '/travel', body: claim })).status).toBe(403);
  expect(await columnsHolding(platform, [IBAN])).toEqual([]);
}

test('on PGlite: no trace of the erased tester in any table; claims, receipts and lists stay', async () => {
  const platform = await openPlatform({ databaseUrl: null, dataDir: 'memory://', clock: CLOCK });
  try {
    await erasureOn(platform);
  } finally {
    await platform.close();
  }
}, 120_000);

testWithPostgres('on PostgreSQL: no trace of the erased tester in any table; claims, receipts and lists stay', async () => {
  const platform = await openPlatform({ databaseUrl: await postgresForTests('erasure_test'), dataDir: '', clock: CLOCK });
  try {
    await erasureOn(platform);
  } finally {
    await platform.close();
  }
}, 120_000);
