import { MAX_DISTANCE_KM } from '@dtp/contract/constants';
import type { LinearModel, LinearResult, LinearSolver } from './linear-solver';

/**
 * The optimisation behind 'Einteilung vorschlagen' (issue 60; the model is written down in domain/README.md,
 * 'Einteilung vorschlagen'). Pure: it sees testings, the pairs that may be, their costs and the pins, never the store.
 */

/** A tester who may take a testing (every hard rule holds: `assignabilityOf`), and what the pair costs. */
export interface ProposalPair {
  testingId: number;
  testerId: string;
  /** One way, whole km; null when unknown. */
  distanceKm: number | null;
  /** The objective's cost in whole km: the distance (unknown: the longest drive) and the preferences' surcharges. */
  cost: number;
  /** The preferences that weighed for this pair, in German. */
  reasons: readonly string[];
}

export interface ProposalProblem {
  /** The testings to fill, in the order a person works through them (nearest-first follows it). */
  testingIds: readonly number[];
  pairs: readonly ProposalPair[];
  /** Testers the manager pinned to a testing; the pair must be among `pairs`. */
  pins: ReadonlyMap<number, string>;
}

/** Testing id → the pair chosen for it. */
export type ProposalChoice = Map<number, ProposalPair>;

export type SolveOutcome = { ok: true; choice: ProposalChoice } | { ok: false; reason: 'timeLimit' | 'failed'; detail?: string };

/**
 * The manual order, the benchmark's and the totals' comparison: testing by testing, the nearest tester not yet taken
 * (unknown distances last, then by tester id for a stable order). Pins are taken first.
 */
export function nearestFirst(problem: ProposalProblem): ProposalChoice {
  const pairs = withPins(problem);
  const taken = new Set(problem.pins.values());
  const choice: ProposalChoice = new Map();
  const byTesting = groupBy(pairs, (p) => p.testingId);
  for (const testingId of problem.testingIds) {
    const pinned = problem.pins.get(testingId);
    const candidates = (byTesting.get(testingId) ?? []).filter((p) => (pinned === undefined ? !taken.has(p.testerId) : p.testerId === pinned));
    const nearest = candidates.sort(nearestPair)[0];
    if (!nearest) continue;
    choice.set(testingId, nearest);
    taken.add(nearest.testerId);
  }
  return choice;
}

