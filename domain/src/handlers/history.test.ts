import { datasheetApi } from '@dtp/api-client';
import { historyApi } from '@dtp/api-client/back-office';
import { testsApi } from '@dtp/api-client';
import { travelApi } from '@dtp/api-client';
import { type DemoHarness, setupDemo } from '../../test-support';

function testingOf(h: DemoHarness, userId: string, progress: string): number {
  const season = new Set(h.server.state().waves.filter((w) => w.year === 2023).map((w) => w.id));
  const t = h.server.state().testings.find((x) => x.userId === userId && x.progress === progress && season.has(x.waveId));
  if (!t) throw new Error('missing seed');
  return t.id;
}

describe("the 'Verlauf': every status change with who, when, from and to", () => {
  it("records a tester's tee time and claim under the testing, with the tester's name and the time", async () => {
    const h = setupDemo('tester');
    const assigned = testingOf(h, 'u-tester', 'ASSIGNED');
    const done = testingOf(h, 'u-tester', 'DONE');
    await testsApi.save({ id: assigned, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
    await travelApi.uploadAttachment(done, new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'beleg.pdf');
    await travelApi.save({ id: done, iban: 'DE89 3704 0044 0532 0130 00', bank: 'Sparkasse', greenfee: 85, distance: 42, restaurant: 31.9, misc: null, comment: '' });

    h.signInAs('manager');
    expect(await historyApi.ofTesting(assigned)).toEqual([
      { id: expect.any(Number), at: new Date(h.clock.now()).toISOString(), by: 'Max Mustermann', subject: 'TESTING', subjectLabel: 'Test', fromLabel: 'Tester eingeteilt', toLabel: 'Tee-Time vereinbart' },
    ]);
    const claim = await historyApi.ofTesting(done);
    expect(claim.map((e) => [e.subjectLabel, e.fromLabel, e.toLabel])).toEqual([
      ['Spesenabrechnung', 'Offen', 'Eingereicht'],
      ['Test', 'Test eingegangen', 'Spesenabrechnung eingereicht'],
    ]);
  });

  it("records a data sheet's status changes under its user, newest first, with the manager's name", async () => {
    const h = setupDemo('manager');
    await datasheetApi.setProgress({ userId: 'u-tester2', progress: 'RELEASED' });
    h.clock.advance(60_000);
    await datasheetApi.setProgress({ userId: 'u-tester2', progress: 'ASSIGNED' });
    const entries = await historyApi.ofUser('u-tester2');
    expect(entries.map((e) => [e.by, e.subjectLabel, e.fromLabel, e.toLabel])).toEqual([
      ['Martin Manager', 'Datenblatt', 'Freigegeben', 'Einteilung abgeschlossen'],
      ['Martin Manager', 'Datenblatt', 'Abgeschickt', 'Freigegeben'],
    ]);
    expect(Date.parse(entries[0]?.at ?? '') - Date.parse(entries[1]?.at ?? '')).toBe(60_000);
  });

  it('records what the mail worker does as the system, and nothing for a refused save', async () => {
    const h = setupDemo('tester');
    const assigned = testingOf(h, 'u-tester', 'ASSIGNED');
    await expect(testsApi.save({ id: assigned, date: '31.02.2023', teeTime: '10:30', noStartingTimes: false })).rejects.toMatchObject({ status: 400 });
    expect(h.server.state().history).toEqual([]);
    h.clock.advance(24 * 3600_000);
    await testsApi.list();
    expect(h.server.state().history.filter((e) => e.what === 'EMAIL').every((e) => e.by === 'System')).toBe(true);
  });

  it('is for managers and admins only: a tester gets 403', async () => {
    const h = setupDemo('tester');
    const assigned = testingOf(h, 'u-tester', 'ASSIGNED');
    await expect(historyApi.ofTesting(assigned)).rejects.toMatchObject({ status: 403 });
    await expect(historyApi.ofUser('u-tester')).rejects.toMatchObject({ status: 403 });
  });
});
