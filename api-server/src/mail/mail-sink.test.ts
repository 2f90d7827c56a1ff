import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { startMailSink, type MailSink, type SinkMail } from '../../../scripts/dev/mail-sink-lib.mjs';

// The development mail sink (scripts/dev/mail-sink.mjs, started by npm start): it keeps what it receives,
// across a restart, and shows it on a page where a mail's content is text, never markup.

let dir: string;
let sink: MailSink | null = null;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dtp-sink-'));
});
afterEach(async () => {
  await sink?.close();
  rmSync(dir, { recursive: true, force: true });
});

const send = (port: number, to: string, subject: string, text: string) =>
  nodemailer.createTransport({ host: '127.0.0.1', port, secure: false }).sendMail({ from: 'noreply@example.org', to, subject, text });

test('lists what it received (recipient, subject, text), escapes it on the page, keeps it across a restart and empties on request', async () => {
  const file = path.join(dir, 'mails.jsonl');
  sink = await startMailSink({ smtpPort: 0, httpPort: 0, file });
  await send(sink.smtpPort, 'max@example.de', 'Ihr Test <script>alert(1)</script>', 'Guten Tag,\nTermin am 3. Mai.');
  await send(sink.smtpPort, 'erika@example.de', 'Erinnerung', 'Bitte den Fragebogen ausfüllen.');
  const base = `http://127.0.0.1:${sink.httpPort}`;

  const mails = (await (await fetch(`${base}/mails.json`)).json()) as SinkMail[];
  expect(mails.map(({ to, subject, text }) => ({ to, subject, text: text.trim() }))).toEqual([
    { to: ['max@example.de'], subject: 'Ihr Test <script>alert(1)</script>', text: 'Guten Tag,\nTermin am 3. Mai.' },
    { to: ['erika@example.de'], subject: 'Erinnerung', text: 'Bitte den Fragebogen ausfüllen.' },
  ]);
  const page = await (await fetch(`${base}/`)).text();
  expect(page).toContain('Postausgang (Entwicklung): 2 Emails');
  expect(page).toContain('Ihr Test &lt;script&gt;alert(1)&lt;/script&gt;');
  expect(page).not.toContain('<script>');
  expect(page.indexOf('Erinnerung')).toBeLessThan(page.indexOf('Ihr Test')); // newest first

  await sink.close();
  sink = await startMailSink({ smtpPort: 0, httpPort: 0, file });
  expect(sink.mails.map((m) => m.subject)).toEqual(['Ihr Test <script>alert(1)</script>', 'Erinnerung']);

  expect((await fetch(`http://127.0.0.1:${sink.httpPort}/mails`, { method: 'DELETE' })).status).toBe(204);
  expect(await (await fetch(`http://127.0.0.1:${sink.httpPort}/mails.json`)).json()).toEqual([]);
});
