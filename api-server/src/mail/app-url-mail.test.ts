import { startMailSink, type MailSink } from '../../../scripts/dev/mail-sink-lib.mjs';
import { managerIdentity as manager } from '../../test/seed-identities';
import { openWithMailSink } from '../../test/mail-platform';
import { until } from '../../test/until';
import type { Platform } from '../platform';

// The server's APP_URL reaches the mails it sends: openPlatform hands it to the domain, whose links start with it.

const APP_URL = 'https://www.golf-tests.de';

let sink: MailSink;
let platform: Platform;
beforeAll(async () => {
  sink = await startMailSink({ smtpPort: 0, httpPort: 0, host: '127.0.0.1', file: null });
  platform = await openWithMailSink(sink, null, { appUrl: APP_URL });
}, 60_000);
afterAll(async () => {
  await platform?.close();
  await sink?.close();
});

test("a mail the server sends links to the configured address", async () => {
  const body = { recipientGroup: 'TEST_EMAIL', waveNumber: null, subject: 'Ihr Datenblatt', content: 'Bitte hier: {{datenblattlink}}', emailType: 'MISC' };
  expect(await platform.domain.handleAs(manager, { method: 'POST', path: '/email/send', token: null, body })).toMatchObject({ status: 200 });
  await until('the mail arrives at the sink', () => sink.mails.some((m) => m.subject === 'Ihr Datenblatt'));
  expect(sink.mails.find((m) => m.subject === 'Ihr Datenblatt')?.text.trim()).toBe(`Bitte hier: ${APP_URL}/datasheet`);
}, 60_000);
