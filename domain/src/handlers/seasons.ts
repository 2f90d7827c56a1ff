import { seasonsCalls } from '@dtp/contract/calls/back-office/seasons';
import { fullName } from '@dtp/contract/common';
import { isoDateText, seasonFieldRules, waveFieldRules, wavePeriodError } from '@dtp/contract/field-rules';
import {
  SeasonClubsInputSchema,
  SeasonInputSchema,
  SeasonStartInputSchema,
  SeasonStateLabels,
  type OpenClaim,
  type Season,
  type SeasonList,
  type SeasonStartPreview,
  type SeasonStartResult,
} from '@dtp/contract/season';
import { TestingProgressLabels } from '@dtp/contract/statuses';
import { parseBody, type Ctx } from '../context';
import { badRequest, notFound } from '../http';
import type { Router } from '../router';
import { FieldErrors } from '../rules/field-errors';
import {
  activeTestersWithoutSheet,
  addSeasonRecord,
  createYearSheets,
  hasCurrentSeason,
  markStarted,
  planTestings,
  seasonRecords,
  seasonState,
  testedClubIds,
  wavesOf,
} from '../rules/seasons';
import { travelProgress } from '../rules/travel-progress';
import type { SeasonRecord, TestingRow } from '../state';
import { isoTimestampOf, waveWeeks } from '../views';
import { copyPrevious, definitionYears } from './questionnaire-definitions';

// Seasons (issue 56): admins create a season with its waves and tested clubs and start it; staff see them.

export const seasonMessages = {
  exists: (year: number) => `Die Saison ${year} gibt es bereits.`,
  notAfterCurrent: (current: number) => `Eine neue Saison muss nach der aktuellen Saison ${current} liegen.`,
  noWaves: 'Bitte legen Sie mindestens eine Welle an.',
  unknownClub: (id: number) => `Den Golfclub ${id} gibt es nicht.`,
  past: (year: number) => `Die Saison ${year} ist abgeschlossen und kann nicht mehr geändert werden.`,
  restartPast: (year: number) => `Die Saison ${year} ist abgeschlossen; eine frühere Saison kann nicht wieder gestartet werden.`,
  startEarlierFirst: (year: number) => `Bitte starten Sie zuerst die Saison ${year}.`,
  clubHasTesters: (tests: string) => `Diese Clubs können nicht aus der Saison genommen werden, weil in ihren Tests schon Tester eingeteilt sind: ${tests}.`,
};

async function seasonRecordOr404(ctx: Ctx, year: number): Promise<SeasonRecord> {
  const record = (await seasonRecords(ctx.db)).find((s) => s.year === year);
  if (!record) throw notFound(`Die Saison ${year}`);
  return record;
}

async function seasonTestings(ctx: Ctx, year: number): Promise<TestingRow[]> {
  const waves = await ctx.db.find('wave', { year });
  return ctx.db.find('testing', { waveId: waves.map((w) => w.id) });
}

async function seasonView(ctx: Ctx, record: SeasonRecord): Promise<Season> {
  const { db } = ctx;
  await db.flush();
  const state = seasonState(db, record.year);
  const testings = await seasonTestings(ctx, record.year);
  return {
    year: record.year,
    state,
    stateLabel: SeasonStateLabels[state],
    startedAt: record.startedAt,
    waves: (await wavesOf(db, record.year)).map((w) => ({ id: w.id, number: w.number, start: w.start, end: w.end, weeks: waveWeeks(w) })),
    clubIds: await testedClubIds(db, record.year),
    testings: testings.length,
    assignedTestings: testings.filter((t) => t.userId !== null).length,
    sheets: (await db.find('sheet', { year: record.year })).length,
  };
}

async function list(ctx: Ctx): Promise<SeasonList> {
  const records = await seasonRecords(ctx.db);
  const seasons = await Promise.all([...records].reverse().map((r) => seasonView(ctx, r)));
  return { currentYear: (await hasCurrentSeason(ctx.db)) ? ctx.db.seasonYear : null, seasons };
}

