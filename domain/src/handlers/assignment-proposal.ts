import { wavesCalls } from '@dtp/contract/calls/back-office';
import {
  ApplyProposalInputSchema,
  ProposalInputSchema,
  proposalTexts,
  travelCostsOf,
  type ApplyProposalResult,
  type Proposal,
  type ProposalRow,
  type ProposalTotals,
} from '@dtp/contract/assignment-proposal';
import { TesterStatusLabels } from '@dtp/contract/statuses';
import { nearestFirst, optimalChoice, type ProposalChoice, type ProposalProblem } from '../assignment/proposal-model';
import { assignmentWeightsOf, proposalCandidates, type PreferenceFacts } from '../assignment/proposal-pairs';
import { parseBody, type Ctx } from '../context';
import type { Db } from '../db';
import { badRequest, HttpError } from '../http';
import type { Router } from '../router';
import { assignTester } from '../rules/assign-tester';
import { assignabilityOf, assignmentStateOf } from '../rules/testing-rules';
import { checkVersion, versionOf } from '../rules/versions';
import type { ClubRow, TestingRow, UserRow, WaveRow } from '../state';
import { fullName } from '../views';

/** How long the solver may take for one proposal; then it answers in German and nothing is proposed. */
export const PROPOSAL_TIME_LIMIT_SECONDS = 20;

async function currentSeasonWave(db: Db, waveId: number): Promise<WaveRow> {
  const wave = await db.waveOr404(waveId);
  if (wave.year !== db.seasonYear) throw badRequest(proposalTexts.pastSeason);
  return wave;
}

/** Open: no tester yet ('Tester wird gesucht'). */
const isOpen = (t: TestingRow): boolean => t.userId === null && t.progress === 'INITIAL';

/** What the preferences look at: the previous season's clubs, the season's other tests, first-timers. */
async function preferenceFactsOf(db: Db, wave: WaveRow, testers: readonly UserRow[]): Promise<PreferenceFacts> {
  const lastSeasonClubs = new Map<string, Set<number>>();
  for (const t of await db.seasonTestings(db.seasonYear - 1)) {
    if (t.userId !== null) lastSeasonClubs.set(t.userId, (lastSeasonClubs.get(t.userId) ?? new Set()).add(t.clubId));
  }
  const seasonTests = new Map<string, number>();
  for (const t of await db.seasonTestings()) {
    if (t.userId !== null && t.waveId !== wave.id) seasonTests.set(t.userId, (seasonTests.get(t.userId) ?? 0) + 1);
  }
  const newTesters = testers.filter((u) => u.status === 'NEW_TESTER').map((u) => u.id);
  const tested = new Set((await db.find('testing', { userId: newTesters })).map((t) => t.userId));
  return {
    seasonYear: db.seasonYear,
    weights: assignmentWeightsOf(db.settings),
    lastSeasonClubs,
    seasonTests,
    firstTimers: new Set(newTesters.filter((id) => !tested.has(id))),
  };
}

function totalsOf(choice: ProposalChoice, open: number): ProposalTotals {
  const known = [...choice.values()].flatMap((p) => (p.distanceKm === null ? [] : [p.distanceKm]));
  return {
    filled: choice.size,
    open,
    km: known.reduce((a, b) => a + b, 0),
    unknownDistances: choice.size - known.length,
    travelCosts: travelCostsOf(known),
  };
}

