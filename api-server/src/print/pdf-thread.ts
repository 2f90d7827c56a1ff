import { Worker, type ResourceLimits } from 'node:worker_threads';
import { HttpError } from '@dtp/domain';
import type { PdfJob } from './pdf-job';
import { workerScript } from '../worker-script';

/** What a caller gets when a PDF cannot be made (the thread failed, ran out of memory or time). */
export const PDF_FAILED_MESSAGE = 'Das PDF konnte nicht erstellt werden. Bitte versuchen Sie es später erneut.';

export interface PdfThreadOptions {
  /** The thread's memory cap; by default 256 MB of heap (a report with its photos needs about 60 MB). */
  resourceLimits?: ResourceLimits;
  /** A PDF not made within this time ends the thread; 60 s by default. */
  timeoutMs?: number;
}

export const DEFAULT_PDF_RESOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };

interface Pending {
  job: PdfJob;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
}

/**
 * The PDFs are made in one worker thread (issue 59, item 2): pdfkit's layout and image decoding never block the
 * API's event loop, and a memory cap holds for them. Jobs run one after the other; a thread that dies (out of
 * memory, out of time) fails its job with {@link PDF_FAILED_MESSAGE} and the next job starts a new one.
 */
export function createPdfThread({ resourceLimits = DEFAULT_PDF_RESOURCE_LIMITS, timeoutMs = 60_000 }: PdfThreadOptions = {}) {
  const queue: Pending[] = [];
  let worker: Worker | null = null;
  let running: Pending | null = null;
  let timer: NodeJS.Timeout | undefined;

  const finish = (outcome: { pdf: Uint8Array } | { error: string }) => {
    clearTimeout(timer);
    const done = running;
    running = null;
    if (done && 'pdf' in outcome) done.resolve(outcome.pdf);
    else if (done && 'error' in outcome) {
      console.error('PDF not made:', outcome.error);
      done.reject(new HttpError(500, PDF_FAILED_MESSAGE));
    }
    next();
  };

  const start = (): Worker => {
    const { filename, workerData } = workerScript('pdf-worker');
    const thread = new Worker(filename, { workerData, resourceLimits, stdout: false, stderr: false });
    thread.unref();
    thread.on('message', (outcome: { pdf: Uint8Array } | { error: string }) => finish(outcome));
    // Out of memory, a crash, or terminated for time: the job fails, the next one gets a new thread.
    const died = (reason: string) => {
      if (worker !== thread) return;
      worker = null;
      finish({ error: reason });
    };
    thread.on('error', (error) => died(error.message));
    thread.on('exit', (code) => died(`PDF-Thread beendet (${code})`));
    return thread;
  };

  function next(): void {
    if (running) return;
    running = queue.shift() ?? null;
    if (!running) return;
    worker ??= start();
    const thread = worker;
    timer = setTimeout(() => void thread.terminate(), timeoutMs);
    thread.postMessage(running.job);
  }

  return {
    render: (job: PdfJob): Promise<Uint8Array> =>
      new Promise<Uint8Array>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        next();
      }),
    /** Ends the thread (the platform's close); jobs still waiting fail. */
    close: async () => {
      for (const waiting of queue.splice(0)) waiting.reject(new HttpError(500, PDF_FAILED_MESSAGE));
      await worker?.terminate();
    },
  };
}

export type PdfThread = ReturnType<typeof createPdfThread>;
