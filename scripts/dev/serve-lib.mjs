// Static servers for the production builds, each app on its own port, as the platform is served in
// production (docs/deployment.md#serving-in-production): the brotli or gzip file made at build time, content-
// hashed files cached for good, the rest revalidated (ETag), and the security headers.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { cacheControlOf, securityHeadersOf } from './static-headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const apps = [
  { name: 'shell', dir: 'shell', port: 3000 },
  { name: 'mf-tester', dir: 'mf-tester', port: 3001 },
  { name: 'mf-backoffice', dir: 'mf-backoffice', port: 3002 },
  { name: 'mf-feedback', dir: 'mf-feedback', port: 3003 },
];

/**
 * Serves one app's dist folder with CORS and an SPA fallback.
 * @param {{ dir: string, port: number }} app
 * @param {{ config?: object, host?: string, dist?: string, tls?: { key: Buffer, cert: Buffer } }} [options] config:
 * served as /config.json instead of the build's; dist: another build folder than the app's own (the benchmark's
 * redeploy); tls: HTTPS with HTTP/2 (HTTP/1.1 for a client without it), as a deployment serves (local-tls.mjs)
 * @returns {Promise<import('node:http').Server | import('node:http2').Http2SecureServer>}
 */
export function serveApp(app, { config, host = 'localhost', dist = path.join(root, app.dir, 'dist'), tls } = {}) {
  const files = sirv(dist, {
    dev: true, // reads the folder on each request: a redeploy needs no restart (no ERR_CONTENT_LENGTH_MISMATCH)
    single: true,
    etag: true,
    brotli: true,
    gzip: true,
  });
  // The policy follows the configuration the page runs with: the one served, or the build's own.
  const security = securityHeadersOf(config ?? JSON.parse(readFileSync(path.join(dist, 'config.json'), 'utf8')));
  const answer = (req, res) => {
    const pathname = req.url?.split('?')[0] ?? '/';
    res.setHeader('Access-Control-Allow-Origin', '*');
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
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
