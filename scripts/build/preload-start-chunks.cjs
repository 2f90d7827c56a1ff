// The shell's own start chunks as <link rel="preload"> in its page (issue 17, item 4). Without it the
// browser learns of them only after main.js has arrived and run (the federation runtime then asks for
// the bootstrap chunk and the shared modules it consumes: React, shared-ui, api-client …). With it they
// download in parallel with main.js.
// Exactly those chunks: the chunk groups of index.ts's imports (react-dom, shared-ui, './bootstrap'), and for every shared module
// consumed there, the chunks of the shell's own provided version (the runtime takes it: the shell provides
// every shared module), followed through the modules in those chunks. Other lazy imports (the OIDC libraries, the demo data source, the
// overlays) are not followed: a stored session or the API mode never needs them first.
// The chunks are classic scripts (webpack's JSONP chunks), so the hint is rel=preload as=script; a
// modulepreload would not match them.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const isConsumeShared = (module) => module.type === 'consume-shared-module';

/**
 * The start's chunk groups: every import() of the entry (index.ts: react-dom, api-client, shared-ui, the bootstrap) but a
 * new tab's sign-in in a frame, which only such a tab needs (signInChunkFiles), and for every shared module their chunks
 * consume, the group of the shell's own provided version (the runtime takes it: the shell provides every shared module).
 * Each with the groups its chunks consume from, which the runtime loads before it.
 */
function startGroups(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  const entry = compilation.entries.get('main');
  const entryModule = entry && moduleGraph.getModule(entry.dependencies[0]);
  const startBlocks = (entryModule?.blocks ?? []).filter((block) => !SIGN_IN_GROUPS.includes(block.groupOptions?.name));
  const providers = new Map();
  for (const module of compilation.modules) if (module.type === 'provide-module') providers.set(module._name, module);
  const consumesFrom = new Map();
  const queue = startBlocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
  while (queue.length > 0) {
    const group = queue.shift();
    if (consumesFrom.has(group)) continue;
    const from = new Set();
    consumesFrom.set(group, from);
    for (const chunk of group.chunks) {
      // A chunk's shared modules: consumed before it runs (listed apart from its modules) or inside it.
      const modules = [...(chunkGraph.getChunkModulesIterableBySourceType(chunk, 'consume-shared') ?? []), ...chunkGraph.getChunkModulesIterable(chunk)];
      for (const module of modules) {
        if (!isConsumeShared(module)) continue;
        // The shell's own provided module, else the fallback.
        const source = providers.get(module.options.shareKey) ?? module;
        for (const block of source.blocks) {
          const provided = chunkGraph.getBlockChunkGroup(block);
          if (provided && provided !== group) {
            from.add(provided);
            queue.push(provided);
          }
        }
      }
    }
  }
  return consumesFrom;
}

/** The start chunks of a compilation: the chunks of its start groups. */
function startChunks(compilation) {
  return new Set([...startGroups(compilation).keys()].flatMap((group) => group.chunks));
}

/** The start chunks of a compilation, as file names, the biggest first. */
function startChunkFiles(compilation) {
  const files = [...startChunks(compilation)].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
  // The biggest first: over HTTP/1.1 (six connections per origin) the last chunk to arrive decides when the app
  // can start, and a big one started last makes the longest tail (Lighthouse's simulated 4G showed react-dom's
  // 56 KB starting after the small chunks and ending 0.5 s after them).
  const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
  return files.sort((a, b) => size(b) - size(a));
}

/**
 * The sign-in's lazy chunks (issue 41), by the names of their import()s: 'oidc-auth' (shell/src/auth/oidc-mode.tsx:
 * the libraries that finish a sign-in whose answer the page opened with) and 'silent-sign-in' (shell/src/index.ts: a
 * new tab's sign-in in a hidden frame).
 */
const SIGN_IN_GROUPS = ['oidc-auth', 'silent-sign-in'];

/** The chunks of the sign-in's import()s. */
function signInChunks(compilation) {
  return new Set(SIGN_IN_GROUPS.flatMap((name) => compilation.namedChunkGroups.get(name)?.chunks ?? []));
}

/** The chunks of the named sign-in import() not among `start`. */
function signInChunkFiles(compilation, name, start) {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) return [];
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js') && !start.includes(file)));
}

class PreloadStartChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        // A prerendered page (login.html) shows its content without the scripts: they load after it has
        // painted, instead of sharing the slow network with its stylesheet (measured: Lighthouse mobile LCP
        // 2.4-2.7 s with low-priority preloads, 1.6-1.9 s without).
        const { prerendered } = data.plugin.options;
        if (prerendered && !prerendered.signedOut) return data;
        const files = startChunkFiles(compilation);
        // The prerendered index.html: the inline script (first-paint.cjs) preloads them only for a visitor with a
        // session; a signed-out visitor gets the login view, painted without them in the way.
        if (prerendered) {
          const content = files.map((file) => `${publicPath}${file}`).join(' ');
          // The identity service's answer (the page opened with its code) needs the sign-in libraries first (issue 41).
          const listOf = (name) => signInChunkFiles(compilation, name, files).map((file) => `${publicPath}${file}`).join(' ');
          data.headTags.unshift(
            HtmlWebpackPlugin.createHtmlTagObject('meta', { name: 'dtp-start-chunks', content }),
            HtmlWebpackPlugin.createHtmlTagObject('meta', { name: 'dtp-sign-in-chunks', content: listOf('oidc-auth') }),
            HtmlWebpackPlugin.createHtmlTagObject('meta', { name: 'dtp-silent-sign-in-chunks', content: listOf('silent-sign-in') }),
          );
          return data;
        }
        data.headTags.unshift(
          ...files.map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` })),
        );
        return data;
      });
    });
  }
}

module.exports = { PreloadStartChunksPlugin, startChunkFiles, startGroups, signInChunks };
