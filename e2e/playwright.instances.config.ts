import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Journeys against two API server instances on one PostgreSQL behind a round-robin proxy (issue 16,
 * api-server/README.md#more-than-one-instance): every call goes to the other instance than the one before, so a
 * journey passes only if nothing depends on which instance answers. They reach PostgreSQL through a
 * TCP relay, so database-outage.spec.ts can take the database away and bring it back. Run by `npm test` where
 * PostgreSQL answers at 127.0.0.1:5432 (or DATABASE_URL):
 *   npx playwright test -c playwright.instances.config.ts
 */
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

const postgres = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
// The instances reach PostgreSQL through a relay that database-outage.spec.ts cuts and restores.
const databaseUrl = new URL(postgres);
databaseUrl.port = '5433';
databaseUrl.searchParams.set('options', '-c search_path=e2e_instances');

const [idp, , shell] = Array.isArray(base.webServer) ? base.webServer : [];
const instance = (port: number, command: string): WebServer => ({
  command,
  url: `http://127.0.0.1:${port}/health`,
  reuseExistingServer: false,
  stdout: 'ignore',
  env: { PORT: String(port), DATABASE_URL: databaseUrl.toString(), DTP_TEST_RESET: '1', DTP_LOG: 'off', SMTP_URL: 'smtp://127.0.0.1:9', RATE_LIMIT_PER_MINUTE: '6000' },
});

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: ['two-instances.spec.ts', 'database-outage.spec.ts', 'tester-datasheet.spec.ts', 'tester-tests-travels.spec.ts', 'back-office-clubs.spec.ts'],
  outputDir: './test-results-instances',
  webServer: [
    idp,
    {
      command: `node ../scripts/dev/tcp-relay.mjs --port 5433 --to ${postgres.hostname}:${postgres.port || 5432} --control 3299`,
      url: 'http://127.0.0.1:3299/',
      reuseExistingServer: false,
      stdout: 'ignore',
    } satisfies WebServer,
    // Playwright starts these one after the other, each when the one before answers: the first makes the schema.
    instance(3201, `node ../scripts/dev/postgres-schema.mjs e2e_instances "${postgres}" && node ../api-server/dist-test/test-server.mjs`),
    instance(3202, 'node ../api-server/dist-test/test-server.mjs'),
    {
      command: 'node ../scripts/dev/round-robin-proxy.mjs --port 3200 --to http://127.0.0.1:3201,http://127.0.0.1:3202',
      url: 'http://127.0.0.1:3200/__proxy/stats',
      reuseExistingServer: false,
      stdout: 'ignore',
    } satisfies WebServer,
    shell,
  ].filter((server): server is WebServer => server !== undefined),
});
