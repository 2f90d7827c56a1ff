import { strFromU8, unzipSync } from 'fflate';
import { blobBytes } from '../blob-bytes';
import { datasheetApi, personalDataApi, testsApi } from '@dtp/api-client';
import { travelApi } from '@dtp/api-client';
import { emailsApi } from '@dtp/api-client/back-office';
import { type DemoHarness, seasonTesting, setupDemo } from '../../test-support';
import type { TokenIdentity } from '@dtp/contract/identity';
import { createManualClock } from '../clock';
import { createSeedState } from '../seed/seed';
import { createDomainServer } from '../server';
import type { Storage } from '../store/port';
import { createMemoryStorage } from '../store/memory-storage';
import { StreamedFile } from '../streamed-file';
import { OTHER_PERSON } from './personal-data';
import { DEMO_ACCOUNT_SUBJECTS } from '@dtp/contract/demo-accounts';

// The right of access (DSGVO Art. 15/20): one ZIP with everything stored about the person — for
// themself, managers and admins only — with receipts as files and the IBAN masked.

const IBAN = 'DE89 3704 0044 0532 0130 00';
const RECEIPT = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x01, 0x02, 0xff]);

interface Export {
  name: string;
  files: Record<string, Uint8Array>;
  data: {
    person: { id: string; firstName: string; lastName: string; contact: { email: string }; account: unknown };
    dataSheets: { year: number; availability: { clubId: number; clubName: string; wave: number }[] }[];
    testings: { id: number; date: string | null; teeTime: string | null }[];
    expenseClaims: { testingId: number; iban: string; bank: string; sum: number; receipts: { id: number; fileName: string; file: string | null }[] }[];
    history: { about: string; by: string }[];
    emails: { id: number; to: string; subject: string; content: string; type: string }[];
  };
}

async function unpacked(file: File): Promise<Export> {
  const files = unzipSync(await blobBytes(file));
  const json = files['daten.json'];
  if (!json) throw new Error('no daten.json');
  return { name: file.name, files, data: JSON.parse(strFromU8(json)) as Export['data'] };
}

function doneTesting(h: DemoHarness, userId: string): number {
  const t = h.server.state().testings.find((x) => x.userId === userId && x.progress === 'DONE');
  if (!t) throw new Error('missing seed');
  return t.id;
}

/** The tester's claim with one receipt (two, named alike) and the tester2's claim beside it. */
async function claims(h: DemoHarness): Promise<{ own: number; other: number }> {
  const own = doneTesting(h, 'u-tester');
  await travelApi.uploadAttachment(own, new Blob([RECEIPT], { type: 'application/pdf' }), 'greenfee.pdf');
  await travelApi.uploadAttachment(own, new Blob([RECEIPT], { type: 'application/pdf' }), 'greenfee.pdf');
  await travelApi.save({ id: own, iban: IBAN, bank: 'Sparkasse Hamburg', greenfee: 85, distance: 42, restaurant: 31.9, misc: null, comment: '' });
  h.signInAs('tester2');
  const other = doneTesting(h, 'u-tester2');
  await travelApi.uploadAttachment(other, new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x09])], { type: 'application/pdf' }), 'fremd.pdf');
  await travelApi.save({ id: other, iban: 'DE02 1203 0000 0000 2020 51', bank: 'DKB', greenfee: 40, distance: 10, restaurant: null, misc: null, comment: '' });
  h.signInAs('tester');
  return { own, other };
}

