import { defineConfig } from '@playwright/test';
import { announceNode } from '../scripts/toolchain/node-version.cjs';

announceNode('Playwright');

/**
 * End-to-end tests against the production builds: shell and each remote on its own
 * port as if deployed separately, signing in through the local identity service, their data from
 * the API server (api-server/, built by `npm run build`).
 * Debian's Chromium only; never a browser download.
 */
export default defineConfig({
  testDir: './tests',
  // These need the proxy and the database relay of playwright.instances.config.ts.
  testIgnore: ['two-instances.spec.ts', 'database-outage.spec.ts'],
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node ../idp/src/server.mjs',
      url: 'http://localhost:3100/realms/dtp/.well-known/openid-configuration',
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      env: { IDP_ACCESS_TOKEN_TTL: '300' },
    },
    {
      // The real API server on an in-memory PGlite with the seed, as the end-to-end tests' build of it (api-server/test-server/:
      // `pnpm --filter @dtp/api-server run build:test-server`) with its reset route; the journeys reset it before each test.
      command: 'node ../api-server/dist-test/test-server.mjs',
      url: 'http://127.0.0.1:3200/health',
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      // No SMTP server answers here: queued mails stay 'Geplant' (each try fails and waits for its retry), as
      // the email journeys expect. Delivery itself is tested in api-server/src/mail.
      // The journeys run one after another from one address: the rate limit stays on, high enough for them.
      env: { DATA_DIR: 'memory://', DTP_TEST_RESET: '1', DTP_LOG: 'off', SMTP_URL: 'smtp://127.0.0.1:9', RATE_LIMIT_PER_MINUTE: '6000' },
    },
    {
      // The shell's :3000 also passes /club/ to the API server above, as nginx does (a club's link as mailed).
      command: 'node ../scripts/dev/serve.mjs --overlay oidc,http',
      url: 'http://localhost:3000/config.json',
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
  ],
});
