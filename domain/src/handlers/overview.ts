import { SeasonCounts, type OverviewRow, type SeasonCockpit, type SeasonCount, type SeasonWave } from '@dtp/contract/overview';
import { overviewCalls } from '@dtp/contract/calls/back-office';
import { TestingProgressLabels, testingReached } from '@dtp/contract/statuses';
import { type Ctx } from '../context';
import type { Router } from '../router';
import type { TestingRow } from '../state';
import { clubsWithOverdueMeasures, todayOf } from '../rules/club-measures';
import { cockpitsOf } from '../rules/season-cockpit';
import { existingSeason } from '../rules/seasons';
import { claimExists } from '../rules/travel-rules';
import { waveWeeks } from '../views';

/** Tooltip of the tester-feedback action; null means the default 'Tester-Bewertung'. */
function feedbackTooltip(t: TestingRow): string | null {
  if (!testingReached(t.progress, 'DONE')) return 'Die Tester-Bewertung ist erst nach Eingang des Tests möglich.';
  if (t.feedbackCmc !== null) return 'Die Tester-Bewertung wurde bereits abgegeben.';
  return null;
}

async function overviewRow(ctx: Ctx, t: TestingRow, cockpit: SeasonCount[]): Promise<OverviewRow> {
  const wave = await ctx.db.waveOr404(t.waveId);
  const tester = await ctx.db.assignedUser(t);
  const done = testingReached(t.progress, 'DONE');
  return {
    testingId: t.id,
    firstName: tester?.firstName ?? null,
    lastName: tester?.lastName ?? null,
    clubName: (await ctx.db.club(t.clubId))?.name ?? '',
    clubId: t.clubId,
    wave: wave.number,
    weeks: waveWeeks(wave),
    date: t.date,
    progress: t.progress,
    progressLabel: TestingProgressLabels[t.progress],
    disableShowTravel: !claimExists(t),
    enableShowTesterFeedback: done && t.feedbackCmc === null,
    testerFeedbackTooltip: feedbackTooltip(t),
    enableResetCmcFeedback: t.feedbackCmc !== null,
    enableResetClubFeedback: t.feedbackClub !== null,
    cockpit,
  };
}

/** The dashboard's rows of a season (default: the current one). */
async function list(ctx: Ctx, year = ctx.db.seasonYear): Promise<OverviewRow[]> {
  const testings = await ctx.db.seasonTestings(year);
  await ctx.db.clubs();
  await ctx.db.preloadAssigned(testings);
  const cockpits = await cockpitsOf(ctx.db, ctx.clock.now(), testings);
  const rows = await Promise.all(testings.map((t) => overviewRow(ctx, t, cockpits.get(t.id) ?? [])));
  return rows.sort((a, b) => a.wave - b.wave || a.clubName.localeCompare(b.clubName, 'de') || a.testingId - b.testingId);
}

/**
 * The season at a glance (issue 45, item 3): every wave of the season by number, with how many testings are in each
 * count; beside it the clubs with an overdue measure (issue 62).
 */
async function season(ctx: Ctx): Promise<SeasonCockpit> {
  const waves = await ctx.db.seasonWaves();
  const testings = await ctx.db.seasonTestings();
  const cockpits = await cockpitsOf(ctx.db, ctx.clock.now(), testings);
  const byWave = new Map<number, SeasonWave>(
    waves.map((w) => [w.id, { wave: w.number, weeks: waveWeeks(w), counts: Object.fromEntries(SeasonCounts.map((key) => [key, 0])) as SeasonWave['counts'] }]),
  );
  for (const t of testings) {
    const counts = byWave.get(t.waveId)?.counts;
    if (counts) for (const key of cockpits.get(t.id) ?? []) counts[key] += 1;
  }
  return { year: ctx.db.seasonYear, waves: [...byWave.values()], clubsWithOverdueMeasures: await clubsWithOverdueMeasures(ctx.db, todayOf(ctx.clock)) };
}

export function registerOverview(router: Router<Ctx>): void {
  router.on(overviewCalls.list, (ctx) => list(ctx));
  router.on(overviewCalls.ofSeason, async (ctx, p) => list(ctx, await existingSeason(ctx.db, p.year)));
  router.on(overviewCalls.season, season);
}
