// Runs once per jest run, before any test file is collected: looks for the test PostgreSQL, so the
// tests that need it are declared as skipped where none answers (describeWithPostgres /
// testWithPostgres in api-server/test/postgres.ts), never run as empty passes.
// The answer travels to the test files through the environment (workers inherit it):
//   DTP_TEST_POSTGRES_URL     the database the tests use: DATABASE_URL, else the local test server
//   DTP_TEST_POSTGRES_ABSENT  why those tests are skipped; unset when PostgreSQL answers
const { answers } = require('./scripts/toolchain/port-answers.cjs');

module.exports = async function probePostgres() {
  // This machine kind runs PostgreSQL 15 here (trust, database `test`).
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  process.env.DTP_TEST_POSTGRES_URL = url;
  if (await answers(url)) {
    delete process.env.DTP_TEST_POSTGRES_ABSENT;
    return;
  }
  const reason = `no PostgreSQL answers at ${new URL(url).host} (set DATABASE_URL to test one)`;
  process.env.DTP_TEST_POSTGRES_ABSENT = reason;
  console.warn(`\nTests that need PostgreSQL are skipped: ${reason}.`);
};
