import { blankClubFields, clubsApi, datasheetApi, feedbackApi, type ClubInput } from '@dtp/api-client';
import { overviewApi, panelsApi, seasonsApi, usersApi, wavesApi, type SeasonInput, type TesterInput } from '@dtp/api-client/back-office';
import { type DemoHarness, refusal, setupDemo } from '../../test-support';
import type { DomainState } from '../state';
import { emptyPlatformState } from '../seed/empty-platform';

// Seasons (issue 56): from an empty platform to its first season and on to the next, through the real client and the
// domain on memory. The contract suite runs the same calls against the API server on each storage.

const address = { street: 'Jungfernstieg', streetNo: '1', zip: '20354', city: 'Hamburg', state: 'Hamburg', country: 'Deutschland' };

function clubInput(name: string, isTestable = true): ClubInput {
  return { ...blankClubFields(name), id: null, version: undefined, leading: true, address, isTestable };
}

function testerInput(firstName: string, lastName: string, status: TesterInput['status'] = 'TESTER_1'): TesterInput {
  return {
    id: null,
    version: undefined,
    salutation: 'MR',
    title: 'NULL',
    firstName,
    lastName,
    birthYear: 1970,
    testerSince: 2020,
    profession: 'Lehrer',
    comment: '',
    address: { ...address, lat: null, lon: null },
    contact: { phone: '', mobile: '', email: `${firstName.toLowerCase()}@example.de` },
    golfData: { handicap: 12.3, playsGolfSince: 1999, numRoundsOwnClub: 10, numRoundsOtherClubs: 5, numTournaments: 2 },
    memberships: [],
    status,
    instructions: [],
  };
}

const empty = (now: Date): DomainState => emptyPlatformState(now);

const season2027 = (clubIds: number[]): SeasonInput => ({
  year: '2027',
  // Out of order on purpose: the waves are numbered by date.
  waves: [
    { start: '2027-06-08', end: '2027-06-25' },
    { start: '2027-04-27', end: '2027-05-14' },
    { start: '2027-08-31', end: '2027-09-17' },
  ],
  clubIds,
});

/** The first season of an empty platform: two tested clubs, one untested, three waves. */
async function firstSeason(): Promise<{ h: DemoHarness; tested: number[]; untested: number }> {
  const h = setupDemo('admin', { initialState: empty });
  const a = await clubsApi.save(clubInput('Golfclub Alpha'));
  const b = await clubsApi.save(clubInput('Golfclub Beta', false));
  const c = await clubsApi.save(clubInput('Golfclub Gamma', false));
  await seasonsApi.create(season2027([a.id, b.id]));
  return { h, tested: [a.id, b.id], untested: c.id };
}

/** Every row of a year's season, as JSON: what must not change when a later season starts. */
function digestOf(state: DomainState, year: number): string {
  const waves = state.waves.filter((w) => w.year === year);
  const waveIds = new Set(waves.map((w) => w.id));
  const testings = state.testings.filter((t) => waveIds.has(t.waveId));
  const testingIds = new Set(testings.map((t) => t.id));
  return JSON.stringify({
    waves,
    panels: state.panels.filter((p) => p.year === year),
    testings,
    sheets: state.sheets.filter((s) => s.year === year),
    questionnaires: state.questionnaires.filter((q) => testingIds.has(q.id)),
    attachments: state.attachments.filter((a) => testingIds.has(a.testingId)),
    definitions: state.questionnaireDefinitions.filter((d) => d.year === year),
  });
}

