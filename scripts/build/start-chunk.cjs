// The shell's start in a few chunks (issue 63), instead of the 18 that webpack's default splitting made of it (a group
// per shared module, their common parts split apart): each chunk was a preload link the page's first script inserted
// before the first paint, a request and a script to evaluate. The start's modules (preload-start-chunks.cjs: React, the
// shared packages, the shell's bootstrap) go into one chunk per layer: 'start-0' holds what consumes no shared module
// (React), 'start-1' what consumes only from layer 0 (react-dom, the JSX runtime), and so on up to the bootstrap. One
// chunk for all would never load: the federation runtime loads a chunk's consumed shared modules before the chunk, and
// they would be in that very chunk.
// Not moved: a module a sign-in chunk also holds (a new tab's sign-in must not wait for the start).
const { startGroups, signInChunks } = require('./preload-start-chunks.cjs');

/** Each start chunk's layer: its group's distance from a group that consumes nothing (the lowest, if in several). */
function startChunkLayers(compilation) {
  const consumesFrom = startGroups(compilation);
  const depth = new Map();
  const depthOf = (group) => {
    if (depth.has(group)) return depth.get(group);
    depth.set(group, 0); // a cycle counts as the bottom instead of recursing forever
    const below = [...(consumesFrom.get(group) ?? [])].map(depthOf);
    const own = below.length === 0 ? 0 : 1 + Math.max(...below);
    depth.set(group, own);
    return own;
  };
  const layers = new Map();
  for (const group of consumesFrom.keys()) {
    const layer = depthOf(group);
    for (const chunk of group.chunks) layers.set(chunk, Math.min(layer, layers.get(chunk) ?? Infinity));
  }
  return layers;
}

/** The splitChunks cache group and the plugin that lends it the compilation (a cache group's test sees none). */
function startChunkSplitting() {
  let compilation;
  let chunks;
  const plugin = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('StartChunk', (current) => {
        compilation = current;
        chunks = undefined;
      });
    },
  };
  const known = () => (chunks ??= { layers: startChunkLayers(compilation), signIn: signInChunks(compilation) });
  const layerOf = (module, chunkGraph) => {
    const { layers, signIn } = known();
    let layer = Infinity;
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      if (signIn.has(chunk)) return undefined;
      if (layers.has(chunk)) layer = Math.min(layer, layers.get(chunk));
    }
    return layer === Infinity ? undefined : layer;
  };
  const cacheGroup = {
    chunks: 'async',
    enforce: true,
    priority: 50,
    test: (module, { chunkGraph }) => module.type.startsWith('javascript/') && layerOf(module, chunkGraph) !== undefined,
    name: (module) => `start-${layerOf(module, compilation.chunkGraph)}`,
  };
  return { plugin, cacheGroup };
}

/** The chunks every start runs from top to bottom: the entry ('main') and the layers. */
const runsAtStart = (chunk) => chunk.name === 'main' || /^start-\d+$/.test(chunk.name ?? '');

module.exports = { startChunkSplitting, runsAtStart };
