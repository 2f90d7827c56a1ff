import { emailsApi } from '@dtp/api-client/back-office';
import { useAppStore } from '@dtp/api-client';
import { setupDemo } from '../../test-support';
import { QUEUE_DELAY_MS } from '../rules/email-queue';

describe('emails and the mail queue', () => {
  it('queues one INITIAL mail per recipient with placeholders replaced', async () => {
    setupDemo('manager');
    const recipients = await emailsApi.recipients({ recipientGroup: 'INVITED', waveNumber: null });
    expect(recipients).toContain('max.mustermann@example.de');
    const { numEmails } = await emailsApi.send({
      recipientGroup: 'INVITED',
      waveNumber: 1,
      subject: ' Saison {{saison}} ',
      content: '{{anrede}}, Gruß {{manager}}',
      emailType: 'INVITATION',
    });
    expect(numEmails).toBe(recipients.length);
    const list = await emailsApi.list();
    const mine = list.find((e) => e.to === 'max.mustermann@example.de' && e.id >= 100_000);
    expect(mine).toMatchObject({ progress: 'INITIAL', progressMessage: 'Geplant', subject: 'Saison 2023', type: 'INVITATION', typeMessage: 'Einladung', sentAt: null });
    expect((await emailsApi.content(mine?.id ?? -1)).content).toBe('Sehr geehrter Herr Mustermann, Gruß Martin Manager');
  });

  it('moves due INITIAL mails to SENT or ERROR once the worker ran (clock driven)', async () => {
    const h = setupDemo('manager');
    const state = h.server.state();
    const bad = state.users.find((u) => u.contact.email.endsWith('.invalid') && state.sheets.find((s) => s.userId === u.id)?.progress === 'RELEASED');
    expect(bad).toBeDefined();
    await emailsApi.send({ recipientGroup: 'RELEASED', waveNumber: 1, subject: 'Hallo', content: 'Text', emailType: 'MISC' });
    const fresh = async () => (await emailsApi.list()).filter((e) => e.id >= 100_000);
    h.clock.advance(QUEUE_DELAY_MS - 1);
    expect((await fresh()).every((e) => e.progress === 'INITIAL')).toBe(true);
    h.clock.advance(1);
    const done = await fresh();
    expect(done.every((e) => e.progress === 'SENT' || e.progress === 'ERROR')).toBe(true);
    expect(done.find((e) => e.to === 'max.mustermann@example.de')).toBeUndefined();
    const sent = done.find((e) => e.progress === 'SENT');
    expect(sent?.sentAt).toBe(new Date(h.clock.now()).toISOString());
    expect(done.find((e) => e.to === bad?.contact.email)).toMatchObject({ progress: 'ERROR', lastError: expect.stringContaining('550'), sentAt: null });
  });

  it('does not send mails planned for later', async () => {
    const h = setupDemo('manager');
    const planned = (await emailsApi.list()).filter((e) => e.progress === 'INITIAL');
    expect(planned.length).toBeGreaterThan(0);
    h.clock.advance(QUEUE_DELAY_MS * 2);
    expect((await emailsApi.list()).filter((e) => e.progress === 'INITIAL')).toHaveLength(planned.length);
  });

  it('pauses (DRAFT, never sent) and resumes (sent at once)', async () => {
    const h = setupDemo('manager');
    await emailsApi.send({ recipientGroup: 'TEST_EMAIL', waveNumber: 1, subject: 'Test', content: 'Text', emailType: 'MISC' });
    const [mail] = (await emailsApi.list()).filter((e) => e.id >= 100_000);
    expect(mail?.to).toBe('martin.manager@example.de');
    const paused = await emailsApi.pause(mail?.id ?? -1);
    expect(paused).toMatchObject({ progress: 'DRAFT', progressMessage: 'Entwurf' });
    await expect(emailsApi.pause(mail?.id ?? -1)).rejects.toMatchObject({ status: 400 });
    h.clock.advance(QUEUE_DELAY_MS * 10);
    expect((await emailsApi.list()).find((e) => e.id === mail?.id)?.progress).toBe('DRAFT');
    const resumed = await emailsApi.resume(mail?.id ?? -1);
    expect(resumed).toMatchObject({ progress: 'SENT', lastError: null, sentAt: new Date(h.clock.now()).toISOString() });
  });

  it('resending an undeliverable mail records the error again', async () => {
    setupDemo('manager');
    const failed = (await emailsApi.list()).find((e) => e.progress === 'ERROR' && e.to.endsWith('.invalid'));
    const again = await emailsApi.resume(failed?.id ?? -1);
    expect(again).toMatchObject({ progress: 'ERROR', lastError: expect.stringContaining(failed?.to ?? '?') });
  });

  it('deletes a mail', async () => {
    setupDemo('manager');
    const [first] = await emailsApi.list();
    await expect(emailsApi.remove(first?.id ?? -1)).resolves.toEqual({ success: true });
    expect((await emailsApi.list()).some((e) => e.id === first?.id)).toBe(false);
    await expect(emailsApi.content(first?.id ?? -1)).rejects.toMatchObject({ status: 404 });
  });

  it('resolves recipients per group', async () => {
    const h = setupDemo('manager');
    const state = h.server.state();
    const active = state.users.filter((u) => !u.staff && u.status !== 'INACTIVE').length;
    expect(await emailsApi.recipients({ recipientGroup: 'ALL', waveNumber: null })).toHaveLength(active);
    expect(await emailsApi.recipients({ recipientGroup: 'TEST_EMAIL', waveNumber: null })).toEqual(['martin.manager@example.de']);
    const wave2 = await emailsApi.recipients({ recipientGroup: 'ASSIGNED_IN_WAVE', waveNumber: 2 });
    expect(wave2).toContain('max.mustermann@example.de');
    expect(await emailsApi.recipients({ recipientGroup: 'SENT', waveNumber: null })).toContain('erika.musterfrau@example.de');
    await expect(emailsApi.recipients({ recipientGroup: 'ASSIGNED_IN_WAVE', waveNumber: 9 })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { waveNumber: 'Bitte wählen Sie eine Welle von 1 bis 5.' },
    });
    await expect(emailsApi.recipients({ recipientGroup: 'ASSIGNED_IN_WAVE', waveNumber: null })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { waveNumber: 'Bitte geben Sie einen Wert für Welle ein.' },
    });
    // Waves 1 to 5 may be named; a wave the season does not have yet has no testers.
    expect(h.server.state().waves.some((w) => w.year === 2023 && w.number === 5)).toBe(false);
    await expect(emailsApi.recipients({ recipientGroup: 'ASSIGNED_IN_WAVE', waveNumber: 5 })).resolves.toEqual([]);
  });

  it('requires subject and content, and a wave (1 to 5) only for the group that depends on one', async () => {
    setupDemo('manager');
    await expect(emailsApi.send({ recipientGroup: 'ASSIGNED_IN_WAVE', waveNumber: null, subject: ' ', content: '', emailType: 'MISC' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: {
        waveNumber: 'Bitte geben Sie einen Wert für Welle ein.',
        subject: 'Bitte geben Sie einen Wert für Betreff ein.',
        content: 'Bitte geben Sie einen Wert für Inhalt ein.',
      },
    });
    await expect(emailsApi.send({ recipientGroup: 'TEST_EMAIL', waveNumber: 9, subject: 'Hallo', content: 'Text', emailType: 'MISC' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { waveNumber: 'Bitte wählen Sie eine Welle von 1 bis 5.' },
    });
    expect((await emailsApi.list()).some((e) => e.id >= 100_000)).toBe(false);
    await expect(emailsApi.send({ recipientGroup: 'TEST_EMAIL', waveNumber: null, subject: 'Hallo', content: 'KW {{kalenderwoche}}.', emailType: 'MISC' })).resolves.toEqual({
      numEmails: 1,
    });
  });

  it("a season without waves can still mail 'Alle aktiven Tester' (no wave); the wave's group has no recipients then", async () => {
    const h = setupDemo('manager');
    const state = h.server.state();
    state.waves = state.waves.filter((w) => w.year !== 2023);
    const active = state.users.filter((u) => !u.staff && u.status !== 'INACTIVE').length;
    await expect(emailsApi.send({ recipientGroup: 'ALL', waveNumber: null, subject: 'Saison {{saison}}', content: '{{anrede}}', emailType: 'GENERAL_INVITATION' })).resolves.toEqual({
      numEmails: active,
    });
    await expect(emailsApi.recipients({ recipientGroup: 'ASSIGNED_IN_WAVE', waveNumber: 1 })).resolves.toEqual([]);
  });

  it('sending raises no success flag: the compose screen shows its own count text', async () => {
    setupDemo('manager');
    await expect(emailsApi.send({ recipientGroup: 'TEST_EMAIL', waveNumber: 2, subject: 'Hallo', content: 'Text', emailType: 'MISC' })).resolves.toEqual({ numEmails: 1 });
    expect(useAppStore.getState().saveSuccess).toBe(false);
  });

  it('answers the placeholders', async () => {
    setupDemo('manager');
    const placeholders = await emailsApi.placeholders();
    expect(placeholders.map((p) => p.value)).toEqual(expect.arrayContaining(['{{anrede}}', '{{saison}}', '{{golfclub}}', '{{manager}}']));
  });
});
