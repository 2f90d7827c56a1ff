import type { ResourceLimits } from 'node:worker_threads';
import { HttpError } from '@dtp/domain';
import type { PdfJob } from './pdf-job';
import { createJobThread } from '../job-thread';

/** What a caller gets when a PDF cannot be made (the thread failed, ran out of memory or time). */
export const PDF_FAILED_MESSAGE = 'Das PDF konnte nicht erstellt werden. Bitte versuchen Sie es später erneut.';

export interface PdfThreadOptions {
  /** The thread's memory cap; by default 256 MB of heap (a report with its photos needs about 60 MB). */
  resourceLimits?: ResourceLimits;
  /** A PDF not made within this time ends the thread; 60 s by default. */
  timeoutMs?: number;
}

export const DEFAULT_PDF_RESOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };

/**
 * The PDFs are made in one worker thread (issue 59, item 2; job-thread.ts): pdfkit's layout and image decoding never
 * block the API's event loop, and a memory cap holds for them. Jobs run one after the other; a thread that dies (out of
 * memory, out of time) fails its job with {@link PDF_FAILED_MESSAGE} and the next job starts a new one.
 */
export function createPdfThread({ resourceLimits = DEFAULT_PDF_RESOURCE_LIMITS, timeoutMs = 60_000 }: PdfThreadOptions = {}) {
  const thread = createJobThread<PdfJob, { pdf: Uint8Array } | { error: string }>({
    entry: 'pdf-worker',
    resourceLimits,
    timeoutMs: () => timeoutMs,
    timedOut: () => ({ error: `nicht in ${timeoutMs} ms erstellt` }),
    died: (reason) => ({ error: `PDF-${reason}` }),
    closed: () => ({ error: 'Der Server wird beendet.' }),
  });
  return {
    render: async (job: PdfJob): Promise<Uint8Array> => {
      const answer = await thread.run(job);
      if ('pdf' in answer) return answer.pdf;
      console.error('PDF not made:', answer.error);
      throw new HttpError(500, PDF_FAILED_MESSAGE);
    },
    /** Ends the thread (the platform's close); jobs still waiting fail. */
    close: thread.close,
  };
}

export type PdfThread = ReturnType<typeof createPdfThread>;