describe('the first season of an empty platform', () => {
  test('an empty platform has no season, and a club saved as testable gets no panel yet', async () => {
    const h = setupDemo('admin', { initialState: empty });
    expect(await seasonsApi.list()).toEqual({ currentYear: null, seasons: [] });
    const club = await clubsApi.save(clubInput('Golfclub Alpha'));
    expect(club.panelId).toBeNull();
    expect(h.server.state().panels).toEqual([]);
  });

  test('the admin creates it with three waves and two clubs: it is current, with six testings on the dashboard', async () => {
    const { h, tested, untested } = await firstSeason();
    const list = await seasonsApi.list();
    expect(list.currentYear).toBe(2027);
    const [season] = list.seasons;
    expect(season).toMatchObject({ year: 2027, state: 'CURRENT', stateLabel: 'Aktuelle Saison', testings: 6, assignedTestings: 0 });
    expect([...season!.clubIds].sort()).toEqual([...tested].sort());
    expect(season!.waves.map((w) => [w.number, w.start])).toEqual([
      [1, '2027-04-27'],
      [2, '2027-06-08'],
      [3, '2027-08-31'],
    ]);
    expect(season!.startedAt).not.toBeNull();
    // The chosen club that was not testable is now (its contacts and invoice data are asked for); the other stays.
    expect((await clubsApi.load(tested[1]!)).isTestable).toBe(true);
    expect((await clubsApi.load(untested)).isTestable).toBe(false);

    h.signInAs('manager');
    const rows = await overviewApi.list();
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.clubName))).toEqual(new Set(['Golfclub Alpha', 'Golfclub Beta']));
    expect((await wavesApi.list()).map((w) => w.number)).toEqual([1, 2, 3]);
  });

  test('a club made testable later in the current season gets its panel and one testing per wave', async () => {
    const { h, untested } = await firstSeason();
    const club = await clubsApi.load(untested);
    const saved = await clubsApi.save({ ...club, id: club.id, isTestable: true });
    expect(saved.panelId).not.toBeNull();
    expect(h.server.state().testings.filter((t) => t.clubId === untested)).toHaveLength(3);
  });
});

describe('bad input gets a German message beside the field', () => {
  test('a year that exists, waves that overlap, end before start, outside the year, no waves, an unknown club', async () => {
    const { tested } = await firstSeason();
    const exists = await refusal(seasonsApi.create(season2027(tested)));
    expect(exists.status).toBe(400);
    expect(exists.fieldErrors).toEqual({ year: 'Die Saison 2027 gibt es bereits.' });

    const earlier = await refusal(seasonsApi.create({ ...season2027(tested), year: '2026' }));
    expect(earlier.fieldErrors).toEqual({ year: 'Eine neue Saison muss nach der aktuellen Saison 2027 liegen.' });

    const wrong = await refusal(
      seasonsApi.create({
        year: '2028',
        waves: [
          { start: '2028-05-02', end: '2028-05-19' },
          { start: '2028-05-16', end: '2028-06-02' },
          { start: '2028-07-10', end: '2028-07-01' },
          { start: '2029-01-03', end: '2029-01-20' },
          { start: '2028-02-30', end: '2028-03-10' },
        ],
        clubIds: [tested[0]!, 9999],
      }),
    );
    expect(wrong.fieldErrors).toEqual({
      'waves.1.start': 'Die Welle überschneidet sich mit Welle 1 (02.05.2028 – 19.05.2028).',
      'waves.2.end': 'Das Ende darf nicht vor dem Beginn liegen.',
      'waves.3.start': 'Die Welle muss im Jahr 2028 liegen.',
      'waves.4.start': 'Bitte geben Sie das Datum im Format DD.MM.YYYY ein, z.B. 01.03.1993.',
      clubIds: 'Den Golfclub 9999 gibt es nicht.',
    });

    const none = await refusal(seasonsApi.create({ year: '20x8', waves: [], clubIds: [] }));
    expect(none.fieldErrors).toEqual({ year: 'Bitte geben Sie das Jahr mit vier Zahlen ein.', waves: 'Bitte legen Sie mindestens eine Welle an.' });
    expect((await seasonsApi.list()).seasons.map((s) => s.year)).toEqual([2027]);
  });

  test('a wave that overlaps another of its season, or leaves the year, is refused when added or moved', async () => {
    await firstSeason();
    const overlap = await refusal(wavesApi.add({ year: 2027, start: '2027-05-10', end: '2027-05-20' }));
    expect(overlap.fieldErrors).toEqual({ start: 'Die Welle überschneidet sich mit Welle 1 (27.04.2027 – 14.05.2027).' });
    const [first] = await wavesApi.list();
    const moved = await refusal(wavesApi.save({ id: first!.id, version: first!.version, start: '2026-12-29', end: '2027-01-08', progress: first!.progress }));
    expect(moved.fieldErrors).toEqual({ start: 'Die Welle muss im Jahr 2027 liegen.' });
  });
});

