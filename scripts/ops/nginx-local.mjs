// Runs Debian's nginx on this machine with the generated configuration, for the end-to-end tests
// (e2e/playwright.nginx.config.ts) and to try a configuration by hand; not for a server (deploy/nginx/README.md):
//   node scripts/ops/nginx-local.mjs --config <config.json> [--prefix <dir>] [nginx:config's arguments …]
//   node scripts/ops/nginx-local.mjs --config-from-env <VARIABLE> …   the runtime configuration is that variable's
//                                                                      JSON, served as the shell's /config.json
//   node scripts/ops/nginx-local.mjs --unavailable     prints why nginx cannot run here (nothing when it can)
// One nginx of its own, in the foreground, run by the current user, listening on 127.0.0.1 only, its logs and
// temporary files in --prefix (a folder it makes and removes at the end; by default a new temporary one). SIGTERM or
// SIGINT stops it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { nginxArguments, nginxBinary, nginxConfig, nginxUnavailable, parseArguments, standaloneNginxConf } from './nginx-config-lib.mjs';

const argv = process.argv.slice(2);
if (argv.includes('--unavailable')) {
  const reason = nginxUnavailable();
  if (reason) console.log(reason);
  process.exit(0);
}

const reason = nginxUnavailable();
if (reason) {
  console.error(`nginx-local: ${reason}`);
  process.exit(1);
}

/** Takes `--name value` out of the arguments. */
function take(name) {
  const at = argv.indexOf(name);
  return at >= 0 ? argv.splice(at, 2)[1] : undefined;
}
const named = take('--prefix');
const configVariable = take('--config-from-env');
const prefix = named ? path.resolve(named) : mkdtempSync(path.join(tmpdir(), 'dtp-nginx-'));
// A folder the caller named is removed at the end only if this made it.
const ownPrefix = !named || !existsSync(prefix);
const removePrefix = () => {
  if (ownPrefix) rmSync(prefix, { recursive: true, force: true });
};
let config;
try {
  mkdirSync(prefix, { recursive: true });
  if (configVariable) {
    const served = path.join(prefix, 'config.json');
    writeFileSync(served, process.env[configVariable] ?? '');
    argv.push('--config', served, '--served-config', served);
  }
  const options = parseArguments(['--listen', '127.0.0.1', '--access-log', path.join(prefix, 'access.log'), '--error-log', path.join(prefix, 'error.log'), ...argv]);
  config = JSON.parse(readFileSync(options.configFile, 'utf8'));
  const serverConf = path.join(prefix, 'dtp.conf');
  writeFileSync(serverConf, nginxConfig(config, { ...options, configLabel: options.configFile, command: `node scripts/ops/nginx-local.mjs ${process.argv.slice(2).join(' ')}` }));
  // As root, nginx's workers would become 'nobody'; the current user keeps them.
  const user = process.getuid?.() === 0 ? userInfo().username : undefined;
  writeFileSync(path.join(prefix, 'nginx.conf'), standaloneNginxConf({ prefix, serverConf, user }));
} catch (error) {
  console.error(`nginx-local: ${error instanceof Error ? error.message : error}`);
  removePrefix();
  process.exit(1);
}

const nginx = spawn(nginxBinary(), nginxArguments(prefix), { stdio: 'inherit' });
let stopping = false;
const stop = () => {
  stopping = true;
  nginx.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
nginx.on('exit', (code, signal) => {
  const errors = path.join(prefix, 'error.log');
  if (!stopping && existsSync(errors)) process.stderr.write(readFileSync(errors, 'utf8'));
  removePrefix();
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
console.log(`nginx ${prefix} (pid ${nginx.pid}) for ${config.auth?.loginUrl ? new URL(config.auth.loginUrl).origin : 'the shell'}`);
