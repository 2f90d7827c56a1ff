// What the benchmarks share about the API server: signed tokens of a local key the server trusts
// (bench-api.mjs, bench-mail.mjs), the built server started on a port, on an in-memory database with the
// seed at a scale (bench.mjs, bench-lighthouse.mjs, bench-dashboard.mjs), and the databases to run it on.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { answers } from '../toolchain/port-answers.cjs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropSchema, emptySchemaUrl } from '../dev/postgres-schema.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const requireFromServer = createRequire(path.join(root, 'api-server', 'package.json'));
const { exportJWK, generateKeyPair, SignJWT } = await import(requireFromServer.resolve('jose'));

const issuer = 'http://127.0.0.1/realms/dtp';
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A key and its JWKS endpoint; `token(sub, roles, email)` signs an access token the server accepts. */
export async function benchIdentity() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwksBody = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' }] });
  const jwks = createServer((_q, r) => r.writeHead(200, { 'content-type': 'application/json' }).end(jwksBody));
  await new Promise((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  return {
    env: { OIDC_ISSUER: issuer, OIDC_JWKS_URL: `http://127.0.0.1:${jwks.address().port}/certs` },
    // `email`: a record's verified address links the token's subject to that record at its first call (issue 57);
    // without it the subject is a new applicant's.
    token: (sub, roles, email = `${sub}@example.org`) =>
      new SignJWT({ azp: 'dtp-frontend', realm_access: { roles }, name: sub, email, email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
        .setSubject(sub)
        .setIssuer(issuer)
        .setAudience('dtp-api')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey),
    close: () => jwks.close(),
  };
}

/** Starts api-server/dist/server.mjs on `port` and waits for /health; stop it with kill('SIGTERM'). */
export async function startApiServer(port, env) {
  // Otherwise the wait below would take another process's server for this one.
  if (await answers(`http://127.0.0.1:${port}`)) throw new Error(`port ${port} is in use: stop what listens there first`);
  const child = spawn(process.execPath, [path.join(root, 'api-server/dist/server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // A benchmark sends about a thousand requests a second from one address: no rate limit fits it.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DTP_LOG: 'off', RATE_LIMIT_PER_MINUTE: 'off', ...env },
  });
  for (let i = 0; i < 600; i++) {
    if (await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the API server did not start');
}

/**
 * The built server on `port` on an in-memory PGlite with the seed `seedScale` times (SEED_SCALE), trusting
 * the identity service on :3100 (the server's default issuer): the platform in http mode as production
 * runs it, for the browser benchmarks; `env` adds to its environment (ALLOWED_ORIGINS of another origin). Stop it
 * with stopApiServer.
 */
export function startMemoryApiServer(port = 3200, { seedScale = 1, env = {} } = {}) {
  return startApiServer(port, {
    // No mail is sent while measuring unless `env` names a mail sink: nothing listens here, a queued one waits for its retry.
    SMTP_URL: 'smtp://127.0.0.1:9',
    ...env,
    DATA_DIR: 'memory://',
    DATABASE_URL: '',
    SEED_SCALE: String(seedScale),
  });
}

export async function stopApiServer(child) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/**
 * Runs `measure(name, env)` with the server's environment for each database: the embedded PGlite in a
 * fresh folder, then PostgreSQL in a schema of its own (where one answers). Answers every result.
 */
export async function onEachDatabase(measure) {
  const results = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dtp-bench-'));
  try {
    results.push(await measure('PGlite (embedded)', { DATA_DIR: path.join(dataDir, 'pglite'), BACKUP_DIR: 'off', DATABASE_URL: '' }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!(await answers(postgresUrl))) {
    console.log(`PostgreSQL skipped: nothing answers at ${new URL(postgresUrl).host} (set DATABASE_URL)`);
    return results;
  }
  const schema = 'dtp_bench';
  const url = await emptySchemaUrl(schema, postgresUrl);
  try {
    results.push(await measure(`PostgreSQL (${new URL(postgresUrl).host})`, { DATABASE_URL: url }));
  } finally {
    await dropSchema(schema, postgresUrl);
  }
  return results;
}
