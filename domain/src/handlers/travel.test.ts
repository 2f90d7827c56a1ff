import { travelInputOf } from '@dtp/contract/test-support';
import { MAX_RECEIPTS_PER_CLAIM } from '@dtp/contract/constants';
import { RECEIPTS_TOO_LARGE_MESSAGE, TOO_MANY_RECEIPTS_MESSAGE, travelSum } from '@dtp/contract/travel';
import { travelApi } from '@dtp/api-client';
import { emailsApi } from '@dtp/api-client/back-office';
import { type DemoHarness, pngClaiming, refusal, setupDemo } from '../../test-support';
import { IMAGE_TOO_MANY_PIXELS_MESSAGE } from '../images/image-normalizer';
import { blobBytes } from '../blob-bytes';
import { QUEUE_DELAY_MS, type DeliveryOutcome } from '../rules/email-queue';

const pdf = () => new Blob(['%PDF'], { type: 'application/pdf' });
const claim = (id: number) => ({
  id,
  iban: 'DE89 3704 0044 0532 0130 00',
  bank: 'Sparkasse',
  greenfee: 85,
  distance: 42,
  restaurant: 31.9,
  misc: null,
  comment: '',
});

function maxDone(h: DemoHarness): number {
  const t = h.server.state().testings.find((x) => x.userId === 'u-tester' && x.progress === 'DONE');
  if (!t) throw new Error('missing seed');
  return t.id;
}

async function submitted(h: DemoHarness): Promise<number> {
  const id = maxDone(h);
  await travelApi.uploadAttachment(id, pdf(), 'greenfee.pdf');
  await travelApi.save(claim(id));
  return id;
}

/** The club's release mail of a claim, as stored. */
const clubMailOf = (h: DemoHarness, id: number) => h.server.state().emails.filter((e) => e.type === 'TRAVEL_RELEASED' && e.testingId === id).at(-1);

/** The real worker's two steps (api-server: pg-boss and SMTP) for the claim's club mail; the text it sends. */
async function sendClubMail(h: DemoHarness, id: number, outcome: DeliveryOutcome = { sent: true }): Promise<string | undefined> {
  const mail = clubMailOf(h, id);
  const job = { id: mail?.id ?? -1, notBefore: mail?.notBefore ?? null };
  const toSend = await h.server.mailWorker.claim(job);
  await h.server.mailWorker.record(job, outcome);
  return toSend?.text;
}

