import { checkVersion, versionOf } from '../rules/versions';
import { panelsCalls } from '@dtp/contract/calls/back-office';
import { PanelInputSchema, type Panel, type PanelListItem } from '@dtp/contract/panel';
import { PanelProgressLabels } from '@dtp/contract/back-office-statuses';
import { TestingProgressLabels, testingReached } from '@dtp/contract/statuses';
import { parseBody, type Ctx } from '../context';
import type { Router } from '../router';
import type { PanelRow, UserRow } from '../state';
import { waveWeeks } from '../views';
import { existingSeason } from '../rules/seasons';

const round1 = (n: number): number => Math.round(n * 10) / 10;

async function panelView(ctx: Ctx, panel: PanelRow): Promise<Panel> {
  const { db } = ctx;
  await db.flush(); // the version this request's change raised
  const testings = await db.find('testing', { panelId: panel.id });
  await db.preloadAssigned(testings);
  const testers: UserRow[] = [];
  for (const t of testings) {
    const user = testingReached(t.progress, 'ASSIGNED') ? await db.assignedUser(t) : undefined;
    if (user) testers.push(user);
  }
  const ages = testers.flatMap((u) => (u.birthYear === null ? [] : [panel.year - u.birthYear]));
  const hcps = testers.flatMap((u) => (u.golfData.handicap === null ? [] : [u.golfData.handicap]));
  const avg = (xs: number[]): number | null => (xs.length ? round1(xs.reduce((a, b) => a + b, 0) / xs.length) : null);
  return {
    panelId: panel.id,
    version: versionOf(panel),
    clubId: panel.clubId,
    clubName: (await db.club(panel.clubId))?.name ?? '',
    year: panel.year,
    progress: panel.progress,
    progressLabel: PanelProgressLabels[panel.progress],
    averageAge: avg(ages),
    averageHcp: avg(hcps),
    testings: (
      await Promise.all(
        testings.map(async (t) => {
          const wave = await db.waveOr404(t.waveId);
          const user = await db.assignedUser(t);
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
        }),
      )
    ).sort((a, b) => a.waveNumber - b.waveNumber || a.testingId - b.testingId),
  };
}

/** The panels of a season (default: the current one). */
async function list(ctx: Ctx, year = ctx.db.seasonYear): Promise<PanelListItem[]> {
  const { db } = ctx;
  const clubs = new Map((await db.clubs()).map((c) => [c.id, c]));
  return (await db.find('panel', { year }))
    .map((p) => {
      const club = clubs.get(p.clubId);
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
    .on(panelsCalls.list, (ctx) => list(ctx))
    .on(panelsCalls.ofSeason, async (ctx, p) => list(ctx, await existingSeason(ctx.db, p.year)))
    .on(panelsCalls.load, async (ctx, p) => panelView(ctx, await ctx.db.panelOr404(p.id)))
    .on(panelsCalls.save, async (ctx) => {
      const input = parseBody(ctx, PanelInputSchema);
      const panel = await ctx.db.panelOr404(input.panelId);
      checkVersion(input.version, panel);
      panel.progress = input.progress;
      return panelView(ctx, panel);
    });
}
