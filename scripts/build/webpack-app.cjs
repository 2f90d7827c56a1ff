// One webpack configuration for every app (shell and remotes): each app calls it
// from its own webpack.config.js and builds, serves and deploys on its own.
const { announceNode } = require('../toolchain/node-version.cjs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { resolve, swcRule } = require('./webpack-common.cjs');
const { chakraGlobalCss, ChakraGlobalCssPlugin } = require('./chakra-global-css.cjs');
const { PreloadStartChunksPlugin } = require('./preload-start-chunks.cjs');
const { runsAtStart, startChunkSplitting } = require('./start-chunk.cjs');
const { CompileHintsPlugin } = require('./compile-hints.cjs');
const { loadForNode } = require('./node-bundle.cjs');
const { firstDownloadsScript, firstPaintScript } = require('./first-paint.cjs');
const { remoteEntryFile, providesFile } = require('./remote-files.cjs');

const root = path.resolve(__dirname, '../..');
const runtimeGlobalFile = 'federation-runtime.js';

/**
 * Production builds ship each text file also as .br and .gz (made once at build time, at the best
 * levels), which the static server sends by the browser's Accept-Encoding (scripts/dev/serve-lib.mjs).
 */
function precompressed() {
  const test = /\.(js|json|html|svg|css)$/;
  return [
    new CompressionPlugin({ test, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 }, threshold: 512, minRatio: 0.9 }),
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [require('node:zlib').constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 512,
      minRatio: 0.9,
    }),
  ];
}

/**
 * Only what carries React context or state crosses the federation boundary.
 * Big libraries (Chakra, emotion, react-router, react-hook-form, zustand, valibot)
 * are reached only through our two shared packages, so one tree-shaken copy of
 * each rides inside them instead of the whole library (STACK-NOTES 'The size trap').
 */
function sharedModules(dir) {
  const reactVersion = require(require.resolve('react/package.json', { paths: [dir] })).version;
  // strictVersion: the runtime refuses a provided version outside the range instead of warning and using it. The shell
  // compares a remote's manifest before loading it (compatibility-plugin.ts); this is the backstop behind that check.
  const react = { singleton: true, strictVersion: true, requiredVersion: `^${reactVersion}`, version: reactVersion };
  return {
    react,
    'react/jsx-runtime': react,
    'react-dom': react,
    'react-dom/client': react,
    ...ourEntryPoints('shared-ui'),
    ...ourEntryPoints('api-client'),
  };
}

/** Entry points that run on Node only: api-client's test harness (jest), shared-ui's prerendering (builds). */
const NOT_IN_BROWSERS = new Set(['./test-support', './static-markup']);

/**
 * Every entry point of one of our shared packages ('@dtp/shared-ui', '@dtp/shared-ui/travel-claim'
 * …, from its package.json "exports") as a singleton. A screen downloads only the entry points
 * it imports. Each is given by its file path, which makes every build provide it even when the
 * build itself does not import it: the shell provides all of them, so a remote never falls back
 * to its own copy (that would bring a second Chakra or store instance).
 */
function ourEntryPoints(pkg) {
  const manifest = require(path.join(root, pkg, 'package.json'));
  const version = manifest.version;
  const entries = Object.entries(manifest.exports ?? { '.': manifest.main }).filter(([subpath]) => !NOT_IN_BROWSERS.has(subpath));
  return Object.fromEntries(
    entries.map(([subpath, file]) => [
      `${manifest.name}${subpath.slice(1)}`,
      { import: path.join(root, pkg, file), singleton: true, strictVersion: true, version, requiredVersion: `^${version}` },
    ]),
  );
}

/**
 * What the shell's build provides to every remote (issue 48, item 2): one version per shared package (from its
 * entry points, which all carry it) and the federation runtime the remotes run on. The shell compares a remote's
 * manifest with it before loading the remote's code (shell/src/federation/compatibility-plugin.ts); the deploy gate
 * reads the same from the shell's build (its file `federation-provides.json`).
 */
function providedVersions(dir) {
  const provided = {};
  for (const [name, share] of Object.entries(sharedModules(dir))) {
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    provided[pkg] ??= share.version;
  }
  provided['@module-federation/runtime'] = require(require.resolve('@module-federation/runtime/package.json', { paths: [dir] })).version;
  return provided;
}

