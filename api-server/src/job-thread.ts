import { Worker, type ResourceLimits } from 'node:worker_threads';
import { workerScript, type WorkerEntry } from './worker-script';

export interface JobThreadOptions<Job, Answer> {
  /** The worker's script (worker-script.ts). */
  entry: WorkerEntry;
  resourceLimits: ResourceLimits;
  /** How long a job may run before its thread is ended. */
  timeoutMs: (job: Job) => number;
  /** The answer of a job whose thread was ended for its time. */
  timedOut: () => Answer;
  /** The answer of a job whose thread died (a crash, out of memory), with what the thread said. */
  died: (reason: string) => Answer;
  /** The answer of the jobs still waiting when the platform closes. */
  closed: () => Answer;
  /** Whether the thread is ended after this answer (a runtime that failed once is not trusted again); never by default. */
  retireAfter?: (answer: Answer) => boolean;
}

/**
 * One worker thread that does one job at a time, off the API's event loop and under a memory cap: the PDFs
 * (print/pdf-thread.ts) and the proposal's solver (assignment/solver-thread.ts). The thread is started with the first
 * job and kept; a job past its time ends it, as does a thread that dies, and the next job starts a new one. `run` never
 * rejects: every job gets an answer.
 */
export function createJobThread<Job, Answer>(options: JobThreadOptions<Job, Answer>) {
  const queue: { job: Job; resolve: (answer: Answer) => void }[] = [];
  let worker: Worker | null = null;
  let running: (typeof queue)[number] | null = null;
  let timer: NodeJS.Timeout | undefined;

  const finish = (answer: Answer) => {
    clearTimeout(timer);
    const done = running;
    running = null;
    done?.resolve(answer);
    next();
  };

  /** Ends a thread; whatever it says or does afterwards is not heard. */
  const retire = (thread: Worker) => {
    if (worker === thread) worker = null;
    void thread.terminate();
  };

  const start = (): Worker => {
    const { filename, workerData } = workerScript(options.entry);
    const thread = new Worker(filename, { workerData, resourceLimits: options.resourceLimits, stdout: false, stderr: false });
    thread.unref();
    thread.on('message', (answer: Answer) => {
      if (worker !== thread) return;
      if (options.retireAfter?.(answer)) retire(thread);
      finish(answer);
    });
    const died = (reason: string) => {
      if (worker !== thread) return;
      worker = null;
      finish(options.died(reason));
    };
    thread.on('error', (error) => died(error.message));
    thread.on('exit', (code) => died(`Thread beendet (${code})`));
    return thread;
  };

  function next(): void {
    if (running) return;
    running = queue.shift() ?? null;
    if (!running) return;
    worker ??= start();
    const thread = worker;
    timer = setTimeout(() => {
      retire(thread);
      finish(options.timedOut());
    }, options.timeoutMs(running.job));
    thread.postMessage(running.job);
  }

  return {
    run: (job: Job): Promise<Answer> =>
      new Promise<Answer>((resolve) => {
        queue.push({ job, resolve });
        next();
      }),
    /** Ends the thread (the platform's close); jobs still waiting get `closed()`. */
    close: async () => {
      for (const waiting of queue.splice(0)) waiting.resolve(options.closed());
      await worker?.terminate();
    },
  };
}