describe('waves of a season', () => {
  test('a wave added between two gets a testing per tested club, and the waves are numbered by date again', async () => {
    const { h, tested } = await firstSeason();
    h.signInAs('manager');
    const added = await wavesApi.add({ year: 2027, start: '2027-07-06', end: '2027-07-23' });
    expect(added.number).toBe(3);
    expect(added.testings.map((t) => t.clubId).sort()).toEqual([...tested].sort());
    expect((await wavesApi.list()).map((w) => [w.number, w.start])).toEqual([
      [1, '2027-04-27'],
      [2, '2027-06-08'],
      [3, '2027-07-06'],
      [4, '2027-08-31'],
    ]);
    expect(await overviewApi.list()).toHaveLength(8);
  });

  test('a wave with an assigned tester is not removed (naming the tests); without one it goes with its testings', async () => {
    const { h, tested } = await firstSeason();
    const tester = await usersApi.save(testerInput('Max', 'Muster'));
    const state = h.server.state();
    const [wave1, wave2] = [...state.waves].sort((a, b) => a.start.localeCompare(b.start));
    const assigned = state.testings.find((t) => t.waveId === wave1!.id && t.clubId === tested[0])!;
    Object.assign(assigned, { userId: tester.id, progress: 'ASSIGNED' });
    // Availability marked for wave 3 follows it when it becomes wave 2.
    const sheet = state.sheets.find((s) => s.userId === tester.id && s.year === 2027)!;
    sheet.availability = [`${tested[0]}:1`, `${tested[0]}:2`, `${tested[0]}:3`];

    h.signInAs('manager');
    const refused = await refusal(wavesApi.remove(wave1!.id));
    expect(refused.status).toBe(400);
    expect(refused.detail).toContain('Welle 1 kann nicht entfernt werden, weil in ihr schon Tester eingeteilt sind: Golfclub Alpha (Max Muster).');

    expect(await wavesApi.remove(wave2!.id)).toEqual({ year: 2027, removedTestings: 2 });
    expect(h.server.state().testings.filter((t) => t.waveId === wave2!.id)).toEqual([]);
    expect((await wavesApi.list()).map((w) => w.number)).toEqual([1, 2]);
    expect(h.server.state().sheets.find((s) => s.userId === tester.id && s.year === 2027)!.availability).toEqual([`${tested[0]}:1`, `${tested[0]}:2`]);
  });
});

