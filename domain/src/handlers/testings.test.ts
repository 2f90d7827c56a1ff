import { testingInputOf } from '@dtp/contract/test-support';
import { testingsApi } from '@dtp/api-client/back-office';
import { testsApi } from '@dtp/api-client';
import { type DemoHarness, setupDemo } from '../../test-support';

function find(h: DemoHarness, userId: string, progress: string) {
  const season = new Set(h.server.state().waves.filter((w) => w.year === 2023).map((w) => w.id));
  const t = h.server.state().testings.find((x) => x.userId === userId && x.progress === progress && season.has(x.waveId));
  if (!t) throw new Error('missing seed');
  return t;
}

describe('own tests (tester)', () => {
  it('lists the season tests from MARKED on, with the claim state only where a claim exists (from DONE on)', async () => {
    const h = setupDemo('tester');
    const { year, tests } = await testsApi.list();
    expect(year).toBe(2023);
    expect(tests.map((t) => [t.progress, t.travelProgress, t.travelProgressLabel])).toEqual([
      ['DONE', 'OPEN', 'Offen'],
      ['ASSIGNED', null, null],
    ]);
    expect(tests[0]?.weeks).toBe('KW 17–19');

    // Marked only: listed (its page is 'Ihr nächster Test'), the club not yet told, no claim.
    find(h, 'u-tester', 'ASSIGNED').progress = 'MARKED';
    const marked = (await testsApi.list()).tests.find((t) => t.progress === 'MARKED');
    expect(marked).toMatchObject({ club: null, progressLabel: 'Tester vorgemerkt', travelProgress: null, weeks: 'KW 24–26' });
    expect(await testsApi.load(marked?.id ?? -1)).toMatchObject({ club: null, showNotYetReadyHint: true });
  });

  it('shows the tee time form for an assigned test and moves it to TEE_TIME on save', async () => {
    const h = setupDemo('tester');
    const id = find(h, 'u-tester', 'ASSIGNED').id;
    const before = await testsApi.load(id);
    expect(before).toMatchObject({ showSetTeeTime: true, showTestLink: false, showTestDoneHint: false, startDate: '2023-06-13', endDate: '2023-06-30' });
    const after = await testsApi.save({ id, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
    expect(after).toMatchObject({ progress: 'TEE_TIME', date: '2023-06-14', teeTime: '10:30', showTestLink: true, showSetTeeTime: true });
  });

  it('stores no tee time when the club has no starting times', async () => {
    const h = setupDemo('tester');
    const id = find(h, 'u-tester', 'ASSIGNED').id;
    await expect(testsApi.save({ id, date: '2023-06-14', teeTime: null, noStartingTimes: true })).resolves.toMatchObject({ teeTime: null, noStartingTimes: true });
  });

  it('rejects a missing or malformed date and time with the spec messages', async () => {
    const h = setupDemo('tester');
    const id = find(h, 'u-tester', 'ASSIGNED').id;
    await expect(testsApi.save({ id, date: '14.06.2023', teeTime: '25:00', noStartingTimes: false })).rejects.toMatchObject({
      status: 400,
      fieldErrors: {
        date: 'Bitte geben Sie das Datum im Format DD.MM.YYYY ein, z.B. 01.03.1993.',
        teeTime: 'Bitte geben Sie die Uhrzeit im Format hh:ss ein, z.B. 11:15.',
      },
    });
    await expect(testsApi.save({ id, date: null, teeTime: null, noStartingTimes: false })).rejects.toMatchObject({ status: 400 });
  });

  it('closes the tee time form once the test is done, and shows the done hint and feedback', async () => {
    const h = setupDemo('tester2');
    const id = find(h, 'u-tester2', 'DONE').id;
    const test = await testsApi.load(id);
    expect(test).toMatchObject({ showSetTeeTime: false, showTestDoneHint: true, showTesterFeedback: true });
    expect(test.testerFeedbackCmc).toContain('formParams');
    await expect(testsApi.save({ id, date: '2023-05-02', teeTime: '10:00', noStartingTimes: false })).rejects.toMatchObject({ status: 400 });
  });

  it("gives 403 for another tester's test", async () => {
    const h = setupDemo('tester');
    const other = find(h, 'u-tester2', 'DONE').id;
    await expect(testsApi.load(other)).rejects.toMatchObject({ status: 403 });
    await expect(testsApi.save({ id: other, date: '2023-05-02', teeTime: '10:00', noStartingTimes: false })).rejects.toMatchObject({ status: 403 });
  });

  it('answers 404 for an unknown test', async () => {
    setupDemo('tester');
    await expect(testsApi.load(999_999)).rejects.toMatchObject({ status: 404 });
  });
});

describe('testing detail and assignment (manager)', () => {
  function initialOf(h: DemoHarness, withStreet: boolean) {
    const state = h.server.state();
    const wave3 = state.waves.find((w) => w.year === 2023 && w.number === 3);
    return state.testings.find((t) => {
      const club = state.clubs.find((c) => c.id === t.clubId);
      return t.waveId === wave3?.id && t.progress === 'INITIAL' && (club?.address.street !== '') === withStreet;
    });
  }

  it('offers only INITIAL without a tester and shows available testers nearest first', async () => {
    const h = setupDemo('manager');
    const t = initialOf(h, true);
    const testing = await testingsApi.load(t?.id ?? -1);
    expect(testing).toMatchObject({ progress: 'INITIAL', allowedProgress: ['INITIAL'], showAvailableTesters: true, assignmentOpen: true, tester: null });
    const testers = await testingsApi.availableTesters(testing.id);
    expect(testers.length).toBeGreaterThan(0);
    const distances = testers.map((x) => x.distance ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(testers.every((x) => x.progressMessage === 'Freigegeben' && x.availableWaves.includes(3))).toBe(true);
  });

  it('calculates no distance for a club without street and zip', async () => {
    const h = setupDemo('manager');
    const t = initialOf(h, false);
    const testing = await testingsApi.load(t?.id ?? -1);
    expect(testing.street).toBe('');
    const testers = await testingsApi.availableTesters(testing.id);
    expect(testers.every((x) => x.distance === null)).toBe(true);
  });

  it('assigns, excludes the assigned tester from the list, queues a mail, and clears with null', async () => {
    const h = setupDemo('manager');
    const id = initialOf(h, true)?.id ?? -1;
    const [first] = await testingsApi.availableTesters(id);
    const assigned = await testingsApi.assign({ testingId: id, userId: first?.id ?? null });
    expect(assigned).toMatchObject({ progress: 'ASSIGNED', assignedTesterId: first?.id, userId: first?.id });
    expect(assigned.allowedProgress).not.toContain('INITIAL');
    expect(assigned.allowedProgress).not.toContain('TEE_TIME');
    expect((await testingsApi.availableTesters(id)).some((x) => x.id === first?.id)).toBe(false);
    expect(h.server.state().emails.some((e) => e.type === 'TESTER_ASSIGNED' && e.id >= 100_000)).toBe(true);
    const cleared = await testingsApi.assign({ testingId: id, userId: null });
    expect(cleared).toMatchObject({ progress: 'INITIAL', assignedTesterId: null, date: null });
  });

  it('signs the assignment mail with the configured back office, not the manager who assigned', async () => {
    const h = setupDemo('manager', { contactName: 'Golf-Team Süd' });
    const id = initialOf(h, true)?.id ?? -1;
    const [first] = await testingsApi.availableTesters(id);
    await testingsApi.assign({ testingId: id, userId: first?.id ?? null });
    const mail = h.server.state().emails.find((e) => e.type === 'TESTER_ASSIGNED' && e.id >= 100_000);
    expect(mail?.content).toContain('Bitte vereinbaren Sie Test-Datum und Tee-Time mit dem Club.');
    expect(mail?.content).toMatch(/\n\nMit freundlichen Grüßen\nGolf-Team Süd$/);
  });

  it('marks former members of the club and testers who tested it last season; current members are not listed', async () => {
    const h = setupDemo('manager');
    const magdeburg = h.server.state().clubs.find((c) => c.name === 'Golfclub Magdeburg am Elbauenpark');
    const testing = h.server
      .state()
      .testings.find((t) => t.clubId === magdeburg?.id && t.progress === 'INITIAL' && h.server.state().waves.find((w) => w.id === t.waveId)?.year === 2023);
    const testers = await testingsApi.availableTesters(testing?.id ?? -1);
    const flags = (id: string) => testers.find((x) => x.id === id);
    expect(flags('u-0014')).toMatchObject({ formerMemberUntil: 2020, testedClubIn: null });
    expect(flags('u-0027')).toMatchObject({ formerMemberUntil: null, testedClubIn: 2022 });
    expect(flags('u-0053')).toMatchObject({ formerMemberUntil: null, testedClubIn: null });
    // The tester of last season really had a testing of this club in 2022.
    const waves2022 = new Set(h.server.state().waves.filter((w) => w.year === 2022).map((w) => w.id));
    expect(h.server.state().testings.some((t) => t.userId === 'u-0027' && t.clubId === magdeburg?.id && waves2022.has(t.waveId))).toBe(true);
    // A current member of the club is never offered.
    const members = h.server.state().users.filter((u) => u.memberships.some((m) => m.clubId === magdeburg?.id && m.end === null));
    expect(members.length).toBeGreaterThan(0);
    expect(testers.some((x) => members.some((m) => m.id === x.id))).toBe(false);
  });

  it('refuses to assign a tester at his home club or twice in a wave', async () => {
    const h = setupDemo('manager');
    const state = h.server.state();
    const id = initialOf(h, true)?.id ?? -1;
    const testing = state.testings.find((t) => t.id === id);
    const homeTester = state.users.find(
      (u) => !u.staff && u.memberships.some((m) => m.clubId === testing?.clubId && m.end === null) && state.sheets.find((s) => s.userId === u.id)?.progress === 'RELEASED',
    );
    expect(homeTester).toBeDefined();
    await expect(testingsApi.assign({ testingId: id, userId: homeTester?.id ?? null })).rejects.toMatchObject({ status: 400, detail: 'Ein Tester kann nicht in seinem Heimatclub testen.' });
    const busy = state.testings.find((t) => t.waveId === testing?.waveId && t.userId !== null && t.id !== id);
    await expect(testingsApi.assign({ testingId: id, userId: busy?.userId ?? null })).rejects.toMatchObject({
      status: 400,
      detail: expect.stringMatching(/bereits|Datenblatt|Heimatclub/),
    });
    // Not released for the season: Max is INVITED.
    await expect(testingsApi.assign({ testingId: id, userId: 'u-tester' })).rejects.toMatchObject({ status: 400 });
  });

  it('enforces the progress rules on save', async () => {
    const h = setupDemo('manager');
    const t = find(h, 'u-tester', 'ASSIGNED');
    const testing = await testingsApi.load(t.id);
    await expect(testingsApi.save({ ...testingInputOf(testing), progress: 'TEE_TIME' })).rejects.toMatchObject({ status: 400 });
    await expect(testingsApi.save({ ...testingInputOf(testing), progress: 'INITIAL' })).rejects.toMatchObject({ status: 400 });
    const saved = await testingsApi.save({ ...testingInputOf(testing), progress: 'TEE_TIME', date: '2023-06-15', teeTime: '09:40' });
    expect(saved).toMatchObject({ progress: 'TEE_TIME', showAvailableTesters: false, assignmentOpen: true });
    expect(saved.allowedProgress).toContain('DONE');
  });

  it('resets CMC and club feedback once and refuses when there is none', async () => {
    const h = setupDemo('manager');
    const t = find(h, 'u-tester2', 'DONE');
    expect((await testingsApi.resetCmcFeedback(t.id)).testerFeedbackCmc).toBeNull();
    expect((await testingsApi.resetClubFeedback(t.id)).testerFeedbackClub).toBeNull();
    await expect(testingsApi.resetCmcFeedback(t.id)).rejects.toMatchObject({ status: 400 });
  });

  it('no longer changes the assignment of a done test, and says so in its answer', async () => {
    const h = setupDemo('manager');
    const done = find(h, 'u-tester2', 'DONE');
    await expect(testingsApi.load(done.id)).resolves.toMatchObject({ assignmentOpen: false });
    await expect(testingsApi.assign({ testingId: done.id, userId: null })).rejects.toMatchObject({ status: 400 });
  });
});
