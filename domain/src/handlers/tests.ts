import { TestingProgressLabels, TravelProgressLabels, testingReached } from '@dtp/contract/statuses';
import { testsCalls } from '@dtp/contract/calls/shell-and-tester';
import { TestInputSchema, type Test, type TestClubContact, type TestList } from '@dtp/contract/tests';
import { parseBody, requireSelfOrStaff, type Ctx } from '../context';
import { badRequest, HttpError, notFound } from '../http';
import type { Router } from '../router';
import type { TestingRow } from '../state';
import { calendarClubOf, testCalendar, testCalendarFileName, testCalendarInputOf } from '../rules/test-calendar';
import { agreedTestOf, queueTeeTimeMails } from '../rules/tee-time-mails';
import { validateSchedule } from '../rules/testing-rules';
import { questionnaireOpensOn } from '../rules/questionnaire-rules';
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

/** The club is told with the assignment: hidden while the tester is only marked ('Ihr nächster Test'). */
const clubRevealed = (t: TestingRow): boolean => t.progress !== 'MARKED';

/** A calendar entry exists once the date is agreed (TEE_TIME and later) and the club is known. */
const calendarAvailable = (t: TestingRow): boolean => t.date !== null && clubRevealed(t) && testingReached(t.progress, 'TEE_TIME');

/** The club's address and contact for the test page (issue 34, item 4). */
async function clubContactOf(ctx: Ctx, t: TestingRow): Promise<TestClubContact | null> {
  if (!clubRevealed(t)) return null;
  const club = await ctx.db.club(t.clubId);
  if (!club) return null;
  const { name: _name, ...place } = calendarClubOf(club);
  return { ...place, email: club.email };
}

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
    clubContact: await clubContactOf(ctx, t),
    calendarAvailable: calendarAvailable(t),
    questionnaireOpensOn: t.date !== null && testingReached(t.progress, 'TEE_TIME') ? questionnaireOpensOn(t.date) : null,
    progress: t.progress,
    progressLabel: TestingProgressLabels[t.progress],
  };
}

/**
 * GET /test/:id/calendar — the test's .ics (text/calendar, named test-<club>-<date>.ics) for the
 * tester's own test, and for managers and admins: once the date is agreed, from rules/test-calendar.ts.
 */
async function calendarFile(ctx: Ctx, id: number): Promise<File> {
  const t = await ownTesting(ctx, id);
  const input = calendarAvailable(t)
    ? await testCalendarInputOf(ctx.db, t, ctx.calendarLinks, { method: 'PUBLISH', stamp: ctx.clock.now() })
    : null;
  if (!input) throw new HttpError(404, 'Für diesen Test ist noch kein Test-Datum vereinbart.');
  return new File([testCalendar(input)], testCalendarFileName(input.club.name, input.date), { type: 'text/calendar; charset=utf-8' });
}

/**
 * The tester's season testings from MARKED on: a marked one is the spec's 'Ihr nächster Test' (its page
 * says the test is not yet fixed), reached from its row, with the club still hidden. The invoice state
 * only where a claim exists (from DONE on).
 */
async function list(ctx: Ctx): Promise<TestList> {
  const waves = await ctx.db.seasonWaves();
  // No linked record: no tests (a lookup by userId null would find the testings nobody is assigned to).
  const own = ctx.userId === null ? [] : await ctx.db.find('testing', { userId: ctx.userId, waveId: waves.map((w) => w.id) });
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
  const agreed = agreedTestOf(t);
  t.date = input.date;
  t.noStartingTimes = input.noStartingTimes;
  t.teeTime = input.noStartingTimes ? null : input.teeTime;
  t.progress = 'TEE_TIME';
  // The confirmation (or change) with the calendar entry attached, when date or tee time is new.
  await queueTeeTimeMails(ctx.db, ctx.clock, t, agreed, ctx.contactName);
  return testView(ctx, t);
}

export function registerTests(router: Router<Ctx>): void {
  router
    .on(testsCalls.list, list)
    .on(testsCalls.load, async (ctx, p) => testView(ctx, await ownTesting(ctx, p.id)))
    .on(testsCalls.calendar, (ctx, p) => calendarFile(ctx, p.id))
    .on(testsCalls.save, save);
}
