/* global describe, test, expect, beforeAll, afterAll */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { runtimeConfig } from '../../config/runtime-config.mjs';
import { nginxConfig } from '../ops/nginx-config-lib.mjs';
import { apiProxyOf, serveApp } from './serve-lib.mjs';

// Issue 58, item 7: the development server's shell (npm start, the e2e's) passes to the API server what the generated
// nginx configuration passes, from the same source (nginx-config-lib.mjs shellProxiedOf), so a club's mailed link
// (APP_URL/club/feedback/…) opens the club's page, not the app's 'Seite nicht gefunden'.

/** The locations of the shell's server block that nginx passes to the API server. */
function nginxProxied(conf) {
  const shellServer = conf.split(/\n(?=# http)/).find((block) => /^# \S+: shell\b/.test(block)) ?? '';
  return [...shellServer.matchAll(/location (?:\^~ )?(\S+) \{\n\s+proxy_pass (\S+);/g)].map(([, prefix, target]) => ({ prefix, strip: target.endsWith('/') }));
}

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
const close = (server) =>
  new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });

describe('what the shell passes to the API server', () => {
  test.each([
    ['npm start (oidc,http: the API on its own port)', ['oidc', 'http'], ['/club/']],
    ['the base configuration (the API at the shell’s /api)', [], ['/api/', '/club/']],
  ])('%s: what the generated nginx configuration passes', (_name, overlays, prefixes) => {
    const config = runtimeConfig(...overlays);
    const { paths } = apiProxyOf(config);
    expect(paths.map(({ prefix }) => prefix)).toEqual(prefixes);
    expect(paths.map(({ prefix, strip }) => ({ prefix, strip }))).toEqual(nginxProxied(nginxConfig(config)));
  });
});

describe('the shell served with the API server behind it', () => {
  const seen = [];
  let api;
  let apiPort;
  let dist;
  const servers = [];

  beforeAll(async () => {
    api = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, host: req.headers.host, forwarded: req.headers['x-forwarded-host'], for: req.headers['x-forwarded-for'], body });
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-From': 'api' });
        res.end(`<h1>Feedback zu Ihrem Tester</h1> ${req.method} ${req.url}`);
      });
    });
    apiPort = await listen(api);
    dist = mkdtempSync(path.join(os.tmpdir(), 'dtp-serve-'));
    writeFileSync(path.join(dist, 'index.html'), '<div id="root">shell</div>');
    writeFileSync(path.join(dist, 'config.json'), '{}');
  });

  afterAll(async () => {
    await Promise.all([api, ...servers].map(close));
    rmSync(dist, { recursive: true, force: true });
  });

  async function shell(overlays, upstream = `127.0.0.1:${apiPort}`) {
    const config = runtimeConfig(...overlays);
    const server = await serveApp({ dir: 'shell', port: 0 }, { host: '127.0.0.1', dist, config, apiProxy: apiProxyOf(config, upstream) });
    servers.push(server);
    return `http://127.0.0.1:${server.address().port}`;
  }

  test("a club's link as mailed reaches the API server with its path and query, its answer as it is; the app's pages stay the shell's", async () => {
    const origin = await shell(['oidc', 'http']);
    // A visitor's own X-Forwarded-For is replaced by the address this server saw, as nginx's $remote_addr (issue 59).
    const club = await fetch(`${origin}/club/feedback/abc_DEF-123?x=1`, { headers: { 'X-Forwarded-For': '10.9.9.9' } });
    expect(club.status).toBe(200);
    expect(club.headers.get('x-from')).toBe('api');
    // The API server's own headers: none of the static server's.
    expect(club.headers.get('access-control-allow-origin')).toBeNull();
    expect(await club.text()).toContain('Feedback zu Ihrem Tester');
    expect(seen.at(-1)).toEqual({ method: 'GET', url: '/club/feedback/abc_DEF-123?x=1', host: new URL(origin).host, forwarded: new URL(origin).host, for: '127.0.0.1', body: '' });

    const saved = await fetch(`${origin}/club/feedback/abc_DEF-123`, { method: 'POST', body: 'rating=5', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(saved.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/club/feedback/abc_DEF-123', body: 'rating=5' });

    const page = await fetch(`${origin}/tests/test/7`);
    expect(await page.text()).toContain('shell');
    expect(seen.at(-1).url).toBe('/club/feedback/abc_DEF-123');
  });

  test('the API at the shell’s /api/ loses its folder on the way, as behind nginx', async () => {
    const origin = await shell([]);
    expect(await (await fetch(`${origin}/api/settings`)).text()).toContain('GET /settings');
    expect(seen.at(-1).url).toBe('/settings');
  });

  test('CORS (issue 59): a remote’s files allow a shell on this machine only, the shell’s page none; never *', async () => {
    const config = runtimeConfig('oidc', 'http');
    const [shellServer, remoteServer] = await Promise.all([
      serveApp({ dir: 'shell', port: 0 }, { host: '127.0.0.1', dist, config }),
      serveApp({ dir: 'mf-tester', port: 0 }, { host: '127.0.0.1', dist }),
    ]);
    servers.push(shellServer, remoteServer);
    const allowed = async (port, file, origin) => (await fetch(`http://127.0.0.1:${port}${file}`, { headers: { origin } })).headers.get('access-control-allow-origin');
    for (const file of ['/', '/index.html', '/config.json', '/datasheet']) expect(await allowed(shellServer.address().port, file, 'http://localhost:3001')).toBeNull();
    const remote = remoteServer.address().port;
    // The shell wherever a test or benchmark runs it; echoed, so a cache keeps one answer per page (Vary).
    for (const shell of ['http://localhost:3000', 'https://localhost:3000', 'http://127.0.0.1:41234']) expect(await allowed(remote, '/index.html', shell)).toBe(shell);
    expect((await fetch(`http://127.0.0.1:${remote}/index.html`, { headers: { origin: 'http://localhost:3000' } })).headers.get('vary')).toContain('Origin');
    for (const site of ['https://fremd.example.org', 'http://localhost.example.org', 'null']) expect(await allowed(remote, '/index.html', site)).toBeNull();
  });

  test('an API server that does not answer: 502 with a German sentence', async () => {
    const down = createServer();
    const port = await listen(down);
    await close(down);
    const origin = await shell(['oidc', 'http'], `127.0.0.1:${port}`);
    const answer = await fetch(`${origin}/club/report/abc`);
    expect(answer.status).toBe(502);
    expect(await answer.text()).toContain('antwortet nicht');
  });
});
