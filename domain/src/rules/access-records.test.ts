import { datasheetApi, personalDataApi, travelApi } from '@dtp/api-client';
import { adminApi, usersApi } from '@dtp/api-client/back-office';
import { type DemoHarness, refusal, setupDemo } from '../../test-support';
import { applyRetention } from './retention';

// Who of the staff read which person's data (issue 46, item 6): a data sheet, a claim with its IBAN, a receipt and the
// data export, each opened by staff, are recorded with who and when; the person's own reads are not; admins list them
// as 'Zugriffe'; the retention run removes them after the administration's period.

/** A tester's claim that has a receipt, from the demo's seed. */
function claimWithReceipt(h: DemoHarness) {
  const state = h.server.state();
  for (const receipt of state.attachments.filter((a) => !a.deleted && a.questionId === undefined)) {
    const userId = state.testings.find((t) => t.id === receipt.testingId)?.userId;
    if (userId) return { userId, testingId: receipt.testingId, receipt };
  }
  throw new Error('the seed has no receipt of a tester');
}

describe("the record of staff's reads of a person's data", () => {
  it('records the data sheet, the claim, the receipt and the export opened by staff, not the person’s own reads', async () => {
    const h = setupDemo('tester');
    const own = h.server.state().testings.find((t) => t.userId === 'u-tester')!;
    await datasheetApi.load('u-tester');
    await travelApi.load(own.id);
    await personalDataApi.download('u-tester');
    expect(h.server.state().accessRecords).toEqual([]);

    const { userId, testingId, receipt } = claimWithReceipt(h);
    h.signInAs('manager');
    await datasheetApi.load(userId);
    await travelApi.load(testingId);
    expect(await travelApi.attachmentImage(receipt.id)).toBeInstanceOf(Blob);
    await personalDataApi.download(userId);
    // A read that fails leaves no record.
    await refusal(travelApi.load(999_999));

    h.signInAs('admin');
    const records = await usersApi.accessRecords(userId);
    expect(records.map((r) => [r.what, r.whatLabel])).toEqual([
      ['EXPORT', 'Datenauskunft heruntergeladen'],
      ['RECEIPT', 'Beleg geöffnet'],
      ['IBAN', 'Spesenabrechnung mit Bankverbindung geöffnet'],
      ['DATASHEET', 'Datenblatt geöffnet'],
    ]);
    const manager = h.server.state().users.find((u) => u.id === 'u-manager')!;
    expect(h.server.state().accessRecords.every((r) => r.byId === manager.id && r.userId === userId)).toBe(true);
    expect(records[1]!.detail).toContain(receipt.fileName);
    expect(records[2]!.detail).toMatch(/^Spesenabrechnung /);
  });

  it('are listed for admins only', async () => {
    const h = setupDemo('manager');
    expect((await refusal(usersApi.accessRecords('u-tester'))).status).toBe(403);
    h.signInAs('tester');
    expect((await refusal(usersApi.accessRecords('u-tester'))).status).toBe(403);
    h.signInAs('admin');
    expect((await refusal(usersApi.accessRecords('u-nobody'))).status).toBe(404);
    expect(await usersApi.accessRecords('u-tester')).toEqual([]);
  });

  it('are removed by the retention run after the administration’s period (default 12 months)', async () => {
    const h = setupDemo('manager');
    await datasheetApi.load('u-tester');
    h.clock.advance(200 * 86_400_000);
    await datasheetApi.load('u-tester');
    h.signInAs('admin');
    expect((await adminApi.load()).retention.accessRecordMonths).toBe(12);
    h.clock.advance(200 * 86_400_000);
    const run = await h.server.runAsSystem(applyRetention);
    expect(run.accessRecords).toBe(1);
    expect(await usersApi.accessRecords('u-tester')).toHaveLength(1);
    expect(h.server.state().history.at(-1)?.to).toMatch(/, 1 Zugriffsprotokoll(,|$)/);
  });
});
