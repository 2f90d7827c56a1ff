// Static servers for the production builds, each app on its own port.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const apps = [
  { name: 'shell', dir: 'shell', port: 3000 },
  { name: 'mf-tester', dir: 'mf-tester', port: 3001 },
  { name: 'mf-backoffice', dir: 'mf-backoffice', port: 3002 },
  { name: 'mf-feedback', dir: 'mf-feedback', port: 3003 },
];

/**
 * Serves one app's dist folder with CORS and an SPA fallback.
 * @param {{ dir: string, port: number }} app
 * @param {{ config?: object, host?: string }} [options] config: served as /config.json instead of the build's
 * @returns {Promise<import('node:http').Server>}
 */
export function serveApp(app, { config, host = 'localhost' } = {}) {
  const files = sirv(path.join(root, app.dir, 'dist'), {
    dev: true, // no cached file sizes: a rebuild never yields ERR_CONTENT_LENGTH_MISMATCH
    single: true,
    setHeaders: (res) => res.setHeader('Access-Control-Allow-Origin', '*'),
  });
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (config && req.url?.split('?')[0] === '/config.json') {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(config));
      return;
    }
    files(req, res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(app.port, host, () => resolve(server));
  });
}
