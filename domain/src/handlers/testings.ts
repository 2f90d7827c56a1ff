import { checkVersion, versionOf } from '../rules/versions';
import { testingsCalls } from '@dtp/contract/calls/back-office';
import { CMC_FEEDBACK_CRITERIA, CmcFeedbackInputSchema, feedbackFieldRules, feedbackFormJson } from '@dtp/contract/feedback-form';
import { DataSheetProgressLabels, TestingProgressLabels, testingReached } from '@dtp/contract/statuses';
import {
  AssignInputSchema,
  TestingInputSchema,
  type AvailableTester,
  type Testing,
} from '@dtp/contract/testing';
import { parseBody, type Ctx } from '../context';
import { badRequest, HttpError } from '../http';
import type { Router } from '../router';
import { FieldErrors } from '../rules/field-errors';
import { askClubForFeedback } from '../rules/test-done';
import type { TestingRow } from '../state';
import { assignTester } from '../rules/assign-tester';
import { agreedTestOf, queueTeeTimeMails } from '../rules/tee-time-mails';
import {
  allowedProgress,
  assignmentOpen,
  availableTestersFor,
  assignabilityOf,
  assignmentStateOf,
  checkProgress,
  showAvailableTesters,
  validateSchedule,
} from '../rules/testing-rules';
import { fullName, waveWeeks } from '../views';

async function testingView(ctx: Ctx, t: TestingRow): Promise<Testing> {
  const { db } = ctx;
  await db.flush(); // the version this request's change raised
  const wave = await db.waveOr404(t.waveId);
  const club = await db.club(t.clubId);
  const tester = await db.assignedUser(t);
  const allowed = allowedProgress(t.userId !== null, t);
  return {
    id: t.id,
    version: versionOf(t),
    club: club?.name ?? '',
    clubId: t.clubId,
    panelId: t.panelId,
    tester: tester ? fullName(tester) : null,
    // An erased tester has no record to open (handlers/erasure.ts); the testing still names „Gelöschter Tester“.
    assignedTesterId: tester?.erasedAt ? null : t.userId,
    userId: t.userId,
    testerFirstName: tester?.firstName ?? null,
    testerLastName: tester?.lastName ?? null,
    progress: t.progress,
    progressLabel: TestingProgressLabels[t.progress],
    allowedProgress: allowed.includes(t.progress) ? allowed : [t.progress, ...allowed],
    wave: { id: wave.id, number: wave.number, year: wave.year, weeks: waveWeeks(wave), start: wave.start, end: wave.end },
    noStartingTimes: t.noStartingTimes,
    date: t.date,
    teeTime: t.teeTime,
    premiumTest: t.premiumTest,
    testerFeedbackCmc: t.feedbackCmc,
    testerFeedbackClub: t.feedbackClub,
    showAvailableTesters: showAvailableTesters(t),
    assignmentOpen: assignmentOpen(t),
    showTesterFeedback: testingReached(t.progress, 'DONE'),
    city: club?.address.city ?? '',
    street: club?.address.street ?? '',
    zip: club?.address.zip ?? '',
  };
}

async function save(ctx: Ctx): Promise<Testing> {
  const input = parseBody(ctx, TestingInputSchema);
  const t = await ctx.db.testingOr404(input.id);
  checkVersion(input.version, t);
  const schedule = {
    date: input.date || null,
    teeTime: input.noStartingTimes ? null : input.teeTime || null,
    noStartingTimes: input.noStartingTimes,
  };
  validateSchedule(schedule, false).throwIfAny();
  checkProgress(t.userId !== null, schedule, input.progress);
  const agreed = agreedTestOf(t);
  Object.assign(t, schedule, { progress: input.progress });
  // Date or tee time agreed, changed or cleared: the tester's mail with the calendar entry.
  await queueTeeTimeMails(ctx.db, ctx.clock, t, agreed, ctx.contactName);
  return testingView(ctx, t);
}

async function assign(ctx: Ctx): Promise<Testing> {
  const { testingId, userId } = parseBody(ctx, AssignInputSchema);
  const t = await ctx.db.testingOr404(testingId);
  if (!assignmentOpen(t)) throw badRequest('Der Test ist bereits eingegangen; die Einteilung kann nicht mehr geändert werden.');
  if (userId === null) {
    const agreed = agreedTestOf(t);
    Object.assign(t, { userId: null, progress: 'INITIAL', date: null, teeTime: null });
    // 'Einteilung aufheben': an agreed test is cancelled in the tester's calendar.
    await queueTeeTimeMails(ctx.db, ctx.clock, t, agreed, ctx.contactName);
    return testingView(ctx, t);
  }
  const user = await ctx.db.userOr404(userId);
  const verdict = assignabilityOf(user, t, await assignmentStateOf(ctx.db, await ctx.db.waveOr404(t.waveId), user.id));
  if (!verdict.ok) throw badRequest(verdict.reason);
  await assignTester(ctx, t, user, 'ASSIGNED');
  return testingView(ctx, t);
}

