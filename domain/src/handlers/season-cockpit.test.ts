import { testsApi } from '@dtp/api-client';
import { overviewApi, questionnaireReviewApi, SeasonCounts, type SeasonCount } from '@dtp/api-client/back-office';
import { questionnaireApi } from '@dtp/api-client/questionnaire';
import { type DemoHarness, fullAnswers, refusal, seasonTesting, setupDemo } from '../../test-support';

// The season at a glance (issue 45, item 3): GET /overview/season counts per wave the testings waiting for a tester,
// assigned, with a date agreed, overdue, submitted, released, with a claim open and missing the club's feedback. Each
// count is checked by changing one testing of the demo's seed and watching exactly its wave's number move.

type Counts = Record<SeasonCount, number>;

async function countsOf(wave: number): Promise<Counts> {
  const cockpit = await overviewApi.season();
  const found = cockpit.waves.find((w) => w.wave === wave);
  if (!found) throw new Error(`no wave ${wave} in the cockpit`);
  return found.counts;
}

/** The counts after minus before, only those that changed. */
function moved(before: Counts, after: Counts): Partial<Counts> {
  return Object.fromEntries(SeasonCounts.flatMap((key) => (after[key] === before[key] ? [] : [[key, after[key] - before[key]]])));
}

const waveOf = (h: DemoHarness, waveId: number) => h.server.state().waves.find((w) => w.id === waveId)!.number;

/** A season testing in that progress, any tester, live in the demo's state. */
function anySeasonTesting(h: DemoHarness, progress: string) {
  const state = h.server.state();
  const season = new Set(state.waves.filter((w) => w.year === state.seasonYear).map((w) => w.id));
  const t = state.testings.find((x) => x.progress === progress && season.has(x.waveId) && x.userId !== 'u-tester' && x.userId !== 'u-tester2');
  if (!t) throw new Error(`the seed has no ${progress} testing`);
  return t;
}

describe('the season at a glance (GET /overview/season)', () => {
  it('is refused to a tester (403)', async () => {
    setupDemo('tester');
    expect((await refusal(overviewApi.season())).status).toBe(403);
  });

  it("lists the season's waves by number, and its numbers are the dashboard rows' counts", async () => {
    const h = setupDemo('manager');
    const cockpit = await overviewApi.season();
    const state = h.server.state();
    expect(cockpit.year).toBe(state.seasonYear);
    const waves = state.waves.filter((w) => w.year === state.seasonYear).map((w) => w.number);
    expect(cockpit.waves.map((w) => w.wave)).toEqual([...waves].sort((a, b) => a - b));
    const rows = await overviewApi.list();
    for (const wave of cockpit.waves) {
      const inWave = rows.filter((r) => r.wave === wave.wave);
      for (const key of SeasonCounts) expect([wave.wave, key, wave.counts[key]]).toEqual([wave.wave, key, inWave.filter((r) => r.cockpit.includes(key)).length]);
    }
    // The seed: wave 1 is done (claims, feedback), wave 3 still looks for testers.
    const [first, , third] = cockpit.waves;
    expect(first!.counts.released).toBeGreaterThan(0);
    expect(first!.counts.claimOpen).toBeGreaterThan(0);
    expect(third!.counts.waiting).toBeGreaterThan(0);
    expect(third!.counts.released).toBe(0);
  });

  it('counts a testing without a tester as waiting, one with a tester and no date as assigned, one with a tee time as agreed', async () => {
    const h = setupDemo('manager');
    const assigned = anySeasonTesting(h, 'ASSIGNED');
    const wave = waveOf(h, assigned.waveId);
    const before = await countsOf(wave);
    Object.assign(assigned, { userId: null, progress: 'INITIAL' });
    expect(moved(before, await countsOf(wave))).toEqual({ waiting: 1, assigned: -1 });

    const marked = anySeasonTesting(h, 'MARKED');
    const markedWave = waveOf(h, marked.waveId);
    const beforeTeeTime = await countsOf(markedWave);
    Object.assign(marked, { progress: 'TEE_TIME', date: '2023-09-01', teeTime: '10:00' });
    expect(moved(beforeTeeTime, await countsOf(markedWave))).toEqual({ dateAgreed: 1, assigned: -1 });
  });

  it('counts a test as overdue from the day after its date in Berlin', async () => {
    const h = setupDemo('manager');
    const t = anySeasonTesting(h, 'TEE_TIME');
    const wave = waveOf(h, t.waveId);
    t.date = '2023-09-01';
    const before = await countsOf(wave);
    // 31.05. 23:30 in Berlin is still the day of the test: not overdue.
    t.date = '2023-05-31';
    h.clock.set(Date.UTC(2023, 4, 31, 21, 30));
    expect(moved(before, await countsOf(wave))).toEqual({});
    // 00:30 in Berlin (still 31.05. in UTC): the day has passed.
    h.clock.set(Date.UTC(2023, 4, 31, 22, 30));
    expect(moved(before, await countsOf(wave))).toEqual({ overdue: 1 });
  });

  it('follows a test from its date through the questionnaire, the claim and the club’s feedback', async () => {
    const h = setupDemo('tester');
    const t = seasonTesting(h, 'u-tester', 'ASSIGNED');
    const wave = waveOf(h, t.waveId);
    h.signInAs('manager');
    const start = await countsOf(wave);
    h.signInAs('tester');
    await testsApi.save({ id: t.id, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
    h.signInAs('manager');
    expect(moved(start, await countsOf(wave))).toEqual({ assigned: -1, dateAgreed: 1 });

    // The day after: overdue. (Other tests of the wave may have passed their day too: the baseline is the day after.)
    h.clock.set(Date.UTC(2023, 5, 15, 9, 0));
    const live = h.server.state().testings.find((x) => x.id === t.id)!;
    live.date = null;
    const dayAfter = await countsOf(wave);
    live.date = '2023-06-14';
    expect(moved(dayAfter, await countsOf(wave))).toEqual({ overdue: 1 });

    h.signInAs('tester');
    const q = await questionnaireApi.load(t.id);
    await questionnaireApi.submit(t.id, { revision: q.revision, version: q.definition.version, answers: fullAnswers(q) });
    h.signInAs('manager');
    const submitted = await countsOf(wave);
    // In: no longer agreed nor overdue; waiting for review, its claim open, the club's feedback missing.
    expect(moved(dayAfter, submitted)).toEqual({ dateAgreed: -1, submitted: 1, claimOpen: 1, feedbackMissing: 1 });

    await questionnaireReviewApi.release(t.id);
    expect(moved(submitted, await countsOf(wave))).toEqual({ submitted: -1, released: 1 });

    // The state's rows are replaced by writes: the testing as it is now.
    const after = h.server.state().testings.find((x) => x.id === t.id)!;
    after.travel.released = true;
    expect(moved(submitted, await countsOf(wave))).toEqual({ submitted: -1, released: 1, claimOpen: -1 });
    after.feedbackClub = JSON.stringify({ rating: 5 });
    expect(moved(submitted, await countsOf(wave))).toEqual({ submitted: -1, released: 1, claimOpen: -1, feedbackMissing: -1 });
  });
});
