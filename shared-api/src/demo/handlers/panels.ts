import { PanelInputSchema, type Panel, type PanelListItem } from '../../contract/panel';
import { PanelProgressLabels } from '../../contract/back-office-statuses';
import { TestingProgressLabels, testingReached } from '../../contract/statuses';
import { numParam, parseBody, requireStaff, type Ctx } from '../context';
import type { Router } from '../router';
import type { DemoPanel } from '../state';
import { waveWeeks } from '../views';

const round1 = (n: number): number => Math.round(n * 10) / 10;

function panelView(ctx: Ctx, panel: DemoPanel): Panel {
  const { db } = ctx;
  const testings = db.state.testings.filter((t) => t.panelId === panel.id);
  const testers = testings
    .filter((t) => testingReached(t.progress, 'ASSIGNED'))
    .flatMap((t) => db.assignedUser(t) ?? []);
  const ages = testers.flatMap((u) => (u.birthYear === null ? [] : [panel.year - u.birthYear]));
  const hcps = testers.flatMap((u) => (u.golfData.handicap === null ? [] : [u.golfData.handicap]));
  const avg = (xs: number[]): number | null => (xs.length ? round1(xs.reduce((a, b) => a + b, 0) / xs.length) : null);
  return {
    panelId: panel.id,
    clubId: panel.clubId,
    clubName: db.club(panel.clubId)?.name ?? '',
    year: panel.year,
    progress: panel.progress,
    progressLabel: PanelProgressLabels[panel.progress],
    averageAge: avg(ages),
    averageHcp: avg(hcps),
    testings: testings
      .map((t) => {
        const wave = db.waveOr404(t.waveId);
        const user = db.assignedUser(t);
        return {
          testingId: t.id,
          panelId: panel.id,
          waveNumber: wave.number,
          weeks: waveWeeks(wave),
          firstName: user?.firstName ?? null,
          lastName: user?.lastName ?? null,
          progress: t.progress,
          progressLabel: TestingProgressLabels[t.progress],
        };
      })
      .sort((a, b) => a.waveNumber - b.waveNumber || a.testingId - b.testingId),
  };
}

function list(ctx: Ctx): PanelListItem[] {
  requireStaff(ctx);
  const { db } = ctx;
  return db.state.panels
    .filter((p) => p.year === db.state.seasonYear)
    .map((p) => {
      const club = db.club(p.clubId);
      return {
        panelId: p.id,
        clubId: p.clubId,
        clubName: club?.name ?? '',
        city: club?.address.city ?? '',
        year: p.year,
        progress: p.progress,
        progressLabel: PanelProgressLabels[p.progress],
      };
    })
    .sort((a, b) => a.clubName.localeCompare(b.clubName, 'de'));
}

export function registerPanels(router: Router<Ctx>): void {
  router
    .get('/panel/list/clubs', list)
    .get('/panel/:id', (ctx, p) => {
      requireStaff(ctx);
      return panelView(ctx, ctx.db.panelOr404(numParam(p.id)));
    })
    .post('/panel', (ctx) => {
      requireStaff(ctx);
      const input = parseBody(ctx, PanelInputSchema);
      const panel = ctx.db.panelOr404(input.panelId);
      panel.progress = input.progress;
      return panelView(ctx, panel);
    });
}
