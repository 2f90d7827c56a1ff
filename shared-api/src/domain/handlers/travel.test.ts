import { travelInputOf, travelSum } from '../../contract/travel';
import * as travelApi from '../../resources/travel';
import { setupDemo, type DemoHarness } from '../../test-support/demo-harness';

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

describe('travel claim', () => {
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
    await expect(travelApi.release(id)).rejects.toMatchObject({ status: 400, detail: expect.stringContaining('speichern') });
    await travelApi.save(claim(id));
    await expect(travelApi.release(id)).rejects.toMatchObject({ status: 400, detail: 'Bitte laden Sie mindestens einen Beleg hoch.' });
  });

  it('release deletes the bank data, queues mails to club and tester and makes the claim read-only', async () => {
    const h = setupDemo('tester');
    const id = await submitted(h);
    const released = await travelApi.release(id);
    expect(released).toMatchObject({
      iban: '',
      bank: '',
      progress: 'RELEASED',
      readonly: true,
      showSendButton: false,
      showReleaseButton: false,
      showTravelReleasedHint: true,
      showTravelReleasedHintForManager: false,
      bankDataAlreadyDeleted: true,
    });
    const mails = h.server.state().emails.filter((e) => e.id >= 100_000).map((e) => e.type);
    expect(mails).toEqual(['TRAVEL_RELEASED', 'TRAVEL_RELEASED_TESTER']);
    await expect(travelApi.save(travelInputOf(released))).rejects.toMatchObject({ status: 400 });
    await expect(travelApi.uploadAttachment(id, pdf(), 'noch-einer.pdf')).rejects.toMatchObject({ status: 400 });
    await expect(travelApi.release(id)).rejects.toMatchObject({ status: 400 });
  });

  it('can be released again by a manager after the bank data is entered again', async () => {
    const h = setupDemo('tester');
    const id = await submitted(h);
    await travelApi.release(id);
    h.signInAs('manager');
    const seen = await travelApi.load(id);
    expect(seen).toMatchObject({ readonly: false, showReleaseButton: false, bankDataAlreadyDeleted: true, showTravelReleasedHintForManager: true });
    const again = await travelApi.save({ ...travelInputOf(seen), iban: 'DE89370400440532013000', bank: 'Volksbank' });
    expect(again).toMatchObject({ showReleaseButton: true, bankDataAlreadyDeleted: false });
    expect(await travelApi.release(id)).toMatchObject({ iban: '', bank: '', bankDataAlreadyDeleted: true });
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
    expect(await travelApi.release(id)).toMatchObject({ progress: 'RELEASED', readonly: false, showTravelReleasedHintForManager: true });
    const mails = h.server.state().emails.filter((e) => e.id >= 100_000).map((e) => e.type);
    expect(mails).toEqual(['TRAVEL_RELEASED', 'TRAVEL_RELEASED_TESTER']);
    // The claim stays the tester's: it is in their list, not in the manager's.
    expect((await travelApi.list()).travels).toEqual([]);
    h.signInAs('tester');
    expect((await travelApi.list()).travels).toEqual([expect.objectContaining({ id, progress: 'RELEASED' })]);
  });

  it('keeps receipts: upload checks type, delete is soft', async () => {
    const h = setupDemo('tester');
    const id = maxDone(h);
    await expect(travelApi.uploadAttachment(id, new Blob(['x']), 'virus.exe')).rejects.toMatchObject({
      status: 400,
      detail: 'Bitte laden Sie eine Datei im Format pdf, jpg, jpeg oder png hoch.',
    });
    const [uploaded] = await travelApi.uploadAttachment(id, pdf(), 'Quittung.PDF');
    expect(uploaded).toMatchObject({ fileName: 'Quittung.PDF', contentType: 'application/pdf', deleted: false });
    const after = await travelApi.deleteAttachment(uploaded?.attachmentId ?? -1);
    expect(after).toEqual([expect.objectContaining({ attachmentId: uploaded?.attachmentId, deleted: true })]);
    await expect(travelApi.deleteAttachment(uploaded?.attachmentId ?? -1)).rejects.toMatchObject({ status: 404 });
  });

  it("gives 403 for another tester's claim, receipts and images", async () => {
    const h = setupDemo('tester2');
    const other = maxDone(h);
    await expect(travelApi.load(other)).rejects.toMatchObject({ status: 403 });
    await expect(travelApi.save(claim(other))).rejects.toMatchObject({ status: 403 });
    await expect(travelApi.attachments(other)).rejects.toMatchObject({ status: 403 });
    await expect(travelApi.uploadAttachment(other, pdf(), 'x.pdf')).rejects.toMatchObject({ status: 403 });
    await expect(travelApi.release(other)).rejects.toMatchObject({ status: 403 });
    const foreign = h.server.state().attachments.find((a) => !a.deleted);
    await expect(travelApi.deleteAttachment(foreign?.id ?? -1)).rejects.toMatchObject({ status: 403 });
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(travelApi.attachmentImage(foreign?.id ?? -1)).resolves.toBeNull();
    log.mockRestore();
  });

  it('takes the type from the content, not from the name, and serves the receipt to its owner', async () => {
    const h = setupDemo('tester');
    const [a] = await travelApi.uploadAttachment(maxDone(h), pdf(), 'beleg.png');
    expect(a).toMatchObject({ fileName: 'beleg.png', contentType: 'application/pdf', size: 4 });
    const image = await travelApi.attachmentImage(a?.attachmentId ?? -1);
    expect(image?.type).toBe('application/pdf');
    expect(image?.size).toBe(4);
    await expect(
      travelApi.uploadAttachment(maxDone(h), new Blob(['<html>'], { type: 'image/png' }), 'foto.png'),
    ).rejects.toMatchObject({ status: 400, detail: 'Bitte laden Sie eine Datei im Format pdf, jpg, jpeg oder png hoch.' });
  });

  it('draws a placeholder for a receipt whose bytes the in-browser demo no longer has', async () => {
    const h = setupDemo('tester');
    const testingId = maxDone(h);
    h.server.state().attachments.push({ id: 999_001, testingId, fileName: 'alt.pdf', contentType: 'application/pdf', size: 10, deleted: false });
    const image = await travelApi.attachmentImage(999_001);
    expect(image?.type).toBe('image/svg+xml');
  });

  it('has no claim before the test is done', async () => {
    const h = setupDemo('tester');
    const assigned = h.server.state().testings.find((x) => x.userId === 'u-tester' && x.progress === 'ASSIGNED');
    await expect(travelApi.load(assigned?.id ?? -1)).rejects.toMatchObject({ status: 404 });
  });
});
