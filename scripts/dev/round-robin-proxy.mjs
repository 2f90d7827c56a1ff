// A small round-robin load balancer for trying more than one API server instance
// (api-server/README.md#more-than-one-instance; e2e/playwright.instances.config.ts):
//   node scripts/dev/round-robin-proxy.mjs --port 3200 --to http://127.0.0.1:3201,http://127.0.0.1:3202
// Each request goes to the next instance in turn; the answer says which one in `X-DTP-Instance`.
// GET /__proxy/stats answers how many requests each instance got. Not for production: use nginx,
// HAProxy or the platform's load balancer there.
import http from 'node:http';

function arg(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const port = Number(arg('--port') ?? 3200);
const host = arg('--host') ?? '127.0.0.1';
const targets = (arg('--to') ?? '').split(',').filter(Boolean).map((url) => new URL(url));
if (targets.length === 0) {
  console.error('Bitte die Instanzen angeben: --to http://127.0.0.1:3201,http://127.0.0.1:3202');
  process.exit(2);
}
const served = targets.map(() => 0);
let next = 0;

function answerJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/__proxy/stats') {
    answerJson(res, 200, { instances: targets.map((target, i) => ({ url: target.origin, requests: served[i] })) });
    return;
  }
  const index = next;
  next = (next + 1) % targets.length;
  const target = targets[index];
  const upstream = http.request(
    { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress } },
    (answer) => {
      served[index]++;
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-dtp-instance': String(index + 1) });
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    answerJson(res, 502, { message: `Die Server-Instanz ${index + 1} antwortet nicht.` });
  });
  req.pipe(upstream);
});

server.listen(port, host, () => {
  console.log(`Round-robin proxy http://${host}:${port}/ → ${targets.map((t) => t.origin).join(', ')}`);
});
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
