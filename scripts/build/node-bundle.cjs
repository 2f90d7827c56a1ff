// Runs a module of ours on Node at build time (the global stylesheet, prerendered pages): webpack
// bundles it with the apps' own resolver and swc rule into a temporary folder, and the bundle's
// exports are returned.
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { resolve, swcRule } = require('./webpack-common.cjs');

/** @param {string} entry absolute path of a TypeScript module @returns {Promise<Record<string, Function>>} its exports */
async function loadForNode(entry) {
  const webpack = require('webpack');
  const outDir = mkdtempSync(path.join(tmpdir(), 'dtp-node-bundle-'));
  try {
    const compiler = webpack({
      mode: 'production',
      target: 'node',
      entry,
      devtool: false,
      optimization: { minimize: false },
      output: { path: outDir, filename: 'bundle.cjs', library: { type: 'commonjs2' } },
      resolve,
      module: { rules: [swcRule] },
      stats: 'errors-only',
    });
    await new Promise((done, fail) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error) return fail(error);
        if (stats.hasErrors()) return fail(new Error(stats.toString('errors-only')));
        done();
      }),
    );
    return require(path.join(outDir, 'bundle.cjs'));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

module.exports = { loadForNode };
