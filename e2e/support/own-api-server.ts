import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { API_URL } from './test';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * An API server of a spec's own (the built api-server/dist/server.mjs) on its own port and its own PGlite folder in a
 * temporary directory, with the spec's environment (e.g. `DEMO_SEED=0`: an empty platform). The pages keep the
 * shell on :3000 with its config.json and CSP: `route` hands their calls to the shared server's address
 * (config.json's api.baseUrl) to this one instead.
 */
export class OwnApiServer {
  private child: ChildProcess | null = null;
  private dataDir = '';
  private stderr = '';

  constructor(
    readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {}

  get url() {
    return `http://localhost:${this.port}`;
  }

  async start() {
    this.dataDir = mkdtempSync(path.join(os.tmpdir(), 'dtp-e2e-api-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.port),
      DATA_DIR: path.join(this.dataDir, 'pglite'),
      BACKUP_DIR: 'off',
      DTP_LOG: 'off',
      // As the shared server: no SMTP server answers, mails stay queued.
      SMTP_URL: 'smtp://127.0.0.1:9',
      RATE_LIMIT_PER_MINUTE: '6000',
      ...this.env,
    };
    // The embedded PGlite, whatever the run's environment names (npm test may have a PostgreSQL for other journeys).
    delete env.DATABASE_URL;
    delete env.NODE_ENV;
    const child = spawn(process.execPath, [path.join(repo, 'api-server/dist/server.mjs')], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`The API server on :${this.port} ended (${code}): ${this.stderr}`))),
    );
    // Stopping it later ends it too: only an end before it answers is an error.
    exited.catch(() => undefined);
    await Promise.race([this.healthy(), exited]);
  }

  private async healthy() {
    const until = Date.now() + 60_000;
    while (Date.now() < until && this.child?.exitCode === null) {
      try {
        if ((await fetch(`http://127.0.0.1:${this.port}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The API server on :${this.port} did not answer /health within 60 s: ${this.stderr}`);
  }

  async stop() {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null) {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** A page of its own (its own session, as on another device) whose API calls go to this server; downloads kept. */
  async newPage(browser: Browser, width: number): Promise<Page> {
    const page = await browser.newPage({ locale: 'de-DE', timezoneId: 'Europe/Berlin', baseURL: 'http://localhost:3000', acceptDownloads: true });
    await this.serve(page.context());
    await page.setViewportSize({ width, height: 900 });
    return page;
  }

  /** Every call of the context's pages to the shared API server goes to this server instead. */
  async serve(context: BrowserContext) {
    await context.route(`${API_URL}/**`, async (route) => {
      try {
        const response = await route.fetch({ url: route.request().url().replace(API_URL, this.url) });
        await route.fulfill({ response });
      } catch (error) {
        // The page went on (a navigation, the test's end) while the answer was on its way: nobody waits for it any more.
        if (/disposed|has been closed|Test ended/.test(String(error))) return;
        // This server already stopped (a call the shell makes a second after a token, decision 0021): the browser gets
        // what it would get from a stopped server.
        if (/ECONNREFUSED/.test(String(error))) return route.abort('connectionrefused').catch(() => undefined);
        throw error;
      }
    });
  }
}