const nearestPair = (a: ProposalPair, b: ProposalPair): number =>
  (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || (a.testerId < b.testerId ? -1 : a.testerId > b.testerId ? 1 : 0);

/**
 * The proposal, on one set of yes/no columns x(testing, tester), one per pair (each testing and each tester take at
 * most one pair; a pinned pair is fixed to 1):
 * 1. as many testings filled as possible: maximise Σ x → k;
 * 2. with exactly k, the least cost: minimise Σ cost · x.
 * 3. When nearest-first fills as many but 2. drives more km than it (unknown distances counted as 400 km), the km weigh
 *    more: minimise
 *    Σ (cost + λ · km) · x, with λ found by bisection as the smallest that keeps Σ km · x within nearest-first's km
 *    (a Lagrangian weight on that budget). Each solve stays a min-cost flow, solved as an LP whose optimum is whole
 *    (`solveWhole`); a budget row makes it an integer program, which took 9–16 s at 2,000 testers (bench:assign).
 */
export async function optimalChoice(problem: ProposalProblem, solver: LinearSolver, timeLimitSeconds: number): Promise<SolveOutcome> {
  const started = Date.now();
  const remaining = () => Math.max(0.1, timeLimitSeconds - (Date.now() - started) / 1000);
  const pairs = withPins(problem);
  if (pairs.length === 0) return { ok: true, choice: new Map() };
  const base = assignmentRows(pairs);
  const pinned = pairs.map((p) => problem.pins.get(p.testingId) === p.testerId);
  const columns = { lower: pinned.map((pin) => (pin ? 1 : 0)), upper: pairs.map(() => 1) };
  const most = await solveWhole(solver, { sense: 'maximize', cost: pairs.map(() => 1), rows: base, ...columns }, remaining());
  if (most.status !== 'optimal') return failure(most);
  const filled = Math.round(most.objective);

  const rows = [...base, { columns: pairs.map((_, i) => i), values: pairs.map(() => 1), lower: filled, upper: filled }];
  const cheapest = async (kmWeight: number): Promise<ProposalChoice | SolveOutcome> => {
    const result = await solveWhole(solver, { sense: 'minimize', cost: pairs.map((p) => p.cost + kmWeight * countedKm(p)), rows, ...columns }, remaining());
    if (result.status !== 'optimal') return failure(result);
    return new Map(pairs.flatMap((p, i) => ((result.values[i] ?? 0) > 0.5 ? [[p.testingId, p] as const] : [])));
  };
  // Among choices of equal cost the one with fewer km: a weight too small to outweigh one unit of cost.
  const tieBreak = 1 / (1 + filled * Math.max(1, ...pairs.map(countedKm)));
  let best = await cheapest(tieBreak);
  if (!(best instanceof Map)) return best;
  const manual = nearestFirst(problem);
  const budget = manual.size === filled ? kmOf(manual) : Infinity;
  if (kmOf(best) > budget) {
    // The smallest doubling of λ that keeps the budget, then bisection between it and the one before.
    let [lo, hi, within]: [number, number, ProposalChoice | null] = [tieBreak, KM_WEIGHT_START, null];
    for (; hi <= MAX_KM_WEIGHT; [lo, hi] = [hi, hi * 2]) {
      const choice = await cheapest(hi);
      if (!(choice instanceof Map)) return choice;
      if (kmOf(choice) <= budget) {
        within = choice;
        break;
      }
    }
    for (let step = 0; within && step < KM_WEIGHT_STEPS; step++) {
      const mid = (lo + hi) / 2;
      const choice = await cheapest(mid);
      if (!(choice instanceof Map)) return choice;
      if (kmOf(choice) <= budget) [within, hi] = [choice, mid];
      else lo = mid;
    }
    if (within) best = within;
  }
  return { ok: true, choice: best };
}

/**
 * λ starts at 1/4 and doubles up to 2^14, where one km outweighs any difference of surcharges (at most a few thousand km
 * per pair); then 6 bisection steps. A proposal thus takes at most 2 + 17 + 6 solves, usually 2–9.
 */
const KM_WEIGHT_START = 0.25;
const MAX_KM_WEIGHT = 2 ** 14;
const KM_WEIGHT_STEPS = 6;

/**
 * Solves the model as an LP: its matrix is that of a min-cost flow, so the simplex's optimum is whole (0 or 1 per pair),
 * at ~0.1–0.4 s for 15,000 pairs where the same model as an integer program took 9–12 s. Should an answer not be whole
 * after all, the model is solved again with whole-number columns.
 */
async function solveWhole(solver: LinearSolver, model: Omit<LinearModel, 'integer'>, timeLimitSeconds: number): Promise<LinearResult> {
  const started = Date.now();
  const lp = await solver.solve({ ...model, integer: false }, timeLimitSeconds);
  if (lp.status !== 'optimal' || lp.values.every((v) => Math.abs(v - Math.round(v)) < 1e-6)) return lp;
  return solver.solve({ ...model, integer: true }, Math.max(0.1, timeLimitSeconds - (Date.now() - started) / 1000));
}

function failure(result: Exclude<LinearResult, { status: 'optimal' }>): SolveOutcome {
  if (result.status === 'timeLimit') return { ok: false, reason: 'timeLimit' };
  return { ok: false, reason: 'failed', detail: result.status === 'failed' ? result.detail : result.status };
}

/** A pair's one-way km as the budget counts them: an unknown distance as the longest drive a claim names (400 km). */
export const countedKm = (pair: ProposalPair): number => pair.distanceKm ?? MAX_DISTANCE_KM;

/** The km a choice drives one way, unknown distances counted as 400 km. */
export function kmOf(choice: ProposalChoice): number {
  let km = 0;
  for (const pair of choice.values()) km += countedKm(pair);
  return km;
}

/** The pairs left by the pins: a pinned testing keeps only its pin, a pinned tester only the pinned testing. */
function withPins(problem: ProposalProblem): ProposalPair[] {
  const pinnedTesters = new Set(problem.pins.values());
  return problem.pairs.filter((p) => {
    const pin = problem.pins.get(p.testingId);
    return pin === undefined ? !pinnedTesters.has(p.testerId) : pin === p.testerId;
  });
}

/** One row per testing and per tester: at most one pair each. */
function assignmentRows(pairs: readonly ProposalPair[]): LinearModel['rows'] {
  const rowsOf = (key: (p: ProposalPair) => string | number) =>
    [...groupBy(pairs.map((p, i) => ({ p, i })), ({ p }) => key(p)).values()].map((members) => ({
      columns: members.map(({ i }) => i),
      values: members.map(() => 1),
      lower: -Infinity,
      upper: 1,
    }));
  return [...rowsOf((p) => p.testingId), ...rowsOf((p) => p.testerId)];
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
