// Serves the production builds, each app on its own port as if deployed separately.
//   node scripts/dev/serve.mjs                       shell + all remotes
//   node scripts/dev/serve.mjs --only 3001           one app
//   node scripts/dev/serve.mjs --overlay oidc,http    the shell's /config.json: base + these overlays (config/)
//   node scripts/dev/serve.mjs --without 3002        all but one
//   node scripts/dev/serve.mjs --api 127.0.0.1:3201   the API server the shell's address passes to (default :3200)
// The shell's address passes to the API server what the generated nginx configuration passes (the club's pages at
// /club/, the API's folder when api.baseUrl is one of the shell's: scripts/ops/nginx-config-lib.mjs shellProxiedOf), so a
// link as a mail names it (APP_URL/club/feedback/…) opens here as in production.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeConfig } from '../../config/runtime-config.mjs';
import { apiProxyOf, apps, serveApp } from './serve-lib.mjs';
import { announceNode } from '../toolchain/node-version.cjs';

announceNode('Static servers');

function arg(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const only = arg('--only');
const without = arg('--without');
const overlays = arg('--overlay')?.split(',').filter(Boolean) ?? [];
const shellConfig = overlays.length > 0 ? runtimeConfig(...overlays) : undefined;
const host = process.env.HOST ?? 'localhost';
const shellDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shell/dist');
/** Under the configuration the shell's page runs with: the one served, or the build's own. */
const apiProxyOfShell = () => apiProxyOf(shellConfig ?? JSON.parse(readFileSync(path.join(shellDist, 'config.json'), 'utf8')), arg('--api'));

const selected = apps.filter(
  (app) => (!only || String(app.port) === only || app.name === only) && String(app.port) !== without && app.name !== without,
);
for (const app of selected) {
  const apiProxy = app.name === 'shell' ? apiProxyOfShell() : undefined;
  await serveApp(app, { host, config: app.name === 'shell' ? shellConfig : undefined, apiProxy });
  const passed = apiProxy && apiProxy.paths.length > 0 ? ` (${apiProxy.paths.map((p) => p.prefix).join(', ')} → API server ${apiProxy.upstream})` : '';
  console.log(`${app.name.padEnd(14)} http://${host}:${app.port}/${passed}`);
}
