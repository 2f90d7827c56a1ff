import { Socket } from 'node:net';
import pg from 'pg';

// Tests use PostgreSQL where one answers (this machine kind runs PostgreSQL 15 on 127.0.0.1:5432)
// and are skipped elsewhere, saying why; the embedded PGlite is always tested.

export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Whether something listens at the URL's host and port (half a second at most). */
export function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port || 5432), hostname, () => done(true));
  });
}

/**
 * A URL of the test PostgreSQL whose connections work in an own, empty schema (so parallel test
 * files and earlier runs never meet); null when no PostgreSQL answers.
 */
export async function postgresForTests(schema: string): Promise<string | null> {
  if (!(await answers(POSTGRES_URL))) return null;
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  // The mail queue's tables live beside the schema (api-server/src/mail/mail-queue.ts): a fresh start drops them too.
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.query(`drop schema if exists ${schema}_pgboss cascade`);
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}
