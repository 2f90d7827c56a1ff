// `npm run mails`: prints the mails the development sink received (recipient, subject, text), newest last.
//   npm run mails              all of them
//   npm run mails -- --last 5  the last five
const base = `http://127.0.0.1:${process.env.MAIL_SINK_HTTP_PORT ?? 3025}`;
const i = process.argv.indexOf('--last');
const last = i > 0 ? Number(process.argv[i + 1]) : Infinity;

let mails;
try {
  mails = await (await fetch(`${base}/mails.json`)).json();
} catch {
  console.error(`Der Mail-Sink antwortet nicht auf ${base}. Er läuft mit \`npm start\` (oder: node scripts/dev/mail-sink.mjs).`);
  process.exit(1);
}
const shown = Number.isFinite(last) ? mails.slice(-last) : mails;
for (const mail of shown) {
  console.log(`──── #${mail.id}  ${new Date(mail.receivedAt).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' })}`);
  console.log(`An:      ${mail.to.join(', ')}`);
  console.log(`Betreff: ${mail.subject}`);
  console.log('');
  console.log(mail.text.trimEnd());
  console.log('');
}
console.log(mails.length === 0 ? 'Noch keine Emails.' : `${shown.length} von ${mails.length} Emails (alle: ${base}/)`);
