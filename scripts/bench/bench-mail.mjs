// Email delivery as served: the built API server, its queue in the database (pg-boss) and SMTP to the
// development mail sink, on the embedded PGlite and (where one answers) PostgreSQL.
//   npm run build && npm run bench:mail [-- --mails 200]
// A manager's 'Absenden' to 'Alle Tester' (repeated until at least --mails are queued; the seed has
// about 65 active testers): the time from the first 'Absenden' until the sink has every mail and
// the list shows all of them as sent, and the mails per second the sink received: over all of it (the
// workers send while later 'Absenden' still queue), and once everything is queued.
// Writes bench-results/mail.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchIdentity, onEachDatabase, root, startApiServer, stopApiServer } from './bench-api-server.mjs';
import { startMailSink } from '../dev/mail-sink-lib.mjs';
import { announceNode } from '../toolchain/node-version.cjs';

announceNode('Mail benchmark');
const i = process.argv.indexOf('--mails');
const wanted = i > 0 ? Number(process.argv[i + 1]) : 200;
const identity = await benchIdentity();
const sink = await startMailSink({ smtpPort: 0, httpPort: 0 });

async function measure(database, env) {
  const port = 3292;
  const server = await startApiServer(port, { ...identity.env, ...env, SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}` });
  try {
    const base = `http://127.0.0.1:${port}`;
    const authorization = `Bearer ${await identity.token('u-manager', ['dtp-manager'])}`;
    const call = async (method, pathname, body) => {
      const answer = await fetch(`${base}${pathname}`, {
        method,
        headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!answer.ok) throw new Error(`${method} ${pathname}: HTTP ${answer.status} ${await answer.text()}`);
      return answer.json();
    };
    const before = sink.mails.length;
    const subject = `Benchmark ${database}`;
    const started = performance.now();
    let queued = 0;
    while (queued < wanted) {
      const { numEmails } = await call('POST', '/email/send', { recipientGroup: 'ALL', waveNumber: 1, subject, content: 'Guten Tag {{anrede}},\nein Test.', emailType: 'MISC' });
      queued += numEmails;
    }
    const sendMs = performance.now() - started;
    const sentAt = Date.now();
    while (sink.mails.length - before < queued) await new Promise((resolve) => setTimeout(resolve, 20));
    const receivedMs = performance.now() - started;
    // ... and the server has recorded each as sent.
    for (;;) {
      const mails = (await call('GET', '/email/list')).filter((m) => m.subject === subject);
      if (mails.length === queued && mails.every((m) => m.progress === 'SENT')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const allSentMs = performance.now() - started;
    const arrivals = sink.mails.slice(before).map((m) => Date.parse(m.receivedAt));
    const spreadSeconds = (Math.max(...arrivals) - Math.min(...arrivals)) / 1000;
    const row = {
      database,
      mails: queued,
      absendenMs: Math.round(sendMs),
      allReceivedMs: Math.round(receivedMs),
      allSentMs: Math.round(allSentMs),
      mailsPerSecond: Math.round(queued / Math.max(spreadSeconds, 0.001)),
      // Once every mail is queued: how fast the workers drain the rest.
      drainPerSecond: Math.round(arrivals.filter((at) => at >= sentAt).length / Math.max((receivedMs - sendMs) / 1000, 0.001)),
    };
    console.log(JSON.stringify(row));
    return row;
  } finally {
    await stopApiServer(server);
  }
}

const rows = await onEachDatabase(measure);
identity.close();
await sink.close();

console.log(`\n| database | mails | 'Absenden' (ms) | all in the sink (ms) | all 'Versendet' (ms) | mails/s | after the last 'Absenden' mails/s |`);
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.database} | ${r.mails} | ${r.absendenMs} | ${r.allReceivedMs} | ${r.allSentMs} | ${r.mailsPerSecond} | ${r.drainPerSecond} |`);
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', 'mail.json'), JSON.stringify(rows, null, 2));
