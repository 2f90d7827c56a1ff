import { checkVersion, versionOf } from '../rules/versions';
import { wavesCalls } from '@dtp/contract/calls/back-office';
import { WaveProgressLabels } from '@dtp/contract/back-office-statuses';
import { TestingProgressLabels } from '@dtp/contract/statuses';
import { isoDateText, waveFieldRules, wavePeriodError } from '@dtp/contract/field-rules';
import { fullName } from '@dtp/contract/common';
import { WaveNewInputSchema, type WaveRemovedSchema } from '@dtp/contract/season';
import { WaveInputSchema, type CalendarWeeks, type Wave } from '@dtp/contract/wave';
import type * as v from 'valibot';
import { parseBody, type Ctx } from '../context';
import { badRequest, notFound } from '../http';
import type { Router } from '../router';
import type { WaveRow } from '../state';
import { FieldErrors } from '../rules/field-errors';
import { existingSeason, forgetWaveAvailability, planTestings, renumberWaves, seasonRecords, seasonState, testedClubIds, wavesOf } from '../rules/seasons';
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

export const waveMessages = {
  pastSeason: (year: number) => `Die Saison ${year} ist abgeschlossen; ihre Wellen können nicht mehr geändert werden.`,
  hasTesters: (number: number, tests: string) => `Welle ${number} kann nicht entfernt werden, weil in ihr schon Tester eingeteilt sind: ${tests}.`,
};

/**
 * A wave's period as typed: real calendar days (2025-13-45 fails the date rule), the end not before the start, in the
 * season's year and overlapping none of its other waves (field-rules.ts wavePeriodError, the forms' check too).
 */
async function checkPeriod(ctx: Ctx, year: number, period: { start: string; end: string }, self: WaveRow | null): Promise<void> {
  const e = new FieldErrors();
  e.checkDate('start', period.start, waveFieldRules.start);
  e.checkDate('end', period.end, waveFieldRules.end);
  if (e.empty) {
    const typed = (w: { start: string; end: string }) => ({ start: isoDateText(w.start) ?? '', end: isoDateText(w.end) ?? '' });
    const others = (await wavesOf(ctx.db, year)).filter((w) => w !== self).map((w) => ({ ...typed(w), number: w.number }));
    const problem = wavePeriodError(year, typed(period), others);
    if (problem) e.add(problem.field, problem.message);
  }
  e.throwIfAny();
}

async function save(ctx: Ctx): Promise<Wave> {
  const input = parseBody(ctx, WaveInputSchema);
  const wave = await ctx.db.waveOr404(input.id);
  checkVersion(input.version, wave);
  // Only a changed period is checked: a status change leaves dates stored before these checks as they are.
  const moved = input.start !== wave.start || input.end !== wave.end;
  // An earlier season's waves keep their periods (its tests happened then); their status may still be set.
  if (moved && seasonState(ctx.db, wave.year) === 'PAST') throw badRequest(waveMessages.pastSeason(wave.year));
  if (moved) await checkPeriod(ctx, wave.year, input, wave);
  Object.assign(wave, { start: input.start, end: input.end, progress: input.progress });
  if (moved) await renumberWaves(ctx.db, wave.year);
  return waveView(ctx, wave, true);
}

/** A season that is current or planned; an earlier one is read only. */
async function changeableSeason(ctx: Ctx, year: number): Promise<void> {
  if (!(await seasonRecords(ctx.db)).some((s) => s.year === year)) throw notFound(`Die Saison ${year}`);
  if (seasonState(ctx.db, year) === 'PAST') throw badRequest(waveMessages.pastSeason(year));
}

/** A new wave of a season: one testing for each tested club; the season's waves are numbered by date again. */
async function add(ctx: Ctx): Promise<Wave> {
  const { db } = ctx;
  const input = parseBody(ctx, WaveNewInputSchema);
  await changeableSeason(ctx, input.year);
  await checkPeriod(ctx, input.year, input, null);
  const number = (await wavesOf(db, input.year)).length + 1;
  const wave = await db.add('wave', { id: await db.nextId(), year: input.year, number, start: input.start, end: input.end, progress: 'ASSIGNING' });
  await planTestings(db, input.year, await testedClubIds(db, input.year));
  await renumberWaves(db, input.year);
  return waveView(ctx, wave, true);
}

/** Removes a wave with its testings while none of them has a tester; the availability marked for it goes too. */
async function remove(ctx: Ctx, id: number): Promise<v.InferOutput<typeof WaveRemovedSchema>> {
  const { db } = ctx;
  const wave = await db.waveOr404(id);
  await changeableSeason(ctx, wave.year);
  const testings = await db.find('testing', { waveId: wave.id });
  const assigned = testings.filter((t) => t.userId !== null);
  if (assigned.length > 0) {
    await db.preloadAssigned(assigned);
    const names = await Promise.all(assigned.map(async (t) => `${(await db.club(t.clubId))?.name ?? ''} (${fullName((await db.assignedUser(t)) ?? {})})`));
    throw badRequest(waveMessages.hasTesters(wave.number, names.join(', ')));
  }
  for (const testing of testings) await db.remove('testing', testing);
  await forgetWaveAvailability(db, wave.year, wave.number);
  await db.remove('wave', wave);
  await renumberWaves(db, wave.year);
  return { year: wave.year, removedTestings: testings.length };
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
    .on(wavesCalls.ofSeason, async (ctx, p) => Promise.all((await ctx.db.seasonWaves(await existingSeason(ctx.db, p.year))).map((w) => waveView(ctx, w, false))))
    .on(wavesCalls.load, async (ctx, p) => waveView(ctx, await ctx.db.waveOr404(p.id), true))
    .on(wavesCalls.save, save)
    .on(wavesCalls.add, add)
    .on(wavesCalls.remove, (ctx, p) => remove(ctx, p.id))
    .on(wavesCalls.updateAll, updateAll)
    .on(wavesCalls.weeks, async (ctx): Promise<CalendarWeeks[]> => (await ctx.db.seasonWaves()).map((w) => ({ number: w.number, weeks: waveWeeks(w) })));
}
