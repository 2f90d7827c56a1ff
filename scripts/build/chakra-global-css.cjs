// Chakra's global CSS (layers, reset, global styles, token variables) computed at build time:
// shared-ui/src/theme/static-global-css.tsx runs once per build process on Node (node-bundle.cjs)
// and hands the text to every app's build, which emits it as chakra-global.<hash>.css and links it
// from its page (scripts/build/webpack-app.cjs).
const { createHash } = require('node:crypto');
const path = require('node:path');
const { loadForNode } = require('./node-bundle.cjs');

const entry = path.resolve(__dirname, '../../shared-ui/src/theme/static-global-css.tsx');
let built;

/** `{ css, fileName }` — the text and its content-hashed file name; built once per process. */
function chakraGlobalCss() {
  built ??= (async () => {
    const css = (await loadForNode(entry)).staticGlobalCss();
    const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
    return { css, fileName: `chakra-global.${hash}.css` };
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
