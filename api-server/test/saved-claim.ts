import type { Rows, TokenIdentity } from '@dtp/domain';
import type { Platform } from '../src/platform';
import { testerIdentity } from './seed-identities';

/** One call of the domain as `me`, as a verified request would make it. */
export const callAs = (platform: Platform, me: TokenIdentity, method: 'GET' | 'POST', path: string, body?: unknown) =>
  platform.domain.handleAs(me, { method, path, token: null, ...(body === undefined ? {} : { body }) });

/** The seed tester's done test (its claim not released), with a receipt (written as the upload does) and the claim saved with bank data. */
export async function savedClaim(platform: Platform, bankData: { iban: string; bank: string }): Promise<Rows['testing']> {
  const testing = await platform.storage.transaction('read', async (tx) =>
    (await tx.find('testing', { userId: 'u-tester' })).find((t) => ['DONE', 'TRAVEL_SUBMITTED'].includes(t.progress) && !t.travel.released),
  );
  if (!testing) throw new Error('the seed has no done test of u-tester with a claim not released');
  await platform.storage.transaction('write', async (tx) =>
    tx.insert('attachment', { id: await tx.nextId(), testingId: testing.id, fileName: 'beleg.pdf', contentType: 'application/pdf', size: 4, deleted: false }),
  );
  const saved = await callAs(platform, testerIdentity, 'POST', '/travel', { id: testing.id, ...bankData, greenfee: 60, distance: 12, restaurant: null, misc: null, comment: '' });
  if (saved.status !== 200) throw new Error(`saving the claim answered ${saved.status}: ${JSON.stringify(saved.data)}`);
  return testing;
}
