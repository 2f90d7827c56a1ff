// The development mail sink: an SMTP server that accepts every mail and keeps it, and a page that
// lists what arrived (recipient, subject, text), so a person sees what a tester would receive.
// scripts/dev/mail-sink.mjs starts it for `npm start`; the API server's mail tests use it as their SMTP server.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The API server's mails are short texts; a sink is no place for attachments of any size. */
export const MAX_MAIL_BYTES = 5 * 1024 * 1024;

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const when = (iso) => new Date(iso).toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'medium' });

/** The mail list as a German page; every part of a mail is untrusted and escaped. */
export function mailPage(mails) {
  const items = [...mails]
    .reverse()
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject || '(ohne Betreff)')}</h2>
  <dl><dt>An</dt><dd>${escapeHtml(m.to.join(', '))}</dd><dt>Von</dt><dd>${escapeHtml(m.from)}</dd><dt>Empfangen</dt><dd>${escapeHtml(when(m.receivedAt))}</dd></dl>
  <pre>${escapeHtml(m.text)}</pre>${attachmentList(m.attachments)}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Postausgang (Entwicklung) – Digitale Test-Plattform</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a202c}
h1{font-size:1.4rem}article{border:1px solid #cbd5e0;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0}
h2{font-size:1.1rem;margin:.2rem 0 .5rem;overflow-wrap:anywhere}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem .75rem;margin:0}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;background:#f7fafc;padding:.5rem;border-radius:.25rem}
</style></head>
<body><h1>Postausgang (Entwicklung): ${mails.length === 1 ? '1 Email' : `${mails.length} Emails`}</h1>
<p>Alle Emails, die der API-Server verschickt hat. Sie verlassen diesen Rechner nicht.</p>
${items || '<p>Noch keine Emails.</p>'}
</body></html>`;
}

/** The attachments' names and types under a mail (a tee-time mail's .ics). */
function attachmentList(attachments = []) {
  if (attachments.length === 0) return '';
  const items = attachments.map((a) => `<li>${escapeHtml(a.filename || '(ohne Namen)')} (${escapeHtml(a.contentType)})</li>`).join('');
  return `\n  <p>Anhänge:</p><ul>${items}</ul>`;
}

/** A received attachment: its name and type; a text's content (a calendar entry) as text, a PDF's (a club's report) as base64. */
const attachmentOf = (a) => ({
  filename: a.filename ?? '',
  contentType: a.contentType ?? '',
  ...(a.contentType?.startsWith('text/') ? { content: a.content.toString('utf8') } : {}),
  ...(a.contentType === 'application/pdf' ? { contentBase64: a.content.toString('base64') } : {}),
});

function readMails(file) {
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * Starts the sink: SMTP on `smtpPort`, the page on `httpPort` (0: any free port), both on loopback.
 * With `file`, the mails are appended as JSON lines and read back at the next start. `refuse(to)`
 * may answer `{ code, message }` to refuse a recipient (tests: 451 try later, 550 unknown).
 */
export async function startMailSink({ smtpPort = 2525, httpPort = 3025, host = '127.0.0.1', file = null, refuse = null } = {}) {
  const mails = readMails(file);
  if (file) mkdirSync(path.dirname(file), { recursive: true });

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MAIL_BYTES,
    logger: false,
    // Tests make the sink refuse a recipient, as a real server does: { code, message } or null.
    onRcptTo(address, _session, callback) {
      const refusal = refuse ? refuse(address.address) : null;
      if (!refusal) return callback();
      const error = new Error(refusal.message);
      error.responseCode = refusal.code;
      return callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (stream.sizeExceeded) {
            const error = new Error(`Die Email ist größer als ${MAX_MAIL_BYTES} Bytes.`);
            error.responseCode = 552;
            callback(error);
            return;
          }
          const mail = {
            id: mails.length + 1,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            attachments: (parsed.attachments ?? []).map(attachmentOf),
            receivedAt: new Date().toISOString(),
          };
          mails.push(mail);
          if (file) appendFileSync(file, `${JSON.stringify(mail)}\n`);
          callback();
        })
        .catch(callback);
    },
  });
  const page = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    if (req.method === 'GET' && url.pathname === '/mails.json') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(mails));
    } else if (req.method === 'DELETE' && url.pathname === '/mails') {
      mails.length = 0;
      if (file) writeFileSync(file, '');
      res.writeHead(204).end();
    } else if (req.method === 'GET' && url.pathname === '/') {
      res
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
          'x-content-type-options': 'nosniff',
        })
        .end(mailPage(mails));
    } else {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Nicht gefunden.');
    }
  });
  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve(server.address().port));
    });
  const smtpAt = await listen(smtp.server, smtpPort);
  const httpAt = await listen(page, httpPort);
  return {
    smtpPort: smtpAt,
    httpPort: httpAt,
    mails,
    close: () => Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => page.close(resolve))]),
  };
}
