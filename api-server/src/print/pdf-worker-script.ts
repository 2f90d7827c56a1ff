import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The PDF worker's script. The bundle (dist/server.mjs) has it beside itself: webpack's second entry, pdf-worker.mjs
 * (`__dirname` is the bundle's folder there: webpack.config.cjs). Run from the sources (jest), the TypeScript worker
 * is loaded through swc (pdf-worker-from-source.cjs).
 */
export function pdfWorkerScript(): string {
  const bundled = path.join(__dirname, 'pdf-worker.mjs');
  return existsSync(bundled) ? bundled : path.join(__dirname, 'pdf-worker-from-source.cjs');
}
