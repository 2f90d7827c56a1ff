// The PDF worker from the TypeScript sources (jest; pdf-worker-script.ts): .ts files compiled by swc as they are
// required. The bundle never uses this file: it carries the worker compiled (dist/pdf-worker.mjs).
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const compile = (module, filename) => {
  const options = { filename, module: { type: 'commonjs' }, jsc: { parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx') }, target: 'es2022' } };
  module._compile(transformSync(readFileSync(filename, 'utf8'), options).code, filename);
};
require.extensions['.ts'] = compile;
require.extensions['.tsx'] = compile;
require(path.join(__dirname, 'pdf-worker.ts'));
