import { datasheetApi } from '@dtp/api-client';
import { emailsApi } from '@dtp/api-client/back-office';
import { historyApi } from '@dtp/api-client/back-office';
import { overviewApi } from '@dtp/api-client/back-office';
import { panelsApi } from '@dtp/api-client/back-office';
import { testingsApi } from '@dtp/api-client/back-office';
import { testsApi } from '@dtp/api-client';
import { travelApi } from '@dtp/api-client';
import { usersApi } from '@dtp/api-client/back-office';
import { questionnaireApi } from '@dtp/api-client/questionnaire';
import { type DemoHarness, setupDemo } from '../../test-support';
import { QUEUE_DELAY_MS } from '../rules/email-queue';

// Right to erasure (issue 32, item 4): admins only; refused while the tester still has a test to do;
// afterwards no record names or reaches the person, the claims keep their sums and receipts under
// „Gelöschter Tester“, and every list that showed them still answers.

const IBAN = 'DE89370400440532013000';

function testingOf(h: DemoHarness, userId: string, progress: string): number {
  const season = new Set(h.server.state().waves.filter((w) => w.year === h.server.state().seasonYear).map((w) => w.id));
  const t = h.server.state().testings.find((x) => x.userId === userId && x.progress === progress && season.has(x.waveId));
  if (!t) throw new Error(`the seed has no ${progress} testing of ${userId}`);
  return t.id;
}

