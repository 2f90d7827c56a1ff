// A worker thread's script from the TypeScript sources (jest; worker-script.ts): .ts files compiled by swc as they
// are required, starting with the worker named in `workerData.source`. The bundle never uses this file: it carries
// each worker compiled (dist/pdf-worker.mjs, dist/solver-worker.mjs).
const { readFileSync } = require('node:fs');
const { workerData } = require('node:worker_threads');
const { transformSync } = require('@swc/core');

const compile = (module, filename) => {
  const options = { filename, module: { type: 'commonjs' }, jsc: { parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx') }, target: 'es2022' } };
  module._compile(transformSync(readFileSync(filename, 'utf8'), options).code, filename);
};
require.extensions['.ts'] = compile;
require.extensions['.tsx'] = compile;
require(workerData.source);
