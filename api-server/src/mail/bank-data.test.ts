import type { Rows } from '@dtp/domain';
import { startMailSink, type MailSink } from '../../../scripts/dev/mail-sink-lib.mjs';
import { postgresForTests, testWithPostgres } from '../../test/postgres';
import type { Platform } from '../platform';
import { until } from '../../test/until';
import { testerIdentity as tester, managerIdentity as manager } from '../../test/seed-identities';
import { columnsHolding } from '../../test/columns-holding';
import { openWithMailSink } from '../../test/mail-platform';
import { callAs, savedClaim as savedClaimWith } from '../../test/saved-claim';

// Bank data goes to the club and nowhere else (issue 32, item 1), on the real server: the club's
// release mail reaches the SMTP server with IBAN and bank; once it is accepted, no column of any table
// (the domain's and the mail queue's) holds the full IBAN or the bank. PGlite always; PostgreSQL where it answers.

const IBAN = 'DE89370400440532013000';
const BANK = 'Sparkasse Bankdatenprobe';

const open = (sink: MailSink, databaseUrl: string | null = null): Promise<Platform> => openWithMailSink(sink, databaseUrl);

const call = callAs;

const savedClaim = (platform: Platform): Promise<Rows['testing']> => savedClaimWith(platform, { iban: 'DE89 3704 0044 0532 0130 00', bank: BANK });

const clubMailOf = (platform: Platform, testingId: number) =>
  platform.storage.transaction('read', async (tx) => (await tx.find('email')).find((e) => e.type === 'TRAVEL_RELEASED' && e.testingId === testingId));

const clubOf = (platform: Platform, clubId: number) => platform.storage.transaction('read', async (tx) => (await tx.find('club', { id: clubId }))[0]!);

async function setClubEmail(platform: Platform, clubId: number, email: string): Promise<void> {
  await platform.storage.transaction('write', async (tx) => {
    const [club] = await tx.find('club', { id: clubId });
    await tx.update('club', { ...club!, email });
  });
}

async function releaseAndDeliver(platform: Platform, sink: MailSink): Promise<void> {
  const testing = await savedClaim(platform);
  // Saved, not yet released: sealed in the database (issue 59, item 4); the claim shows it to the tester.
  expect(await columnsHolding(platform, [IBAN, BANK])).toEqual([]);
  expect((await call(platform, tester, 'GET', `/travel/${testing.id}`)).data).toMatchObject({ iban: IBAN, bank: BANK });
  const released = await call(platform, tester, 'POST', '/travel/release', { id: testing.id });
  expect(released).toMatchObject({ status: 200, data: expect.objectContaining({ iban: '', bank: '', progress: 'RELEASED' }) });
  // Until the SMTP server takes the mail, the data is held on the claim only: the emails hold the masked IBAN.
  const mail = await clubMailOf(platform, testing.id);
  expect(mail?.content).toContain('IBAN: DE•• •••• •••• •••• ••30 00');

  await until('the club mail is accepted', async () => (await clubMailOf(platform, testing.id))?.progress === 'SENT');
  const club = await clubOf(platform, testing.clubId);
  const received = sink.mails.filter((m) => m.to.includes(club.email) && m.subject === mail!.subject);
  expect(received).toHaveLength(1);
  expect(received[0]?.text).toContain(`IBAN: ${IBAN}\nBank: ${BANK}`);

  expect(await columnsHolding(platform, [IBAN, BANK])).toEqual([]);
  const claim = await call(platform, manager, 'GET', `/travel/${testing.id}`);
  expect(claim.data).toMatchObject({ iban: '', bank: '', bankDataHeld: false, bankDataAlreadyDeleted: true });
  // The back office's email list and content view: the masked IBAN only.
  const list = await call(platform, manager, 'GET', '/email/list');
  const shown = await call(platform, manager, 'GET', `/email/content/${mail!.id}`);
  expect(shown.data).toMatchObject({ content: expect.stringContaining('DE•• •••• •••• •••• ••30 00') });
  for (const answer of [list.data, shown.data]) expect(JSON.stringify(answer).replace(/\s/g, '')).not.toMatch(new RegExp(`${IBAN}|${BANK.replace(/\s/g, '')}`));
}

async function refusedWithoutClubEmail(platform: Platform): Promise<void> {
  const testing = await savedClaim(platform);
  const club = await clubOf(platform, testing.clubId);
  await setClubEmail(platform, testing.clubId, '');
  const mailsBefore = (await platform.storage.transaction('read', (tx) => tx.find('email'))).length;
  const refused = await call(platform, manager, 'POST', '/travel/release', { id: testing.id });
  expect(refused).toMatchObject({
    status: 400,
    data: { message: `Der Club ${club.name} hat keine Email-Adresse. Bitte tragen Sie sie im Club ein, bevor Sie die Spesenabrechnung freigeben.` },
  });
  expect((await platform.storage.transaction('read', (tx) => tx.find('email'))).length).toBe(mailsBefore);
  expect((await call(platform, tester, 'GET', `/travel/${testing.id}`)).data).toMatchObject({ iban: IBAN, bank: BANK, progress: 'SUBMITTED', clubEmailMissing: true });
  await setClubEmail(platform, testing.clubId, club.email);
}

describe('on PGlite', () => {
  let sink: MailSink;
  let platform: Platform;
  beforeAll(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 });
    platform = await open(sink);
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
    await sink?.close();
  });

  test('a release for a club without an email address is refused, names the club, and deletes nothing', async () => {
    await refusedWithoutClubEmail(platform);
  }, 60_000);

  test('after release and delivery the SMTP server got IBAN and bank, and no column of any table holds them', async () => {
    await releaseAndDeliver(platform, sink);
  }, 60_000);

  test("the seed's failed club mail, resent, carries the bank data held for it, which then goes", async () => {
    const failed = await platform.storage.transaction('read', async (tx) => (await tx.find('email', { progress: 'ERROR' })).find((e) => e.type === 'TRAVEL_RELEASED'));
    const held = await platform.storage.transaction('read', async (tx) => (await tx.find('testing', { id: failed!.testingId! }))[0]!.travel.held);
    expect(held).toMatchObject({ emailId: failed!.id, iban: expect.any(String) });
    // Held for the mail, and still only sealed in the database (issue 59, item 4).
    expect(await columnsHolding(platform, [held!.iban, held!.bank])).toEqual([]);
    expect((await call(platform, manager, 'POST', `/email/resume/${failed!.id}`)).status).toBe(200);
    await until('the resent mail is accepted', async () => (await platform.storage.transaction('read', (tx) => tx.find('email', { id: failed!.id })))[0]?.progress === 'SENT');
    expect(sink.mails.filter((m) => m.to.includes(failed!.to)).map((m) => m.text)).toEqual([expect.stringContaining(`IBAN: ${held!.iban}\nBank: ${held!.bank}`)]);
    expect(await columnsHolding(platform, [held!.iban])).toEqual([]);
  }, 60_000);
});

testWithPostgres('on PostgreSQL: refused without a club email; after release and delivery no column of any table holds the bank data', async () => {
  const url = await postgresForTests('dtp_bank_data');
  const sink = await startMailSink({ smtpPort: 0, httpPort: 0 });
  const platform = await open(sink, url);
  try {
    await refusedWithoutClubEmail(platform);
    await releaseAndDeliver(platform, sink);
  } finally {
    await platform.close();
    await sink.close();
  }
}, 90_000);