/**
 * @param {object} app
 * @param {string} app.dir        the app's folder
 * @param {string} app.name       federation name (mf_tester …) or 'shell'
 * @param {number} app.port       dev-server port
 * @param {Record<string,string>} [app.exposes]  remotes only
 * @param {string} [app.title]    page title of the app's own HTML page
 * @param {Record<string,string>} [app.prerendered]  production builds: further pages (file name → module
 *   exporting `prerender(): { html, styles }`, see shared-ui's static-markup) whose root holds that screen's
 *   HTML and whose head its styles, made at build time
 */
function createAppConfig({ dir, name, port, exposes, title, prerendered = {} }) {
  const isHost = !exposes;
  return async (env, argv) => {
    announceNode(`webpack ${name}`);
    const production = argv.mode === 'production';
    // Chakra's global CSS as a stylesheet made at build time, instead of at every page load.
    const globalCss = await chakraGlobalCss();
    const page = (options) =>
      new HtmlWebpackPlugin({
        title: title ?? name,
        template: path.join(__dirname, 'index.html'),
        // The template places the tags itself: the shell's chunk lists and its entry's file names (dtp-entry) before
        // its inline script, which comes before the stylesheet and adds main.js itself (first-paint.cjs).
        inject: false,
        chunks: ['main'],
        runtimeScript: isHost ? undefined : runtimeGlobalFile,
        globalCss: isHost ? `/${globalCss.fileName}` : globalCss.fileName,
        preloadConfig: isHost,
        ...options,
      });
    // A prerendered page (login.html): the same page, its root already holding the screen's HTML. index.html
    // prerendered holds the app's frame and the signed-out view, chosen by the inline script (first-paint.cjs).
    const prerenderedPages = production
      ? await Promise.all(
          Object.entries(prerendered).map(async ([filename, module]) => {
            const markup = (await loadForNode(path.join(dir, module))).prerender();
            const choosesFirstPaint = Boolean(markup.signedOut);
            return page({
              filename,
              prerendered: markup,
              firstDownloadsScript: choosesFirstPaint ? firstDownloadsScript : undefined,
              firstPaintScript: choosesFirstPaint ? firstPaintScript : undefined,
            });
          }),
        )
      : [];
    const startChunk = isHost && production ? startChunkSplitting() : undefined;
    const ownIndex = prerenderedPages.some((plugin) => plugin.userOptions.filename === 'index.html');
    const app = {
      context: dir,
      entry: { main: './src/index.ts' },
      mode: production ? 'production' : 'development',
      devtool: production ? (process.env.SOURCE_MAPS ? 'source-map' : false) : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        // The shell is served from its origin's root, so deep links (/datasheet/u-1) find
        // their scripts; remotes resolve their chunks relative to their manifest.
        publicPath: isHost ? '/' : 'auto',
        // Content-hashed chunks are cached for good; main.js (the federation runtime needs a plain entry
        // name), index.html, remoteEntry.js and mf-manifest.json are revalidated (ETag, 304 when unchanged).
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: '[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: isHost ? true : { keep: runtimeGlobalFile },
      },
      resolve,
      module: {
        rules: [
          swcRule,
          { test: /\.(png|jpe?g|svg)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        ...(startChunk ? { splitChunks: { cacheGroups: { start: startChunk.cacheGroup } } } : {}),
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : remoteEntryFile,
          exposes,
          shared: sharedModules(dir),
          shareStrategy: 'loaded-first',
          dts: false,
          // A remote's manifest also carries the route rows and sidebar entries of its screens (issue 48, item 3).
          manifest: isHost ? false : { additionalData: remoteRoutesWriter(remoteRoutesOf(dir, exposes)) },
          runtimePlugins: isHost
            ? [path.join(dir, 'src/federation/provide-runtime-plugin.ts'), path.join(dir, 'src/federation/remote-error-plugin.ts')]
            : undefined,
          // One runtime per page: remotes use the one the shell provides (provide-runtime-plugin.ts;
          // remoteEntry 19.5 -> 8 KB gzip). Remotes are leaves: they never load another remote
          // themselves (mf-tester shows mf-feedback through the shell's loader), so the flags
          // of their builds drop remote-loading and manifest-snapshot code.
          experiments: isHost
            ? { optimization: { target: 'web' } }
            : { externalRuntime: true, optimization: { disableRemote: true, disableSnapshot: true, target: 'web' } },
        }),
        ...(ownIndex ? [] : [page()]),
        ...prerenderedPages,
        new ChakraGlobalCssPlugin(globalCss),
        ...(startChunk ? [startChunk.plugin, new PreloadStartChunksPlugin(), new CompileHintsPlugin(runsAtStart)] : []),
        ...(isHost ? providesPlugins(dir) : []),
        // The remote's standalone page (src/bootstrap.tsx) registers the same rows as its manifest carries.
        ...(isHost ? [] : [new (require('webpack').DefinePlugin)({ __DTP_ROUTES__: JSON.stringify(remoteRoutesOf(dir, exposes)) })]),
        // Every app ships the one base runtime configuration (config/runtime.base.json) as its
        // config.json; modes change it with overlays when served (config/runtime-config.mjs).
        new CopyPlugin({
          patterns: [
            { from: path.join(root, 'config/runtime.base.json'), to: 'config.json' },
            { from: 'public', to: '.', noErrorOnMissing: true },
          ],
        }),
        ...(production ? precompressed() : []),
      ],
      devServer: {
        port,
        host: 'localhost',
        historyApiFallback: true,
        // As nginx (scripts/ops/nginx-config-lib.mjs): a remote allows the shell's origin only, the shell none; never '*'.
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': new URL(require(path.join(root, 'config/runtime.base.json')).auth.loginUrl).origin },
        hot: false,
        liveReload: true,
        client: { overlay: false },
      },
      stats: 'errors-warnings',
    };
    return isHost ? app : [standaloneRuntimeConfig(dir, production), app];
  };
}

