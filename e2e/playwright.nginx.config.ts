import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { runtimeConfig } from '../config/runtime-config.mjs';
import { nginxUnavailable } from '../scripts/ops/nginx-config-lib.mjs';
import base from './playwright.config';
import { NGINX_E2E, type NginxDeployment } from './nginx/deployment';

/**
 * The production builds served by Debian's nginx with the configuration `npm run nginx:config` generates
 * (scripts/ops/nginx-config-lib.mjs, issue 47): the static-serving checks and a journey, the API proxied at the
 * shell's /api/ and /club/ to an API server of this run. Everything on free loopback ports of its own (nginx run by
 * scripts/ops/nginx-local.mjs as the current user, in a temporary folder), so it runs beside `npm start` or the other
 * end-to-end tests:
 *   npx playwright test -c playwright.nginx.config.ts
 * Without nginx (and its brotli module) every test is skipped, saying why; `npm test` runs it after the journeys.
 */

const root = path.resolve(import.meta.dirname, '..');

/** Six free loopback ports, found once: the workers load this file again and take them from the environment. */
function freePorts(count: number): number[] {
  const script = `const net=require('node:net');const s=[];for(let i=0;i<${count};i++){const v=net.createServer();v.listen(0,'127.0.0.1',()=>{s.push(v);if(s.length===${count}){console.log(s.map(x=>x.address().port).join(','));for(const x of s)x.close()}})}`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(',').map(Number);
}

function deployment(): NginxDeployment {
  const unavailable = nginxUnavailable();
  if (unavailable) return { unavailable };
  const [shell, tester, backoffice, feedback, api, idp] = freePorts(6) as [number, number, number, number, number, number];
  const origin = (port: number) => `http://localhost:${port}`;
  const config = runtimeConfig('oidc', 'http', {
    api: { baseUrl: `${origin(shell)}/api` },
    auth: { url: origin(idp), loginUrl: `${origin(shell)}/login`, adminConsoleUrl: `${origin(idp)}/realms/dtp/.well-known/openid-configuration` },
    remotes: {
      mf_tester: `${origin(tester)}/mf-manifest.json`,
      mf_backoffice: `${origin(backoffice)}/mf-manifest.json`,
      mf_feedback: `${origin(feedback)}/mf-manifest.json`,
    },
  });
  return {
    shell: origin(shell),
    tester: origin(tester),
    backoffice: origin(backoffice),
    feedback: origin(feedback),
    apiPort: api,
    idpPort: idp,
    prefix: path.join(tmpdir(), `dtp-nginx-e2e-${process.pid}-${Date.now()}`),
    config,
  };
}

process.env[NGINX_E2E] ??= JSON.stringify(deployment());
const run = JSON.parse(process.env[NGINX_E2E]!) as NginxDeployment;
if ('unavailable' in run) console.log(`nginx end-to-end tests skipped: ${run.unavailable}`);

export default defineConfig({
  ...base,
  testDir: './nginx',
  testIgnore: [],
  // Inside test-results/ (ignored by git), a folder of its own.
  outputDir: './test-results/nginx',
  use: { ...base.use, baseURL: 'shell' in run ? run.shell : undefined },
  webServer:
    'unavailable' in run
      ? []
      : [
          {
            command: `node ../idp/src/server.mjs --port ${run.idpPort} --redirect-uris ${run.shell}/ --data-dir memory`,
            url: `http://127.0.0.1:${run.idpPort}/realms/dtp/.well-known/openid-configuration`,
            reuseExistingServer: false,
            stdout: 'ignore',
            env: { IDP_ACCESS_TOKEN_TTL: '300' },
          },
          {
            // As playwright.config.ts starts it, behind nginx: it trusts nginx's X-Forwarded-* (TRUST_PROXY), and its
            // mails link the shell's address, where nginx passes /club/ on.
            command: 'node ../api-server/dist-test/test-server.mjs',
            url: `http://127.0.0.1:${run.apiPort}/health`,
            reuseExistingServer: false,
            stdout: 'ignore',
            env: {
              PORT: String(run.apiPort),
              APP_URL: run.shell,
              TRUST_PROXY: '127.0.0.1',
              OIDC_ISSUER: `http://localhost:${run.idpPort}/realms/dtp`,
              DATA_DIR: 'memory://',
              DTP_TEST_RESET: '1',
              DTP_LOG: 'off',
              SMTP_URL: 'smtp://127.0.0.1:9',
              RATE_LIMIT_PER_MINUTE: '6000',
            },
          },
          {
            command: [
              'node ../scripts/ops/nginx-local.mjs --config-from-env DTP_NGINX_RUNTIME_CONFIG',
              `--prefix ${run.prefix} --dist '${root}/{app}/dist' --api-upstream 127.0.0.1:${run.apiPort}`,
            ].join(' '),
            url: `http://127.0.0.1:${new URL(run.shell).port}/config.json`,
            reuseExistingServer: false,
            stdout: 'pipe',
            env: { DTP_NGINX_RUNTIME_CONFIG: JSON.stringify(run.config) },
            // nginx-local.mjs stops nginx and removes its folder.
            gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
          },
        ],
});
