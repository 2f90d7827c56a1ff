// The gallery: a plain webpack app (no federation) showing every building block and field.
// `pnpm --filter @dtp/shared-ui gallery` serves it on port 3005; `build` writes gallery/dist.
// GALLERY_ENTRY=size builds gallery/size-probe.tsx instead: the whole public entry, for size checks.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { resolve, swcRule } = require('../scripts/build/webpack-common.cjs');

const entries = { gallery: './gallery/index.tsx', size: './gallery/size-probe.tsx' };

module.exports = (env, argv) => {
  const production = argv.mode === 'production';
  const entry = entries[process.env.GALLERY_ENTRY ?? 'gallery'];
  return {
    context: __dirname,
    entry: { main: entry },
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'gallery/dist'),
      publicPath: '/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve,
    module: {
      rules: [
        swcRule,
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    // The size probe measures shared-ui alone: what the other shared modules bring is not ours.
    externals: process.env.GALLERY_ENTRY === 'size'
      ? { react: 'React', 'react-dom': 'ReactDOM', 'react-dom/client': 'ReactDOMClient', 'react/jsx-runtime': 'ReactJsx', '@dtp/api-client': 'DtpSharedApi' }
      : {},
    performance: { hints: false },
    plugins: [
      new HtmlWebpackPlugin({ title: 'shared-ui – Galerie', template: path.join(__dirname, '../scripts/build/index.html') }),
    ],
    devServer: { port: 3005, host: 'localhost', historyApiFallback: true, hot: false, liveReload: true, client: { overlay: false } },
    stats: 'errors-warnings',
  };
};
