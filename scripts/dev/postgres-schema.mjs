// An empty schema in a PostgreSQL database, and a DATABASE_URL whose connections use it (the
// two-instance journeys and the API benchmarks run in schemas of their own, like the server's
// PostgreSQL tests). The mail queue's schema beside it (<schema>_pgboss) is emptied too.
//   node scripts/dev/postgres-schema.mjs e2e_instances [postgres://postgres@127.0.0.1:5432/test]   prints the URL
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// pg is the API server's dependency.
const pg = createRequire(new URL('../../api-server/package.json', import.meta.url))('pg');

function dropStatements(schema) {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema ?? '')) throw new Error('Bitte einen Schemanamen aus Kleinbuchstaben, Ziffern und _ angeben.');
  return `drop schema if exists ${schema} cascade; drop schema if exists ${schema}_pgboss cascade`;
}

async function withClient(base, work) {
  const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops and creates `schema` (and drops its mail queue's); answers a URL of `base` whose connections use it. */
export async function emptySchemaUrl(schema, base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test') {
  const drop = dropStatements(schema);
  await withClient(base, (client) => client.query(`${drop}; create schema ${schema}`));
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** Drops `schema` and its mail queue's. */
export async function dropSchema(schema, base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test') {
  await withClient(base, (client) => client.query(dropStatements(schema)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [schema, base] = process.argv.slice(2);
  try {
    console.log(await emptySchemaUrl(schema, base));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}