describe('travel claim', () => {
  it("release mails are signed by the configured back office, not a fixed 'CMC'", async () => {
    const h = setupDemo('tester', { contactName: 'Golf-Team Süd' });
    const id = await submitted(h);
    await travelApi.release({ id });
    const mails = h.server.state().emails.filter((e) => (e.type === 'TRAVEL_RELEASED' && e.testingId === id) || (e.type === 'TRAVEL_RELEASED_TESTER' && e.progress === 'INITIAL'));
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.content).toMatch(/Mit freundlichen Grüßen\nGolf-Team Süd$/);
  });

  it('lists claims of done tests and opens an empty one with the send button only', async () => {
    const h = setupDemo('tester');
    const { travels } = await travelApi.list();
    expect(travels).toEqual([expect.objectContaining({ id: maxDone(h), progress: 'OPEN', progressLabel: 'Offen' })]);
    const open = await travelApi.load(maxDone(h));
    expect(open).toMatchObject({ readonly: false, showSendButton: true, showReleaseButton: false, showTravelSubmittedHint: false, greenfee: null });
  });

  it('saves (submits) a claim: IBAN normalised, testing moves to TRAVEL_SUBMITTED, release offered', async () => {
    const h = setupDemo('tester');
    const id = maxDone(h);
    const saved = await travelApi.save(claim(id));
    expect(saved).toMatchObject({ iban: 'DE89370400440532013000', progress: 'SUBMITTED', showTravelSubmittedHint: true, showReleaseButton: true });
    expect(h.server.state().testings.find((t) => t.id === id)?.progress).toBe('TRAVEL_SUBMITTED');
    expect(travelSum(saved)).toBe(133.7);
  });

  it('validates IBAN, bank, greenfee and km with the spec messages', async () => {
    const h = setupDemo('tester');
    await expect(travelApi.save({ ...claim(maxDone(h)), iban: 'DE12', bank: '', greenfee: null, distance: 401 })).rejects.toMatchObject({
      status: 400,
      fieldErrors: {
        iban: expect.stringContaining('DE34 5678 9012 3456 1234 78'),
        bank: 'Bitte geben Sie einen Wert für Bank ein.',
        greenfee: 'Bitte geben Sie einen Wert für Greenfee ein.',
        distance: 'Gefahrene km darf höchstens 400 betragen.',
      },
    });
    // The IBAN's check digits too, as the form checks them (ibantools on both sides).
    await expect(travelApi.save({ ...claim(maxDone(h)), iban: 'DE34 5678 9012 3456 1234 78' })).rejects.toMatchObject({
      fieldErrors: { iban: 'Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte überprüfen Sie Ihre Eingabe.' },
    });
    await expect(travelApi.save({ ...claim(maxDone(h)), distance: -1 })).rejects.toMatchObject({
      fieldErrors: { distance: 'Gefahrene km muss mindestens 0 betragen.' },
    });
    await expect(travelApi.save({ ...claim(maxDone(h)), distance: 12.5 })).rejects.toMatchObject({
      fieldErrors: { distance: 'Bitte geben Sie eine ganze Zahl ein' },
    });
    await expect(travelApi.save({ ...claim(maxDone(h)), distance: -5 })).rejects.toMatchObject({
      fieldErrors: { distance: 'Gefahrene km muss mindestens 0 betragen.' },
    });
  });

  it('refuses release before saving or without a receipt', async () => {
    const h = setupDemo('tester');
    const id = maxDone(h);
    await expect(travelApi.release({ id })).rejects.toMatchObject({ status: 400, detail: expect.stringContaining('speichern') });
    await travelApi.save(claim(id));
    await expect(travelApi.release({ id })).rejects.toMatchObject({ status: 400, detail: 'Bitte laden Sie mindestens einen Beleg hoch.' });
  });

  it('release takes the bank data out of the claim, queues mails to club and tester and makes the claim read-only', async () => {
    const h = setupDemo('tester');
    const id = await submitted(h);
    const released = await travelApi.release({ id });
    expect(released).toMatchObject({
      iban: '',
      bank: '',
      progress: 'RELEASED',
      readonly: true,
      showSendButton: false,
      showReleaseButton: false,
      showTravelReleasedHint: true,
      showTravelReleasedHintForManager: false,
      // Held for the club mail until the SMTP server accepted it (see 'bank data goes to the club' below).
      bankDataAlreadyDeleted: false,
      bankDataHeld: true,
    });
    const mails = h.server.state().emails.filter((e) => e.id >= 100_000).map((e) => e.type);
    expect(mails).toEqual(['TRAVEL_RELEASED', 'TRAVEL_RELEASED_TESTER']);
    await expect(travelApi.save(travelInputOf(released))).rejects.toMatchObject({ status: 400 });
    await expect(travelApi.uploadAttachment(id, pdf(), 'noch-einer.pdf')).rejects.toMatchObject({ status: 400 });
    await expect(travelApi.release({ id })).rejects.toMatchObject({ status: 400 });
  });

  it('can be released again by a manager after the bank data is entered again', async () => {
    const h = setupDemo('tester');
    const id = await submitted(h);
    await travelApi.release({ id });
    await sendClubMail(h, id);
    h.signInAs('manager');
    const seen = await travelApi.load(id);
    expect(seen).toMatchObject({ readonly: false, showReleaseButton: false, bankDataAlreadyDeleted: true, showTravelReleasedHintForManager: true });
    const again = await travelApi.save({ ...travelInputOf(seen), iban: 'DE89370400440532013000', bank: 'Volksbank' });
    expect(again).toMatchObject({ showReleaseButton: true, bankDataAlreadyDeleted: false });
    expect(await travelApi.release({ id })).toMatchObject({ iban: '', bank: '', bankDataHeld: true });
    expect(h.server.state().emails.filter((e) => e.type === 'TRAVEL_RELEASED' && e.id >= 100_000)).toHaveLength(2);
  });

  it("lets a manager (from the dashboard) load, fill, save and release a tester's claim with its receipts", async () => {
    const h = setupDemo('manager');
    const id = maxDone(h);
    expect(await travelApi.load(id)).toMatchObject({ id, readonly: false, showSendButton: true, progress: 'OPEN' });
    const [receipt] = await travelApi.uploadAttachment(id, pdf(), 'tank.pdf');
    expect(await travelApi.attachments(id)).toEqual([expect.objectContaining({ attachmentId: receipt?.attachmentId, deleted: false })]);
    expect(await travelApi.attachmentImage(receipt?.attachmentId ?? -1)).not.toBeNull();
    expect(await travelApi.save(claim(id))).toMatchObject({ progress: 'SUBMITTED', showReleaseButton: true });
    expect(await travelApi.release({ id })).toMatchObject({ progress: 'RELEASED', readonly: false, showTravelReleasedHintForManager: true });
    const mails = h.server.state().emails.filter((e) => e.id >= 100_000).map((e) => e.type);
    expect(mails).toEqual(['TRAVEL_RELEASED', 'TRAVEL_RELEASED_TESTER']);
    // The claim stays the tester's: it is in their list, not in the manager's.
    expect((await travelApi.list()).travels).toEqual([]);
    h.signInAs('tester');
    expect((await travelApi.list()).travels).toEqual([expect.objectContaining({ id, progress: 'RELEASED' })]);
  });

  it('checks the type at upload; a deleted receipt is gone (404 on a second delete)', async () => {
    const h = setupDemo('tester');
    const id = maxDone(h);
    await expect(travelApi.uploadAttachment(id, new Blob(['x']), 'virus.exe')).rejects.toMatchObject({
      status: 400,
      detail: 'Bitte laden Sie eine Datei im Format pdf, jpg, jpeg oder png hoch.',
    });
    const [uploaded] = await travelApi.uploadAttachment(id, pdf(), 'Quittung.PDF');
    expect(uploaded).toMatchObject({ fileName: 'Quittung.PDF', contentType: 'application/pdf', deleted: false });
    expect(await travelApi.deleteAttachment(uploaded?.attachmentId ?? -1)).toEqual([]);
    await expect(travelApi.deleteAttachment(uploaded?.attachmentId ?? -1)).rejects.toMatchObject({ status: 404 });
  });

  it("gives 403 for another tester's claim, receipts and images", async () => {
    const h = setupDemo('tester2');
    const other = maxDone(h);
    await expect(travelApi.load(other)).rejects.toMatchObject({ status: 403 });
    await expect(travelApi.save(claim(other))).rejects.toMatchObject({ status: 403 });
    await expect(travelApi.attachments(other)).rejects.toMatchObject({ status: 403 });
    await expect(travelApi.uploadAttachment(other, pdf(), 'x.pdf')).rejects.toMatchObject({ status: 403 });
    await expect(travelApi.release({ id: other })).rejects.toMatchObject({ status: 403 });
    const foreign = h.server.state().attachments.find((a) => !a.deleted);
    await expect(travelApi.deleteAttachment(foreign?.id ?? -1)).rejects.toMatchObject({ status: 403 });
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(travelApi.attachmentImage(foreign?.id ?? -1)).resolves.toBeNull();
    log.mockRestore();
  });

  it('takes the type from the content, not from the name, and serves the receipt to its owner', async () => {
    const h = setupDemo('tester');
    const [a] = await travelApi.uploadAttachment(maxDone(h), pdf(), 'beleg.png');
    expect(a).toMatchObject({ fileName: 'beleg.pdf', contentType: 'application/pdf', size: 4 });
    const image = await travelApi.attachmentImage(a?.attachmentId ?? -1);
    expect(image?.type).toBe('application/pdf');
    expect(image?.size).toBe(4);
    await expect(
      travelApi.uploadAttachment(maxDone(h), new Blob(['<html>'], { type: 'image/png' }), 'foto.png'),
    ).rejects.toMatchObject({ status: 400, detail: 'Bitte laden Sie eine Datei im Format pdf, jpg, jpeg oder png hoch.' });
  });

  it('refuses an image receipt above 50 megapixels before it is decoded; a PDF is stored as it came (issue 59)', async () => {
    const h = setupDemo('tester');
    const id = maxDone(h);
    const bomb = new Blob([pngClaiming(20_000, 20_000)], { type: 'image/png' });
    expect((await refusal(travelApi.uploadAttachment(id, bomb, 'beleg.png'))).fieldErrors).toEqual({ file: IMAGE_TOO_MANY_PIXELS_MESSAGE });
    expect(await travelApi.attachments(id)).toEqual([]);
    const [receipt] = await travelApi.uploadAttachment(id, pdf(), 'beleg.pdf');
    expect(await blobBytes((await travelApi.attachmentImage(receipt!.attachmentId))!)).toEqual(await blobBytes(pdf()));
  });

  it("stores the name with the content's extension, without control characters, at most 255 bytes", async () => {
    const h = setupDemo('tester');
    const id = maxDone(h);
    const names = async (uploaded: string, content = pdf()) => (await travelApi.uploadAttachment(id, content, uploaded)).map((a) => a.fileName).at(-1);
    expect(await names('Beleg.pdf.hta')).toBe('Beleg.pdf');
    expect(await names('Rechnung\u0000\r\n.exe')).toBe('Rechnung.pdf');
    expect(await names('C:\\Users\\max\\Tankbeleg.png', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])]))).toBe('Tankbeleg.jpg');
    const long = await names(`${'ü'.repeat(200)}.pdf`);
    expect(new TextEncoder().encode(long).byteLength).toBeLessThanOrEqual(255);
    expect(long).toMatch(/^ü+\.pdf$/);
    expect(h.server.state().attachments.filter((a) => a.testingId === id).map((a) => a.fileName)).toContain('Beleg.pdf');
  });

  it('takes at most 10 receipts per claim; one deleted from a claim not released makes room', async () => {
    const h = setupDemo('tester');
    const id = maxDone(h);
    for (let n = 1; n <= MAX_RECEIPTS_PER_CLAIM; n++) await travelApi.uploadAttachment(id, pdf(), `beleg-${n}.pdf`);
    const error = await refusal(travelApi.uploadAttachment(id, pdf(), 'elf.pdf'));
    expect(error).toMatchObject({ status: 400, detail: TOO_MANY_RECEIPTS_MESSAGE, fieldErrors: { file: TOO_MANY_RECEIPTS_MESSAGE } });
    const [first] = await travelApi.attachments(id);
    await travelApi.deleteAttachment(first?.attachmentId ?? -1);
    const list = await travelApi.uploadAttachment(id, pdf(), 'elf.pdf');
    expect(list).toHaveLength(MAX_RECEIPTS_PER_CLAIM);
    await expect(travelApi.uploadAttachment(id, pdf(), 'zwoelf.pdf')).rejects.toMatchObject({ status: 400, detail: TOO_MANY_RECEIPTS_MESSAGE });
  });

  it('removes a receipt deleted from a claim not released with its bytes: upload and delete, repeated, stores nothing', async () => {
    const h = setupDemo('tester');
    const id = maxDone(h);
    const stored = () => h.server.state().attachments.filter((a) => a.testingId === id);
    for (let round = 0; round < 3; round++) {
      const [receipt] = await travelApi.uploadAttachment(id, pdf(), 'beleg.pdf');
      await travelApi.deleteAttachment(receipt?.attachmentId ?? -1);
      expect(await h.server.runAsSystem((db) => db.file(receipt?.attachmentId ?? -1))).toBeNull();
    }
    expect(stored()).toEqual([]);
    expect(await travelApi.attachments(id)).toEqual([]);
  });

  it("keeps a receipt deleted from a released claim as a voucher (flagged, bytes kept), and counts it", async () => {
    const h = setupDemo('tester');
    const id = await submitted(h);
    await travelApi.release({ id });
    h.signInAs('manager');
    const [receipt] = await travelApi.attachments(id);
    const after = await travelApi.deleteAttachment(receipt?.attachmentId ?? -1);
    expect(after).toEqual([expect.objectContaining({ attachmentId: receipt?.attachmentId, deleted: true })]);
    expect(await h.server.runAsSystem((db) => db.file(receipt?.attachmentId ?? -1))).toEqual(new TextEncoder().encode('%PDF'));
    for (let n = 2; n <= MAX_RECEIPTS_PER_CLAIM; n++) await travelApi.uploadAttachment(id, pdf(), `beleg-${n}.pdf`);
    await expect(travelApi.uploadAttachment(id, pdf(), 'elf.pdf')).rejects.toMatchObject({ status: 400, detail: TOO_MANY_RECEIPTS_MESSAGE });
  });

  it('takes at most 50 MB of receipts per claim, with a German message at the upload', async () => {
    const h = setupDemo('tester');
    const id = maxDone(h);
    const mb = (n: number) => new Blob(['%PDF', new Uint8Array(n * 1024 * 1024 - 4)], { type: 'application/pdf' });
    await travelApi.uploadAttachment(id, mb(20), 'eins.pdf');
    await travelApi.uploadAttachment(id, mb(20), 'zwei.pdf');
    const error = await refusal(travelApi.uploadAttachment(id, mb(11), 'drei.pdf'));
    expect(error).toMatchObject({ status: 400, detail: RECEIPTS_TOO_LARGE_MESSAGE, fieldErrors: { file: RECEIPTS_TOO_LARGE_MESSAGE } });
    expect(RECEIPTS_TOO_LARGE_MESSAGE).toContain('höchstens 50 MB');
    expect(await travelApi.uploadAttachment(id, mb(10), 'drei.pdf')).toHaveLength(3);
    expect(h.server.state().attachments.filter((a) => a.testingId === id).reduce((sum, a) => sum + a.size, 0)).toBe(50 * 1024 * 1024);
  });

  it('draws a placeholder for a receipt whose bytes the in-browser demo no longer has', async () => {
    const h = setupDemo('tester');
    const testingId = maxDone(h);
    h.server.state().attachments.push({ id: 999_001, testingId, fileName: 'alt.pdf', contentType: 'application/pdf', size: 10, deleted: false });
    const image = await travelApi.attachmentImage(999_001);
    expect(image?.type).toBe('image/svg+xml');
  });

  it('carries a version: a save or release of a claim someone changed meanwhile is refused with 409 and changes nothing', async () => {
    const h = setupDemo('tester');
    const id = await submitted(h);
    const testerRead = await travelApi.load(id);
    expect(testerRead.version).toEqual(expect.any(Number));
    h.signInAs('manager');
    const managerSaved = await travelApi.save({ ...travelInputOf(await travelApi.load(id)), greenfee: 99 });
    expect(managerSaved.version).toBeGreaterThan(testerRead.version ?? 0);
    h.signInAs('tester');
    const stale = {
      status: 409,
      detail: 'Ihre Eingaben sind noch da. „Neu laden“ zeigt die geänderte Fassung; Ihre Änderungen tragen Sie danach bitte erneut ein.',
      reloadOffered: true,
    };
    await expect(travelApi.save({ ...travelInputOf(testerRead), greenfee: 11 })).rejects.toMatchObject(stale);
    await expect(travelApi.release({ id, version: testerRead.version })).rejects.toMatchObject(stale);
    const now = await travelApi.load(id);
    expect(now).toMatchObject({ greenfee: 99, progress: 'SUBMITTED', version: managerSaved.version });
    const saved = await travelApi.save({ ...travelInputOf(now), greenfee: 11 });
    expect(saved).toMatchObject({ greenfee: 11 });
    expect(await travelApi.release({ id, version: saved.version })).toMatchObject({ progress: 'RELEASED' });
  });

  it('has no claim before the test is done', async () => {
    const h = setupDemo('tester');
    const assigned = h.server.state().testings.find((x) => x.userId === 'u-tester' && x.progress === 'ASSIGNED');
    await expect(travelApi.load(assigned?.id ?? -1)).rejects.toMatchObject({ status: 404 });
  });
});

