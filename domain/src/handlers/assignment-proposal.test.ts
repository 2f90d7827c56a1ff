import { wavesApi, testingsApi, adminApi } from '@dtp/api-client/back-office';
import { proposalTexts, type Proposal } from '@dtp/contract/assignment-proposal';
import { createManualClock } from '../clock';
import { createPrng } from '../prng';
import { STALE_VERSION_MESSAGE } from '../rules/versions';
import { createSeedState } from '../seed/seed';
import type { DomainState } from '../state';
import { setupDemo, type DemoHarness } from '../../test-support';

/** The seed with its season shuffled: statuses, home clubs, sheets and marked clubs drawn from `seed`. */
function randomSeason(seed: number): () => DomainState {
  return () => {
    const state = createSeedState({ scale: 1, clock: createManualClock() });
    const rnd = createPrng(seed);
    const numbers = state.waves.filter((w) => w.year === state.seasonYear).map((w) => w.number);
    const clubIds = state.clubs.map((c) => c.id);
    for (const u of state.users.filter((u) => !u.staff)) {
      if (rnd.chance(0.1)) u.status = 'INACTIVE';
      if (rnd.chance(0.3)) u.memberships = [{ clubId: rnd.pick(clubIds), end: rnd.chance(0.5) ? null : state.seasonYear - 1 }];
    }
    for (const s of state.sheets.filter((s) => s.year === state.seasonYear)) {
      s.progress = rnd.chance(0.7) ? 'RELEASED' : rnd.pick(['INITIAL', 'INVITED', 'SENT', 'ASSIGNED'] as const);
      s.availability = clubIds.flatMap((c) => numbers.flatMap((n) => (rnd.chance(0.2) ? [`${c}:${n}`] : [])));
    }
    return state;
  };
}

const seasonWaves = (h: DemoHarness) => h.server.state().waves.filter((w) => w.year === h.server.state().seasonYear);
const propose = (waveId: number, more: Partial<{ pins: { testingId: number; userId: string }[]; drops: number[] }> = {}) =>
  wavesApi.propose({ waveId, pins: [], drops: [], ...more });
const assignmentsOf = (p: Proposal) =>
  p.rows.flatMap((r) => (r.tester && !r.dropped ? [{ testingId: r.testingId, version: r.version, userId: r.tester.id }] : []));

/** Every hard rule, checked against the state itself (not through `assignabilityOf`, which the proposal uses). */
function hardRuleBreaks(state: DomainState, waveId: number, p: Proposal): string[] {
  const wave = state.waves.find((w) => w.id === waveId)!;
  const holders = new Set(state.testings.filter((t) => t.waveId === waveId && t.userId !== null).map((t) => t.userId));
  const seen = new Set<string>();
  const breaks: string[] = [];
  for (const row of p.rows) {
    if (!row.tester) continue;
    const id = row.tester.id;
    const user = state.users.find((u) => u.id === id)!;
    const sheet = state.sheets.find((s) => s.userId === id && s.year === state.seasonYear);
    const testing = state.testings.find((t) => t.id === row.testingId)!;
    if (user.staff || user.status === 'INACTIVE') breaks.push(`${id}: not an active tester`);
    if (sheet?.progress !== 'RELEASED') breaks.push(`${id}: sheet not released`);
    if (!sheet?.availability.includes(`${testing.clubId}:${wave.number}`)) breaks.push(`${id}: club not marked`);
    if (user.memberships.some((m) => m.clubId === testing.clubId && (m.end === null || m.end >= state.seasonYear))) breaks.push(`${id}: home club`);
    if (seen.has(id) || holders.has(id)) breaks.push(`${id}: twice in the wave`);
    if (testing.userId !== null || testing.waveId !== waveId) breaks.push(`${row.testingId}: not an open testing of the wave`);
    seen.add(id);
  }
  return breaks;
}

