// Static servers for the production builds, each app on its own port, as the platform is served in
// production (docs/deployment.md#serving-in-production): the brotli or gzip file made at build time, content-
// hashed files cached for good, the rest revalidated (ETag), and the security headers.
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { createSecureServer } from 'node:http2';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { DEFAULT_API_UPSTREAM, shellProxiedOf } from '../ops/nginx-config-lib.mjs';
import { cacheControlOf, loopbackCorsHeadersOf, securityHeadersOf } from './static-headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const apps = [
  { name: 'shell', dir: 'shell', port: 3000 },
  { name: 'mf-tester', dir: 'mf-tester', port: 3001 },
  { name: 'mf-backoffice', dir: 'mf-backoffice', port: 3002 },
  { name: 'mf-feedback', dir: 'mf-feedback', port: 3003 },
];

// Headers of one connection, not of the request (RFC 9110 7.6.1), and HTTP/2's pseudo-headers: never passed on.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'http2-settings']);
const passable = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

/**
 * What the shell's address passes to the API server under this runtime configuration, exactly as the generated nginx
 * configuration does (scripts/ops/nginx-config-lib.mjs shellProxiedOf: the club's pages at /club/, and the API's folder
 * when api.baseUrl is one of the shell's address), to the API server at `upstream` (host:port, npm start's by default).
 * @returns {{ upstream: string, paths: { kind: string, prefix: string, strip: boolean }[] }}
 */
export function apiProxyOf(config, upstream = DEFAULT_API_UPSTREAM) {
  return { upstream, paths: shellProxiedOf(config) };
}

/** Passes the request on to the API server as nginx's proxy_pass does (Host kept, X-Forwarded-*), its answer back as it is. */
function passOn(req, res, { upstream, strip, prefix }) {
  const [hostname, port] = upstream.split(/:(?=\d+$)/);
  const url = req.url ?? '/';
  const host = req.headers.host ?? req.headers[':authority'] ?? '';
  // The address this server saw, as nginx's X-Forwarded-For $remote_addr: never what the visitor sent.
  const headers = { ...passable(req.headers), host, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': req.socket.encrypted ? 'https' : 'http', 'x-forwarded-host': host };
  const upstreamRequest = request(
    { hostname, port: Number(port ?? 80), method: req.method, path: strip ? `/${url.slice(prefix.length)}` : url, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, passable(answer.headers));
      answer.pipe(res);
    },
  );
  upstreamRequest.on('error', () => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`Der API-Server (${upstream}) antwortet nicht.\n`);
  });
  req.pipe(upstreamRequest);
}

/**
 * Serves one app's dist folder with an SPA fallback; a remote's files allow pages of this machine (CORS), the shell's none.
 * @param {{ dir: string, port: number }} app
 * @param {{ config?: object, host?: string, dist?: string, tls?: { key: Buffer, cert: Buffer } }} [options] config:
 * served as /config.json instead of the build's; dist: another build folder than the app's own (the benchmark's
 * redeploy); tls: HTTPS with HTTP/2 (HTTP/1.1 for a client without it), as a deployment serves (local-tls.mjs);
 * apiProxy: the paths passed to the API server instead of served (apiProxyOf: what nginx passes; the shell only)
 * @returns {Promise<import('node:http').Server | import('node:http2').Http2SecureServer>}
 */
export function serveApp(app, { config, host = 'localhost', dist = path.join(root, app.dir, 'dist'), tls, apiProxy } = {}) {
  const isShell = path.basename(app.dir) === 'shell';
  const files = sirv(dist, {
    dev: true, // reads the folder on each request: a redeploy needs no restart (no ERR_CONTENT_LENGTH_MISMATCH)
    single: true,
    etag: true,
    brotli: true,
    gzip: true,
    // sirv sets Vary: Accept-Encoding last; a remote's answer also depends on the Origin it echoes (loopbackCorsHeadersOf).
    setHeaders: isShell ? undefined : (res) => res.setHeader('Vary', 'Accept-Encoding, Origin'),
  });
  // The policy follows the configuration the page runs with: the one served, or the build's own.
  const security = securityHeadersOf(config ?? JSON.parse(readFileSync(path.join(dist, 'config.json'), 'utf8')));
  const answer = (req, res) => {
    const pathname = req.url?.split('?')[0] ?? '/';
    // The API server's paths carry its own headers, as behind nginx.
    const proxied = apiProxy?.paths.find(({ prefix }) => pathname.startsWith(prefix));
    if (proxied) return passOn(req, res, { upstream: apiProxy.upstream, ...proxied });
    const cors = loopbackCorsHeadersOf(req.headers.origin, isShell);
    for (const [name, value] of Object.entries({ ...cors, ...security })) res.setHeader(name, value);
    if (config && pathname === '/config.json') {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(config));
      return;
    }
    // Set before sirv answers, so a 304 carries it too.
    res.setHeader('Cache-Control', cacheControlOf(pathname));
    files(req, res);
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, answer) : createServer(answer);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(app.port, host, () => resolve(server));
  });
}
