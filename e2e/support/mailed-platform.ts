import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { expect } from '@playwright/test';
import { runtimeConfig } from '../../config/runtime-config.mjs';
import { startMailSink, type MailSink, type SinkMail } from '../../scripts/dev/mail-sink-lib.mjs';
import { apiProxyOf, serveApp } from '../../scripts/dev/serve-lib.mjs';
import { OwnApiServer } from './own-api-server';

/** A free port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A platform of a journey's own whose mails are delivered: its API server (PGlite with the seed) sends them to a mail
 * sink, and their links name this platform's address (APP_URL), a shell served as npm start serves it, which passes
 * /club/ to this API server as nginx does in production. A club follows its links exactly as mailed. The journey's
 * signed-in pages keep the shared shell on :3000; `server.serve(context)` hands their API calls to this server.
 * (The shared API server has no SMTP server on purpose: its mails stay queued for the email journeys.)
 */
export class MailedPlatform {
  sink!: MailSink;
  server!: OwnApiServer;
  /** The platform's address in its mails. */
  appUrl = '';
  private shell: Server | undefined;

  async start(): Promise<void> {
    this.sink = await startMailSink({ smtpPort: 0, httpPort: 0, host: '127.0.0.1', file: null });
    const apiPort = await freePort();
    const shellPort = await freePort();
    this.appUrl = `http://localhost:${shellPort}`;
    const config = runtimeConfig('oidc', 'http');
    this.shell = await serveApp({ dir: 'shell', port: shellPort }, { config, apiProxy: apiProxyOf(config, `127.0.0.1:${apiPort}`) });
    this.server = new OwnApiServer(apiPort, { SMTP_URL: `smtp://127.0.0.1:${this.sink.smtpPort}`, APP_URL: this.appUrl, ALLOWED_ORIGINS: `http://localhost:3000,${this.appUrl}` });
    await this.server.start();
  }

  async stop(): Promise<void> {
    await this.server?.stop();
    await this.sink?.close();
    this.shell?.closeAllConnections();
    await new Promise((resolve) => (this.shell ? this.shell.close(resolve) : resolve(undefined)));
  }

  /** The mail with that subject, once the mail worker sent it (after its queue delay; it makes a club's link only then). */
  async mailWith(subject: string): Promise<SinkMail> {
    let mail: SinkMail | undefined;
    await expect.poll(() => (mail = this.sink.mails.find((m) => m.subject === subject)), { timeout: 90_000, intervals: [1_000], message: `the mail „${subject}“ arrives` }).toBeDefined();
    return mail!;
  }

  /** The club's personal link of that page in a mail, as mailed: this platform's address, a 43-character token. */
  clubLinkIn(mail: SinkMail, page: 'feedback' | 'report'): string {
    const link = new RegExp(`${this.appUrl}/club/${page}/[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])`).exec(mail.text)?.[0];
    expect(link, `a personal link in:\n${mail.text}`).toBeDefined();
    return link!;
  }
}
