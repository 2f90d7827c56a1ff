// npm run nginx:config -- --config <config.json> [--out <file>] [--api proxy|host] [--api-upstream 127.0.0.1:3200]
//   [--app-url https://tests.<domain>] [--dist /srv/dtp/{app}] [--dist shell=<dir>] [--served-config /etc/dtp/config.json]
//   [--listen 127.0.0.1] [--tls-dir /etc/letsencrypt/live] [--http2-directive] [--no-brotli] [--access-log <file>] [--error-log <file>]
// Writes the nginx server configuration for the production builds, with the headers scripts/dev/static-headers.mjs
// computes from that runtime configuration (nginx-config-lib.mjs; deploy/nginx/README.md). Without --out it prints it.
import { readFileSync, writeFileSync } from 'node:fs';
import { nginxConfig, parseArguments } from './nginx-config-lib.mjs';

const argv = process.argv.slice(2);
try {
  // npm runs scripts in the repository's root; the files are named relative to where it was called.
  const options = parseArguments(argv, process.env.INIT_CWD ?? process.cwd());
  const config = JSON.parse(readFileSync(options.configFile, 'utf8'));
  const text = nginxConfig(config, {
    ...options,
    configLabel: options.configArgument,
    // How to make it again (printed; --out is where this copy went).
    command: ['npm run nginx:config --', ...argv.filter((arg, i) => !arg.startsWith('--out') && argv[i - 1] !== '--out')].join(' '),
  });
  if (options.out) {
    writeFileSync(options.out, text);
    console.error(`nginx configuration written to ${options.out}`);
  } else process.stdout.write(text);
} catch (error) {
  console.error(`nginx:config: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
