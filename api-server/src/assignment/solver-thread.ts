import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { LinearModel, LinearResult, LinearSolver } from '@dtp/domain';
import { workerScript } from '../worker-script';

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

interface Pending {
  job: SolveJob;
  resolve: (result: LinearResult) => void;
}

/**
 * The domain's solver port (`LinearSolver`) on HiGHS in a worker thread (issue 60): HiGHS's solve is synchronous
 * WebAssembly, so in the API's own thread it would stop every other request for its duration. Solves run one after the
 * other in one long-lived thread. Measured on the 2-core development machine (Dec 2026): a new thread's first answer
 * (start, HiGHS's WebAssembly loaded, a 3×3 model) took ~350 ms, a further solve in the same thread ~50 ms; a proposal
 * is two or three solves, so a thread per proposal would add ~0.3 s to each proposal. The thread is kept and reused, and ended
 * only when a solve fails (a HiGHS runtime that failed once is not trusted again), runs past its time, or the platform
 * closes. HiGHS overshoots its own limit (a dense model with 5 s took 8.4 s in-process): hence the hard wall clock.
 *
 * Never rejects: a solve not done within its limit plus `graceMs` ends the thread and answers `timeLimit`; a thread that
 * dies (a crash, out of memory) answers `failed`. The next solve starts a new thread.
 */
export function createSolverThread({ resourceLimits = DEFAULT_SOLVER_RESOURCE_LIMITS, graceMs = 2_000, maxSeconds = Infinity }: SolverThreadOptions = {}) {
  const queue: Pending[] = [];
  let worker: Worker | null = null;
  let running: Pending | null = null;
  let timer: NodeJS.Timeout | undefined;

  const finish = (result: LinearResult) => {
    clearTimeout(timer);
    const done = running;
    running = null;
    if (done && result.status === 'failed') console.error('Solver:', result.detail);
    done?.resolve(result);
    next();
  };

  /** Ends a thread; whatever it says or does afterwards is not heard. */
  const retire = (thread: Worker) => {
    if (worker === thread) worker = null;
    void thread.terminate();
  };

  const start = (): Worker => {
    const { filename, workerData } = workerScript('solver-worker');
    const thread = new Worker(filename, { workerData, resourceLimits, stdout: false, stderr: false });
    thread.unref();
    thread.on('message', (result: LinearResult) => {
      if (worker !== thread) return;
      // A HiGHS runtime that failed is not trusted again: the next solve gets a fresh one.
      if (result.status === 'failed') retire(thread);
      finish(result);
    });
    // A crash or out of memory: the solve fails.
    const died = (reason: string) => {
      if (worker !== thread) return;
      worker = null;
      finish({ status: 'failed', detail: reason });
    };
    thread.on('error', (error) => died(error.message));
    thread.on('exit', (code) => died(`Solver-Thread beendet (${code})`));
    return thread;
  };

  function next(): void {
    if (running) return;
    running = queue.shift() ?? null;
    if (!running) return;
    worker ??= start();
    const thread = worker;
    const seconds = Math.min(running.job.timeLimitSeconds, maxSeconds);
    // Past its time (HiGHS did not stop itself): the thread is ended, the solve answers timeLimit.
    timer = setTimeout(() => {
      retire(thread);
      finish({ status: 'timeLimit' });
    }, seconds * 1000 + graceMs);
    thread.postMessage({ model: running.job.model, timeLimitSeconds: seconds } satisfies SolveJob);
  }

  const solver: LinearSolver & { close(): Promise<void> } = {
    solve: (model, timeLimitSeconds) =>
      new Promise<LinearResult>((resolve) => {
        queue.push({ job: { model, timeLimitSeconds }, resolve });
        next();
      }),
    /** Ends the thread (the platform's close); solves still waiting fail. */
    close: async () => {
      for (const waiting of queue.splice(0)) waiting.resolve({ status: 'failed', detail: 'Der Server wird beendet.' });
      await worker?.terminate();
    },
  };
  return solver;
}

export type SolverThread = ReturnType<typeof createSolverThread>;
