import { TestingProgressLabels, TravelProgressLabels, testingReached } from '../../contract/statuses';
import { TestInputSchema, type Test, type TestList } from '../../contract/tests';
import { numParam, parseBody, requireSelfOrStaff, type Ctx } from '../context';
import { badRequest, notFound } from '../http';
import type { Router } from '../router';
import type { DemoTesting } from '../state';
import { validateSchedule } from '../rules/testing-rules';
import { travelProgress } from '../rules/travel-rules';
import { clubRef, waveWeeks } from '../views';

/** A tester sees a testing from MARKED on; the list shows it from ASSIGNED on. */
function ownTesting(ctx: Ctx, id: number): DemoTesting {
  const testing = ctx.db.testingOr404(id);
  requireSelfOrStaff(ctx, testing.userId);
  if (testing.userId === null || (!ctx.isStaff && testing.progress === 'INITIAL')) throw notFound('Der Test');
  return testing;
}

const teeTimeOpen = (t: DemoTesting): boolean => t.progress === 'ASSIGNED' || t.progress === 'TEE_TIME';

function testView(ctx: Ctx, t: DemoTesting): Test {
  const wave = ctx.db.waveOr404(t.waveId);
  const tester = ctx.db.assignedUser(t);
  const notYetReady = t.progress === 'MARKED';
  const done = testingReached(t.progress, 'DONE');
  return {
    id: t.id,
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
    showTesterFeedback: done && ctx.db.state.settings.showTesterFeedback,
    // The club stays hidden while the tester is only marked ('Ihr nächster Test').
    club: notYetReady ? null : clubRef(ctx.db, t.clubId),
    progress: t.progress,
    progressLabel: TestingProgressLabels[t.progress],
  };
}

function list(ctx: Ctx): TestList {
  const tests = ctx.db
    .seasonTestings()
    .filter((t) => t.userId === ctx.me.sub && testingReached(t.progress, 'ASSIGNED'))
    .map((t) => {
      const wave = ctx.db.waveOr404(t.waveId);
      const travel = travelProgress(t.travel);
      return {
        id: t.id,
        weeks: waveWeeks(wave),
        date: t.date,
        teeTime: t.teeTime,
        club: clubRef(ctx.db, t.clubId),
        progress: t.progress,
        progressLabel: TestingProgressLabels[t.progress],
        travelProgress: travel,
        travelProgressLabel: TravelProgressLabels[travel],
        waveNumber: wave.number,
      };
    })
    .sort((a, b) => a.waveNumber - b.waveNumber)
    .map(({ waveNumber: _wave, ...item }) => item);
  return { year: ctx.db.state.seasonYear, tests };
}

function save(ctx: Ctx): Test {
  const input = parseBody(ctx, TestInputSchema);
  const t = ownTesting(ctx, input.id);
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
    .get('/test/:id', (ctx, p) => testView(ctx, ownTesting(ctx, numParam(p.id))))
    .post('/test', save);
}
