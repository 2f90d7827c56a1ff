import { TestingProgressLabels, TravelProgressLabels, testingReached } from '../../contract/statuses';
import { TestInputSchema, type Test, type TestList } from '../../contract/tests';
import { numParam, parseBody, requireSelfOrStaff, type Ctx } from '../context';
import { badRequest, notFound } from '../http';
import type { Router } from '../router';
import type { TestingRow } from '../state';
import { validateSchedule } from '../rules/testing-rules';
import { checkVersion, versionOf } from '../rules/versions';
import { claimExists, travelProgress } from '../rules/travel-rules';
import { clubRef, waveWeeks } from '../views';

/** A tester sees a testing from MARKED on, in the list and on its page. */
async function ownTesting(ctx: Ctx, id: number): Promise<TestingRow> {
  const testing = await ctx.db.testingOr404(id);
  requireSelfOrStaff(ctx, testing.userId);
  if (testing.userId === null || (!ctx.isStaff && testing.progress === 'INITIAL')) throw notFound('Der Test');
  return testing;
}

const teeTimeOpen = (t: TestingRow): boolean => t.progress === 'ASSIGNED' || t.progress === 'TEE_TIME';

async function testView(ctx: Ctx, t: TestingRow): Promise<Test> {
  await ctx.db.flush(); // the version this request's change raised
  const wave = await ctx.db.waveOr404(t.waveId);
  const tester = await ctx.db.assignedUser(t);
  const notYetReady = t.progress === 'MARKED';
  const done = testingReached(t.progress, 'DONE');
  return {
    id: t.id,
    version: versionOf(t),
    date: t.date,
    teeTime: t.teeTime,
    noStartingTimes: t.noStartingTimes,
    showNotYetReadyHint: notYetReady,
    showTestDoneHint: done,
    testerFeedbackCmc: done ? t.feedbackCmc : null,
    testerFirstName: tester?.firstName ?? '',
    testerLastName: tester?.lastName ?? '',
    weeks: waveWeeks(wave),
    startDate: wave.start,
    endDate: wave.end,
    year: wave.year,
    premiumTest: t.premiumTest,
    showSetTeeTime: teeTimeOpen(t),
    showTestLink: t.progress === 'TEE_TIME',
    showTesterFeedback: done && ctx.db.settings.showTesterFeedback,
    // The club stays hidden while the tester is only marked ('Ihr nächster Test').
    club: notYetReady ? null : await clubRef(ctx.db, t.clubId),
    progress: t.progress,
    progressLabel: TestingProgressLabels[t.progress],
  };
}

/**
 * The tester's season testings from MARKED on: a marked one is the spec's 'Ihr nächster Test' (its page
 * says the test is not yet fixed), reached from its row, with the club still hidden. The invoice state
 * only where a claim exists (from DONE on).
 */
async function list(ctx: Ctx): Promise<TestList> {
  const waves = await ctx.db.seasonWaves();
  const own = await ctx.db.find('testing', { userId: ctx.me.sub, waveId: waves.map((w) => w.id) });
  await ctx.db.preloadClubs(own.map((t) => t.clubId));
  const items = await Promise.all(
    own
      .filter((t) => testingReached(t.progress, 'MARKED'))
      .map(async (t) => {
      const wave = await ctx.db.waveOr404(t.waveId);
      const travel = claimExists(t) ? travelProgress(t.travel) : null;
      return {
        id: t.id,
        weeks: waveWeeks(wave),
        date: t.date,
        teeTime: t.teeTime,
        club: t.progress === 'MARKED' ? null : await clubRef(ctx.db, t.clubId),
        progress: t.progress,
        progressLabel: TestingProgressLabels[t.progress],
        travelProgress: travel,
        travelProgressLabel: travel === null ? null : TravelProgressLabels[travel],
        waveNumber: wave.number,
      };
    }),
  );
  const tests = items.sort((a, b) => a.waveNumber - b.waveNumber).map(({ waveNumber: _wave, ...item }) => item);
  return { year: ctx.db.seasonYear, tests };
}

async function save(ctx: Ctx): Promise<Test> {
  const input = parseBody(ctx, TestInputSchema);
  const t = await ownTesting(ctx, input.id);
  checkVersion(input.version, t);
  if (!teeTimeOpen(t)) throw badRequest('Für diesen Test können Datum und Tee-Time nicht mehr geändert werden.');
  validateSchedule(input, true).throwIfAny();
  t.date = input.date;
  t.noStartingTimes = input.noStartingTimes;
  t.teeTime = input.noStartingTimes ? null : input.teeTime;
  t.progress = 'TEE_TIME';
  return testView(ctx, t);
}

export function registerTests(router: Router<Ctx>): void {
  router
    .get('/tests', list)
    .get('/test/:id', async (ctx, p) => testView(ctx, await ownTesting(ctx, numParam(p.id))))
    .post('/test', save);
}
