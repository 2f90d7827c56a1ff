import { checkVersion, versionOf } from '../rules/versions';
import { wavesCalls } from '@dtp/contract/calls/back-office';
import { WaveProgressLabels } from '@dtp/contract/back-office-statuses';
import { TestingProgressLabels } from '@dtp/contract/statuses';
import { isoDateText, waveFieldRules, waveOrderError } from '@dtp/contract/field-rules';
import { WaveInputSchema, type CalendarWeeks, type Wave } from '@dtp/contract/wave';
import { parseBody, type Ctx } from '../context';
import type { Router } from '../router';
import type { WaveRow } from '../state';
import { FieldErrors } from '../rules/field-errors';
import { panelProgressOf, waveProgressOf } from '../rules/progress-rollup';
import { waveWeeks } from '../views';

async function waveTestings(ctx: Ctx, wave: WaveRow): Promise<Wave['testings']> {
  const testings = await ctx.db.find('testing', { waveId: wave.id });
  await ctx.db.preloadAssigned(testings);
  const clubs = new Map((await ctx.db.clubs()).map((c) => [c.id, c]));
  const rows = await Promise.all(
    testings.map(async (t) => {
      const tester = await ctx.db.assignedUser(t);
      return {
        id: t.id,
        waveId: wave.id,
        club: clubs.get(t.clubId)?.name ?? '',
        clubId: t.clubId,
        testerFirstName: tester?.firstName ?? null,
        testerLastName: tester?.lastName ?? null,
        progress: t.progress,
        progressLabel: TestingProgressLabels[t.progress],
      };
    }),
  );
  return rows.sort((a, b) => a.club.localeCompare(b.club, 'de'));
}

async function waveView(ctx: Ctx, wave: WaveRow, withTestings: boolean): Promise<Wave> {
  await ctx.db.flush(); // the version this request's change raised
  const testings = withTestings ? await waveTestings(ctx, wave) : [];
  return {
    ...wave,
    version: versionOf(wave),
    progressLabel: WaveProgressLabels[wave.progress],
    weeks: waveWeeks(wave),
    testings,
  };
}

async function save(ctx: Ctx): Promise<Wave> {
  const input = parseBody(ctx, WaveInputSchema);
  const wave = await ctx.db.waveOr404(input.id);
  checkVersion(input.version, wave);
  const e = new FieldErrors();
  e.checkDate('start', input.start, waveFieldRules.start);
  e.checkDate('end', input.end, waveFieldRules.end);
  // Real calendar days only (2025-13-45 fails the date rule above); then the end not before the start.
  if (e.empty) e.add('end', waveOrderError(isoDateText(input.start) ?? '', isoDateText(input.end) ?? ''));
  e.throwIfAny();
  Object.assign(wave, { start: input.start, end: input.end, progress: input.progress });
  return waveView(ctx, wave, true);
}

/** Admin: recompute every season wave's and panel's progress from its testings. */
async function updateAll(ctx: Ctx): Promise<Wave[]> {
  const { db } = ctx;
  const waves = await db.seasonWaves();
  const testings = await db.find('testing', { waveId: waves.map((w) => w.id) });
  for (const wave of waves) wave.progress = waveProgressOf(testings.filter((t) => t.waveId === wave.id));
  for (const panel of await db.find('panel', { year: db.seasonYear })) {
    panel.progress = panelProgressOf(testings.filter((t) => t.panelId === panel.id));
  }
  return Promise.all(waves.map((w) => waveView(ctx, w, false)));
}

export function registerWaves(router: Router<Ctx>): void {
  router
    .on(wavesCalls.list, async (ctx) => Promise.all((await ctx.db.seasonWaves()).map((w) => waveView(ctx, w, false))))
    .on(wavesCalls.load, async (ctx, p) => waveView(ctx, await ctx.db.waveOr404(p.id), true))
    .on(wavesCalls.save, save)
    .on(wavesCalls.updateAll, updateAll)
    .on(wavesCalls.weeks, async (ctx): Promise<CalendarWeeks[]> => (await ctx.db.seasonWaves()).map((w) => ({ number: w.number, weeks: waveWeeks(w) })));
}
