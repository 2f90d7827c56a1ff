/* global test, expect, beforeAll, afterAll */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const { CompileHintsPlugin, HINT } = require('./compile-hints.cjs');

let dir;
let files;
let filesWithoutHints;

/** A production build of an entry that loads one chunk at once ('start') and one later ('later'). */
async function build(out, plugins) {
  const stats = await new Promise((resolve, reject) =>
    webpack(
      {
        context: dir,
        mode: 'production',
        devtool: 'source-map',
        entry: { main: './index.js' },
        output: { path: path.join(dir, out), filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
        optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
        plugins,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  expect(stats.hasErrors()).toBe(false);
  return readdirSync(path.join(dir, out));
}

// The hint goes on the entry and the start chunk only, first in the file after the minifier, with source maps and
// content hashes.
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'dtp-compile-hints-'));
  writeFileSync(path.join(dir, 'index.js'), "import(/* webpackChunkName: 'start' */ './start.js').then((m) => m.run());\n");
  writeFileSync(path.join(dir, 'start.js'), "/* a comment the minifier drops */\nexport function run() { return import(/* webpackChunkName: 'later' */ './later.js'); }\n");
  writeFileSync(path.join(dir, 'later.js'), 'export const later = () => 1;\n');
  files = await build('dist', [new CompileHintsPlugin((chunk) => chunk.name === 'main' || chunk.name === 'start')]);
  filesWithoutHints = await build('plain', []);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const read = (pattern) => readFileSync(path.join(dir, 'dist', files.find((file) => pattern.test(file))), 'utf8');

test("the entry and the start chunk begin with V8's hint, after minification", () => {
  expect(read(/^main\.js$/).startsWith(HINT)).toBe(true);
  expect(read(/^start\.[0-9a-f]{8}\.js$/).startsWith(HINT)).toBe(true);
  expect(read(/^start\.[0-9a-f]{8}\.js$/)).not.toContain('a comment the minifier drops');
});

test('a chunk loaded later is compiled lazily as before', () => {
  expect(read(/^later\.[0-9a-f]{8}\.js$/)).not.toContain('allFunctionsCalledOnLoad');
});

test("the start chunk's name carries the hash of what it holds, the hint included, and its source map still points at the code's line", () => {
  const startChunk = (list) => list.find((file) => /^start\.[0-9a-f]{8}\.js$/.test(file));
  // A file cached for good under its name must not change under that name.
  expect(startChunk(files)).not.toBe(startChunk(filesWithoutHints));
  expect(read(/^main\.js$/)).toContain(startChunk(files).split('.')[1]);
  const map = JSON.parse(read(/^start\.[0-9a-f]{8}\.js\.map$/));
  // The code is on the second line now: the map's first line is empty, its mappings start after the first ';'.
  expect(map.mappings.startsWith(';')).toBe(true);
});
