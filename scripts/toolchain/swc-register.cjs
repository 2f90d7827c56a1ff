// TypeScript for plain Node, without a build: .ts and .tsx files compiled by swc (the repository's compiler: jest,
// webpack) as they are required. Used where sources run outside jest and the bundles: the API server's worker threads
// from the sources (api-server/src/worker-from-source.cjs) and the benchmarks that run the domain (scripts/bench/bench-assign.mjs).
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

const compile = (module, filename) => {
  const options = { filename, module: { type: 'commonjs' }, jsc: { parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx') }, target: 'es2022' } };
  module._compile(transformSync(readFileSync(filename, 'utf8'), options).code, filename);
};
require.extensions['.ts'] = compile;
require.extensions['.tsx'] = compile;
