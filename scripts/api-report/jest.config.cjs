/** The tests of the API report tool (Node, no DOM): bash scripts/with-node.sh pnpm exec jest -c scripts/api-report/jest.config.cjs */
module.exports = {
  displayName: 'api-report',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.mjs$': ['@swc/jest', {}] },
  testMatch: ['<rootDir>/*.test.mjs'],
};
