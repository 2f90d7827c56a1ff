// V8's explicit compile hint (Chrome 136+, https://v8.dev/blog/explicit-compile-hints): a file whose first line is
// `//# allFunctionsCalledOnLoad` has every function compiled eagerly, on a background thread while the file streams in.
// Without it, V8 compiles a function when it is first called, on the main thread: that was most of the start's
// evaluation (webpack's module factories, Chakra's token dictionary, the first render), counted in a phone's Total
// Blocking Time (issue 63, docs/performance.md#compile-hints-on-the-start-chunks-2026-12-03-late). Given to the files
// whose code the start runs; browsers without the feature read a comment.
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {(chunk: import('webpack').Chunk) => boolean} isStartChunk which chunks' files get the hint */
  constructor(isStartChunk) {
    this.isStartChunk = isStartChunk;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      // After the minifier (which drops comments), before the content hashes and the precompressed copies.
      compilation.hooks.processAssets.tap({ name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!this.isStartChunk(chunk)) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
          }
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, HINT };
