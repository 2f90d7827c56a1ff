import { createPrng } from '../prng';
import { createHighsSolver } from './highs-solver';
import type { LinearSolver } from './linear-solver';
import { kmOf, nearestFirst, optimalChoice, type ProposalChoice, type ProposalPair, type ProposalProblem } from './proposal-model';

const solver = createHighsSolver();
const costOf = (choice: ProposalChoice) => [...choice.values()].reduce((sum, p) => sum + p.cost, 0);
const pair = (testingId: number, testerId: string, distanceKm: number | null, surcharge = 0): ProposalPair => ({
  testingId,
  testerId,
  distanceKm,
  cost: (distanceKm ?? 400) + surcharge,
  reasons: surcharge ? ['x'] : [],
});

async function solve(problem: ProposalProblem): Promise<ProposalChoice> {
  const outcome = await optimalChoice(problem, solver, 10);
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.choice;
}

/** Every matching that keeps the pins, by enumeration. */
function allChoices(problem: ProposalProblem): ProposalChoice[] {
  const found: ProposalChoice[] = [];
  const walk = (i: number, choice: ProposalChoice, used: Set<string>) => {
    if (i === problem.testingIds.length) return void found.push(new Map(choice));
    const id = problem.testingIds[i]!;
    const pin = problem.pins.get(id);
    if (pin === undefined) walk(i + 1, choice, used);
    for (const p of problem.pairs.filter((q) => q.testingId === id && !used.has(q.testerId) && (pin === undefined || q.testerId === pin))) {
      if (pin === undefined && [...problem.pins.values()].includes(p.testerId)) continue;
      choice.set(id, p);
      used.add(p.testerId);
      walk(i + 1, choice, used);
      choice.delete(id);
      used.delete(p.testerId);
    }
  };
  walk(0, new Map(), new Set());
  return found;
}

/**
 * By enumeration: the most testings filled; then the least cost among the choices that keep nearest-first's km when it
 * fills as many (`budget`; Infinity otherwise), or among all when none keeps them. `binds`: the least cost alone breaks
 * the budget.
 */
function bruteForce(problem: ProposalProblem): { filled: number; cost: number; budget: number; binds: boolean } {
  const choices = allChoices(problem);
  const filled = Math.max(...choices.map((c) => c.size));
  const full = choices.filter((c) => c.size === filled);
  const manual = nearestFirst(problem);
  const budget = manual.size === filled ? kmOf(manual) : Infinity;
  const least = Math.min(...full.map(costOf));
  const within = full.filter((c) => kmOf(c) <= budget);
  const binds = !full.some((c) => costOf(c) === least && kmOf(c) <= budget);
  return { filled, cost: Math.min(...(within.length ? within : full).map(costOf)), budget, binds };
}

function randomProblem(seed: number): ProposalProblem {
  const rnd = createPrng(seed);
  const testingIds = Array.from({ length: rnd.int(1, 5) }, (_, i) => i + 1);
  const testers = Array.from({ length: rnd.int(1, 5) }, (_, i) => `t${i}`);
  const pairs = testingIds.flatMap((t) =>
    testers.filter(() => rnd.chance(0.5)).map((u) => pair(t, u, rnd.chance(0.1) ? null : rnd.int(1, 300), rnd.chance(0.3) ? rnd.int(1, 200) : 0)),
  );
  const pins = new Map<number, string>();
  const pinned = pairs.find(() => rnd.chance(0.15));
  if (pinned) pins.set(pinned.testingId, pinned.testerId);
  return { testingIds, pairs, pins };
}

describe('the proposal model (issue 60)', () => {
  it('is optimal against enumeration on 300 small random cases, nearest-first’s km budget included, and keeps the pins', async () => {
    let binding = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const problem = randomProblem(seed);
      const choice = await solve(problem);
      const best = bruteForce(problem);
      expect({ seed, filled: choice.size, cost: costOf(choice) }).toEqual({ seed, filled: best.filled, cost: best.cost });
      expect(kmOf(choice)).toBeLessThanOrEqual(best.budget);
      if (best.binds) binding += 1;
      for (const [testingId, testerId] of problem.pins) expect(choice.get(testingId)?.testerId).toBe(testerId);
      expect(new Set([...choice.values()].map((p) => p.testerId)).size).toBe(choice.size);
    }
    expect(binding).toBeGreaterThan(0); // the budget is exercised too (9 of the 300)
  });

  it('fills as many testings as possible before it saves km', async () => {
    // Nearest-first gives A to testing 1 and leaves testing 2 empty; the proposal fills both.
    const problem: ProposalProblem = { testingIds: [1, 2], pairs: [pair(1, 'A', 5), pair(1, 'B', 300), pair(2, 'A', 200)], pins: new Map() };
    expect(nearestFirst(problem).size).toBe(1);
    const choice = await solve(problem);
    expect([...choice].map(([t, p]) => [t, p.testerId])).toEqual([
      [1, 'B'],
      [2, 'A'],
    ]);
  });

  it('drives less than nearest-first where the first testing takes the tester another needed', async () => {
    const problem: ProposalProblem = { testingIds: [1, 2], pairs: [pair(1, 'A', 10), pair(1, 'B', 12), pair(2, 'A', 11), pair(2, 'B', 150)], pins: new Map() };
    expect(kmOf(nearestFirst(problem))).toBe(160);
    expect(kmOf(await solve(problem))).toBe(23);
  });

  it('a preference turns the result where km allow it, never beyond nearest-first’s km', async () => {
    // Without a preference: 1→B, 2→A (23 km). A tested club 2 last season (+150): 1→A, 2→B (160 km, as nearest-first).
    const plain: ProposalProblem = { testingIds: [1, 2], pairs: [pair(1, 'A', 10), pair(1, 'B', 12), pair(2, 'A', 11), pair(2, 'B', 150)], pins: new Map() };
    const preferred: ProposalProblem = { ...plain, pairs: [pair(1, 'A', 10), pair(1, 'B', 12), pair(2, 'A', 11, 150), pair(2, 'B', 150)] };
    expect((await solve(plain)).get(2)?.testerId).toBe('A');
    expect((await solve(preferred)).get(2)?.testerId).toBe('B');
    // One testing, the nearer tester has the surcharge: nearest-first's km bound the proposal, so she stays.
    const single: ProposalProblem = { testingIds: [1], pairs: [pair(1, 'A', 10, 150), pair(1, 'B', 20)], pins: new Map() };
    expect((await solve(single)).get(1)?.testerId).toBe('A');
  });

  it('answers the solver’s failure and time limit as such, never a partial choice', async () => {
    const problem: ProposalProblem = { testingIds: [1], pairs: [pair(1, 'A', 10)], pins: new Map() };
    const timedOut: LinearSolver = { solve: () => Promise.resolve({ status: 'timeLimit' }) };
    const broken: LinearSolver = { solve: () => Promise.resolve({ status: 'failed', detail: 'boom' }) };
    expect(await optimalChoice(problem, timedOut, 1)).toEqual({ ok: false, reason: 'timeLimit' });
    expect(await optimalChoice(problem, broken, 1)).toEqual({ ok: false, reason: 'failed', detail: 'boom' });
  });
});