/** Club ids that exist, each once; a field error at 'clubIds' for one that does not. */
async function checkClubIds(ctx: Ctx, ids: readonly number[], e: FieldErrors): Promise<number[]> {
  const known = new Set((await ctx.db.clubs()).map((c) => c.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) e.add('clubIds', seasonMessages.unknownClub(unknown));
  return [...new Set(ids)];
}

/** The clubs chosen for a season are testable clubs from now on (their contacts and invoice data are asked for). */
async function markTestable(ctx: Ctx, clubIds: readonly number[]): Promise<void> {
  for (const id of clubIds) {
    const club = await ctx.db.clubOr404(id);
    if (!club.isTestable) club.isTestable = true;
  }
}

async function create(ctx: Ctx): Promise<Season> {
  const { db } = ctx;
  const input = parseBody(ctx, SeasonInputSchema);
  const records = await seasonRecords(db);
  const e = new FieldErrors();
  e.check('year', input.year, seasonFieldRules.year);
  const year = Number(input.year.trim());
  if (e.empty && records.some((s) => s.year === year)) e.add('year', seasonMessages.exists(year));
  else if (e.empty && records.length > 0 && year <= db.seasonYear) e.add('year', seasonMessages.notAfterCurrent(db.seasonYear));
  if (input.waves.length === 0) e.add('waves', seasonMessages.noWaves);
  const typed = input.waves.map((w) => ({ start: isoDateText(w.start) ?? '', end: isoDateText(w.end) ?? '' }));
  input.waves.forEach((wave, i) => {
    e.checkDate(`waves.${i}.start`, wave.start, waveFieldRules.start);
    e.checkDate(`waves.${i}.end`, wave.end, waveFieldRules.end);
    // A year in error first: the waves are checked against the year once it is right.
    if (e.errors[`waves.${i}.start`] || e.errors[`waves.${i}.end`] || e.errors.year) return;
    const others = typed.flatMap((other, j) => (j < i ? [{ ...other, number: j + 1 }] : []));
    const problem = wavePeriodError(year, typed[i]!, others);
    if (problem) e.add(`waves.${i}.${problem.field}`, problem.message);
  });
  const clubIds = await checkClubIds(ctx, input.clubIds, e);
  e.throwIfAny();

  const now = isoTimestampOf(ctx.clock.now());
  const first = records.length === 0;
  await addSeasonRecord(db, { year, createdAt: now, startedAt: null });
  const byDate = [...input.waves].sort((a, b) => a.start.localeCompare(b.start));
  for (const [i, wave] of byDate.entries()) {
    await db.add('wave', { id: await db.nextId(), year, number: i + 1, start: wave.start, end: wave.end, progress: 'ASSIGNING' });
  }
  await markTestable(ctx, clubIds);
  await planTestings(db, year, clubIds);
  // The platform's first season is its current one at once: there is nothing to switch from.
  if (first) {
    await markStarted(db, year, now);
    await createYearSheets(db, year);
  }
  return seasonView(ctx, await seasonRecordOr404(ctx, year));
}

/** Which tests of these clubs' panels in the year have a tester: 'Golfclub A (Max Mustermann, Welle 2)'. */
async function testsWithTesters(ctx: Ctx, year: number, clubIds: readonly number[]): Promise<string[]> {
  const panels = (await ctx.db.find('panel', { year })).filter((p) => clubIds.includes(p.clubId));
  const testings = (await ctx.db.find('testing', { panelId: panels.map((p) => p.id) })).filter((t) => t.userId !== null);
  await ctx.db.preloadAssigned(testings);
  return Promise.all(
    testings.map(async (t) => {
      const [club, tester, wave] = [await ctx.db.club(t.clubId), await ctx.db.assignedUser(t), await ctx.db.wave(t.waveId)];
      return `${club?.name ?? ''} (${tester ? fullName(tester) : ''}, Welle ${wave?.number ?? ''})`;
    }),
  );
}

async function setClubs(ctx: Ctx, year: number): Promise<Season> {
  const { db } = ctx;
  const record = await seasonRecordOr404(ctx, year);
  if (seasonState(db, year) === 'PAST') throw badRequest(seasonMessages.past(year));
  const input = parseBody(ctx, SeasonClubsInputSchema);
  const e = new FieldErrors();
  const wanted = await checkClubIds(ctx, input.clubIds, e);
  e.throwIfAny();
  const leaving = (await testedClubIds(db, year)).filter((id) => !wanted.includes(id));
  const blocked = await testsWithTesters(ctx, year, leaving);
  if (blocked.length > 0) throw badRequest(seasonMessages.clubHasTesters(blocked.join(', ')), { clubIds: seasonMessages.clubHasTesters(blocked.join(', ')) });
  for (const panel of (await db.find('panel', { year })).filter((p) => leaving.includes(p.clubId))) {
    for (const testing of await db.find('testing', { panelId: panel.id })) await db.remove('testing', testing);
    await db.remove('panel', panel);
  }
  await markTestable(ctx, wanted);
  await planTestings(db, year, wanted);
  return seasonView(ctx, record);
}

/** The current season's claims that are submitted but not yet checked. */
async function openClaims(ctx: Ctx): Promise<OpenClaim[]> {
  const { db } = ctx;
  const testings = (await db.seasonTestings()).filter((t) => travelProgress(t.travel) === 'SUBMITTED');
  await db.preloadAssigned(testings);
  const claims = await Promise.all(
    testings.map(async (t) => {
      const tester = await db.assignedUser(t);
      return {
        testingId: t.id,
        club: (await db.club(t.clubId))?.name ?? '',
        tester: tester ? fullName(tester) : '',
        waveNumber: (await db.wave(t.waveId))?.number ?? 0,
        progressLabel: TestingProgressLabels[t.progress],
      };
    }),
  );
  return claims.sort((a, b) => a.waveNumber - b.waveNumber || a.club.localeCompare(b.club, 'de'));
}

/** A season may be started when it is the current one (again: nothing happens twice) or the next planned one. */
async function checkStartable(ctx: Ctx, year: number): Promise<void> {
  const { db } = ctx;
  await seasonRecordOr404(ctx, year);
  const state = seasonState(db, year);
  if (state === 'PAST') throw badRequest(seasonMessages.restartPast(year));
  if (state === 'PLANNED') {
    const next = (await seasonRecords(db)).find((s) => s.year > db.seasonYear);
    if (next && next.year !== year) throw badRequest(seasonMessages.startEarlierFirst(next.year));
  }
}

async function startPreview(ctx: Ctx, year: number): Promise<SeasonStartPreview> {
  await checkStartable(ctx, year);
  const { db } = ctx;
  const current = (await hasCurrentSeason(db)) && db.seasonYear !== year ? db.seasonYear : null;
  const testers = await db.testers();
  const withSheet = new Set((await db.find('sheet', { year })).map((s) => s.userId));
  const questionnaire = await definitionYears(ctx, year);
  return {
    year,
    currentYear: current,
    sheetsToCreate: (await activeTestersWithoutSheet(db, year)).length,
    sheetsExisting: testers.filter((u) => withSheet.has(u.id)).length,
    waves: (await db.find('wave', { year })).length,
    testings: (await seasonTestings(ctx, year)).length,
    openClaims: current === null ? [] : await openClaims(ctx),
    hasQuestionnaire: questionnaire.has,
    previousQuestionnaireYear: questionnaire.previousYear,
  };
}

/**
 * Makes the season the current one: every active tester gets the year's data sheet in 'Angelegt'; the earlier
 * season's rows stay as they are; no mail is sent. Starting the current season again only adds missing sheets.
 */
async function start(ctx: Ctx, year: number): Promise<SeasonStartResult> {
  const input = parseBody(ctx, SeasonStartInputSchema);
  await checkStartable(ctx, year);
  await markStarted(ctx.db, year, isoTimestampOf(ctx.clock.now()));
  const sheetsCreated = await createYearSheets(ctx.db, year);
  const questionnaire = await definitionYears(ctx, year);
  const copy = input.copyQuestionnaire && !questionnaire.has && questionnaire.previousYear !== null;
  if (copy) await copyPrevious(ctx, year);
  return { year, sheetsCreated, questionnaireCopied: copy };
}

export function registerSeasons(router: Router<Ctx>): void {
  router
    .on(seasonsCalls.list, list)
    .on(seasonsCalls.create, create)
    .on(seasonsCalls.setClubs, (ctx, p) => setClubs(ctx, p.year))
    .on(seasonsCalls.startPreview, (ctx, p) => startPreview(ctx, p.year))
    .on(seasonsCalls.start, (ctx, p) => start(ctx, p.year));
}
