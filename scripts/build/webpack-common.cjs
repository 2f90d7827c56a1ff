// Pieces every webpack build of ours shares: TypeScript/React through swc, and the resolver
// with the '@chakra-theme/…' alias (see chakra-theme-path.cjs).
const chakraTheme = require('./chakra-theme-path.cjs');

const swcRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
};

const resolve = { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: chakraTheme.alias };

module.exports = { swcRule, resolve };