async function available(ctx: Ctx, id: number): Promise<AvailableTester[]> {
  const t = await ctx.db.testingOr404(id);
  if (!showAvailableTesters(t)) return [];
  const candidates = await availableTestersFor(ctx.db, t);
  const sheets = new Map((await ctx.db.find('sheet', { year: ctx.db.seasonYear })).map((s) => [s.userId, s]));
  return candidates.map(({ user, distance, availableWaves, formerMemberUntil, testedClubIn }) => {
    const sheet = sheets.get(user.id);
    return {
      id: user.id,
      salutation: user.salutation,
      lastName: user.lastName,
      firstName: user.firstName,
      handicap: user.golfData.handicap,
      distance,
      progressMessage: sheet ? DataSheetProgressLabels[sheet.progress] : '',
      availableWaves,
      formerMemberUntil,
      testedClubIn,
    };
  });
}

/**
 * CMC's feedback on the tester (issue 44), in the JSON the charts read: once the test is in, and saved again
 * until a reset empties it. 'Ausgefüllt von' names the staff member as the Verlauf does.
 */
async function saveCmcFeedback(ctx: Ctx, id: number): Promise<Testing> {
  const input = parseBody(ctx, CmcFeedbackInputSchema);
  const t = await ctx.db.testingOr404(id);
  if (!testingReached(t.progress, 'DONE')) throw new HttpError(409, 'Das Feedback kann erst gegeben werden, wenn der Test eingegangen ist.');
  const answers = { ratings: input.ratings, remarks: input.remarks.replace(/\r\n/g, '\n').trim() };
  const errors = new FieldErrors();
  errors.checkAll(answers, feedbackFieldRules(CMC_FEEDBACK_CRITERIA));
  errors.throwIfAny();
  const json = feedbackFormJson(t.id, CMC_FEEDBACK_CRITERIA, answers, ctx.me.name || ctx.me.username || ctx.me.sub);
  if (json !== t.feedbackCmc) {
    const changed = t.feedbackCmc !== null;
    t.feedbackCmc = json;
    await ctx.db.recordHistory({ subject: `testing:${t.id}`, what: 'TESTER_FEEDBACK', from: '', to: changed ? 'CMC: geändert' : 'CMC: abgegeben' });
  }
  return testingView(ctx, t);
}

async function resetFeedback(ctx: Ctx, id: number, which: 'feedbackCmc' | 'feedbackClub'): Promise<Testing> {
  const t = await ctx.db.testingOr404(id);
  if (t[which] === null) {
    throw badRequest(which === 'feedbackCmc' ? 'Es liegt kein CMC-Feedback vor.' : 'Es liegt kein Club-Feedback vor.');
  }
  t[which] = null;
  const club = which === 'feedbackClub';
  await ctx.db.recordHistory({ subject: `testing:${t.id}`, what: 'TESTER_FEEDBACK', from: '', to: club ? 'Club: zurückgesetzt' : 'CMC: zurückgesetzt' });
  // The club gives it again: the link it has stops working, and a new one goes out (rules/test-done.ts).
  if (club) await askClubForFeedback(ctx.db, ctx.clock, t, ctx.contactName);
  return testingView(ctx, t);
}

export function registerTestings(router: Router<Ctx>): void {
  router
    .on(testingsCalls.ofWave, async (ctx, p) => {
      const wave = await ctx.db.waveOr404(p.waveId);
      const testings = await ctx.db.find('testing', { waveId: wave.id });
      await ctx.db.clubs();
      await ctx.db.preloadAssigned(testings);
      return Promise.all(testings.map((t) => testingView(ctx, t)));
    })
    .on(testingsCalls.load, async (ctx, p) => testingView(ctx, await ctx.db.testingOr404(p.id)))
    .on(testingsCalls.availableTesters, (ctx, p) => available(ctx, p.id))
    .on(testingsCalls.save, save)
    .on(testingsCalls.assign, assign)
    .on(testingsCalls.saveCmcFeedback, (ctx, p) => saveCmcFeedback(ctx, p.id))
    .on(testingsCalls.resetCmcFeedback, (ctx, p) => resetFeedback(ctx, p.id, 'feedbackCmc'))
    .on(testingsCalls.resetClubFeedback, (ctx, p) => resetFeedback(ctx, p.id, 'feedbackClub'));
}
