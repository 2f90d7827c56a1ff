import { clubInputOf, testerInputOf } from '@dtp/contract/test-support';
import { adminApi } from '@dtp/api-client/back-office';
import { clubsApi } from '@dtp/api-client';
import { datasheetApi } from '@dtp/api-client';
import { overviewApi } from '@dtp/api-client/back-office';
import { panelsApi } from '@dtp/api-client/back-office';
import { settingsApi } from '@dtp/api-client';
import { testsApi } from '@dtp/api-client';
import { usersApi } from '@dtp/api-client/back-office';
import { wavesApi } from '@dtp/api-client/back-office';
import { setupDemo } from '../../test-support';

describe('settings and administration', () => {
  it('switches the tester feedback for everyone', async () => {
    const h = setupDemo('admin');
    const admin = await adminApi.load();
    expect(admin).toMatchObject({ platformName: 'Demo-System', showTesterFeedback: true });
    await adminApi.save({ ...admin, platformName: 'ignoriert', showTesterFeedback: false });
    h.signInAs('tester2');
    await expect(settingsApi.load()).resolves.toEqual({ showTesterFeedback: false });
    const done = h.server.state().testings.find((t) => t.userId === 'u-tester2' && t.progress === 'DONE');
    await expect(testsApi.load(done?.id ?? -1)).resolves.toMatchObject({ showTesterFeedback: false });
    h.signInAs('admin');
    await expect(adminApi.load()).resolves.toMatchObject({ platformName: 'Demo-System' });
  });

  it("'Sync Tests' moves a test whose questionnaire is in to 'Test eingegangen', and guesses nothing from dates", async () => {
    const h = setupDemo('admin');
    const state = h.server.state();
    const teeTime = state.testings.find((t) => t.progress === 'TEE_TIME');
    const submitted = state.questionnaires.find((q) => q.submittedAt !== null);
    if (!teeTime || !submitted) throw new Error('the seed has no agreed test or no submitted questionnaire');
    h.clock.set(Date.UTC(2023, 11, 1)); // every test date lies in the past
    await expect(adminApi.syncTests()).resolves.toEqual({ synced: 0 });
    expect(h.server.state().testings.find((t) => t.id === teeTime.id)?.progress).toBe('TEE_TIME');
    // As after a restore: the questionnaire is in, its test not yet done.
    const testing = h.server.state().testings.find((t) => t.id === submitted.id);
    if (!testing) throw new Error('missing testing');
    testing.progress = 'TEE_TIME';
    await expect(adminApi.syncTests()).resolves.toEqual({ synced: 1 });
    expect(h.server.state().testings.find((t) => t.id === submitted.id)?.progress).toBe('DONE');
  });

  it('recomputes wave and panel states from their testings', async () => {
    const h = setupDemo('admin');
    const wave = (await wavesApi.list()).find((w) => w.number === 1);
    await wavesApi.save({ id: wave?.id ?? -1, start: wave?.start ?? '', end: wave?.end ?? '', progress: 'ASSIGNING' });
    const updated = await wavesApi.updateAll();
    expect(updated.map((w) => w.progress)).toEqual(['FINISHED', expect.any(String), 'ASSIGNING']);
    expect(h.server.state().panels.filter((p) => p.year === 2023).every((p) => p.progress !== 'FINISHED')).toBe(true);
  });

  it('refuses a wave ending before it starts', async () => {
    setupDemo('manager');
    const [wave] = await wavesApi.list();
    await expect(wavesApi.save({ id: wave?.id ?? -1, start: '2023-05-12', end: '2023-04-25', progress: 'ASSIGNING' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { end: 'Das Ende darf nicht vor dem Beginn liegen.' },
    });
  });

  it('refuses a wave date that is no calendar day, though it has the wire pattern (2025-13-45, 2023-02-29)', async () => {
    setupDemo('manager');
    const [wave] = await wavesApi.list();
    const date = 'Bitte geben Sie das Datum im Format DD.MM.YYYY ein, z.B. 01.03.1993.';
    await expect(wavesApi.save({ id: wave?.id ?? -1, start: '2025-13-45', end: '2023-02-29', progress: 'ASSIGNING' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { start: date, end: date },
    });
    await expect(wavesApi.save({ id: wave?.id ?? -1, start: '2023-05-12', end: '2023-05-12', progress: 'ASSIGNING' })).resolves.toMatchObject({
      start: '2023-05-12',
      end: '2023-05-12',
    });
  });
});

describe('clubs, panels, testers, overview', () => {
  it('creates a testable club with a panel and one testing per season wave', async () => {
    setupDemo('manager');
    const base = clubInputOf(await clubsApi.load(21));
    const created = await clubsApi.save({ ...base, id: null, name: ' Neuer Club ', isTestable: true, resultRecipients: ['a@example.de', '', 'a@example.de', ' A@Example.DE '] });
    expect(created).toMatchObject({ name: 'Neuer Club', resultRecipients: ['a@example.de'], status: 'INITIAL' });
    const panel = await panelsApi.load(created.panelId ?? -1);
    expect(panel.testings.map((t) => t.waveNumber)).toEqual([1, 2, 3]);
    expect((await overviewApi.list()).filter((r) => r.clubId === created.id)).toHaveLength(3);
    await expect(clubsApi.save({ ...base, email: 'kaputt' })).rejects.toMatchObject({
      fieldErrors: { email: 'Bitte geben Sie eine gültige Email-Adresse ein.' },
    });
  });

  it("keeps the club's one pair of coordinates: a cleared or changed lat/lon stays as saved", async () => {
    setupDemo('manager');
    const club = await clubsApi.load(3);
    expect(club.address).not.toHaveProperty('lat');
    const moved = await clubsApi.save({ ...clubInputOf(club), lat: 51.5, lon: null });
    expect(moved).toMatchObject({ lat: 51.5, lon: null });
    await expect(clubsApi.load(3)).resolves.toMatchObject({ lat: 51.5, lon: null });
    await expect(clubsApi.save({ ...clubInputOf(club), homepage: 'golfclub' })).rejects.toMatchObject({ fieldErrors: { homepage: 'Bei Homepage muss es sich um eine gültige URL handeln.' } });
    await expect(clubsApi.save({ ...clubInputOf(club), lat: 0 })).rejects.toMatchObject({ fieldErrors: { lat: 'Breitengrad muss mindestens 0,000001 betragen.' } });
  });

  it('trims phone and invoice name and refuses an invalid contact-person or recipient email', async () => {
    setupDemo('manager');
    const base = clubInputOf(await clubsApi.load(3));
    await expect(clubsApi.save({ ...base, phone: ' 040 123 ', invoiceName: ' Club GmbH ' })).resolves.toMatchObject({ phone: '040 123', invoiceName: 'Club GmbH' });
    const person = { name: 'Eva', type: 'Sekretariat', email: 'eva(at)club', phone: '' };
    await expect(clubsApi.save({ ...base, contactPersons: [person], resultRecipients: ['ok@example.de', 'kaputt'] })).rejects.toMatchObject({
      fieldErrors: { 'contactPersons.0.email': 'Bitte geben Sie eine gültige Email-Adresse ein.', 'resultRecipients.1': 'Bitte geben Sie eine gültige Email-Adresse ein.' },
    });
  });

  it('computes panel averages of the assigned testers, one decimal, null without any', async () => {
    setupDemo('manager');
    const [item] = await panelsApi.list();
    const panel = await panelsApi.load(item?.panelId ?? -1);
    // Wave 1 of the season is finished, so every panel has assigned testers (seed ages 25–68, HCPI 3.0–18.4).
    expect(panel.averageAge).toBeGreaterThan(20);
    expect(panel.averageAge).toBeLessThan(70);
    expect(panel.averageHcp).toBeGreaterThanOrEqual(3);
    expect(panel.averageHcp).toBeLessThanOrEqual(18.4);
    for (const average of [panel.averageAge, panel.averageHcp]) expect(Math.round(Number(average) * 10) / 10).toBe(average);
    const created = await clubsApi.save({ ...clubInputOf(await clubsApi.load(21)), id: null, name: 'Ohne Tester', isTestable: true });
    await expect(panelsApi.load(created.panelId ?? -1)).resolves.toMatchObject({ averageAge: null, averageHcp: null });
  });

  it('creates a tester with an INITIAL sheet and refuses a taken email', async () => {
    setupDemo('manager');
    const erika = testerInputOf(await usersApi.load('u-tester2'));
    await expect(usersApi.save({ ...erika, id: null })).rejects.toMatchObject({ fieldErrors: { 'contact.email': 'Email is bereits vergeben.' } });
    const created = await usersApi.save({ ...erika, id: null, firstName: 'Eva', contact: { ...erika.contact, email: 'eva@example.de' } });
    expect(created).toMatchObject({ firstName: 'Eva', status: 'TESTER_1', executedTests: [] });
    await expect(datasheetApi.load(created.id)).resolves.toMatchObject({ dataSheet: { progress: 'INITIAL' } });
  });

  it('lists executed tests across years', async () => {
    setupDemo('manager');
    const tests = await usersApi.executedTests('u-tester2');
    expect(tests.map((t) => t.year)).toEqual([2023, 2022]);
  });

  it('sets the overview flags from the testing state', async () => {
    setupDemo('manager');
    const rows = await overviewApi.list();
    expect(rows).toHaveLength(60);
    const open = rows.find((r) => r.progress === 'INITIAL');
    expect(open).toMatchObject({ firstName: null, disableShowTravel: true, enableShowTesterFeedback: false });
    expect(open?.testerFeedbackTooltip).toContain('erst nach');
    const rated = rows.find((r) => r.enableResetCmcFeedback);
    expect(rated).toMatchObject({ enableShowTesterFeedback: false, disableShowTravel: false });
    const unrated = rows.find((r) => r.progress === 'DONE' && !r.enableResetCmcFeedback);
    expect(unrated).toMatchObject({ enableShowTesterFeedback: true, testerFeedbackTooltip: null });
  });
});
