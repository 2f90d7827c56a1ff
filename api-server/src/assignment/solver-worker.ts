import { parentPort } from 'node:worker_threads';
import type { LinearResult } from '@dtp/domain';
import { createHighsSolver } from '@dtp/domain/highs-solver';
import type { SolveJob } from './solver-thread';

// The solver's worker thread (solver-thread.ts starts it): HiGHS solves one model at a time off the API's event loop.
// A solve that fails answers 'failed'; one that runs past its time is ended from outside (the thread, not the API).

const solver = createHighsSolver();

parentPort?.on('message', async ({ model, timeLimitSeconds }: SolveJob) => {
  let result: LinearResult;
  try {
    result = await solver.solve(model, timeLimitSeconds);
  } catch (error) {
    result = { status: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(result);
});