describe('the next season', () => {
  async function nextSeasonPlanned() {
    const first = await firstSeason();
    const max = await usersApi.save(testerInput('Max', 'Muster'));
    const inactive = await usersApi.save(testerInput('Ina', 'Aktiv', 'INACTIVE'));
    await seasonsApi.create({ year: '2028', waves: [{ start: '2028-05-02', end: '2028-05-19' }, { start: '2028-06-13', end: '2028-06-30' }], clubIds: first.tested });
    return { ...first, max, inactive };
  }

  test('a planned season changes nothing of the current one until it is started', async () => {
    const { h } = await nextSeasonPlanned();
    const list = await seasonsApi.list();
    expect(list.currentYear).toBe(2027);
    expect(list.seasons.map((s) => [s.year, s.state])).toEqual([
      [2028, 'PLANNED'],
      [2027, 'CURRENT'],
    ]);
    expect(await overviewApi.list()).toHaveLength(6);
    expect(h.server.state().sheets.filter((s) => s.year === 2028)).toEqual([]);
  });

  test('the preview says what starting does; starting carries the people and starts the yearly sheets afresh', async () => {
    const { h, max, inactive } = await nextSeasonPlanned();
    const state = h.server.state();
    const sheet2027 = state.sheets.find((s) => s.userId === max.id && s.year === 2027)!;
    Object.assign(sheet2027, { progress: 'RELEASED', availability: ['1:1'] });
    const before = digestOf(state, 2027);

    const preview = await seasonsApi.startPreview(2028);
    expect(preview).toMatchObject({ year: 2028, currentYear: 2027, sheetsToCreate: 1, sheetsExisting: 0, waves: 2, testings: 4, openClaims: [] });
    expect(await seasonsApi.start(2028, { copyQuestionnaire: true })).toEqual({ year: 2028, sheetsCreated: 1, questionnaireCopied: false });

    expect((await seasonsApi.list()).currentYear).toBe(2028);
    const { dataSheet } = await datasheetApi.ofUser(max.id);
    expect(dataSheet).toMatchObject({ year: 2028, progress: 'INITIAL', firstName: 'Max', lastName: 'Muster' });
    expect(dataSheet.address).toMatchObject({ street: 'Jungfernstieg', zip: '20354', city: 'Hamburg' });
    expect(h.server.state().sheets.filter((s) => s.userId === inactive.id).map((s) => s.year)).toEqual([2027]);
    expect(digestOf(h.server.state(), 2027)).toBe(before);
    expect(await overviewApi.list()).toHaveLength(4);

    // The earlier season stays readable by its year: dashboard, waves, panels, data sheets, feedback overview.
    expect(await overviewApi.ofSeason(2027)).toHaveLength(6);
    expect((await wavesApi.ofSeason(2027)).map((w) => [w.year, w.number])).toEqual([
      [2027, 1],
      [2027, 2],
      [2027, 3],
    ]);
    expect(await panelsApi.ofSeason(2027)).toHaveLength(2);
    expect((await datasheetApi.listOfSeason(2027)).find((e) => e.id === max.id)).toMatchObject({ year: 2027, progress: 'RELEASED' });
    expect((await datasheetApi.list()).find((e) => e.id === max.id)).toMatchObject({ year: 2028, progress: 'INITIAL' });
    expect((await feedbackApi.ofSeason(2027)).year).toBe(2027);
    expect((await refusal(wavesApi.ofSeason(2031))).status).toBe(404);
  });

  test('starting twice creates nothing twice; an earlier season cannot be started again; the next planned first', async () => {
    const { h } = await nextSeasonPlanned();
    await seasonsApi.create({ year: '2029', waves: [{ start: '2029-05-01', end: '2029-05-18' }], clubIds: [] });
    expect((await refusal(seasonsApi.start(2029, { copyQuestionnaire: false }))).detail).toBe('Bitte starten Sie zuerst die Saison 2028.');
    await seasonsApi.start(2028, { copyQuestionnaire: false });
    const sheets = h.server.state().sheets.length;
    expect(await seasonsApi.start(2028, { copyQuestionnaire: false })).toEqual({ year: 2028, sheetsCreated: 0, questionnaireCopied: false });
    expect(h.server.state().sheets).toHaveLength(sheets);
    expect((await refusal(seasonsApi.start(2027, { copyQuestionnaire: false }))).detail).toBe(
      'Die Saison 2027 ist abgeschlossen; eine frühere Saison kann nicht wieder gestartet werden.',
    );
    expect((await refusal(wavesApi.add({ year: 2027, start: '2027-10-05', end: '2027-10-15' }))).detail).toBe(
      'Die Saison 2027 ist abgeschlossen; ihre Wellen können nicht mehr geändert werden.',
    );
    expect((await refusal(seasonsApi.startPreview(2031))).status).toBe(404);
    const [past] = await wavesApi.ofSeason(2027);
    const moved = await refusal(wavesApi.save({ id: past!.id, version: past!.version, start: '2027-04-20', end: past!.end, progress: past!.progress }));
    expect(moved.detail).toBe('Die Saison 2027 ist abgeschlossen; ihre Wellen können nicht mehr geändert werden.');
    expect((await wavesApi.save({ id: past!.id, version: past!.version, start: past!.start, end: past!.end, progress: 'FINISHED' })).progress).toBe('FINISHED');
  });

  test('a club leaves a season only while none of its tests has a tester', async () => {
    const { h, tested } = await nextSeasonPlanned();
    const alpha = h.server.state().panels.find((p) => p.year === 2028 && p.clubId === tested[0])!;
    const testing = h.server.state().testings.find((t) => t.panelId === alpha.id)!;
    Object.assign(testing, { userId: 'u-x', progress: 'ASSIGNED' });
    const refused = await refusal(seasonsApi.setClubs(2028, { clubIds: [tested[1]!] }));
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors?.clubIds).toContain('Golfclub Alpha');
    testing.userId = null;
    const season = await seasonsApi.setClubs(2028, { clubIds: [tested[1]!] });
    expect(season).toMatchObject({ clubIds: [tested[1]], testings: 2 });
  });
});

