/** One jest run over every package; each package is a jest project. */
const { chakraRoot } = require('./scripts/chakra-theme-path.cjs');

require('./scripts/node-version.cjs').announceNode('jest');
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];
const project = (dir) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  moduleNameMapper: {
    '\\.(svg|png|jpg)$': '<rootDir>/../types/file-stub.js',
    '^@chakra-theme/(.*)\\.js$': `${chakraRoot}/dist/cjs/theme/$1.cjs`,
  },
});
module.exports = {
  projects: ['shared-api', 'shared-ui', 'shell', 'mf-tester', 'mf-backoffice', 'mf-feedback'].map(project),
};
