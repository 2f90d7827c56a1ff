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
 * The proposal, in two solves on one set of yes/no columns x(testing, tester) (one per pair):
 * 1. as many testings filled as possible: maximise Σ x;
 * 2. with exactly that many, the least cost: minimise Σ cost · x; and, when the manual order (`nearestFirst`) fills no
 *    more, no more km than it drives (Σ km · x ≤ its km). Should that budget leave no solution, the second solve runs
 *    without it.
 * Each testing and each tester take at most one pair; a pinned pair is fixed to 1.
 */
export async function optimalChoice(problem: ProposalProblem, solver: LinearSolver, timeLimitSeconds: number): Promise<SolveOutcome> {
  const started = Date.now();
  const remaining = () => Math.max(0.1, timeLimitSeconds - (Date.now() - started) / 1000);
  const pairs = withPins(problem);
  if (pairs.length === 0) return { ok: true, choice: new Map() };
  const base = assignmentRows(pairs);
  const pinned = pairs.map((p) => problem.pins.get(p.testingId) === p.testerId);
  const columns = {
    lower: pinned.map((pin) => (pin ? 1 : 0)),
    upper: pairs.map(() => 1),
    integer: true,
  };
  const all = pairs.map((_, i) => i);
  const most = await solver.solve({ sense: 'maximize', cost: pairs.map(() => 1), rows: base, ...columns }, remaining());
  if (most.status !== 'optimal') return failure(most);
  const filled = Math.round(most.objective);

  const exactly: LinearModel['rows'][number] = { columns: all, values: pairs.map(() => 1), lower: filled, upper: filled };
  const cheapest = (rows: LinearModel['rows']) => solver.solve({ sense: 'minimize', cost: pairs.map((p) => p.cost), rows, ...columns }, remaining());
  const manual = nearestFirst(problem);
  let best: LinearResult | undefined;
  if (manual.size <= filled) {
    const budget = { columns: all, values: pairs.map((p) => p.distanceKm ?? 0), lower: -Infinity, upper: kmOf(manual) };
    best = await cheapest([...base, exactly, budget]);
    if (best.status === 'infeasible') best = undefined;
  }
  best ??= await cheapest([...base, exactly]);
  if (best.status !== 'optimal') return failure(best);
  const values = best.values;
  return { ok: true, choice: new Map(pairs.flatMap((p, i) => ((values[i] ?? 0) > 0.5 ? [[p.testingId, p] as const] : []))) };
}

function failure(result: Exclude<LinearResult, { status: 'optimal' }>): SolveOutcome {
  if (result.status === 'timeLimit') return { ok: false, reason: 'timeLimit' };
  return { ok: false, reason: 'failed', detail: result.status === 'failed' ? result.detail : result.status };
}

/** The sum of the known one-way distances of a choice. */
export function kmOf(choice: ProposalChoice): number {
  let km = 0;
  for (const pair of choice.values()) km += pair.distanceKm ?? 0;
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
