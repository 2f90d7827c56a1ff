import { testsApi } from '@dtp/api-client';
import { MIN_CLUBS_FOR_AVERAGE, questionnaireReviewApi, resultsApi, type SeasonResult } from '@dtp/api-client/back-office';
import { questionnaireApi, type Answers } from '@dtp/api-client/questionnaire';
import { type DemoHarness, findingRow, refusal, seasonTesting, setupDemo } from '../../test-support';
import type { FindingOutcome } from '@dtp/contract/club-measures';
import type { FindingRow } from '../state';

// The back office's 'Auswertung' (issue 45, item 2): GET /results/{year} and GET /results/club/{clubId}, on the
// demo's seed (released questionnaires for the done tests of the seasons 2022 and 2023). Testers never see results
// (item 4): the rows' access refuses them.

const DAY = 24 * 60 * 60 * 1000;
const mean = (values: readonly number[]) => Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
const clubCount = (results: readonly SeasonResult[]) => new Set(results.map((r) => r.clubId)).size;

describe('the season’s results (GET /results/{year})', () => {
  it('are refused to a tester (403), on the season and on a club', async () => {
    const h = setupDemo('tester');
    const own = seasonTesting(h, 'u-tester', 'DONE');
    expect((await refusal(resultsApi.season(2023))).status).toBe(403);
    expect((await refusal(resultsApi.ofClub(own.clubId))).status).toBe(403);
    // Nor with a year that has none.
    expect((await refusal(resultsApi.season(2024))).status).toBe(403);
  });

  it("list every released questionnaire of the season with the review list's score, its sections and the association's average", async () => {
    setupDemo('manager');
    const season = await resultsApi.season(2023);
    const released = (await questionnaireReviewApi.list()).filter((e) => e.year === 2023 && e.progress === 'RELEASED');
    expect(released.length).toBeGreaterThanOrEqual(MIN_CLUBS_FOR_AVERAGE);
    expect(season.year).toBe(2023);
    expect(season.years).toEqual([2023, 2022]);
    expect(season.results.map((r) => r.testingId).sort()).toEqual(released.map((e) => e.testingId).sort());
    for (const entry of released) {
      const result = season.results.find((r) => r.testingId === entry.testingId)!;
      expect(result).toMatchObject({ clubId: entry.clubId, clubName: entry.clubName, waveNumber: entry.wave, premiumTest: entry.premiumTest, total: entry.scorePercent });
    }
    // By club name, then wave.
    const names = season.results.map((r) => r.clubName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    // Every section is a column where some result has a percent; a premium page only on premium tests.
    expect(season.sections.length).toBeGreaterThan(1);
    for (const section of season.sections) expect(season.results.some((r) => typeof r.sections[section.id] === 'number')).toBe(true);
    const premiumPage = season.sections.find((s) => s.premiumOnly);
    if (premiumPage) expect(season.results.filter((r) => !r.premiumTest).every((r) => r.sections[premiumPage.id] === undefined)).toBe(true);
    // The average over the season: every club counts.
    const totals = season.results.flatMap((r) => (r.total === null ? [] : [r.total]));
    expect(season.average).toMatchObject({ clubs: clubCount(season.results), total: mean(totals) });
    // Beside it the previous season (issue 61, item 3), with the figures the questionnaire changed between them.
    const before = await resultsApi.season(2022);
    expect(season.previous).toMatchObject({ year: 2022, average: before.average });
    expect(before.previous).toBeNull();
  });

  it('answers a season without released questionnaires with empty results and the seasons that have some; 400 for no year', async () => {
    setupDemo('manager');
    expect(await resultsApi.season(2024)).toEqual({ year: 2024, years: [2023, 2022], sections: [], results: [], average: null, previous: null });
    expect((await refusal(resultsApi.season(12))).status).toBe(400);
  });

  it('count a questionnaire once it is released', async () => {
    const h = setupDemo('tester');
    const assigned = seasonTesting(h, 'u-tester', 'ASSIGNED');
    await testsApi.save({ id: assigned.id, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
    h.clock.advance(10 * DAY);
    const q = await questionnaireApi.load(assigned.id);
    const answers: Answers = {};
    for (const question of q.definition.sections.flatMap((s) => s.questions)) {
      if (question.options.length > 0) answers[question.id] = { option: question.options[0]!.value };
      else if (question.kind === 'number') answers[question.id] = { number: 2 };
      else if (question.kind === 'text') answers[question.id] = { text: 'Gut.' };
    }
    const submitted = await questionnaireApi.submit(q.testingId, { revision: q.revision, version: q.definition.version, answers });
    h.signInAs('manager');
    expect((await resultsApi.season(2023)).results.some((r) => r.testingId === assigned.id)).toBe(false);
    await questionnaireReviewApi.release(assigned.id);
    const result = (await resultsApi.season(2023)).results.find((r) => r.testingId === assigned.id);
    expect(result).toMatchObject({ clubId: assigned.clubId, panelId: assigned.panelId, total: submitted.score.total.percent });
  });
});

describe('a club’s results (GET /results/club/{clubId})', () => {
  it("per season, the latest first, with the other clubs' average of the same questionnaire", async () => {
    const h = setupDemo('manager');
    const [season2023, season2022] = [await resultsApi.season(2023), await resultsApi.season(2022)];
    const clubId = season2023.results.find((r) => season2022.results.some((x) => x.clubId === r.clubId))?.clubId;
    if (clubId === undefined) throw new Error('the seed has no club with results in 2022 and 2023');
    const club = await resultsApi.ofClub(clubId);
    expect(club.clubName).toBe(h.server.state().clubs.find((c) => c.id === clubId)?.name);
    expect(club.seasons.map((s) => s.year)).toEqual([2023, 2022]);
    for (const [season, all] of [
      [club.seasons[0]!, season2023],
      [club.seasons[1]!, season2022],
    ] as const) {
      const own = all.results.filter((r) => r.clubId === clubId);
      expect(season.results).toEqual(own);
      // The seed has one definition per season: the average is the other clubs' of the season.
      const others = all.results.filter((r) => r.clubId !== clubId);
      expect(season.average).toMatchObject({ clubs: clubCount(others), total: mean(others.flatMap((r) => (r.total === null ? [] : [r.total]))) });
      expect(season.sections.map((s) => s.id)).toEqual(all.sections.map((s) => s.id).filter((id) => own.some((r) => typeof r.sections[id] === 'number')));
    }
  });

  it('answers a club without released questionnaires with no seasons, and 404 for a club that does not exist', async () => {
    const h = setupDemo('manager');
    const released = new Set((await resultsApi.season(2023)).results.concat((await resultsApi.season(2022)).results).map((r) => r.clubId));
    const untested = h.server.state().clubs.find((c) => !released.has(c.id));
    if (!untested) throw new Error('the seed has no club without results');
    expect(await resultsApi.ofClub(untested.id)).toEqual({ clubId: untested.id, clubName: untested.name, seasons: [] });
    expect((await refusal(resultsApi.ofClub(h.server.state().nextId + 1000))).status).toBe(404);
  });
});

describe("what became of a club's findings (issue 62), in 'Auswertung'", () => {
  /** A finding of the testing's release (the seed has none), with what the next test found (null: not yet). */
  function finding(h: DemoHarness, testingId: number, year: number, outcome: FindingOutcome | null, dropped = false): FindingRow {
    const state = h.server.state();
    const testing = state.testings.find((t) => t.id === testingId)!;
    const row = findingRow({ id: state.nextId++, clubId: testing.clubId, testingId, year }, outcome, dropped);
    state.findings.push(row);
    return row;
  }

  it('per test and per club season: the findings (not those dropped), the share the next test found fixed of those it judged, the recurring ones', async () => {
    const h = setupDemo('manager');
    const [season2023, season2022] = [await resultsApi.season(2023), await resultsApi.season(2022)];
    const own2023 = season2023.results.find((r) => season2022.results.some((x) => x.clubId === r.clubId))!;
    const own2022 = season2022.results.find((r) => r.clubId === own2023.clubId)!;
    // Before any finding: none, nothing judged.
    expect(own2022).toMatchObject({ findings: 0, resolvedPercent: null, recurring: 0 });

    // 2022: two fixed, one back, one no longer comparable, one not judged yet, one dropped; 2023: two not judged yet.
    for (const outcome of ['RESOLVED', 'RESOLVED', 'RECURRING', 'INCOMPARABLE', null] as const) finding(h, own2022.testingId, 2022, outcome);
    finding(h, own2022.testingId, 2022, 'RECURRING', true);
    finding(h, own2023.testingId, 2023, null);
    finding(h, own2023.testingId, 2023, null);

    const after2022 = await resultsApi.season(2022);
    expect(after2022.results.find((r) => r.testingId === own2022.testingId)).toMatchObject({ findings: 5, resolvedPercent: 66.7, recurring: 1 });
    expect(after2022.results.filter((r) => r.clubId !== own2022.clubId).every((r) => r.findings === 0 && r.resolvedPercent === null && r.recurring === 0)).toBe(true);
    expect((await resultsApi.season(2023)).results.find((r) => r.testingId === own2023.testingId)).toMatchObject({ findings: 2, resolvedPercent: null, recurring: 0 });

    const club = await resultsApi.ofClub(own2023.clubId);
    expect(club.seasons.map((s) => [s.year, s.findings, s.resolvedPercent, s.recurring])).toEqual([
      [2023, 2, null, 0],
      [2022, 5, 66.7, 1],
    ]);
    expect(club.seasons[1]!.results.find((r) => r.testingId === own2022.testingId)).toMatchObject({ findings: 5, resolvedPercent: 66.7, recurring: 1 });
  });
});