describe('personal data export', () => {
  it('gives the tester one ZIP named after them with their data, claim, receipts and README, and nothing of others', async () => {
    const h = setupDemo('tester');
    const { own, other } = await claims(h);

    const file = await personalDataApi.download('u-tester');
    expect(file.type).toBe('application/zip');
    const { name, files, data } = await unpacked(file);
    expect(name).toBe('meine-daten-mustermann-2023-06-01.zip');
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'belege/' + own + '/greenfee (2).pdf', 'belege/' + own + '/greenfee.pdf', 'daten.json'].sort());
    expect(strFromU8(files['README.txt'] ?? new Uint8Array())).toContain('Auskunft nach Art. 15 und Art. 20 DSGVO');
    expect(files[`belege/${own}/greenfee.pdf`]).toEqual(RECEIPT);

    expect(data.person).toMatchObject({ id: 'u-tester', firstName: 'Max', lastName: 'Mustermann', contact: { email: 'max.mustermann@example.de' }, account: { subject: DEMO_ACCOUNT_SUBJECTS.tester, how: 'Erste Anmeldung (bestätigte E-Mail-Adresse)' } });
    expect(data.dataSheets.length).toBeGreaterThan(0);
    expect(data.testings.map((t) => t.id)).toContain(own);
    expect(data.testings.map((t) => t.id)).not.toContain(other);
    const claim = data.expenseClaims.find((c) => c.testingId === own);
    expect(claim).toMatchObject({ iban: 'DE•• •••• •••• •••• ••30 00', bank: 'Sparkasse Hamburg', sum: 133.7 });
    expect(claim?.receipts.map((r) => r.file)).toEqual([`belege/${own}/greenfee.pdf`, `belege/${own}/greenfee (2).pdf`]);

    const everything = strFromU8(files['daten.json'] ?? new Uint8Array());
    expect(everything).not.toContain('DE89370400440532013000');
    for (const foreign of ['Musterfrau', 'erika.musterfrau@example.de', 'DKB', 'fremd.pdf', 'DE02']) expect(everything).not.toContain(foreign);
  });

  it('lists the mails to their address and the history about them; another tester who acted is not named', async () => {
    const h = setupDemo('tester');
    const { own } = await claims(h);
    const state = h.server.state();
    const id = state.nextId++;
    state.emails.push({ id, to: 'MAX.Mustermann@example.de', subject: 'Ihre Einteilung', content: 'Guten Tag Herr Mustermann', type: 'MISC', progress: 'SENT', notBefore: null, sentAt: '2023-06-01T08:00:00.000Z', lastTryAt: null, lastError: null });
    state.history.push({ id: state.nextId++, subject: `testing:${own}`, at: '2023-01-01T00:00:00.000Z', by: 'Erika Musterfrau', what: 'TESTING', from: 'ASSIGNED', to: 'DONE' });
    state.history.push({ id: state.nextId++, subject: `testing:${own}`, at: '2023-01-02T00:00:00.000Z', by: 'Martin Manager', what: 'TESTING', from: 'ASSIGNED', to: 'DONE' });
    // Known by id: another tester whose token carried a staff member's name is still not named.
    state.history.push({ id: state.nextId++, subject: `testing:${own}`, at: '2023-01-03T00:00:00.000Z', by: 'Anna Admin', byId: 'u-tester2', what: 'TESTING', from: 'ASSIGNED', to: 'DONE' });

    const { data } = await unpacked(await personalDataApi.download('u-tester'));
    expect(data.emails).toEqual(expect.arrayContaining([expect.objectContaining({ subject: 'Ihre Einteilung', content: 'Guten Tag Herr Mustermann' })]));
    expect(data.emails.every((e) => e.to.toLowerCase() === 'max.mustermann@example.de')).toBe(true);
    const aboutOwn = data.history.filter((e) => e.about === `testing:${own}`).map((e) => e.by);
    expect(aboutOwn).toEqual(expect.arrayContaining([OTHER_PERSON, 'Martin Manager', 'Max Mustermann']));
    expect(aboutOwn.filter((by) => by === OTHER_PERSON)).toHaveLength(2);
    expect(aboutOwn).not.toContain('Erika Musterfrau');
  });

  it('leaves out the receipts the person deleted: neither listed nor as a file', async () => {
    const h = setupDemo('tester');
    const { own } = await claims(h);
    const [first] = await travelApi.attachments(own);
    await travelApi.deleteAttachment(first?.attachmentId ?? -1);
    const { files, data } = await unpacked(await personalDataApi.download('u-tester'));
    const receipts = data.expenseClaims.find((c) => c.testingId === own)?.receipts ?? [];
    expect(receipts).toHaveLength(1);
    expect(receipts.map((r) => r.id)).not.toContain(first?.attachmentId);
    expect(Object.keys(files).filter((path) => path.startsWith('belege/'))).toEqual([`belege/${own}/greenfee.pdf`]);
    expect(strFromU8(files['daten.json'] ?? new Uint8Array())).not.toContain('"deleted"');
  });

  it("lists the mails queued for the person, not another person's mails to an address they share", async () => {
    const h = setupDemo('tester');
    const { own } = await claims(h);
    const state = h.server.state();
    // Erika shares Max's address (a couple's mailbox).
    const erika = state.users.find((u) => u.id === 'u-tester2');
    if (!erika) throw new Error('missing seed');
    erika.contact.email = 'Max.Mustermann@example.de ';
    const mail = (subject: string, fields: { to?: string; recipientId?: string; type?: 'MISC' | 'CLUB_REPORT' } = {}) => {
      const id = state.nextId++;
      state.emails.push({ id, to: 'max.mustermann@example.de', subject, content: subject, type: 'MISC', progress: 'SENT', notBefore: null, sentAt: null, lastTryAt: null, lastError: null, ...fields });
    };
    mail('Für Erika', { recipientId: 'u-tester2' });
    mail('Für Max', { recipientId: 'u-tester' });
    mail('Für Max an seine alte Adresse', { recipientId: 'u-tester', to: 'max@alt.example.de' });
    mail('Von früher, für wen?');
    // His release queues the tester's mail for him by id.
    await travelApi.save({ id: own, iban: IBAN, bank: 'Sparkasse Hamburg', greenfee: 85, distance: 42, restaurant: 31.9, misc: null, comment: '' });
    await travelApi.release({ id: own });
    const released = state.emails.find((e) => e.type === 'TRAVEL_RELEASED_TESTER' && e.progress === 'INITIAL');
    expect(released?.recipientId).toBe('u-tester');

    const { data } = await unpacked(await personalDataApi.download('u-tester'));
    const subjects = data.emails.map((e) => e.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Für Max', 'Für Max an seine alte Adresse', released?.subject]));
    expect(subjects).not.toContain('Für Erika');
    // A mail that names nobody, at an address two people share, is neither's; a club's mail never a person's.
    expect(subjects).not.toContain('Von früher, für wen?');
    expect(data.emails.map((e) => e.type)).not.toContain('TRAVEL_RELEASED');
    h.signInAs('manager');
    const erikas = (await unpacked(await personalDataApi.download('u-tester2'))).data.emails.map((e) => e.subject);
    expect(erikas).toContain('Für Erika');
    expect(erikas).not.toEqual(expect.arrayContaining(['Für Max']));
    expect(erikas).not.toContain('Von früher, für wen?');
  });

  it('gives each of two testers sharing one address their own mails of every kind, none of the other’s', async () => {
    const h = setupDemo('tester');
    const state = h.server.state();
    state.users.find((u) => u.id === 'u-tester2')!.contact.email = 'max.mustermann@example.de';
    const { own, other } = await claims(h);
    const assigned = seasonTesting(h, 'u-tester', 'ASSIGNED');
    await testsApi.save({ id: assigned.id, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
    await travelApi.release({ id: own });
    h.signInAs('tester2');
    await travelApi.release({ id: other });
    h.signInAs('manager');
    for (const userId of ['u-tester', 'u-tester2']) {
      await datasheetApi.setProgress({ progress: 'INITIAL', userId });
      await datasheetApi.setProgress({ progress: 'INVITED', userId });
    }
    await emailsApi.send({ recipientGroup: 'ALL', waveNumber: null, subject: 'Hallo {{anrede}}', content: '{{anrede}}, bis bald.', emailType: 'MISC' });

    const kindsOf = (emails: Export['data']['emails']) => [...new Set(emails.map((e) => e.type))].sort();
    const queuedFor = (userId: string) => state.emails.filter((e) => e.recipientId === userId).map((e) => e.id).sort((a, b) => a - b);
    const max = (await unpacked(await personalDataApi.download('u-tester'))).data.emails;
    const erika = (await unpacked(await personalDataApi.download('u-tester2'))).data.emails;
    expect(kindsOf(max)).toEqual(['INVITATION', 'MISC', 'TEE_TIME_CONFIRMED', 'TRAVEL_RELEASED_TESTER']);
    expect(kindsOf(erika)).toEqual(['INVITATION', 'MISC', 'TRAVEL_RELEASED_TESTER']);
    // Exactly the mails queued for each: neither the other's nor the older ones that name nobody at the shared address.
    expect(max.map((e) => e.id)).toEqual(queuedFor('u-tester'));
    expect(erika.map((e) => e.id)).toEqual(queuedFor('u-tester2'));
    expect(max.every((e) => !e.content.includes('Musterfrau'))).toBe(true);
    expect(erika.every((e) => !e.content.includes('Mustermann'))).toBe(true);
  });

  it('lists a mail that names nobody when it went to the address of the person alone, but no club mail', async () => {
    const h = setupDemo('tester');
    const state = h.server.state();
    for (const [subject, type] of [['Alte Einladung', 'MISC'], ['Ergebnis an den Club', 'CLUB_REPORT']] as const) {
      state.emails.push({ id: state.nextId++, to: 'max.mustermann@example.de', subject, content: subject, type, progress: 'SENT', notBefore: null, sentAt: null, lastTryAt: null, lastError: null });
    }
    const subjects = (await unpacked(await personalDataApi.download('u-tester'))).data.emails.map((e) => e.subject);
    expect(subjects).toContain('Alte Einladung');
    expect(subjects).not.toContain('Ergebnis an den Club');
  });

  it("refuses a tester another person's data (403) and lets managers and admins download any tester's", async () => {
    const h = setupDemo('tester');
    await expect(personalDataApi.download('u-tester2')).rejects.toMatchObject({ status: 403 });
    h.signInAs('manager');
    expect((await unpacked(await personalDataApi.download('u-tester2'))).data.person.lastName).toBe('Musterfrau');
    h.signInAs('admin');
    expect((await unpacked(await personalDataApi.download('u-tester'))).data.person.lastName).toBe('Mustermann');
    await expect(personalDataApi.download('u-nobody')).rejects.toMatchObject({ status: 404 });
  });
});

describe('the export streams (not built whole inside the request)', () => {
  it('reads each file after the transaction, one at a time in a read of its own, with no transaction open while the ZIP is written', async () => {
    const clock = createManualClock();
    const state = createSeedState({ scale: 1, clock });
    const storage = createMemoryStorage(state);
    const own = state.testings.find((t) => t.userId === 'u-tester' && t.progress === 'DONE')?.id ?? -1;
    const ids = await storage.transaction('write', async (tx) => {
      const made: number[] = [];
      for (const [i, fileName] of ['a.pdf', 'b.pdf', 'c.pdf'].entries()) {
        const id = await tx.nextId();
        await tx.insert('attachment', { id, testingId: own, fileName, contentType: 'application/pdf', size: RECEIPT.length + 1, deleted: false });
        await tx.putFile(id, new Uint8Array([...RECEIPT, i]));
        made.push(id);
      }
      return made;
    });
    // Counts the transactions, those open and in which one each file's bytes are read.
    let open = 0;
    let transactions = 0;
    const readIn: { id: number; transaction: number }[] = [];
    const counted: Storage = {
      transaction: (mode, work) =>
        storage.transaction(mode, async (tx) => {
          open++;
          const transaction = ++transactions;
          try {
            return await work({ ...tx, file: (id) => (readIn.push({ id, transaction }), tx.file(id)) });
          } finally {
            open--;
          }
        }),
    };
    const server = createDomainServer({ storage: counted, clock, deliverBeforeEachRequest: false });
    const me: TokenIdentity = { sub: DEMO_ACCOUNT_SUBJECTS.tester, username: 'tester', name: 'Max Mustermann', email: '', roles: ['dtp-tester'] };

    const answer = await server.handleAs(me, { method: 'GET', path: '/user/personal-data/u-tester', token: null });
    expect(answer.status).toBe(200);
    const streamed = answer.data as StreamedFile;
    expect(streamed).toBeInstanceOf(StreamedFile);
    expect(streamed.name).toBe('meine-daten-mustermann-2023-06-01.zip');
    // The request's transaction read no file's bytes, and it has ended.
    expect(readIn).toEqual([]);
    expect(open).toBe(0);
    const before = transactions;
    // The second receipt is deleted between the listing and the ZIP: left out, listed without a file.
    await storage.transaction('write', async (tx) => {
      const [row] = await tx.find('attachment', { id: ids[1] });
      if (row) await tx.update('attachment', { ...row, deleted: true });
    });

    const chunks: Uint8Array[] = [];
    for await (const chunk of streamed.chunks) {
      expect(open).toBe(0);
      chunks.push(chunk);
    }
    // One short read per listed file, each after the one before; the deleted one's bytes never read.
    expect(transactions - before).toBe(3);
    expect(readIn).toEqual([
      { id: ids[0], transaction: before + 1 },
      { id: ids[2], transaction: before + 3 },
    ]);
    expect(chunks.length).toBeGreaterThan(3);

    const { files, data } = await unpacked(new File(chunks as Uint8Array<ArrayBuffer>[], streamed.name, { type: streamed.type }));
    expect(Object.keys(files).sort()).toEqual(['README.txt', `belege/${own}/a.pdf`, `belege/${own}/c.pdf`, 'daten.json']);
    expect(files[`belege/${own}/c.pdf`]).toEqual(new Uint8Array([...RECEIPT, 2]));
    expect(data.expenseClaims.find((c) => c.testingId === own)?.receipts.map((r) => r.file)).toEqual([`belege/${own}/a.pdf`, null, `belege/${own}/c.pdf`]);
  });
});
