// Bundles shared-api's demo data source for Node, so scripts/demo-api-server.mjs can
// answer the API over HTTP (the platform in http mode without a real server).
const path = require('node:path');

module.exports = {
  mode: 'production',
  target: 'node20',
  context: path.resolve(__dirname, '..'),
  entry: './shared-api/src/demo/demo-transport.ts',
  output: { path: path.resolve(__dirname, '../node_modules/.cache/dtp-demo-api'), filename: 'demo-api.cjs', library: { type: 'commonjs2' } },
  resolve: { extensions: ['.ts', '.js'] },
  optimization: { minimize: false },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } } },
      },
    ],
  },
  stats: 'errors-warnings',
};
