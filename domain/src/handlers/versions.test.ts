import { clubInputOf, testerInputOf, testingInputOf, waveInputOf } from '@dtp/contract/test-support';
import { dataSheetInputOf } from '@dtp/contract/datasheet';
import { clubsApi } from '@dtp/api-client';
import { datasheetApi } from '@dtp/api-client';
import { panelsApi } from '@dtp/api-client/back-office';
import { testingsApi } from '@dtp/api-client/back-office';
import { testsApi } from '@dtp/api-client';
import { usersApi } from '@dtp/api-client/back-office';
import { wavesApi } from '@dtp/api-client/back-office';
import { useAppStore } from '@dtp/api-client';
import { type DemoHarness, setupDemo } from '../../test-support';

// No lost updates (issue 16): a save of an older version of the record than the stored one is
// refused with 409 and changes nothing; the answer of a save carries the new version.

const STALE = {
  status: 409,
  error: 'Jemand anderes hat diesen Datensatz inzwischen geändert.',
  detail: 'Ihre Eingaben sind noch da. „Neu laden“ zeigt die geänderte Fassung; Ihre Änderungen tragen Sie danach bitte erneut ein.',
  reloadOffered: true,
};

const seasonId = (h: DemoHarness, pick: 'club' | 'wave' | 'panel' | 'testing'): number => {
  const s = h.server.state();
  const waves = s.waves.filter((w) => w.year === 2023);
  const id = {
    club: () => s.clubs.find((c) => c.isTestable)?.id,
    wave: () => waves[0]?.id,
    panel: () => s.panels.find((p) => p.year === 2023)?.id,
    testing: () => s.testings.find((t) => waves.some((w) => w.id === t.waveId) && t.progress === 'INITIAL')?.id,
  }[pick]();
  if (id === undefined) throw new Error(`missing seed ${pick}`);
  return id;
};

/** Two people read the record; the first saves; the second's save is refused and the first's change stays. */
async function secondSaveIsRefused<T extends { version?: number }>(
  load: () => Promise<T>,
  save: (record: T, change: number) => Promise<T>,
  check: (record: T) => unknown,
): Promise<void> {
  const first = await load();
  const second = await load();
  expect(first.version).toEqual(expect.any(Number));
  const saved = await save(first, 1);
  expect(saved.version).toBeGreaterThan(first.version ?? 0);
  expect((await load()).version).toBe(saved.version);
  await expect(save(second, 2)).rejects.toMatchObject(STALE);
  expect(useAppStore.getState()).toMatchObject({ apiError: STALE.error, reloadOffered: true });
  const now = await load();
  expect(now.version).toBe(saved.version);
  expect(check(now)).toBe(1);
  // A save of the current version works again.
  expect(check(await save(now, 3))).toBe(3);
}

describe('a save of a record someone changed meanwhile is refused with 409', () => {
  it('club', async () => {
    const h = setupDemo('manager');
    const id = seasonId(h, 'club');
    await secondSaveIsRefused(
      () => clubsApi.load(id),
      (club, n) => clubsApi.save({ ...clubInputOf(club), phone: `040 ${n}` }),
      (club) => Number(club.phone.slice(4)),
    );
  });

  it('tester', async () => {
    setupDemo('manager');
    await secondSaveIsRefused(
      () => usersApi.load('u-tester2'),
      (tester, n) => usersApi.save({ ...testerInputOf(tester), profession: `Beruf ${n}` }),
      (tester) => Number(tester.profession.slice(6)),
    );
  });

  it('wave', async () => {
    const h = setupDemo('manager');
    const id = seasonId(h, 'wave');
    await secondSaveIsRefused(
      () => wavesApi.load(id),
      (wave, n) => wavesApi.save({ ...waveInputOf(wave), end: `2023-05-2${n}` }),
      (wave) => Number(wave.end.slice(-1)),
    );
  });

  it('panel', async () => {
    const h = setupDemo('manager');
    const id = seasonId(h, 'panel');
    const progress = ['INITIAL', 'ASSIGNED', 'INITIAL', 'FINISHED'] as const;
    await secondSaveIsRefused(
      () => panelsApi.load(id),
      (panel, n) => panelsApi.save({ panelId: panel.panelId, version: panel.version, progress: progress[n] ?? 'INITIAL' }),
      (panel) => progress.lastIndexOf(panel.progress),
    );
  });

  it('testing', async () => {
    const h = setupDemo('manager');
    const id = seasonId(h, 'testing');
    await secondSaveIsRefused(
      () => testingsApi.load(id),
      (testing, n) => testingsApi.save({ ...testingInputOf(testing), date: `2023-06-1${n}` }),
      (testing) => Number(testing.date?.slice(-1)),
    );
  });

  it('data sheet, also when the other change was an edit of the tester in the back office', async () => {
    const h = setupDemo('tester');
    await secondSaveIsRefused(
      async () => (await datasheetApi.load()).dataSheet,
      async (sheet, n) => (await datasheetApi.save({ ...dataSheetInputOf(sheet), profession: `Beruf ${n}` })).dataSheet,
      (sheet) => Number(sheet.profession.slice(6)),
    );
    const before = (await datasheetApi.load()).dataSheet;
    h.signInAs('manager');
    const tester = await usersApi.load('u-tester');
    await usersApi.save({ ...testerInputOf(tester), profession: 'vom Büro geändert' });
    h.signInAs('tester');
    await expect(datasheetApi.save({ ...dataSheetInputOf(before), profession: 'vom Tester' })).rejects.toMatchObject(STALE);
    expect((await datasheetApi.load()).dataSheet.profession).toBe('vom Büro geändert');
  });

  it("testing: the tester's tee time, also when the back office changed the testing meanwhile", async () => {
    const h = setupDemo('tester');
    const s = h.server.state();
    const id = s.testings.find((t) => t.userId === 'u-tester' && t.progress === 'ASSIGNED' && s.waves.some((w) => w.id === t.waveId && w.year === 2023))?.id;
    if (id === undefined) throw new Error('missing seed: an assigned testing of u-tester');
    const input = (test: { id: number; version?: number }, day: number) => ({ id: test.id, version: test.version, date: `2023-06-1${day}`, teeTime: '10:00', noStartingTimes: false });
    await secondSaveIsRefused(
      () => testsApi.load(id),
      (test, n) => testsApi.save(input(test, n)),
      (test) => Number(test.date?.slice(-1)),
    );
    const before = await testsApi.load(id);
    h.signInAs('manager');
    const testing = await testingsApi.load(id);
    await testingsApi.save({ ...testingInputOf(testing), date: '2023-06-19' });
    h.signInAs('tester');
    await expect(testsApi.save(input(before, 5))).rejects.toMatchObject(STALE);
    expect((await testsApi.load(id)).date).toBe('2023-06-19');
  });

  it('a save without a version (an older client) is not checked: the last write wins, as before', async () => {
    const h = setupDemo('manager');
    const id = seasonId(h, 'club');
    const club = await clubsApi.load(id);
    await clubsApi.save({ ...clubInputOf(club), phone: '040 1' });
    const { version: _stale, ...unversioned } = clubInputOf(club);
    expect((await clubsApi.save({ ...unversioned, phone: '040 2' })).phone).toBe('040 2');
  });
});
