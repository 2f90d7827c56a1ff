import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { runtimeConfig } from '../../config/runtime-config.mjs';
import { serveApp } from '../../scripts/dev/serve-lib.mjs';
import { blockExternalRequests } from './network';
import type { Account } from './sign-in';

type AppName = 'shell' | 'mf-tester' | 'mf-backoffice' | 'mf-feedback';
const offsets: Record<AppName, number> = { shell: 0, 'mf-tester': 1, 'mf-backoffice': 2, 'mf-feedback': 3 };

/**
 * A deployment of its own on other ports (test sign-in mode), so a test can stop and
 * restart a remote's server or serve a broken configuration without touching the others.
 */
export class OwnDeployment {
  private servers = new Map<AppName, Server>();
  readonly config: Record<string, unknown>;

  constructor(
    readonly basePort: number,
    patchConfig: (config: Record<string, unknown>) => unknown = (c) => c,
  ) {
    const base = runtimeConfig({
      auth: { mode: 'test' },
      remotes: {
        mf_tester: `http://localhost:${basePort + 1}/mf-manifest.json`,
        mf_backoffice: `http://localhost:${basePort + 2}/mf-manifest.json`,
        mf_feedback: `http://localhost:${basePort + 3}/mf-manifest.json`,
      },
    });
    this.config = patchConfig(base) as Record<string, unknown>;
  }

  get url() {
    return `http://localhost:${this.basePort}`;
  }

  /** Opens `path` of this deployment signed in as `account` (test sign-in mode: the user is injected before the app starts). */
  async open(page: Page, account: Account, path: string) {
    await blockExternalRequests(page);
    await page.addInitScript((user) => {
      (window as { __DTP_TEST_USER__?: string }).__DTP_TEST_USER__ = user;
    }, account);
    await page.goto(`${this.url}${path}`);
  }

  async start(app: AppName) {
    const server = await serveApp(
      { dir: app, port: this.basePort + offsets[app] },
      { config: app === 'shell' ? this.config : undefined },
    );
    this.servers.set(app, server);
  }

  async stop(app: AppName) {
    const server = this.servers.get(app);
    this.servers.delete(app);
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async stopAll() {
    for (const app of [...this.servers.keys()]) await this.stop(app);
  }
}
