// Chakra's global CSS (layers, reset, global styles, token variables) computed at build time:
// webpack bundles shared-ui/src/theme/static-global-css.tsx for Node with the apps' own resolver,
// runs it once per build process and hands the text to every app's build, which emits it as
// chakra-global.<hash>.css and links it from its page (scripts/webpack-app.cjs).
const { createHash } = require('node:crypto');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { resolve, swcRule } = require('./webpack-common.cjs');

const entry = path.resolve(__dirname, '../shared-ui/src/theme/static-global-css.tsx');
let built;

function compile(webpack, outDir) {
  const compiler = webpack({
    mode: 'production',
    target: 'node',
    entry,
    devtool: false,
    optimization: { minimize: false },
    output: { path: outDir, filename: 'static-global-css.cjs', library: { type: 'commonjs2' } },
    resolve,
    module: { rules: [swcRule] },
    stats: 'errors-only',
  });
  return new Promise((done, fail) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return fail(error);
      if (stats.hasErrors()) return fail(new Error(stats.toString('errors-only')));
      done(path.join(outDir, 'static-global-css.cjs'));
    }),
  );
}

/** `{ css, fileName }` — the text and its content-hashed file name; built once per process. */
function chakraGlobalCss() {
  built ??= (async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'dtp-global-css-'));
    try {
      const file = await compile(require('webpack'), outDir);
      const css = require(file).staticGlobalCss();
      const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
      return { css, fileName: `chakra-global.${hash}.css` };
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  })();
  return built;
}

/** webpack plugin: emits the stylesheet into the app's output. */
class ChakraGlobalCssPlugin {
  constructor(globalCss) {
    this.globalCss = globalCss;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChakraGlobalCssPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChakraGlobalCssPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.globalCss.fileName, new sources.RawSource(this.globalCss.css));
      });
    });
  }
}

module.exports = { chakraGlobalCss, ChakraGlobalCssPlugin };
