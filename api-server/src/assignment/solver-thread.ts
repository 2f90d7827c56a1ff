import type { ResourceLimits } from 'node:worker_threads';
import type { LinearModel, LinearResult, LinearSolver } from '@dtp/domain';
import { createJobThread } from '../job-thread';

/** One solve as the worker gets it. */
export interface SolveJob {
  model: LinearModel;
  timeLimitSeconds: number;
}

export interface SolverThreadOptions {
  /** The thread's JavaScript heap cap (HiGHS's own memory is WebAssembly's, outside it); 256 MB by default. */
  resourceLimits?: ResourceLimits;
  /**
   * How much longer than the model's own time limit a solve may take before its thread is ended: HiGHS checks its limit
   * only now and then, and the runtime's first load (~50 ms) and the answer's way back count too. 2 s by default.
   */
  graceMs?: number;
  /** At most this many seconds per solve, when below the caller's limit (tests: a solve that runs out of time). */
  maxSeconds?: number;
}

export const DEFAULT_SOLVER_RESOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };

/**
 * The domain's solver port (`LinearSolver`) on HiGHS in a worker thread (issue 60): HiGHS's solve is synchronous
 * WebAssembly, so in the API's own thread it would stop every other request for its duration. Solves run one after the
 * other in one long-lived thread (job-thread.ts). Measured on the 2-core development machine (Dec 2026): a new thread's
 * first answer (start, HiGHS's WebAssembly loaded, a 3×3 model) took ~350 ms, a further solve in the same thread ~50 ms;
 * a proposal is several solves, so a thread per proposal would add ~0.3 s to each. The thread is ended only when a solve
 * fails (a HiGHS runtime that failed once is not trusted again), runs past its time, or the platform closes. HiGHS
 * overshoots its own limit (a dense model with 5 s took 8.4 s in-process): hence the hard wall clock.
 *
 * Never rejects: a solve not done within its limit plus `graceMs` ends the thread and answers `timeLimit`; a thread that
 * dies (a crash, out of memory) answers `failed`. The next solve starts a new thread.
 */
export function createSolverThread({ resourceLimits = DEFAULT_SOLVER_RESOURCE_LIMITS, graceMs = 2_000, maxSeconds = Infinity }: SolverThreadOptions = {}) {
  const thread = createJobThread<SolveJob, LinearResult>({
    entry: 'solver-worker',
    resourceLimits,
    timeoutMs: (job) => job.timeLimitSeconds * 1000 + graceMs,
    timedOut: () => ({ status: 'timeLimit' }),
    died: (reason) => ({ status: 'failed', detail: `Solver-${reason}` }),
    closed: () => ({ status: 'failed', detail: 'Der Server wird beendet.' }),
    retireAfter: (result) => result.status === 'failed',
  });
  const solver: LinearSolver & { close(): Promise<void> } = {
    solve: async (model, timeLimitSeconds) => {
      const result = await thread.run({ model, timeLimitSeconds: Math.min(timeLimitSeconds, maxSeconds) });
      if (result.status === 'failed') console.error('Solver:', result.detail);
      return result;
    },
    /** Ends the thread (the platform's close); solves still waiting fail. */
    close: thread.close,
  };
  return solver;
}

export type SolverThread = ReturnType<typeof createSolverThread>;
