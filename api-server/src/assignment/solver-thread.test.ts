import type { LinearModel } from '@dtp/domain';
import { createSolverThread } from './solver-thread';

// Issue 60: HiGHS solves in a worker thread; a solve past its time or a thread that dies answers timeLimit or failed,
// and the API's own thread keeps running meanwhile.

/** Three testings, three testers: the cheapest full assignment is 1+2+3 = 6 (x0, x4, x8), nearest-first would differ. */
const assignment: LinearModel = (() => {
  const cost = [1, 5, 9, 4, 2, 8, 7, 6, 3];
  const row = (columns: number[]) => ({ columns, values: columns.map(() => 1), lower: 1, upper: 1 });
  return {
    sense: 'minimize',
    cost,
    lower: cost.map(() => 0),
    upper: cost.map(() => 1),
    integer: true,
    rows: [row([0, 1, 2]), row([3, 4, 5]), row([6, 7, 8]), row([0, 3, 6]), row([1, 4, 7]), row([2, 5, 8])],
  };
})();

/**
 * Every one of n testings to one of n testers, all pairs possible, random costs, with the count fixed: about a second
 * of HiGHS for n = 60 (in the API's own thread: a second without any other answer).
 */
function dense(n: number): LinearModel {
  let seed = 1;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const cost = Array.from({ length: n * n }, () => Math.floor(random() * 500));
  const line = (column: (k: number) => number) => {
    const columns = Array.from({ length: n }, (_, k) => column(k));
    return { columns, values: columns.map(() => 1), lower: -Infinity, upper: 1 };
  };
  const rows = [...Array.from({ length: n }, (_, i) => line((j) => i * n + j)), ...Array.from({ length: n }, (_, j) => line((i) => i * n + j))];
  rows.push({ columns: cost.map((_, k) => k), values: cost.map(() => 1), lower: n, upper: n });
  return { sense: 'minimize', cost, lower: cost.map(() => 0), upper: cost.map(() => 1), integer: true, rows };
}

/** One row over three million columns: its arrays alone are far beyond a 16 MB heap. */
const huge: LinearModel = (() => {
  const n = 3_000_000;
  const columns = Array.from({ length: n }, (_, i) => i);
  const ones = new Array<number>(n).fill(1);
  return { sense: 'maximize', cost: ones, lower: new Array<number>(n).fill(0), upper: ones, integer: true, rows: [{ columns, values: ones, lower: 0, upper: 1 }] };
})();

/** Counts the main thread's timer ticks while `work` runs: a blocked event loop ticks not at all. */
async function ticksDuring<T>(work: Promise<T>): Promise<{ result: T; ticks: number }> {
  let ticks = 0;
  const ticker = setInterval(() => ticks++, 5);
  try {
    return { result: await work, ticks };
  } finally {
    clearInterval(ticker);
  }
}

describe('the solver thread', () => {
  it('solves a model in its thread, and again in the same thread', async () => {
    const solver = createSolverThread();
    try {
      const first = await solver.solve(assignment, 5);
      expect(first).toEqual({ status: 'optimal', objective: 6, values: [1, 0, 0, 0, 1, 0, 0, 0, 1] });
      expect(await solver.solve({ ...assignment, sense: 'maximize' }, 5)).toMatchObject({ status: 'optimal', objective: 5 + 8 + 7 });
    } finally {
      await solver.close();
    }
  }, 60_000);

  it('keeps the main thread answering during a long solve', async () => {
    const solver = createSolverThread();
    try {
      await solver.solve(assignment, 5);
      const started = performance.now();
      const { result, ticks } = await ticksDuring(solver.solve(dense(60), 10));
      const ms = performance.now() - started;
      expect(result.status).toMatch(/optimal|timeLimit/);
      // A 5 ms timer ticks about ms / 5 times; a blocked event loop would not tick at all.
      expect({ ms: ms > 200, ticks: ticks > ms / 50 }).toEqual({ ms: true, ticks: true });
    } finally {
      await solver.close();
    }
  }, 60_000);

  it.each([
    ['a solve past its time: the thread is ended', 'timeLimit', { maxSeconds: 0, graceMs: 0 }, assignment],
    ['a model beyond the memory cap: the thread dies', 'failed', { resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 } }, huge],
  ] as const)('%s: it answers %s, the main thread keeps running, and the next solve gets a new thread', async (_case, status, options, model) => {
    const solver = createSolverThread(options);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const slow = new Promise((resolve) => setTimeout(resolve, 100));
      const { result, ticks } = await ticksDuring(Promise.all([solver.solve(model, 5), slow]));
      expect(result[0]).toMatchObject({ status });
      expect(ticks).toBeGreaterThan(5);
      if (status === 'failed') expect(await solver.solve(assignment, 5)).toMatchObject({ status: 'optimal', objective: 6 });
    } finally {
      quiet.mockRestore();
      await solver.close();
    }
  }, 60_000);
});
