import { dataSheetInputOf, type DataSheet } from '@dtp/contract/datasheet';
import { datasheetApi } from '@dtp/api-client';
import { useAppStore } from '@dtp/api-client';
import { setupDemo } from '../../test-support';

const markFirstClub = (sheet: DataSheet) =>
  sheet.playableClubs.map((p, i) => ({ ...p, waves: p.waves.map((w) => ({ ...w, available: i === 0 && w.waveNumber === 2 })) }));

describe('data sheet: tester', () => {
  it('loads the own sheet with the flags of an invited tester', async () => {
    setupDemo('tester');
    const { success, dataSheet } = await datasheetApi.load();
    expect(success).toBe(true);
    expect(dataSheet).toMatchObject({
      userId: 'u-tester',
      firstName: 'Max',
      progress: 'INVITED',
      progressLabel: 'Eingeladen',
      readonly: false,
      canSendDataSheet: true,
      canInviteTester: false,
      canReleaseDataSheet: false,
      canSeeComment: false,
      validations: { handicapMissing: false, availabilityMissing: true },
      salutationMessage: 'Sehr geehrter Herr Mustermann',
    });
  });

  it('lists playable clubs nearest first with haversine distances and the season waves', async () => {
    setupDemo('tester');
    const { playables, waves } = await datasheetApi.playables();
    expect(waves.map((w) => w.waveNumber)).toEqual([1, 2, 3]);
    expect(waves[0]?.weeks).toBe('KW 17–19');
    const distances = playables.map((p) => p.distance ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Max lives in Hamburg city; Golf-Club Hamburg-Walddörfer is about 18 km away.
    expect(playables[0]).toMatchObject({ clubName: 'Golf-Club Hamburg-Walddörfer', distanceMessage: `${playables[0]?.distance} km` });
    expect(playables[0]?.distance).toBeGreaterThan(10);
    expect(playables[0]?.distance).toBeLessThan(30);
    // Home clubs and untestable clubs are never playable.
    expect(playables.some((p) => p.clubName === 'Golfclub Am Sachsenwald')).toBe(false);
  });

  it('refuses to send without availability, naming the field', async () => {
    setupDemo('tester');
    const { dataSheet } = await datasheetApi.load();
    await expect(datasheetApi.send(dataSheetInputOf(dataSheet))).rejects.toMatchObject({
      status: 400,
      error: 'Ungültige Anfrage.',
      fieldErrors: { playables: expect.stringContaining('Verfügbarkeit') },
    });
    expect((await datasheetApi.load()).dataSheet.progress).toBe('INVITED');
  });

  it('saves availability, then sends; the sent sheet is read-only for the tester', async () => {
    setupDemo('tester');
    const { dataSheet } = await datasheetApi.load();
    const saved = await datasheetApi.save(dataSheetInputOf(dataSheet, markFirstClub(dataSheet)));
    expect(saved.dataSheet.validations.availabilityMissing).toBe(false);
    expect(saved.dataSheet.availability).toEqual([{ clubId: dataSheet.playableClubs[0]?.clubId, waveNumber: 2 }]);
    expect(useAppStore.getState().saveSuccess).toBe(true);

    const sent = await datasheetApi.send(dataSheetInputOf(saved.dataSheet));
    expect(sent.dataSheet).toMatchObject({ progress: 'SENT', submitted: true, readonly: true, canSendDataSheet: false, showDataSheetButtons: false });
    await expect(datasheetApi.save(dataSheetInputOf(sent.dataSheet))).rejects.toMatchObject({ status: 400 });
  });

  it('ignores a tester changing the email or the comment', async () => {
    setupDemo('tester');
    const { dataSheet } = await datasheetApi.load();
    const input = dataSheetInputOf(dataSheet);
    const { dataSheet: after } = await datasheetApi.save({ ...input, comment: 'hack', contact: { ...input.contact, email: 'x@example.de' } });
    expect(after.contact.email).toBe('max.mustermann@example.de');
  });

  it('applies the field rules with the spec messages', async () => {
    setupDemo('tester');
    const { dataSheet } = await datasheetApi.load();
    const input = dataSheetInputOf(dataSheet);
    await expect(
      datasheetApi.save({ ...input, golfData: { ...input.golfData, handicap: 18.5 }, birthYear: 1900, address: { ...input.address, street: ' ' } }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: {
        'golfData.handicap': 'Bitte geben Sie das HCPI als Komma-Zahl ein. Die Obergrenze für das Handicap liegt bei 18,4',
        birthYear: 'Bitte geben Sie ihr Geburtsjahr mit vier Zahlen ein. Die Altersobergrenze liegt bei 75 Jahren',
        'address.street': 'Bitte geben Sie einen Wert für Straße ein.',
      },
    });
  });

  it('answers 400 with field errors for a structurally invalid body', async () => {
    setupDemo('tester');
    await expect(datasheetApi.save({ firstName: 3 } as never)).rejects.toMatchObject({
      status: 400,
      fieldErrors: expect.objectContaining({ firstName: expect.any(String) }),
    });
  });

  it("gives 403 for another user's sheet, playables, feedback or progress", async () => {
    setupDemo('tester');
    await expect(datasheetApi.load('u-tester2')).rejects.toMatchObject({ status: 403, error: 'Zugriff verweigert.' });
    await expect(datasheetApi.playables('u-tester2')).rejects.toMatchObject({ status: 403 });
    const { dataSheet } = await datasheetApi.load();
    await expect(datasheetApi.save({ ...dataSheetInputOf(dataSheet), userId: 'u-tester2' })).rejects.toMatchObject({ status: 403 });
    await expect(datasheetApi.setProgress({ progress: 'RELEASED' })).rejects.toMatchObject({ status: 403 });
    await expect(datasheetApi.list()).rejects.toMatchObject({ status: 403 });
  });

  it('answers 404 for a person linked to a record without a sheet (the thank-you notice)', async () => {
    const h = setupDemo('tester');
    const max = h.server.state().users.find((u) => u.id === 'u-tester')!;
    h.server.state().sheets = h.server.state().sheets.filter((sheet) => sheet.userId !== max.id);
    await expect(datasheetApi.load()).rejects.toMatchObject({ status: 404 });
  });
});

describe('data sheet: manager', () => {
  it('is never read-only, sees the comment and gets the action flags of each progress', async () => {
    setupDemo('manager');
    const { dataSheet } = await datasheetApi.load('u-tester2');
    expect(dataSheet).toMatchObject({
      progress: 'SENT',
      readonly: false,
      canSeeComment: true,
      canInviteTester: true,
      canReleaseDataSheet: true,
      canCloseAssignment: false,
      canResetDataSheet: true,
      showSeasonNotYetStarted: false,
    });
  });

  it('walks a sheet INITIAL → INVITED → SENT → RELEASED → ASSIGNED → INITIAL', async () => {
    const h = setupDemo('manager');
    const step = (progress: 'INITIAL' | 'INVITED' | 'RELEASED' | 'ASSIGNED') =>
      datasheetApi.setProgress({ progress, userId: 'u-tester' }).then((a) => a.dataSheet);
    expect(await step('INITIAL')).toMatchObject({ progress: 'INITIAL', initial: true, canInviteTester: true });
    expect(await step('INVITED')).toMatchObject({ progress: 'INVITED', canSendDataSheet: true });
    const { dataSheet } = await datasheetApi.load('u-tester');
    const sent = await datasheetApi.send(dataSheetInputOf(dataSheet, markFirstClub(dataSheet), 'u-tester'));
    expect(sent.dataSheet.progress).toBe('SENT');
    expect(await step('RELEASED')).toMatchObject({ progress: 'RELEASED', released: true, canCloseAssignment: true });
    expect(await step('ASSIGNED')).toMatchObject({ progress: 'ASSIGNED', assigned: true, canReleaseDataSheet: false });
    expect(await step('INITIAL')).toMatchObject({ progress: 'INITIAL' });
    const fresh = h.server.state().emails.filter((e) => e.id >= 100_000 && e.to === 'max.mustermann@example.de');
    const types = fresh.map((e) => e.type);
    expect(types).toEqual(['INVITATION', 'DATASHEET_RELEASED']);
  });

  it("the status mails are signed by the configured back office, not the manager who set the status", async () => {
    const h = setupDemo('manager', { contactName: 'Golf-Team Süd' });
    await datasheetApi.setProgress({ progress: 'INITIAL', userId: 'u-tester' });
    await datasheetApi.setProgress({ progress: 'INVITED', userId: 'u-tester' });
    const mail = h.server.state().emails.filter((e) => e.id >= 100_000 && e.type === 'INVITATION').at(-1);
    expect(mail?.content).toContain('hat jetzt den Status „Eingeladen“.');
    expect(mail?.content).toMatch(/\n\nMit freundlichen Grüßen\nGolf-Team Süd$/);
  });

  it('refuses transitions the rules do not allow', async () => {
    setupDemo('manager');
    // u-tester is INVITED: closing the assignment needs RELEASED.
    await expect(datasheetApi.setProgress({ progress: 'ASSIGNED', userId: 'u-tester' })).rejects.toMatchObject({
      status: 400,
      detail: 'Der Statuswechsel von „Eingeladen“ nach „Einteilung abgeschlossen“ ist nicht erlaubt.',
    });
    await expect(datasheetApi.setProgress({ progress: 'INVITED', userId: 'u-tester' })).rejects.toMatchObject({ status: 400 });
    await expect(datasheetApi.setProgress({ progress: 'SENT', userId: 'u-tester' })).rejects.toMatchObject({ status: 400 });
  });

  it('skips the required tester fields and may change the email', async () => {
    setupDemo('manager');
    const { dataSheet } = await datasheetApi.load('u-tester');
    const input = dataSheetInputOf(dataSheet, undefined, 'u-tester');
    const { dataSheet: after } = await datasheetApi.save({
      ...input,
      birthYear: null,
      address: { ...input.address, street: '' },
      contact: { ...input.contact, email: 'max@example.de' },
      comment: 'Rückruf erbeten',
    });
    expect(after).toMatchObject({ birthYear: null, contact: { email: 'max@example.de' }, comment: 'Rückruf erbeten' });
  });

  it('lists the season sheets with validations', async () => {
    setupDemo('manager');
    const list = await datasheetApi.list();
    expect(list.length).toBeGreaterThanOrEqual(60);
    expect(list.find((e) => e.id === 'u-tester')).toMatchObject({ progress: 'INVITED', validations: { availabilityMissing: true } });
    expect(list.some((e) => e.id === 'u-manager')).toBe(false);
  });
});
