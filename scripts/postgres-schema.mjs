// Creates an empty schema in a PostgreSQL database and prints a DATABASE_URL whose connections use it
// (the two-instance journeys run in their own schema, like the server's PostgreSQL tests):
//   node scripts/postgres-schema.mjs e2e_instances [postgres://postgres@127.0.0.1:5432/test]
import { createRequire } from 'node:module';

// pg is the API server's dependency.
const pg = createRequire(new URL('../api-server/package.json', import.meta.url))('pg');

const [schema, base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'] = process.argv.slice(2);
if (!/^[a-z_][a-z0-9_]*$/.test(schema ?? '')) {
  console.error('Bitte einen Schemanamen aus Kleinbuchstaben, Ziffern und _ angeben.');
  process.exit(2);
}
const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 3000 });
await client.connect();
await client.query(`drop schema if exists ${schema} cascade`);
await client.query(`create schema ${schema}`);
await client.end();
const url = new URL(base);
url.searchParams.set('options', `-c search_path=${schema}`);
console.log(url.toString());
