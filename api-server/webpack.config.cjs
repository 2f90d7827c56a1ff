// Bundles the server with the domain and the contract (TypeScript sources) into dist/server.mjs for Node 24;
// the server's own libraries stay in its node_modules, imported at run time (an ES module bundle:
// kysely-pglite and jose export only for `import`); what the domain brings along (valibot, fflate, ical-generator) is bundled.
const path = require('node:path');
const { announceNode } = require('../scripts/toolchain/node-version.cjs');

announceNode('webpack api-server');

const { dependencies } = require('./package.json');

const libraries = Object.keys(dependencies).filter((name) => !name.startsWith('@dtp/'));
const isLibrary = (request) => request.startsWith('node:') || libraries.some((name) => request === name || request.startsWith(`${name}/`));

/**
 * `--env test-server`: the end-to-end tests' server (test-server/test-server.ts: the same server and its reset route)
 * into dist-test/test-server.mjs, beside but never inside dist/, which is what ships.
 */
module.exports = (env = {}) => ({
  mode: 'production',
  target: 'node22',
  context: __dirname,
  // The worker threads' scripts beside the server, the PDF thread's and the solver's (src/worker-script.ts finds them there).
  entry: {
    [env['test-server'] ? 'test-server' : 'server']: env['test-server'] ? './test-server/test-server.ts' : './src/server.ts',
    'pdf-worker': './src/print/pdf-worker.ts',
    'solver-worker': './src/assignment/solver-worker.ts',
  },
  output: { path: path.resolve(__dirname, env['test-server'] ? 'dist-test' : 'dist'), filename: '[name].mjs', module: true, chunkFormat: 'module', library: { type: 'module' }, clean: true },
  // `__dirname` in the bundle: its own folder (from import.meta.url), where pdf-worker.mjs and solver-worker.mjs lie.
  node: { __dirname: 'node-module' },
  experiments: { outputModule: true },
  externalsType: 'module',
  resolve: { extensions: ['.ts', '.tsx', '.js'] },
  externals: [({ request }, callback) => (isLibrary(request) ? callback(null, request) : callback())],
  optimization: { minimize: false },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        // The club pages (src/club-pages) are React components rendered to HTML on the server.
        use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } } },
      },
    ],
  },
  stats: 'errors-warnings',
});
