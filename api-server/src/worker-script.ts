import { existsSync } from 'node:fs';
import path from 'node:path';

/** The server's worker threads: each a webpack entry of its own (webpack.config.cjs) and a TypeScript file here. */
const WORKERS = {
  'pdf-worker': 'print/pdf-worker.ts',
  'solver-worker': 'assignment/solver-worker.ts',
} as const;

/**
 * What `new Worker` gets for one of the server's worker threads (the PDF thread, the solver's). The bundle
 * (dist/server.mjs) has each worker's script beside itself: webpack's entries pdf-worker.mjs and solver-worker.mjs
 * (`__dirname` is the bundle's folder there: webpack.config.cjs). Run from the sources (jest), the TypeScript worker is
 * loaded through swc (worker-from-source.cjs), named in `workerData`.
 */
export type WorkerEntry = keyof typeof WORKERS;

export function workerScript(entry: WorkerEntry): { filename: string; workerData?: { source: string } } {
  const bundled = path.join(__dirname, `${entry}.mjs`);
  if (existsSync(bundled)) return { filename: bundled };
  return { filename: path.join(__dirname, 'worker-from-source.cjs'), workerData: { source: path.join(__dirname, WORKERS[entry]) } };
}
