// Serves the production builds, each app on its own port as if deployed separately.
//   node scripts/dev/serve.mjs                       shell + all remotes
//   node scripts/dev/serve.mjs --only 3001           one app
//   node scripts/dev/serve.mjs --overlay oidc,http    the shell's /config.json: base + these overlays (config/)
//   node scripts/dev/serve.mjs --without 3002        all but one
import { runtimeConfig } from '../../config/runtime-config.mjs';
import { apps, serveApp } from './serve-lib.mjs';
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

const selected = apps.filter(
  (app) => (!only || String(app.port) === only || app.name === only) && String(app.port) !== without && app.name !== without,
);
for (const app of selected) {
  await serveApp(app, { host, config: app.name === 'shell' ? shellConfig : undefined });
  console.log(`${app.name.padEnd(14)} http://${host}:${app.port}/`);
}
