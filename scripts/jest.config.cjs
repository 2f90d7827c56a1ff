/** The tests of the project's Node scripts (no DOM): the API report tool, the candidate builds, the development server, npm test's jest step. Part of the root jest run. */
module.exports = {
  displayName: 'scripts',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.mjs$': ['@swc/jest', {}] },
  testMatch: ['<rootDir>/{api-report,build,dev,toolchain}/*.test.mjs'],
};