/**
 * The remote's route rows and sidebar entries: contract/src/pages/<the app's folder>.json, where the mails' links read
 * them too (contract/src/pages.ts). A row naming a screen the remote does not expose fails the build.
 */
function remoteRoutesOf(dir, exposes) {
  const file = path.join(root, 'contract/src/pages', `${path.basename(dir)}.json`);
  const routes = JSON.parse(require('node:fs').readFileSync(file, 'utf8'));
  const unexposed = routes.routes.filter((row) => !(`./${row.screen}` in exposes)).map((row) => row.screen);
  if (unexposed.length > 0) throw new Error(`${file}: screens not in src/screens.ts: ${unexposed.join(', ')}`);
  return routes;
}

/**
 * Writes the remote's rows into its manifest (metaData.dtp), where the shell reads them before loading any of the
 * remote's code (api-client's route table).
 */
function remoteRoutesWriter(routes) {
  return ({ stats }) => {
    stats.metaData.dtp = routes;
    return stats;
  };
}

/** The shell's provided versions, as a constant of its code and as a file beside its page for the deploy gate. */
function providesPlugins(dir) {
  const { DefinePlugin, sources } = require('webpack');
  const shell = require(path.join(dir, 'package.json')).version;
  const provides = providedVersions(dir);
  return [
    new DefinePlugin({ __DTP_PROVIDED_VERSIONS__: JSON.stringify(provides) }),
    {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('DtpProvidesFile', (compilation) => {
          compilation.hooks.processAssets.tap({ name: 'DtpProvidesFile', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
            compilation.emitAsset(providesFile, new sources.RawSource(`${JSON.stringify({ shell, provides }, null, 2)}\n`));
          });
        });
      },
    },
  ];
}

/**
 * A remote's standalone page has no shell to provide the federation runtime, so a
 * second, tiny build emits it as a plain script that the page loads before main.js.
 */
function standaloneRuntimeConfig(dir, production) {
  return {
    name: 'federation-runtime',
    context: dir,
    entry: path.join(__dirname, 'federation-runtime-global.js'),
    mode: production ? 'production' : 'development',
    devtool: false,
    target: 'web',
    output: { path: path.join(dir, 'dist'), filename: runtimeGlobalFile, clean: false },
    plugins: production ? precompressed() : [],
    stats: 'errors-warnings',
  };
}

module.exports = { createAppConfig };