describe('Einteilung vorschlagen (issue 60)', () => {
  it('never breaks a hard rule, never fills fewer than nearest-first nor drives more when filling as many (random seasons)', async () => {
    let proposed = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const h = setupDemo('manager', { initialState: randomSeason(seed) });
      for (const wave of seasonWaves(h)) {
        const p = await propose(wave.id);
        expect(hardRuleBreaks(h.server.state(), wave.id, p)).toEqual([]);
        expect(p.proposal.filled).toBeGreaterThanOrEqual(p.nearestFirst.filled);
        // km as the budget counts them: an unknown distance as 400 km.
        const counted = (t: Proposal['proposal']) => t.km + 400 * t.unknownDistances;
        if (p.proposal.filled === p.nearestFirst.filled) expect(counted(p.proposal)).toBeLessThanOrEqual(counted(p.nearestFirst));
        proposed += p.proposal.filled;
      }
    }
    expect(proposed).toBeGreaterThan(20); // the draws leave testings to fill
  });

  it('changes nothing until Übernehmen; keeps pins and drops when proposing again', async () => {
    const h = setupDemo('manager');
    const wave = seasonWaves(h).find((w) => w.number === 3)!;
    const before = JSON.stringify(h.server.state().testings);
    const first = await propose(wave.id);
    expect(JSON.stringify(h.server.state().testings)).toBe(before);
    const [keep, drop] = first.rows.filter((r) => r.tester);
    const again = await propose(wave.id, { pins: [{ testingId: keep!.testingId, userId: keep!.tester!.id }], drops: [drop!.testingId] });
    expect(again.rows.find((r) => r.testingId === keep!.testingId)).toMatchObject({ pinned: true, tester: { id: keep!.tester!.id } });
    expect(again.rows.find((r) => r.testingId === drop!.testingId)).toMatchObject({ dropped: true, tester: null, emptyReason: null });
    expect(again.proposal.open).toBe(first.proposal.open - 1);
    expect(again.nearestFirst.open).toBe(first.proposal.open - 1);
  });

  it('refuses a pin the rules forbid, with the reason', async () => {
    const h = setupDemo('manager');
    const wave = seasonWaves(h).find((w) => w.number === 3)!;
    const row = (await propose(wave.id)).rows.find((r) => r.tester)!;
    h.server.state().sheets.find((s) => s.userId === row.tester!.id && s.year === 2023)!.progress = 'SENT';
    await expect(propose(wave.id, { pins: [{ testingId: row.testingId, userId: row.tester!.id }] })).rejects.toMatchObject({
      status: 400,
      detail: proposalTexts.pinNotAssignable(row.clubName, 'Das Datenblatt des Testers ist für diese Saison nicht freigegeben.'),
    });
  });

  it('says why a testing stays empty: nobody marked it, or who is needed elsewhere', async () => {
    const h = setupDemo('manager');
    const wave = seasonWaves(h).find((w) => w.number === 3)!;
    const state = h.server.state();
    const open = state.testings.filter((t) => t.waveId === wave.id && t.userId === null);
    const [lonely, contested, other] = open;
    const season = state.sheets.filter((s) => s.year === 2023);
    for (const s of season) s.availability = s.availability.filter((k) => ![lonely, contested, other].some((t) => k === `${t!.clubId}:3`));
    // One released tester marks both other clubs: one of them stays empty, naming her.
    const free = (id: string) => !state.testings.some((t) => t.waveId === wave.id && t.userId === id);
    const active = (id: string) => state.users.some((u) => u.id === id && !u.staff && u.status !== 'INACTIVE');
    const sheet = season.find((s) => s.progress === 'RELEASED' && free(s.userId) && active(s.userId))!;
    const user = state.users.find((u) => u.id === sheet.userId)!;
    user.memberships = [];
    sheet.availability.push(`${contested!.clubId}:3`, `${other!.clubId}:3`);
    const p = await propose(wave.id);
    expect(p.rows.find((r) => r.testingId === lonely!.id)?.emptyReason).toBe(proposalTexts.nobodyMarked);
    const pair = [contested!, other!].map((t) => p.rows.find((r) => r.testingId === t.id)!);
    const empty = pair.find((r) => !r.tester)!;
    const taken = pair.find((r) => r.tester)!;
    expect(empty.emptyReason).toBe(proposalTexts.neededElsewhere([`${user.firstName} ${user.lastName} (${taken.clubName})`]));
  });

  it('Übernehmen as MARKED: one Verlauf entry per testing, no mail; as ASSIGNED: the mail of einteilen', async () => {
    for (const progress of ['MARKED', 'ASSIGNED'] as const) {
      const h = setupDemo('manager');
      const wave = seasonWaves(h).find((w) => w.number === 3)!;
      const assignments = assignmentsOf(await propose(wave.id));
      const mailsBefore = h.server.state().emails.length;
      const historyBefore = h.server.state().history.length;
      await expect(wavesApi.applyProposal({ waveId: wave.id, progress, assignments })).resolves.toEqual({ applied: assignments.length });
      const state = h.server.state();
      for (const a of assignments) expect(state.testings.find((t) => t.id === a.testingId)).toMatchObject({ userId: a.userId, progress });
      const entries = state.history.slice(historyBefore).filter((e) => e.what === 'TESTING');
      expect(entries.map((e) => [e.subject, e.to]).sort()).toEqual(assignments.map((a) => [`testing:${a.testingId}`, progress]).sort());
      const mails = state.emails.slice(mailsBefore);
      const withMail = assignments.filter((a) => state.users.find((u) => u.id === a.userId)?.contact.email);
      expect(mails.filter((m) => m.type === 'TESTER_ASSIGNED').length).toBe(progress === 'ASSIGNED' ? withMail.length : 0);
    }
  });

  it('sends exactly the mail a single einteilen sends', async () => {
    const h = setupDemo('manager');
    const wave = seasonWaves(h).find((w) => w.number === 3)!;
    const [a] = assignmentsOf(await propose(wave.id));
    await wavesApi.applyProposal({ waveId: wave.id, progress: 'ASSIGNED', assignments: [a!] });
    const viaProposal = h.server.state().emails.at(-1)!;
    await testingsApi.assign({ testingId: a!.testingId, userId: null });
    await testingsApi.assign({ testingId: a!.testingId, userId: a!.userId });
    const single = h.server.state().emails.at(-1)!;
    expect({ ...viaProposal, id: 0, notBefore: null }).toMatchObject({ ...single, id: 0, notBefore: null });
  });

  it('refuses the whole proposal when a testing changed since it was made: the lost-update text, nothing applied', async () => {
    const h = setupDemo('manager');
    const wave = seasonWaves(h).find((w) => w.number === 3)!;
    const p = await propose(wave.id);
    const assignments = assignmentsOf(p);
    const changed = assignments[assignments.length - 1]!;
    const t = await testingsApi.load(changed.testingId);
    await testingsApi.save({ id: t.id, version: t.version, progress: t.progress, noStartingTimes: !t.noStartingTimes, date: '', teeTime: '' });
    const before = JSON.stringify(h.server.state().testings);
    await expect(wavesApi.applyProposal({ waveId: wave.id, progress: 'MARKED', assignments })).rejects.toMatchObject({
      status: 409,
      detail: STALE_VERSION_MESSAGE,
    });
    expect(JSON.stringify(h.server.state().testings)).toBe(before);
  });

  it('the weights come from the administration and turn the result', async () => {
    const h = setupDemo('admin');
    const wave = seasonWaves(h).find((w) => w.number === 3)!;
    const admin = await adminApi.load();
    expect(admin.assignmentWeights).toEqual({ testedLastSeasonKm: 150, formerMemberKm: 100, premiumToNoviceKm: 80, newTesterDistancePercent: 100, secondTestInSeasonKm: 120 });
    const weighted = await propose(wave.id);
    expect(weighted.rows.some((r) => r.reasons.some((x) => x.startsWith(proposalTexts.reasons.secondTestInSeason)))).toBe(true);
    await expect(adminApi.save({ ...admin, assignmentWeights: { ...admin.assignmentWeights!, secondTestInSeasonKm: 5000 } })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { 'assignmentWeights.secondTestInSeasonKm': expect.stringContaining('Weiterer Test in derselben Saison') },
    });
    const none = { testedLastSeasonKm: 0, formerMemberKm: 0, premiumToNoviceKm: 0, newTesterDistancePercent: 0, secondTestInSeasonKm: 0 };
    await adminApi.save({ ...admin, assignmentWeights: none });
    const plain = await propose(wave.id);
    expect(plain.rows.flatMap((r) => r.reasons.filter((x) => !x.startsWith(proposalTexts.reasons.unknownDistance)))).toEqual([]);
    expect(plain.proposal.km).toBeLessThanOrEqual(weighted.proposal.km);
  });

  it('refuses a wave of a past season in German', async () => {
    const h = setupDemo('manager');
    const past = h.server.state().waves.find((w) => w.year < 2023)!;
    await expect(propose(past.id)).rejects.toMatchObject({ status: 400, detail: proposalTexts.pastSeason });
  });
});
