// A worker thread's script from the TypeScript sources (jest; worker-script.ts): .ts files compiled by swc as they
// are required (scripts/toolchain/swc-register.cjs), starting with the worker named in `workerData.source`. The bundle
// never uses this file: it carries each worker compiled (dist/pdf-worker.mjs, dist/solver-worker.mjs).
const { workerData } = require('node:worker_threads');

require('../../scripts/toolchain/swc-register.cjs');
require(workerData.source);
