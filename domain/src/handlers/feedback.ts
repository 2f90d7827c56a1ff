import type { Feedback } from '@dtp/contract/feedback';
import { feedbackCalls } from '@dtp/contract/calls/shell-and-tester';
import { testingReached } from '@dtp/contract/statuses';
import { requireSelfOrStaff, type Ctx } from '../context';
import { forbidden } from '../http';
import type { Router } from '../router';
import type { TestingRow } from '../state';
import { feedbackAverages } from '../rules/feedback-averages';
import { fullName } from '../views';
import { existingSeason } from '../rules/seasons';

/** Feedback over the given testings of a season (default: the current one); raw JSON only for admins. */
async function feedbackOf(ctx: Ctx, testings: readonly TestingRow[], year = ctx.db.seasonYear): Promise<Feedback> {
  const done = testings.filter((t) => testingReached(t.progress, 'DONE'));
  const cmc = feedbackAverages(done.flatMap((t) => (t.feedbackCmc === null ? [] : [t.feedbackCmc])));
  const club = feedbackAverages(done.flatMap((t) => (t.feedbackClub === null ? [] : [t.feedbackClub])));
  const debugFeedbacksJson: Feedback['debugFeedbacksJson'] = [];
  if (ctx.isAdmin) {
    await ctx.db.preloadAssigned(done);
    const clubs = new Map((await ctx.db.clubs()).map((c) => [c.id, c]));
    for (const t of done) {
      const tester = await ctx.db.assignedUser(t);
      const title = `${clubs.get(t.clubId)?.name ?? ''} – ${tester ? fullName(tester) : ''} (Test ${t.id})`;
      if (t.feedbackCmc !== null) debugFeedbacksJson.push({ title: `${title}: Feedback ${ctx.contactName}`, json: t.feedbackCmc });
      if (t.feedbackClub !== null) debugFeedbacksJson.push({ title: `${title}: Feedback Club`, json: t.feedbackClub });
    }
  }
  return {
    cmcFeedbackCount: cmc.count,
    cmcFeedbackAverages: cmc.averages,
    clubFeedbackCount: club.count,
    clubFeedbackAverages: club.averages,
    debugFeedbacksJson,
    year,
  };
}

/**
 * The admin's setting 'show testers the feedback' (GET /settings showTesterFeedback) is a rule of
 * the data source, not only a hidden menu entry: while it is off, testers get 403 for their feedback.
 */
function requireFeedbackShownOrStaff(ctx: Ctx): void {
  if (!ctx.isStaff && !ctx.db.settings.showTesterFeedback) throw forbidden();
}

/** GET /tester-feedback: a tester's own; managers and admins get the season overview. */
async function own(ctx: Ctx): Promise<Feedback> {
  requireFeedbackShownOrStaff(ctx);
  const season = await ctx.db.seasonTestings();
  return feedbackOf(ctx, ctx.isStaff ? season : season.filter((t) => ctx.userId !== null && t.userId === ctx.userId));
}

async function ofUser(ctx: Ctx, userId: string): Promise<Feedback> {
  requireSelfOrStaff(ctx, userId);
  requireFeedbackShownOrStaff(ctx);
  await ctx.db.userOr404(userId);
  return feedbackOf(ctx, (await ctx.db.seasonTestings()).filter((t) => t.userId === userId));
}

export function registerFeedback(router: Router<Ctx>): void {
  router
    .on(feedbackCalls.ofSeason, async (ctx, p) => {
      const year = await existingSeason(ctx.db, p.year);
      return feedbackOf(ctx, await ctx.db.seasonTestings(year), year);
    })
    .on(feedbackCalls.own, own).on(feedbackCalls.ofUser, (ctx, p) => ofUser(ctx, p.userId));
}
