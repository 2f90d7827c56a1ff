// Runs once per jest run, before any test file is collected: looks for the test PostgreSQL, so the
// tests that need it are declared as skipped where none answers (describeWithPostgres /
// testWithPostgres in api-server/test/postgres.ts), never run as empty passes.
// The answer travels to the test files through the environment (workers inherit it):
//   DTP_TEST_POSTGRES_URL     the database the tests use: DATABASE_URL, else the local test server
//   DTP_TEST_POSTGRES_ABSENT  why those tests are skipped; unset when PostgreSQL answers
const { Socket } = require('node:net');

/** Whether something listens at the URL's host and port (half a second at most). */
function answers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port || 5432), hostname, () => done(true));
  });
}

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
