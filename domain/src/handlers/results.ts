import * as v from 'valibot';
import { resultsCalls } from '@dtp/contract/calls/back-office';
import type { ClubResults, ClubSeasonResults, ResultSection, SeasonResult, SeasonResults } from '@dtp/contract/season-results';
import { YearSchema } from '@dtp/contract/wire-format';
import type { Ctx } from '../context';
import { badRequest } from '../http';
import type { Router } from '../router';
import { associationAverage, averageBeside, findingFigures, previousSeasonBeside, releasedResults, releasedYears, type ReleasedResult } from '../rules/season-results';
import type { FindingRow } from '../state';

// The back office's 'Auswertung' (issue 45, item 2): the season's released questionnaires with their scores and the
// association's average, and a club's results over the years. The scores and averages have one owner
// (rules/season-results.ts over the contract's questionnaire-score.ts); this file only shapes them for the wire. The rows'
// access ('staff') is checked before these handlers run: a tester never sees results (issue 45, item 4).

/** One released questionnaire as the lists show it: club, wave, panel, test kind, the percents, and what became of its findings. */
async function resultOf(ctx: Ctx, { testing, score, releasedAt }: ReleasedResult, findings: readonly FindingRow[]): Promise<SeasonResult> {
  const wave = await ctx.db.waveOr404(testing.waveId);
  return {
    testingId: testing.id,
    clubId: testing.clubId,
    clubName: (await ctx.db.club(testing.clubId))?.name ?? '',
    waveNumber: wave.number,
    panelId: testing.panelId,
    premiumTest: testing.premiumTest,
    date: testing.date,
    releasedAt,
    total: score.total.percent,
    sections: Object.fromEntries(score.sections.map((s) => [s.sectionId, s.score.percent])),
    ...findingFigures(findings.filter((f) => f.testingId === testing.id)),
  };
}

/** The findings (issue 62) of these released questionnaires. */
const findingsOf = async (ctx: Ctx, released: readonly ReleasedResult[]): Promise<FindingRow[]> =>
  released.length === 0 ? [] : ctx.db.find('finding', { testingId: released.map((r) => r.testing.id) });

/** The results by club name, then wave. */
async function resultsOf(ctx: Ctx, released: readonly ReleasedResult[], findings: readonly FindingRow[]): Promise<SeasonResult[]> {
  await ctx.db.preloadClubs(released.map((r) => r.testing.clubId));
  const results = await Promise.all(released.map((r) => resultOf(ctx, r, findings)));
  return results.sort((a, b) => a.clubName.localeCompare(b.clubName, 'de') || a.waveNumber - b.waveNumber || a.testingId - b.testingId);
}

/**
 * The sections the results have a percent in, in the order of the definitions used (the newest version's first,
 * then any other version's): a section where nothing counted anywhere (a premium page in a season of normal tests,
 * a page of texts) is no column.
 */
function sectionsOf(released: readonly ReleasedResult[]): ResultSection[] {
  const counted = new Set(released.flatMap((r) => r.score.sections.filter((s) => s.score.percent !== null).map((s) => s.sectionId)));
  const definitions = [...new Map(released.map((r) => [r.definition.id, r.definition])).values()].sort((a, b) => b.year - a.year || b.version - a.version);
  const sections = new Map<string, ResultSection>();
  for (const { definition } of definitions) {
    for (const { id, title, premiumOnly } of definition.sections) if (counted.has(id) && !sections.has(id)) sections.set(id, { id, title, premiumOnly });
  }
  return [...sections.values()];
}

function checkedYear(year: number): number {
  if (!v.is(YearSchema, year)) throw badRequest(`Ungültiges Jahr „${year}“.`);
  return year;
}

/** GET /results/{year}: a season without released questionnaires answers empty results (and the seasons that have some). */
async function season(ctx: Ctx, { year }: { year: number }): Promise<SeasonResults> {
  const released = await releasedResults(ctx.db, checkedYear(year));
  return {
    year,
    years: await releasedYears(ctx.db),
    sections: sectionsOf(released),
    results: await resultsOf(ctx, released, await findingsOf(ctx, released)),
    average: associationAverage(released),
    previous: await previousSeasonBeside(ctx.db, year, released),
  };
}

/**
 * GET /results/club/{clubId}: per season with a released questionnaire of the club, the latest first, with what became
 * of the club's findings of that season (of all its tests; each result has those of its test).
 */
async function ofClub(ctx: Ctx, { clubId }: { clubId: number }): Promise<ClubResults> {
  const club = await ctx.db.clubOr404(clubId);
  const seasons: ClubSeasonResults[] = [];
  for (const year of await releasedYears(ctx.db, clubId)) {
    const released = await releasedResults(ctx.db, year);
    const own = released.filter((r) => r.testing.clubId === clubId);
    const findings = await findingsOf(ctx, own);
    seasons.push({ year, sections: sectionsOf(own), results: await resultsOf(ctx, own, findings), average: averageBeside(released, clubId), ...findingFigures(findings) });
  }
  return { clubId, clubName: club.name, seasons };
}

export function registerResults(router: Router<Ctx>): void {
  router.on(resultsCalls.season, season).on(resultsCalls.ofClub, ofClub);
}