describe('bank data goes to the club and nowhere else (issue 32)', () => {
  const IBAN = 'DE89370400440532013000';
  const MASKED = 'DE•• •••• •••• •••• ••30 00';
  /** Where in the whole state the full IBAN or the bank's name stands. */
  const placesOfBankData = (h: DemoHarness): string[] => {
    const places: string[] = [];
    const walk = (value: unknown, at: string): void => {
      if (typeof value === 'string') {
        if (value.replace(/\s+/g, '').includes(IBAN) || value.includes('Sparkasse Musterstadt')) places.push(at);
      } else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) walk(inner, `${at}.${key}`);
      }
    };
    walk(h.server.state(), 'state');
    return places;
  };
  async function releasedClaim(h: DemoHarness): Promise<number> {
    const id = maxDone(h);
    await travelApi.uploadAttachment(id, pdf(), 'greenfee.pdf');
    await travelApi.save({ ...claim(id), bank: 'Sparkasse Musterstadt' });
    h.log.length = 0; // the answers from the release on
    await travelApi.release({ id });
    return id;
  }

  it('stores the club mail with the IBAN masked and holds the bank data on the claim only, in no answer', async () => {
    const h = setupDemo('tester');
    const id = await releasedClaim(h);
    const mail = clubMailOf(h, id);
    expect(mail?.content).toContain(`IBAN: ${MASKED}`);
    expect(mail?.content).toContain('Bank: (nur in der versendeten Email)');
    const index = h.server.state().testings.findIndex((t) => t.id === id);
    expect(placesOfBankData(h).sort()).toEqual([`state.testings.${index}.travel.held.bank`, `state.testings.${index}.travel.held.iban`]);
    expect(await travelApi.load(id)).toMatchObject({ iban: '', bank: '', bankDataHeld: true, bankDataAlreadyDeleted: false });

    h.signInAs('manager');
    expect(await travelApi.load(id)).toMatchObject({ iban: '', bank: '', bankDataHeld: true, showTravelReleasedHintForManager: true });
    const listed = (await emailsApi.list()).find((e) => e.id === mail?.id);
    expect(listed).toMatchObject({ type: 'TRAVEL_RELEASED', progress: 'INITIAL' });
    const rawList = h.log.find((entry) => entry.request.path === '/email/list')?.response.data;
    expect(JSON.stringify(rawList)).toContain(`"id":${mail?.id}`);
    expect(JSON.stringify(rawList)).not.toContain('testingId');
    const shown = await emailsApi.content(mail?.id ?? -1);
    expect(shown.content).toContain(MASKED);
    expect(shown.content).not.toContain('Sparkasse Musterstadt');
    const answers = JSON.stringify(h.log.map((entry) => entry.response.data));
    expect(answers).toContain('"bankDataHeld":true');
    expect(answers.replace(/\s+/g, '')).not.toContain(IBAN);
    expect(answers).not.toContain('Sparkasse Musterstadt');
  });

  it('sends the club the full IBAN and bank, and deletes them once the SMTP server accepted the mail, not before', async () => {
    const h = setupDemo('tester');
    const id = await releasedClaim(h);
    const retry = await sendClubMail(h, id, { sent: false, error: 'SMTP 451 4.3.0 später', final: false });
    expect(retry).toContain('IBAN: DE89370400440532013000\nBank: Sparkasse Musterstadt');
    expect(placesOfBankData(h)).toHaveLength(2);
    const sent = await sendClubMail(h, id);
    expect(sent).toContain('IBAN: DE89370400440532013000\nBank: Sparkasse Musterstadt');
    expect(clubMailOf(h, id)).toMatchObject({ progress: 'SENT', content: expect.stringContaining(MASKED) });
    expect(placesOfBankData(h)).toEqual([]);
    expect(await travelApi.load(id)).toMatchObject({ iban: '', bank: '', bankDataHeld: false, bankDataAlreadyDeleted: true });
    // Sent again later (resend on the server: due again), the mail has only what is stored: the masked IBAN.
    Object.assign(clubMailOf(h, id)!, { progress: 'INITIAL' });
    expect(await sendClubMail(h, id)).toContain(MASKED);
  });

  it('keeps the bank data held while the mail failed for good, so a resend still carries it', async () => {
    const h = setupDemo('tester');
    const id = await releasedClaim(h);
    await sendClubMail(h, id, { sent: false, error: 'SMTP 550 5.1.1 unbekannt', final: true });
    expect(clubMailOf(h, id)?.progress).toBe('ERROR');
    expect(placesOfBankData(h)).toHaveLength(2);
    h.signInAs('manager');
    expect(await travelApi.load(id)).toMatchObject({ bankDataHeld: true, bankDataAlreadyDeleted: false });
    // Resend on the server queues it again (the worker sends it); the demo delivers it at once.
    Object.assign(clubMailOf(h, id)!, { progress: 'INITIAL' });
    expect(await sendClubMail(h, id, { sent: false, error: 'SMTP 451', final: false })).toContain('IBAN: DE89370400440532013000');
    await emailsApi.resume(clubMailOf(h, id)?.id ?? -1);
    expect(clubMailOf(h, id)?.progress).toBe('SENT');
    expect(placesOfBankData(h)).toEqual([]);
  });

  it("the in-browser demo's simulated delivery deletes the held data as the real worker does", async () => {
    const h = setupDemo('tester');
    const id = await releasedClaim(h);
    h.clock.advance(QUEUE_DELAY_MS);
    expect(await travelApi.load(id)).toMatchObject({ bankDataHeld: false, bankDataAlreadyDeleted: true });
    expect(clubMailOf(h, id)?.progress).toBe('SENT');
    expect(placesOfBankData(h)).toEqual([]);
  });

  it('deleting the club mail deletes the bank data held for it', async () => {
    const h = setupDemo('tester');
    const id = await releasedClaim(h);
    h.signInAs('manager');
    await emailsApi.remove(clubMailOf(h, id)?.id ?? -1);
    expect(placesOfBankData(h)).toEqual([]);
    expect(await travelApi.load(id)).toMatchObject({ bankDataHeld: false, bankDataAlreadyDeleted: true });
  });

  it('a new release with new bank data supersedes the unsent club mail: it is skipped and its data goes', async () => {
    const h = setupDemo('tester');
    const id = await releasedClaim(h);
    const first = clubMailOf(h, id);
    h.signInAs('manager');
    const seen = await travelApi.load(id);
    await travelApi.save({ ...travelInputOf(seen), iban: 'DE02120300000000202051', bank: 'Volksbank' });
    await travelApi.release({ id });
    expect(h.server.state().emails.find((e) => e.id === first?.id)).toMatchObject({ progress: 'SKIPPED', lastError: expect.stringContaining('erneut freigegeben') });
    expect(placesOfBankData(h)).toEqual([]);
    expect(await sendClubMail(h, id)).toContain('IBAN: DE02120300000000202051\nBank: Volksbank');
  });

  it('refuses the release for a club without an email address, names it, and deletes nothing', async () => {
    const h = setupDemo('tester');
    const id = maxDone(h);
    const testing = h.server.state().testings.find((t) => t.id === id)!;
    const club = h.server.state().clubs.find((c) => c.id === testing.clubId)!;
    club.email = ' ';
    await travelApi.uploadAttachment(id, pdf(), 'greenfee.pdf');
    const saved = await travelApi.save(claim(id));
    expect(saved).toMatchObject({ clubEmailMissing: true, showReleaseButton: true });
    const mailsBefore = h.server.state().emails.length;
    await expect(travelApi.release({ id })).rejects.toMatchObject({
      status: 400,
      detail: `Der Club ${club.name} hat keine Email-Adresse, an die Ihre Spesenabrechnung gehen kann. Sobald CMC sie eingetragen hat, können Sie sie freigeben.`,
    });
    h.signInAs('manager');
    await expect(travelApi.release({ id })).rejects.toMatchObject({
      status: 400,
      detail: `Der Club ${club.name} hat keine Email-Adresse. Bitte tragen Sie sie im Club ein, bevor Sie die Spesenabrechnung freigeben.`,
    });
    expect(h.server.state().emails).toHaveLength(mailsBefore);
    expect(await travelApi.load(id)).toMatchObject({ iban: IBAN, bank: 'Sparkasse', progress: 'SUBMITTED', clubEmailMissing: true });
    club.email = 'sekretariat@club.example.de';
    expect(await travelApi.release({ id })).toMatchObject({ progress: 'RELEASED', clubEmailMissing: false });
  });
});