/** u-tester acts (tee time, a claim with IBAN and a receipt named after them), staff mail them: traces everywhere. */
async function testerWithTraces(h: DemoHarness) {
  const assigned = testingOf(h, 'u-tester', 'ASSIGNED');
  const done = testingOf(h, 'u-tester', 'DONE');
  h.signInAs('tester');
  await testsApi.save({ id: assigned, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
  await travelApi.uploadAttachment(done, new Blob(['%PDF-1.4 Beleg'], { type: 'application/pdf' }), 'Beleg Max Mustermann.pdf');
  const kept = await travelApi.uploadAttachment(done, new Blob(['%PDF-1.4 weg'], { type: 'application/pdf' }), 'zweiter.pdf');
  await travelApi.deleteAttachment(Math.max(...kept.map((a) => a.attachmentId)));
  await travelApi.save({ id: done, iban: IBAN, bank: 'Sparkasse', greenfee: 85, distance: 42, restaurant: 31.9, misc: null, comment: 'Max Mustermann, Anreise mit dem Auto' });
  h.signInAs('admin');
  await emailsApi.send({ recipientGroup: 'ALL', waveNumber: null, subject: 'Hallo {{anrede}}', content: 'Guten Tag', emailType: 'MISC' });
  const user = h.server.state().users.find((u) => u.id === 'u-tester')!;
  const traces = [`${user.firstName} ${user.lastName}`, user.contact.email, user.contact.phone, user.contact.mobile, IBAN, 'DE89 3704 0044 0532 0130 00'];
  return { assigned, done, traces };
}

describe('erasing a tester (POST /user/erase)', () => {
  it('is for admins only: a manager and a tester get 403 and nothing changes', async () => {
    const h = setupDemo('manager');
    const before = JSON.stringify(h.server.state());
    await expect(usersApi.erase({ id: 'u-tester2' })).rejects.toMatchObject({ status: 403 });
    h.signInAs('tester');
    await expect(usersApi.erase({ id: 'u-tester2' })).rejects.toMatchObject({ status: 403 });
    expect(JSON.stringify(h.server.state())).toBe(before);
  });

  it('is refused while the tester has a test not done yet, naming it; nothing is erased', async () => {
    const h = setupDemo('admin');
    const assigned = testingOf(h, 'u-tester', 'ASSIGNED');
    const club = h.server.state().clubs.find((c) => c.id === h.server.state().testings.find((t) => t.id === assigned)!.clubId)!.name;
    const before = JSON.stringify(h.server.state());
    const refused = usersApi.erase({ id: 'u-tester' });
    await expect(refused).rejects.toMatchObject({ status: 400 });
    await expect(refused).rejects.toMatchObject({ detail: expect.stringContaining(club) });
    await expect(refused).rejects.toMatchObject({ detail: expect.stringContaining('Bitte heben Sie zuerst die Einteilung auf.') });
    expect(JSON.stringify(h.server.state())).toBe(before);
  });

  it('refuses staff accounts and unknown ids', async () => {
    setupDemo('admin');
    await expect(usersApi.erase({ id: 'u-manager' })).rejects.toMatchObject({ status: 400, detail: 'Dieser Benutzer ist kein Tester.' });
    await expect(usersApi.erase({ id: 'u-nobody' })).rejects.toMatchObject({ status: 404 });
  });

  it('removes every trace of the person; claims keep sums and receipts under „Gelöschter Tester“; the lists still answer', async () => {
    const h = setupDemo('admin');
    const { assigned, done, traces } = await testerWithTraces(h);
    const claimBefore = h.server.state().testings.find((t) => t.id === done)!.travel;
    expect(JSON.stringify(h.server.state())).toContain(traces[0]);

    await testingsApi.assign({ testingId: assigned, userId: null });
    const { erasedAt } = await usersApi.erase({ id: 'u-tester' });
    expect(erasedAt).toBe(new Date(h.clock.now()).toISOString());

    const state = JSON.stringify(h.server.state());
    for (const trace of traces) expect({ trace, found: state.toLowerCase().includes(trace.toLowerCase()) }).toEqual({ trace, found: false });
    const stored = h.server.state();
    expect(stored.sheets.filter((s) => s.userId === 'u-tester')).toEqual([]);
    expect(stored.users.find((u) => u.id === 'u-tester')).toMatchObject({
      firstName: 'Gelöschter', lastName: 'Tester', status: 'INACTIVE', birthYear: null, memberships: [], instructions: [], erasedAt,
      contact: { phone: '', mobile: '', email: '' },
    });
    // The claim: its sums, its testing and its kept receipt; no bank data, the receipt the person deleted is gone.
    const claim = stored.testings.find((t) => t.id === done)!;
    expect(claim.userId).toBe('u-tester');
    expect(claim.travel).toMatchObject({ greenfee: claimBefore.greenfee, distance: claimBefore.distance, restaurant: claimBefore.restaurant, iban: '', bank: '', submitted: true });
    expect(stored.attachments.filter((a) => a.testingId === done)).toEqual([expect.objectContaining({ deleted: false, fileName: expect.stringMatching(/^Beleg-\d+\.pdf$/) })]);

    // The screens that listed them.
    expect((await usersApi.list()).map((u) => u.id)).not.toContain('u-tester');
    expect((await datasheetApi.list()).map((u) => u.id)).not.toContain('u-tester');
    expect(await testingsApi.load(done)).toMatchObject({ tester: 'Gelöschter Tester', assignedTesterId: null, userId: 'u-tester' });
    expect((await overviewApi.list()).length).toBeGreaterThan(0);
    expect((await panelsApi.list()).length).toBeGreaterThan(0);
    expect((await travelApi.load(done)).testerLastName).toBe('Tester');
    expect((await emailsApi.list()).some((e) => e.to === traces[1])).toBe(false);
    expect(await emailsApi.recipients({ recipientGroup: 'ALL', waveNumber: null })).not.toContain(traces[1]);
    // The history keeps the tee-time change without the name, and records the erasure by the admin.
    expect((await historyApi.ofTesting(assigned)).map((e) => [e.by, e.fromLabel, e.toLabel])).toContainEqual(['Gelöschter Tester', 'Tester eingeteilt', 'Tee-Time vereinbart']);
    expect((await historyApi.ofUser('u-tester'))[0]).toMatchObject({ by: 'Anna Admin', subjectLabel: 'Tester', fromLabel: 'Neuer Tester', toLabel: 'Daten gelöscht' });
    // No record to open or save any more.
    await expect(usersApi.load('u-tester')).rejects.toMatchObject({ status: 404, detail: 'Die Daten dieses Testers wurden gelöscht.' });

    // Asked again: the same answer, nothing recorded twice.
    expect(await usersApi.erase({ id: 'u-tester' })).toEqual({ id: 'u-tester', erasedAt });
    expect(await historyApi.ofUser('u-tester')).toHaveLength(1);
  });

  it("deletes the person's mails only: a tester sharing their address keeps hers, and so do the older mails that name nobody", async () => {
    const h = setupDemo('admin');
    const state = h.server.state();
    // Erika shares Max's address (a couple's mailbox).
    state.users.find((u) => u.id === 'u-tester2')!.contact.email = 'max.mustermann@example.de';
    await datasheetApi.setProgress({ progress: 'INITIAL', userId: 'u-tester2' });
    await datasheetApi.setProgress({ progress: 'INVITED', userId: 'u-tester2' });
    await emailsApi.send({ recipientGroup: 'ALL', waveNumber: null, subject: 'Hallo {{anrede}}', content: '{{anrede}}, bis bald.', emailType: 'MISC' });
    state.emails.push({ id: state.nextId++, to: 'max.mustermann@example.de', subject: 'Ihre Einteilung', content: 'Sehr geehrter Herr Mustermann, Sie sind eingeteilt.', type: 'MISC', progress: 'SENT', notBefore: null, sentAt: null, lastTryAt: null, lastError: null });
    const texts = (recipientId: string | undefined) =>
      state.emails.filter((e) => e.recipientId === recipientId && e.to === 'max.mustermann@example.de').map(({ id, subject, content }) => ({ id, subject, content }));
    const erikas = texts('u-tester2');
    expect(erikas.map((e) => e.subject)).toContain('Hallo Sehr geehrte Frau Dr. Musterfrau');
    expect(texts('u-tester').length).toBeGreaterThan(0);
    const unnamed = texts(undefined).map((e) => e.id);
    expect(unnamed.length).toBeGreaterThan(0);

    await testingsApi.assign({ testingId: testingOf(h, 'u-tester', 'ASSIGNED'), userId: null });
    await usersApi.erase({ id: 'u-tester' });

    expect(state.emails.filter((e) => e.recipientId === 'u-tester')).toEqual([]);
    expect(texts('u-tester2')).toEqual(erikas);
    // Whose they are cannot be told at an address two people share: they stay, without Max's name.
    expect(texts(undefined).map((e) => e.id)).toEqual(unnamed);
    expect(JSON.stringify(state.emails)).not.toContain('Mustermann');
  });

  it('keeps the questionnaire, which evaluates the club: its answers and photos stay without the name', async () => {
    const h = setupDemo('admin');
    const done = testingOf(h, 'u-tester', 'DONE');
    const user = h.server.state().users.find((u) => u.id === 'u-tester')!;
    const name = `${user.firstName} ${user.lastName}`;
    // The tester's free text names them, and so does a photo's file name.
    const row = h.server.state().questionnaires.find((q) => q.id === done)!;
    row.answers['overall.comment'] = { text: `Ich (${name}) wurde sehr freundlich empfangen.` };
    row.returnReason = `Bitte ergänzen, ${name}.`;
    h.server.state().attachments.push({ id: 987_654, testingId: done, fileName: `${name} Parkplatz.jpg`, contentType: 'image/jpeg', size: 3, deleted: false, questionId: 'arrival.photos' });
    const before = await questionnaireApi.load(done);

    await testingsApi.assign({ testingId: testingOf(h, 'u-tester', 'ASSIGNED'), userId: null });
    await usersApi.erase({ id: 'u-tester' });

    const after = await questionnaireApi.load(done);
    expect(after).toMatchObject({ progress: 'RELEASED', score: before.score, submittedAt: before.submittedAt });
    expect({ ...after.answers, 'overall.comment': null }).toEqual({ ...before.answers, 'overall.comment': null });
    expect(after.answers['overall.comment']).toEqual({ text: 'Ich (Gelöschter Tester) wurde sehr freundlich empfangen.' });
    expect(after.returnReason).toBe('Bitte ergänzen, Gelöschter Tester.');
    expect(after.photos).toEqual([expect.objectContaining({ id: 987_654, questionId: 'arrival.photos', fileName: 'Foto-987654.jpg' })]);
    expect(JSON.stringify(h.server.state())).not.toContain(name);
  });

  it('waits for a released claim whose club mail still holds the bank data, then erases', async () => {
    const h = setupDemo('tester');
    const done = testingOf(h, 'u-tester', 'DONE');
    await travelApi.uploadAttachment(done, new Blob(['%PDF-1.4 Beleg'], { type: 'application/pdf' }), 'beleg.pdf');
    await travelApi.save({ id: done, iban: IBAN, bank: 'Sparkasse', greenfee: 85, distance: 42, restaurant: 31.9, misc: null, comment: '' });
    await travelApi.release({ id: done });
    h.signInAs('admin');
    await testingsApi.assign({ testingId: testingOf(h, 'u-tester', 'ASSIGNED'), userId: null });
    await expect(usersApi.erase({ id: 'u-tester' })).rejects.toMatchObject({ status: 400, detail: expect.stringContaining('wird gerade an den Club gesendet') });
    // The mail worker sends the club mail (the demo's simulated worker runs before the next request).
    h.clock.advance(QUEUE_DELAY_MS + 1000);
    await expect(usersApi.erase({ id: 'u-tester' })).resolves.toMatchObject({ id: 'u-tester' });
    expect(JSON.stringify(h.server.state())).not.toContain('Max Mustermann');
  });

  it('locks out the person while their identity-service account still works: no claim with bank data comes back', async () => {
    const h = setupDemo('admin');
    const assigned = testingOf(h, 'u-tester', 'ASSIGNED');
    const done = testingOf(h, 'u-tester', 'DONE');
    await testingsApi.assign({ testingId: assigned, userId: null });
    await usersApi.erase({ id: 'u-tester' });
    h.signInAs('tester');
    await expect(testsApi.list()).rejects.toMatchObject({ status: 403 });
    await expect(travelApi.save({ id: done, iban: IBAN, bank: 'Sparkasse', greenfee: 1, distance: null, restaurant: null, misc: null, comment: '' })).rejects.toMatchObject({ status: 403 });
    expect(JSON.stringify(h.server.state())).not.toContain(IBAN);
    // Another tester is not affected.
    h.signInAs('tester2');
    await expect(testsApi.list()).resolves.toMatchObject({ tests: expect.any(Array) });
  });
});
