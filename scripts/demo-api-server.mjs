// The demo data source answering over HTTP on :3200, so the platform runs in http mode
// (api.source 'http') against it: the benchmark measures what production downloads.
//   node scripts/demo-api-server.mjs [--port 3200] [--scale 1]
import { execSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { announceNode } from './node-version.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/** Builds the demo data source for Node and starts the HTTP server; resolves with the server. */
export async function startDemoApi({ port = 3200, scale = 1 } = {}) {
  execSync('npx webpack --config scripts/webpack-demo-api.cjs', { cwd: root, stdio: 'ignore' });
  const require = createRequire(import.meta.url);
  const { createDemoTransport } = require(path.join(root, 'node_modules/.cache/dtp-demo-api/demo-api.cjs'));
  const transport = createDemoTransport({ scale, latency: 0, persist: false });

  const server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url, `http://${req.headers.host}`);
    const contentType = req.headers['content-type'] ?? '';
    let body;
    let form;
    if (contentType.startsWith('multipart/form-data')) {
      form = await new Request(url, { method: 'POST', headers: { 'content-type': contentType }, body: raw }).formData();
    } else if (raw.length > 0) {
      body = JSON.parse(raw.toString('utf8'));
    }
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '') || null;
    const answer = await transport({ method: req.method, path: url.pathname, body, form, token });
    if (answer.data instanceof Blob) {
      res.writeHead(answer.status, { 'Content-Type': answer.data.type || 'application/octet-stream' });
      return res.end(Buffer.from(await answer.data.arrayBuffer()));
    }
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(answer.data === undefined ? '' : JSON.stringify(answer.data));
  });
  await new Promise((resolve) => server.listen(port, 'localhost', resolve));
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  announceNode('Demo API');
  const port = Number(arg('--port', 3200));
  await startDemoApi({ port, scale: Number(arg('--scale', 1)) });
  console.log(`Demo API (http): http://localhost:${port}/`);
}
