// The API server under load: 200 simulated testers, each loading their data sheet and their tests
// with a valid signed token, against the embedded PGlite and (where one answers) PostgreSQL.
//   npm run build && bash scripts/with-node.sh node scripts/bench-api.mjs [--seconds 20] [--connections 200]
// Prints requests/s and p50/p90/p97.5/p99 latency per database and writes bench-results/api.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { announceNode } from './node-version.cjs';

announceNode('API benchmark');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireFromServer = createRequire(path.join(root, 'api-server', 'package.json'));
const { exportJWK, generateKeyPair, SignJWT } = await import(requireFromServer.resolve('jose'));
const pg = requireFromServer('pg');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('--seconds', 20);
const connections = arg('--connections', 200);
const issuer = 'http://127.0.0.1/realms/dtp';
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwksBody = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' }] });
const jwks = createServer((_q, r) => r.writeHead(200, { 'content-type': 'application/json' }).end(jwksBody));
await new Promise((resolve) => jwks.listen(0, '127.0.0.1', resolve));
const jwksUrl = `http://127.0.0.1:${jwks.address().port}/certs`;

const token = (sub, roles) =>
  new SignJWT({ azp: 'dtp-frontend', realm_access: { roles }, name: sub, email: `${sub}@example.org` })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
    .setSubject(sub)
    .setIssuer(issuer)
    .setAudience('dtp-api')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);

const answers = (url) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = new Socket();
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port || 5432), hostname, () => done(true));
  });

async function startServer(port, env) {
  const child = spawn(process.execPath, [path.join(root, 'api-server/dist/server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', OIDC_ISSUER: issuer, OIDC_JWKS_URL: jwksUrl, DTP_LOG: 'off', ...env },
  });
  for (let i = 0; i < 600; i++) {
    if (await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the API server did not start');
}

async function run(name, env) {
  const port = 3291;
  const server = await startServer(port, env);
  try {
    const base = `http://127.0.0.1:${port}`;
    const admin = await token('u-admin', ['dtp-admin']);
    const users = await (await fetch(`${base}/user/list`, { headers: { authorization: `Bearer ${admin}` } })).json();
    const testers = await Promise.all(users.map((u) => token(u.id, ['dtp-tester'])));
    // Warm up: every tester once (JIT, caches, the pool's connections).
    for (const t of testers) await fetch(`${base}/datasheet`, { headers: { authorization: `Bearer ${t}` } });
    // Each connection is one tester: its token is picked on its first request and kept.
    let next = 0;
    const asTester = (request, context) => {
      context.token ??= testers[next++ % testers.length];
      return { ...request, headers: { ...request.headers, authorization: `Bearer ${context.token}` } };
    };
    const flatOut = await autocannon({
      url: base,
      connections,
      duration: seconds,
      requests: [
        { method: 'GET', path: '/datasheet', setupRequest: asTester },
        { method: 'GET', path: '/tests', setupRequest: asTester },
      ],
    });
    // Flat out (every tester sends its next request as soon as the answer is there), then the
    // 200 testers together at the target's 1,000 requests/s, evenly paced.
    return [rowOf(name, 'flat out', flatOut), await paced(name, base, testers, TARGET_RATE)];
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const TARGET_RATE = 1000;

/**
 * An open load: each of the testers sends its next request at its own steady pace (together `rate`
 * per second, their starts spread over one interval), whether or not the last answer is in. autocannon's
 * rate limits fire each second's share at once, which measures its bursts rather than the server.
 */
async function paced(name, base, testers, rate) {
  const interval = (connections / rate) * 1000;
  const latencies = [];
  let failed = 0;
  const until = Date.now() + seconds * 1000;
  const tester = async (i) => {
    const authorization = `Bearer ${testers[i % testers.length]}`;
    await new Promise((resolve) => setTimeout(resolve, (i / connections) * interval));
    const running = [];
    for (let n = 0, next = Date.now(); next < until; n++, next += interval) {
      const started = performance.now();
      running.push(
        fetch(`${base}${n % 2 ? '/tests' : '/datasheet'}`, { headers: { authorization } }).then(
          async (answer) => {
            await answer.arrayBuffer();
            if (answer.ok) latencies.push(performance.now() - started);
            else failed++;
          },
          () => failed++,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next + interval - Date.now())));
    }
    await Promise.all(running);
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, (_, i) => tester(i)));
  latencies.sort((a, b) => a - b);
  const at = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] * 10) / 10;
  const row = {
    database: name,
    load: `${rate.toLocaleString('en')} req/s offered, paced`,
    requestsPerSecond: Math.round(latencies.length / ((Date.now() - started) / 1000)),
    p50: at(50),
    p90: at(90),
    p95: at(95),
    p97_5: at(97.5),
    p99: at(99),
    non2xx: failed,
    connections,
    seconds,
  };
  console.log(JSON.stringify(row));
  return row;
}

function rowOf(name, load, result) {
  const row = {
    database: name,
    load,
    requestsPerSecond: Math.round(result.requests.average),
    // autocannon's histogram reports p90 and p97.5 but no p95: p95 lies between them.
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    connections,
    seconds,
  };
  console.log(JSON.stringify(row));
  return row;
}

const rows = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'dtp-bench-'));
try {
  rows.push(...(await run('PGlite (embedded)', { DATA_DIR: dataDir, DATABASE_URL: '' })));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (await answers(postgresUrl)) {
  const schema = 'dtp_bench';
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  try {
    rows.push(...(await run(`PostgreSQL (${new URL(postgresUrl).host})`, { DATABASE_URL: url.toString() })));
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
} else {
  console.log(`PostgreSQL skipped: nothing answers at ${new URL(postgresUrl).host} (set DATABASE_URL)`);
}
jwks.close();

console.log('\n| database | load | requests/s | p50 ms | p90 ms | p95 ms | p97.5 ms | p99 ms | non-2xx |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.database} | ${r.load} | ${r.requestsPerSecond} | ${r.p50} | ${r.p90} | ${r.p95 ?? '–'} | ${r.p97_5} | ${r.p99} | ${r.non2xx} |`);
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', 'api.json'), JSON.stringify(rows, null, 2));
