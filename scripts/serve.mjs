// Serves the production builds, each app on its own port as if deployed separately.
//   node scripts/serve.mjs                       shell + all remotes
//   node scripts/serve.mjs --only 3001           one app
//   node scripts/serve.mjs --config path.json    the shell's /config.json from another file
//   node scripts/serve.mjs --without 3002        all but one
import { apps, serveApp } from './serve-lib.mjs';

function arg(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const only = arg('--only');
const without = arg('--without');
const configFile = arg('--config') ?? process.env.DTP_SHELL_CONFIG;
const host = process.env.HOST ?? 'localhost';

const selected = apps.filter(
  (app) => (!only || String(app.port) === only || app.name === only) && String(app.port) !== without && app.name !== without,
);
for (const app of selected) {
  await serveApp(app, { host, config: app.name === 'shell' ? configFile : undefined });
  console.log(`${app.name.padEnd(14)} http://${host}:${app.port}/`);
}
