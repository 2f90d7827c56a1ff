// The development mail sink that `npm start` runs (api-server/README.md#emails): SMTP on 127.0.0.1:2525, the list of
// delivered mails on http://127.0.0.1:3025/ (JSON: /mails.json), kept in data/mails.jsonl.
//   node scripts/dev/mail-sink.mjs      MAIL_SINK_SMTP_PORT, MAIL_SINK_HTTP_PORT, MAIL_SINK_FILE change the defaults
import { startMailSink } from './mail-sink-lib.mjs';

const sink = await startMailSink({
  smtpPort: Number(process.env.MAIL_SINK_SMTP_PORT ?? 2525),
  httpPort: Number(process.env.MAIL_SINK_HTTP_PORT ?? 3025),
  file: process.env.MAIL_SINK_FILE ?? 'data/mails.jsonl',
});
console.log(`Mail sink: SMTP 127.0.0.1:${sink.smtpPort}, delivered mails http://127.0.0.1:${sink.httpPort}/ (${sink.mails.length} kept)`);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void sink.close().then(() => process.exit(0)));