describe('the demo season (seed)', () => {
  test('knows 2022 and 2023; starting 2024 warns of open claims and takes over the questionnaire', async () => {
    const h = setupDemo('admin');
    expect((await seasonsApi.list()).seasons.map((s) => [s.year, s.state])).toEqual([
      [2023, 'CURRENT'],
      [2022, 'PAST'],
    ]);
    const testers = h.server.state().users.filter((u) => !u.staff && u.status !== 'INACTIVE').length;
    const clubIds = h.server.state().clubs.filter((c) => c.isTestable).map((c) => c.id);
    await seasonsApi.create({ year: '2024', waves: [{ start: '2024-04-23', end: '2024-05-10' }], clubIds });
    const preview = await seasonsApi.startPreview(2024);
    expect(preview.openClaims.length).toBeGreaterThan(0);
    expect(preview.openClaims[0]).toMatchObject({ progressLabel: 'Spesenabrechnung eingereicht' });
    expect(preview).toMatchObject({ sheetsToCreate: testers, hasQuestionnaire: false, previousQuestionnaireYear: 2023 });
    expect(await seasonsApi.start(2024, { copyQuestionnaire: true })).toEqual({ year: 2024, sheetsCreated: testers, questionnaireCopied: true });
    h.signInAs('tester');
    expect((await datasheetApi.load()).dataSheet).toMatchObject({ year: 2024, progress: 'INITIAL', firstName: 'Max', lastName: 'Mustermann' });
  });
});

describe('who may', () => {
  test('testers neither see nor change seasons or waves; managers see seasons and change waves; only admins plan and start', async () => {
    const { h } = await firstSeason();
    const [wave] = h.server.state().waves;
    h.signInAs('tester');
    for (const call of [seasonsApi.list(), seasonsApi.startPreview(2027), wavesApi.add({ year: 2027, start: '2027-10-05', end: '2027-10-15' }), wavesApi.remove(wave!.id)]) {
      expect((await refusal(call)).status).toBe(403);
    }
    h.signInAs('manager');
    expect((await seasonsApi.list()).currentYear).toBe(2027);
    for (const call of [
      seasonsApi.create(season2027([])),
      seasonsApi.setClubs(2027, { clubIds: [] }),
      seasonsApi.startPreview(2027),
      seasonsApi.start(2027, { copyQuestionnaire: false }),
    ]) {
      expect((await refusal(call)).status).toBe(403);
    }
    expect((await wavesApi.add({ year: 2027, start: '2027-10-05', end: '2027-10-15' })).number).toBe(4);
  });
});
