import { WaveProgressLabels } from '../../contract/back-office-statuses';
import { TestingProgressLabels } from '../../contract/statuses';
import { ISO_DATE } from '../../contract/wire-format';
import { WaveInputSchema, type CalendarWeeks, type Wave } from '../../contract/wave';
import { numParam, parseBody, requireAdmin, requireStaff, type Ctx } from '../context';
import type { Router } from '../router';
import type { DemoWave } from '../state';
import { FieldErrors } from '../rules/field-errors';
import { panelProgressOf, waveProgressOf } from '../rules/progress-rollup';
import { DATE_MESSAGE } from '../rules/testing-rules';
import { waveWeeks } from '../views';

function waveView(ctx: Ctx, wave: DemoWave, withTestings: boolean): Wave {
  const testings = withTestings
    ? ctx.db.state.testings
        .filter((t) => t.waveId === wave.id)
        .map((t) => {
          const tester = ctx.db.assignedUser(t);
          return {
            id: t.id,
            waveId: wave.id,
            club: ctx.db.club(t.clubId)?.name ?? '',
            clubId: t.clubId,
            testerFirstName: tester?.firstName ?? null,
            testerLastName: tester?.lastName ?? null,
            progress: t.progress,
            progressLabel: TestingProgressLabels[t.progress],
          };
        })
        .sort((a, b) => a.club.localeCompare(b.club, 'de'))
    : [];
  return {
    ...wave,
    progressLabel: WaveProgressLabels[wave.progress],
    weeks: waveWeeks(wave),
    testings,
  };
}

function save(ctx: Ctx): Wave {
  requireStaff(ctx);
  const input = parseBody(ctx, WaveInputSchema);
  const wave = ctx.db.waveOr404(input.id);
  const e = new FieldErrors();
  if (!ISO_DATE.test(input.start)) e.add('start', DATE_MESSAGE);
  if (!ISO_DATE.test(input.end)) e.add('end', DATE_MESSAGE);
  if (e.empty && input.end < input.start) e.add('end', 'Das Ende darf nicht vor dem Beginn liegen.');
  e.throwIfAny();
  Object.assign(wave, { start: input.start, end: input.end, progress: input.progress });
  return waveView(ctx, wave, true);
}

/** Admin: recompute every season wave's and panel's progress from its testings. */
function updateAll(ctx: Ctx): Wave[] {
  requireAdmin(ctx);
  const { db } = ctx;
  for (const wave of db.seasonWaves()) wave.progress = waveProgressOf(db.state.testings.filter((t) => t.waveId === wave.id));
  for (const panel of db.state.panels.filter((p) => p.year === db.state.seasonYear)) {
    panel.progress = panelProgressOf(db.state.testings.filter((t) => t.panelId === panel.id));
  }
  return db.seasonWaves().map((w) => waveView(ctx, w, false));
}

export function registerWaves(router: Router<Ctx>): void {
  router
    .get('/wave/list', (ctx) => {
      requireStaff(ctx);
      return ctx.db.seasonWaves().map((w) => waveView(ctx, w, false));
    })
    .get('/wave/:id', (ctx, p) => {
      requireStaff(ctx);
      return waveView(ctx, ctx.db.waveOr404(numParam(p.id)), true);
    })
    .post('/wave', save)
    .post('/admin/wave/update', updateAll)
    .get('/weeks/list', (ctx): CalendarWeeks[] => {
      requireStaff(ctx);
      return ctx.db.seasonWaves().map((w) => ({ number: w.number, weeks: waveWeeks(w) }));
    });
}
