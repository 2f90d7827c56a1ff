import pg from 'pg';

// Tests use PostgreSQL where one answers (this machine kind runs PostgreSQL 15 on 127.0.0.1:5432)
// and the embedded PGlite always. A test or suite that needs PostgreSQL is declared with
// testWithPostgres / describeWithPostgres: where none answers it is collected as skipped (jest
// reports it so, never as passed); jest.global-setup.cjs looks once per run and prints why.

const probed = process.env.DTP_TEST_POSTGRES_URL;
if (probed === undefined) {
  throw new Error('DTP_TEST_POSTGRES_URL is not set: run jest with the root jest.config.js, whose globalSetup (jest.global-setup.cjs) looks for PostgreSQL');
}

/** The test PostgreSQL: DATABASE_URL, else the local test server. */
export const POSTGRES_URL: string = probed;

/** Why this run has no PostgreSQL (the tests that need it are skipped), or null when one answers. */
export const POSTGRES_ABSENT: string | null = process.env.DTP_TEST_POSTGRES_ABSENT ?? null;

/** `describe` where PostgreSQL answers, `describe.skip` where none does. */
export const describeWithPostgres: jest.Describe = POSTGRES_ABSENT === null ? describe : describe.skip;

/** `test` where PostgreSQL answers, `test.skip` where none does. */
export const testWithPostgres: jest.It = POSTGRES_ABSENT === null ? test : test.skip;

/**
 * A URL of the test PostgreSQL whose connections work in an own, empty schema (so parallel test
 * files and earlier runs never meet). Only inside testWithPostgres / describeWithPostgres: without
 * PostgreSQL it throws, so a test never passes for want of a database.
 */
export async function postgresForTests(schema: string): Promise<string> {
  if (POSTGRES_ABSENT !== null) throw new Error(`${POSTGRES_ABSENT}: declare this test with testWithPostgres or describeWithPostgres`);
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    // The mail queue's tables live beside the schema (api-server/src/mail/mail-queue.ts): a fresh start drops them too.
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.query(`drop schema if exists ${schema}_pgboss cascade`);
    await client.query(`create schema ${schema}`);
  } finally {
    await client.end();
  }
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}
