// The API server under load: 200 simulated testers, each loading their data sheet and their tests
// with a valid signed token, against the embedded PGlite and (where one answers) PostgreSQL.
//   npm run build && bash scripts/with-node.sh node scripts/bench/bench-api.mjs [--seconds 20] [--connections 200]
// Prints requests/s and p50/p90/p97.5/p99 latency per database and writes bench-results/api.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchIdentity, onEachDatabase, root, startApiServer, stopApiServer } from './bench-api-server.mjs';
import { announceNode } from '../toolchain/node-version.cjs';

announceNode('API benchmark');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('--seconds', 20);
const connections = arg('--connections', 200);
const identity = await benchIdentity();
const token = identity.token;

async function run(name, env) {
  const port = 3291;
  const server = await startApiServer(port, { ...identity.env, ...env, SMTP_URL: 'smtp://127.0.0.1:9' });
  try {
    const base = `http://127.0.0.1:${port}`;
    const admin = await token('u-admin', ['dtp-admin']);
    const users = await (await fetch(`${base}/user/list`, { headers: { authorization: `Bearer ${admin}` } })).json();
    // Each record's own address: the first call links the token to the tester's record (not a new applicant).
    const testers = await Promise.all(users.map((u) => token(`sub-${u.id}`, ['dtp-tester'], u.email)));
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
    await stopApiServer(server);
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

const rows = (await onEachDatabase(run)).flat();
identity.close();

console.log('\n| database | load | requests/s | p50 ms | p90 ms | p95 ms | p97.5 ms | p99 ms | non-2xx |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.database} | ${r.load} | ${r.requestsPerSecond} | ${r.p50} | ${r.p90} | ${r.p95 ?? '–'} | ${r.p97_5} | ${r.p99} | ${r.non2xx} |`);
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', 'api.json'), JSON.stringify(rows, null, 2));