/** POST /wave/proposal: nothing changes; the manager sees the proposal, drops, pins, proposes again or takes it over. */
async function propose(ctx: Ctx): Promise<Proposal> {
  const { db } = ctx;
  const input = parseBody(ctx, ProposalInputSchema);
  const wave = await currentSeasonWave(db, input.waveId);
  const waveTestings = await db.find('testing', { waveId: wave.id });
  const clubs = new Map<number, ClubRow>((await db.clubs()).map((c) => [c.id, c]));
  const clubName = (t: TestingRow) => clubs.get(t.clubId)?.name ?? '';
  const byId = new Map(waveTestings.map((t) => [t.id, t]));
  for (const id of [...input.drops, ...input.pins.map((p) => p.testingId)]) if (!byId.has(id)) throw badRequest(proposalTexts.notInWave);
  const open = waveTestings.filter(isOpen).sort((a, b) => clubName(a).localeCompare(clubName(b), 'de') || a.id - b.id);
  const drops = new Set(input.drops);
  const considered = open.filter((t) => !drops.has(t.id));

  const state = await assignmentStateOf(db, wave);
  const testers = await db.testers();
  const testerById = new Map(testers.map((u) => [u.id, u]));
  const pins = new Map<number, string>();
  for (const pin of input.pins) {
    const t = byId.get(pin.testingId)!;
    if (!isOpen(t) || drops.has(t.id)) throw badRequest(proposalTexts.notOpen(clubName(t)));
    if ([...pins.values()].includes(pin.userId)) throw badRequest(proposalTexts.pinTwice);
    const tester = testerById.get(pin.userId) ?? (await db.userOr404(pin.userId));
    const verdict = assignabilityOf(tester, t, state);
    if (!verdict.ok) throw badRequest(proposalTexts.pinNotAssignable(clubName(t), verdict.reason));
    pins.set(t.id, pin.userId);
  }

  const facts = await preferenceFactsOf(db, wave, testers);
  const { pairs, heldElsewhere } = proposalCandidates(considered, testers, clubs, state, facts);
  const problem: ProposalProblem = { testingIds: considered.map((t) => t.id), pairs, pins };
  if (!ctx.solver) throw new HttpError(503, proposalTexts.noSolver);
  const started = Date.now();
  const outcome = await optimalChoice(problem, ctx.solver, PROPOSAL_TIME_LIMIT_SECONDS);
  if (!outcome.ok) throw new HttpError(503, outcome.reason === 'timeLimit' ? proposalTexts.solverTimedOut : proposalTexts.solverFailed);
  const solverMs = Date.now() - started;
  const { choice } = outcome;

  // Where each tester went, to name them beside a testing left empty.
  const placeOf = new Map<string, string>();
  for (const [testingId, pair] of choice) placeOf.set(pair.testerId, clubName(byId.get(testingId)!));
  for (const t of waveTestings) if (t.userId !== null) placeOf.set(t.userId, clubName(t));
  const nameOf = (id: string) => {
    const u = testerById.get(id);
    return u ? `${fullName(u)} (${placeOf.get(id) ?? '–'})` : id;
  };
  const wanted = new Map<number, Set<string>>();
  for (const p of pairs) wanted.set(p.testingId, (wanted.get(p.testingId) ?? new Set()).add(p.testerId));

  const rows: ProposalRow[] = open.map((t) => {
    const pair = choice.get(t.id);
    const tester = pair ? testerById.get(pair.testerId) : undefined;
    const others = [...(wanted.get(t.id) ?? []), ...(heldElsewhere.get(t.id) ?? [])];
    const dropped = drops.has(t.id);
    return {
      testingId: t.id,
      version: versionOf(t),
      clubId: t.clubId,
      clubName: clubName(t),
      premiumTest: t.premiumTest,
      tester: tester ? { id: tester.id, firstName: tester.firstName, lastName: tester.lastName, statusLabel: TesterStatusLabels[tester.status] } : null,
      distanceKm: pair?.distanceKm ?? null,
      pinned: pins.has(t.id),
      dropped,
      reasons: pair ? [...pair.reasons] : [],
      emptyReason: pair || dropped ? null : others.length === 0 ? proposalTexts.nobodyMarked : proposalTexts.neededElsewhere(others.map(nameOf)),
    };
  });
  return {
    waveId: wave.id,
    waveNumber: wave.number,
    rows,
    proposal: totalsOf(choice, considered.length),
    nearestFirst: totalsOf(nearestFirst(problem), considered.length),
    solverMs,
  };
}

/**
 * POST /wave/proposal/apply: every row checked before one changes (its version, the hard rules against the wave as it
 * is now), then each tester marked or assigned as a single 'einteilen' does it, in this request's one transaction.
 */
async function applyProposal(ctx: Ctx): Promise<ApplyProposalResult> {
  const { db } = ctx;
  const input = parseBody(ctx, ApplyProposalInputSchema);
  const wave = await currentSeasonWave(db, input.waveId);
  const byId = new Map((await db.find('testing', { waveId: wave.id })).map((t) => [t.id, t]));
  const testerIds = input.assignments.map((a) => a.userId);
  if (new Set(testerIds).size !== testerIds.length) throw badRequest(proposalTexts.pinTwice);
  if (new Set(input.assignments.map((a) => a.testingId)).size !== input.assignments.length) throw badRequest(proposalTexts.notInWave);
  const chosen = input.assignments.map((a) => {
    const t = byId.get(a.testingId);
    if (!t) throw badRequest(proposalTexts.notInWave);
    checkVersion(a.version, t);
    return { t, a };
  });
  const state = await assignmentStateOf(db, wave);
  const clubs = new Map((await db.clubs()).map((c) => [c.id, c.name]));
  const users: UserRow[] = [];
  for (const { t, a } of chosen) {
    if (!isOpen(t)) throw badRequest(proposalTexts.notOpen(clubs.get(t.clubId) ?? ''));
    const user = await db.userOr404(a.userId);
    const verdict = assignabilityOf(user, t, state);
    if (!verdict.ok) throw badRequest(`${clubs.get(t.clubId) ?? ''}: ${verdict.reason}`);
    users.push(user);
  }
  for (const [i, { t }] of chosen.entries()) await assignTester(ctx, t, users[i]!, input.progress);
  return { applied: chosen.length };
}

export function registerAssignmentProposal(router: Router<Ctx>): void {
  router.on(wavesCalls.propose, propose).on(wavesCalls.applyProposal, applyProposal);
}
