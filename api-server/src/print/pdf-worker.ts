import { parentPort } from 'node:worker_threads';
import { renderJob, type PdfJob } from './pdf-job';

// The PDF worker thread (pdf-thread.ts starts it): renders one job at a time off the API's event loop, under the
// thread's memory cap. A job that fails answers its error; one that exhausts the cap ends the thread, not the API.

parentPort?.on('message', async (job: PdfJob) => {
  try {
    const pdf = await renderJob(job);
    parentPort?.postMessage({ pdf });
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
