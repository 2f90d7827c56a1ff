// A TCP relay that can be cut and restored, like a network outage or a restarting database: the
// outage tests put it between the API server and PostgreSQL (api-server/src/db/outage.test.ts,
// e2e/tests/database-outage.spec.ts).
//   node scripts/dev/tcp-relay.mjs --port 5433 --to 127.0.0.1:5432 --control 3299
// The control port answers POST /cut and POST /restore.
import http from 'node:http';
import { createRelay } from './tcp-relay-lib.mjs';

function arg(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const [host, port] = (arg('--to') ?? '127.0.0.1:5432').split(':');
const relay = createRelay({ host, port: Number(port) });
const listening = await relay.listen(Number(arg('--port') ?? 5433));
const control = http.createServer((req, res) => {
  const action = req.method === 'POST' ? { '/cut': relay.cut, '/restore': relay.restore }[req.url ?? ''] : undefined;
  if (action) action();
  res.writeHead(action ? 204 : req.method === 'GET' ? 200 : 404).end();
});
control.listen(Number(arg('--control') ?? 3299), '127.0.0.1');
console.log(`TCP relay 127.0.0.1:${listening} → ${host}:${port}`);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => process.exit(0));
