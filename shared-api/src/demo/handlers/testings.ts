import { DataSheetProgressLabels, TestingProgressLabels, testingReached } from '../../contract/statuses';
import {
  AssignInputSchema,
  TestingInputSchema,
  type AvailableTester,
  type Testing,
} from '../../contract/testing';
import { numParam, parseBody, requireStaff, type Ctx } from '../context';
import { badRequest } from '../http';
import type { Router } from '../router';
import type { DemoTesting } from '../state';
import { queueMail } from '../rules/email-queue';
import { automaticSubject } from '../rules/mail-texts';
import {
  allowedProgress,
  assignmentOpen,
  availableTestersFor,
  checkAssignable,
  checkProgress,
  showAvailableTesters,
  validateSchedule,
} from '../rules/testing-rules';
import { fullName, salutationMessage, waveWeeks } from '../views';

function testingView(ctx: Ctx, t: DemoTesting): Testing {
  const { db } = ctx;
  const wave = db.waveOr404(t.waveId);
  const club = db.club(t.clubId);
  const tester = db.assignedUser(t);
  const allowed = allowedProgress(t.userId !== null, t);
  return {
    id: t.id,
    club: club?.name ?? '',
    clubId: t.clubId,
    panelId: t.panelId,
    tester: tester ? fullName(tester) : null,
    assignedTesterId: t.userId,
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
    showTesterFeedback: testingReached(t.progress, 'DONE'),
    city: club?.address.city ?? '',
    street: club?.address.street ?? '',
    zip: club?.address.zip ?? '',
  };
}

function save(ctx: Ctx): Testing {
  requireStaff(ctx);
  const input = parseBody(ctx, TestingInputSchema);
  const t = ctx.db.testingOr404(input.id);
  const schedule = {
    date: input.date || null,
    teeTime: input.noStartingTimes ? null : input.teeTime || null,
    noStartingTimes: input.noStartingTimes,
  };
  validateSchedule(schedule, false).throwIfAny();
  checkProgress(t.userId !== null, schedule, input.progress);
  Object.assign(t, schedule, { progress: input.progress });
  return testingView(ctx, t);
}

function assign(ctx: Ctx): Testing {
  requireStaff(ctx);
  const { testingId, userId } = parseBody(ctx, AssignInputSchema);
  const t = ctx.db.testingOr404(testingId);
  if (!assignmentOpen(t)) throw badRequest('Der Test ist bereits eingegangen; die Einteilung kann nicht mehr geändert werden.');
  if (userId === null) {
    Object.assign(t, { userId: null, progress: 'INITIAL', date: null, teeTime: null });
    return testingView(ctx, t);
  }
  const user = ctx.db.userOr404(userId);
  checkAssignable(ctx.db, t, user);
  if (t.userId !== userId) Object.assign(t, { date: null, teeTime: null });
  Object.assign(t, { userId, progress: 'ASSIGNED' });
  if (user.contact.email) {
    const wave = ctx.db.waveOr404(t.waveId);
    queueMail(ctx.db, ctx.clock, {
      to: user.contact.email,
      type: 'TESTER_ASSIGNED',
      subject: automaticSubject('TESTER_ASSIGNED'),
      content: `${salutationMessage(user)},\n\nSie wurden für den Test im ${ctx.db.club(t.clubId)?.name ?? ''} in der ${waveWeeks(wave)} eingeteilt. Bitte vereinbaren Sie Test-Datum und Tee-Time mit dem Club.\n\nMit freundlichen Grüßen\n${ctx.me.name}`,
    });
  }
  return testingView(ctx, t);
}

function available(ctx: Ctx, id: number): AvailableTester[] {
  requireStaff(ctx);
  const t = ctx.db.testingOr404(id);
  if (!showAvailableTesters(t)) return [];
  return availableTestersFor(ctx.db, t).map(({ user, distance, availableWaves, formerMemberUntil, testedClubIn }) => {
    const sheet = ctx.db.sheet(user.id);
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

function resetFeedback(ctx: Ctx, id: number, which: 'feedbackCmc' | 'feedbackClub'): Testing {
  requireStaff(ctx);
  const t = ctx.db.testingOr404(id);
  if (t[which] === null) {
    throw badRequest(which === 'feedbackCmc' ? 'Es liegt kein CMC-Feedback vor.' : 'Es liegt kein Club-Feedback vor.');
  }
  t[which] = null;
  return testingView(ctx, t);
}

export function registerTestings(router: Router<Ctx>): void {
  router
    .get('/testing/wave/:waveId', (ctx, p) => {
      requireStaff(ctx);
      const wave = ctx.db.waveOr404(numParam(p.waveId));
      return ctx.db.state.testings.filter((t) => t.waveId === wave.id).map((t) => testingView(ctx, t));
    })
    .get('/testing/:id', (ctx, p) => {
      requireStaff(ctx);
      return testingView(ctx, ctx.db.testingOr404(numParam(p.id)));
    })
    .get('/testing/availableTesters/:id', (ctx, p) => available(ctx, numParam(p.id)))
    .post('/testing', save)
    .post('/testing/assign', assign)
    .post('/testing/feedback/resetcmc/:id', (ctx, p) => resetFeedback(ctx, numParam(p.id), 'feedbackCmc'))
    .post('/testing/feedback/resetclub/:id', (ctx, p) => resetFeedback(ctx, numParam(p.id), 'feedbackClub'));
}
