/** One jest run over every package; each package is a jest project. */
const { chakraRoot } = require('./scripts/build/chakra-theme-path.cjs');

require('./scripts/toolchain/node-version.cjs').announceNode('jest');
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];
const project = (dir, { routes = true } = {}) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // jest.routes.ts: the route table with every remote's rows, as the shell has it after reading their manifests.
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts', ...(routes ? ['<rootDir>/../jest.routes.ts'] : [])],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  moduleNameMapper: {
    '\\.(svg|png|jpg)$': '<rootDir>/../types/file-stub.js',
    '^@chakra-theme/(.*)\\.js$': `${chakraRoot}/dist/cjs/theme/$1.cjs`,
  },
});
/**
 * The API server runs on Node: no DOM; its ES-module-only libraries (jose, kysely, light-my-request's cookie) and PGlite
 * are transformed too, and @fastify/cookie, which loads cookie with import().
 */
const server = (dir) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'node',
  // PGlite loads its parts with import(), which jest runs only when transformed to require().
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.[mc]js$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jose|kysely|cookie|@fastify\\+cookie|@fastify/cookie|content-disposition|@electric-sql|pg-boss|cron-parser|rrule-temporal|serialize-error|non-error|temporal-polyfill|luxon)[@/+])'],
  // test/: the contract suite and the helpers the server's tests share (PostgreSQL, the built server).
  testMatch: ['<rootDir>/{src,test}/**/*.test.ts'],
});
module.exports = {
  // A component test that renders a whole screen takes 1-3 s alone and over 5 s on a busy 2-core
  // machine: the limit catches a hang, it measures nothing.
  testTimeout: 20_000,
  // Looks once for the test PostgreSQL; the tests that need it are skipped, saying why, where none answers.
  globalSetup: '<rootDir>/jest.global-setup.cjs',
  projects: [
    ...['contract', 'domain'].map((dir) => project(dir, { routes: false })),
    ...['api-client', 'demo', 'test-support', 'shared-ui', 'shell', 'mf-tester', 'mf-backoffice', 'mf-feedback'].map((dir) => project(dir)),
    server('api-server'),
    // The Node scripts' own tests (scripts/api-report/, scripts/build/).
    '<rootDir>/scripts/jest.config.cjs',
  ],
};
