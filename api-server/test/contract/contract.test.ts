import { clubInputOf } from '@dtp/contract/test-support';
import { ApiError, clubsApi, datasheetApi, feedbackApi, settingsApi, testsApi, travelApi, useAppStore } from '@dtp/api-client';
import { seasonsApi, testingsApi, usersApi, wavesApi } from '@dtp/api-client/back-office';
import { proposalTexts } from '@dtp/contract/assignment-proposal';
import { allCallRows } from '@dtp/contract/calls/all-rows';
import { personalDataProblems } from '@dtp/contract/test-support';
import { questionnaireDefinitionsApi } from '@dtp/api-client/questionnaire';
import { createDomainServer, createMemoryStorage, domainRouter } from '@dtp/domain';
import { generateKeyPair } from 'jose';
import {
  ALL_CALLS,
  BACK_OFFICE_CALLS,
  CALLS,
  RECEIPT_BYTES,
  SHELL_CALLS,
  VERSIONED_CASES,
  requestPattern,
  seedIds,
  type ExtraCall,
  type SpecCall,
} from './calls';
import { runCall, signInAs, signInWithToken, useTarget, type Outcome } from './client';
import { MATRIX, matrixCases } from './matrix';
import { describeWithPostgres } from '../postgres';
import { CLOCK, demoTarget, memoryData, pgliteTarget, postgresTarget, seedState, serverTarget, signAccessToken, type Target } from './targets';

// One contract, every place it runs: each spec call through the real typed client functions (config
// 'http': every answer checked against its schema), each call × role × own/other with the status the
// rules give, nothing stored of a refused write, 401 without a valid token, and one tester in two
// testings of a wave at once. Each target starts from the same seed; a test that wrote resets it.

const ids = seedIds(seedState());

const TARGETS: Target[] = [demoTarget(), serverTarget('server on memory', memoryData), pgliteTarget()];

describe('the call table', () => {
  it('holds both spec tables (22 shell calls, 42 back-office calls, 56 distinct)', () => {
    expect(SHELL_CALLS).toHaveLength(22);
    expect(BACK_OFFICE_CALLS).toHaveLength(42);
    expect(ALL_CALLS).toHaveLength(56);
  });

  it('has exactly one typed function per call', () => {
    expect(Object.keys(CALLS).sort()).toEqual([...ALL_CALLS].sort());
  });

  it('has a route in the domain for every call', () => {
    const { router } = createDomainServer({ storage: createMemoryStorage(seedState()), clock: CLOCK });
    const missing = ALL_CALLS.filter((call) => {
      const [method, path] = call.split(' ') as [string, string];
      return router.match(method, path.replace(/\{\w+\}/g, '1')).route === null;
    });
    expect(missing).toEqual([]);
  });

  it('has a role row for every call, and only spec calls', () => {
    expect([...new Set(MATRIX.filter((row) => !row.variant).map((row) => row.call))].sort()).toEqual([...ALL_CALLS].sort());
    expect(MATRIX.filter((row) => !row.variant)).toHaveLength(ALL_CALLS.length);
  });

  it("says for every row whose personal data it answers, and records every answer of one person's details to staff (issue 59)", () => {
    // contract/test-support/personal-data-check.ts: 'person' rows name their recordsAccess, the rest none.
    expect(personalDataProblems(allCallRows)).toEqual([]);
  });
});

/** Statuses any call may answer without its row naming them: no valid token, storage or identity service away. */
const ANY_CALL_STATUSES = [401, 503];

/**
 * The typed function issued exactly its call (one request, method and path as in the spec); answers its
 * status, which the call table's row must declare when it is not a success.
 */
function expectIssued(outcome: Outcome, call: SpecCall | ExtraCall): number {
  expect(outcome.sent.map((e) => `${e.request.method} ${e.request.path}`)).toEqual([expect.stringMatching(requestPattern(call))]);
  const sent = outcome.sent[0];
  const status = sent?.response.status ?? 0;
  if (sent && status >= 300 && !ANY_CALL_STATUSES.includes(status)) {
    const found = domainRouter.match(sent.request.method, sent.request.path);
    expect({ call, declared: found.route?.row.statuses.includes(status) }).toEqual({ call, declared: true });
  }
  return status;
}

/** The access-record kind of the call's row ('GET /user/{id}' → 'TESTER'), if it records one. */
function recordsAccessOf(call: SpecCall | ExtraCall): string | undefined {
  const [method, path] = call.split(' ') as [string, string];
  return domainRouter.match(method, path.replace(/\{\w+\}/g, '1')).route?.row.recordsAccess;
}

/** False for a testing's answer whose feedback is empty; true for any other answer. */
function carriesFeedback(answer: unknown): boolean {
  const fields = (answer ?? {}) as Record<string, unknown>;
  if (!('testerFeedbackCmc' in fields)) return true;
  return fields.testerFeedbackCmc != null || fields.testerFeedbackClub != null;
}

/** A 200 whose answer the client's schema refused throws ApiError with status 200: say which field. */
function expectAccepted(outcome: Outcome): void {
  if (outcome.error instanceof ApiError) throw new Error(`${outcome.error.status} ${outcome.error.message}`);
  expect(outcome.error).toBeNull();
}

describe.each(TARGETS)('$name', contractCases);
// Skipped, not passed, where no PostgreSQL answers.
describeWithPostgres('server on PostgreSQL', () => contractCases(postgresTarget()));

/** Every case of the contract on one target. */
function contractCases(target: Target): void {
  beforeAll(async () => {
    await target.start();
  }, 60_000);
  afterAll(async () => {
    await target.stop();
    // The client's save-success flag clears itself on a timer; nothing may keep jest waiting.
    useAppStore.getState().reset();
  });
  beforeEach(async () => {
    if (target.dirty) await target.reset();
    useTarget(target);
  });

  describe('call coverage', () => {
    test.each(ALL_CALLS)('%s: served to the admin with an answer its schema accepts', async (call) => {
      const outcome = await runCall(target, ids, CALLS[call], 'admin', 'u-tester');
      expect(expectIssued(outcome, call)).toBe(200);
      expectAccepted(outcome);
      if (call === 'GET /attachment/{id}') {
        // Binary answers arrive as the bytes uploaded, with the type the content shows.
        const image = outcome.result as Blob;
        expect(image).toBeInstanceOf(Blob);
        expect(image.type).toBe('application/pdf');
        expect(new Uint8Array(await image.arrayBuffer())).toEqual(RECEIPT_BYTES);
      }
    });
  });

  describe('roles and ownership', () => {
    test.each(matrixCases(target.server))('$name', async ({ row, role, owner, expected }) => {
      const refusedWrite = row.call.startsWith('POST ') && expected !== 200;
      // A staff member's read of a tester's own thing (a pair cell) on a row that records it (issue 59).
      const recorded = expected === 200 && role !== 'tester' && role !== 'applicant' && Array.isArray(row[role]) && recordsAccessOf(row.call) !== undefined;
      let before: unknown = null;
      let dirtyBefore = false;
      let recordsBefore = 0;
      const outcome = await runCall(target, ids, row.case, role, owner, async () => {
        if (recorded) recordsBefore = (await usersApi.accessRecords(owner)).length;
        if (!refusedWrite) return;
        before = await target.snapshot();
        dirtyBefore = target.dirty;
      });
      expect(expectIssued(outcome, row.call)).toBe(expected);
      if (expected === 200) expectAccepted(outcome);
      if (recorded) {
        await signInAs(target, 'admin');
        const records = await usersApi.accessRecords(owner);
        // A testing's answer without feedback told nothing beyond the tester's name: no record (rules/access-subjects.ts).
        const told = recordsAccessOf(row.call) !== 'FEEDBACK' || carriesFeedback(outcome.result);
        expect({ call: row.call, recorded: records.length - recordsBefore }).toEqual({ call: row.call, recorded: told ? 1 : 0 });
        if (told) expect(records[0]?.what).toBe(recordsAccessOf(row.call));
        target.dirty = true;
      }
      if (refusedWrite) {
        // Nothing of a refused write is stored.
        expect(await target.snapshot()).toEqual(before);
        target.dirty = dirtyBefore;
      }
    });
  });

  describe('an account the platform has not accepted (issue 57)', () => {
    test('its first call makes an applicant with a sheet in Angelegt; its lists hold nothing of anybody else', async () => {
      await signInAs(target, 'applicant');
      const { dataSheet } = await datasheetApi.load();
      expect(dataSheet).toMatchObject({ progress: 'INITIAL', firstName: 'Bea', lastName: 'Bewerberin' });
      expect(await testsApi.list()).toMatchObject({ tests: [] });
      expect(await travelApi.list()).toMatchObject({ travels: [] });
      expect(await feedbackApi.own()).toMatchObject({ cmcFeedbackCount: 0, clubFeedbackCount: 0, cmcFeedbackAverages: {}, clubFeedbackAverages: {}, debugFeedbacksJson: [] });
      target.dirty = true;
    });
  });

  describe('identity', () => {
    // The demo reads unsigned tokens and keeps no time: signatures and expiry are the server's checks.
    const cases: [string, boolean, () => Promise<string | null>][] = [
      ['no token', false, async () => null],
      ['not a token', false, async () => 'abc.def.ghi'],
      ['an admin token signed by another key', true, async () => signAccessToken('admin', (await generateKeyPair('RS256')).privateKey)],
      ['an expired admin token', true, () => target.token('admin', Math.floor(Date.now() / 1000) - 60)],
    ];
    // Cases the demo cannot have are not declared for it (rather than passing without running).
    const ours = cases.filter(([, serversOnly]) => target.server || !serversOnly);
    test.each(ours)('%s: 401 for a read and for a write, and the write stores nothing', async (_case, _serversOnly, token) => {
      const before = await target.snapshot();
      signInWithToken('admin', await token());
      await expect(settingsApi.load()).rejects.toMatchObject({ status: 401 });
      await expect(testingsApi.assign({ testingId: ids.assignment.testingIds[0], userId: ids.assignment.userId })).rejects.toMatchObject({ status: 401 });
      expect(await target.snapshot()).toEqual(before);
      target.dirty = false;
    });
  });

  describe('one tester, two testings of one wave, at the same time', () => {
    test('exactly one assignment succeeds (the other 400 or 409), and the tester has one testing in the wave', async () => {
      const { waveId, userId, testingIds } = ids.assignment;
      await signInAs(target, 'manager');
      const from = target.log.length;
      await Promise.allSettled(testingIds.map((id) => testingsApi.assign({ testingId: id, userId })));
      const statuses = target.log.slice(from).map((e) => e.response.status).sort((a, b) => a - b);
      expect(statuses).toHaveLength(2);
      expect(statuses[0]).toBe(200);
      expect([400, 409]).toContain(statuses[1]);
      const wave = await testingsApi.ofWave(waveId);
      expect(wave.filter((t) => t.userId === userId)).toHaveLength(1);
    });
  });

  describe("'Einteilung vorschlagen' (issue 60)", () => {
    const waveId = ids.assignment.waveId;
    if (target.server) {
      test('a manager gets a proposal for the wave (its answer as the schema says), takes it over as MARKED, and the wave shows it', async () => {
        await signInAs(target, 'manager');
        const before = await target.snapshot();
        const proposal = await wavesApi.propose({ waveId, pins: [], drops: [] });
        // Proposing changes nothing.
        expect(await target.snapshot()).toEqual(before);
        expect(proposal).toMatchObject({ waveId, proposal: { filled: expect.any(Number) }, nearestFirst: { filled: expect.any(Number) } });
        const chosen = proposal.rows.flatMap((r) => (r.tester ? [{ testingId: r.testingId, version: r.version, userId: r.tester.id }] : []));
        expect(chosen.length).toBe(proposal.proposal.filled);
        expect(chosen.length).toBeGreaterThan(0);
        expect(proposal.proposal.filled).toBeGreaterThanOrEqual(proposal.nearestFirst.filled);
        expect(await wavesApi.applyProposal({ waveId, progress: 'MARKED', assignments: chosen })).toEqual({ applied: chosen.length });
        const wave = await testingsApi.ofWave(waveId);
        for (const { testingId, userId } of chosen) expect(wave.find((t) => t.id === testingId)).toMatchObject({ userId, progress: 'MARKED' });
        // Taken over: those testings are no longer open, so a new proposal leaves them out.
        const again = await wavesApi.propose({ waveId, pins: [], drops: [] });
        expect(again.rows.map((r) => r.testingId)).toEqual(expect.not.arrayContaining(chosen.map((c) => c.testingId)));
      });
    } else {
      test('the demo has no solver: 503 with the German message, nothing stored', async () => {
        await signInAs(target, 'manager');
        const before = await target.snapshot();
        await expect(wavesApi.propose({ waveId, pins: [], drops: [] })).rejects.toMatchObject({ status: 503 });
        expect(target.log.at(-1)?.response.data).toMatchObject({ message: proposalTexts.noSolver });
        expect(await target.snapshot()).toEqual(before);
        target.dirty = false;
      });
    }
  });

  describe('two admins plan and start the next season at the same time (issue 56)', () => {
    test('one creates it, the other is told it exists; both start it, and every tester has one sheet of the year', async () => {
      await signInAs(target, 'admin');
      const season = { year: '2024', waves: [{ start: '2024-04-23', end: '2024-05-10' }], clubIds: [ids.club] };
      let from = target.log.length;
      await Promise.allSettled([seasonsApi.create(season), seasonsApi.create(season)]);
      expect(target.log.slice(from).map((e) => e.response.status).sort()).toEqual([200, 400]);
      from = target.log.length;
      await Promise.allSettled([seasonsApi.start(2024, { copyQuestionnaire: true }), seasonsApi.start(2024, { copyQuestionnaire: true })]);
      expect(target.log.slice(from).map((e) => e.response.status)).toEqual([200, 200]);
      const created = target.log.slice(from).map((e) => (e.response.data as { sheetsCreated: number }).sheetsCreated);
      expect(Math.min(...created)).toBe(0);
      const list = await seasonsApi.list();
      expect(list.currentYear).toBe(2024);
      expect(list.seasons.filter((s) => s.year === 2024)).toHaveLength(1);
      expect(list.seasons[0]!.sheets).toBe(Math.max(...created));
      const definitions = await questionnaireDefinitionsApi.list();
      expect(definitions.definitions.filter((d) => d.year === 2024)).toHaveLength(1);
    });
  });

  describe('no lost updates: two people save one record they read at the same version', () => {
    test.each(Object.entries(VERSIONED_CASES))('%s: the second save is 409 STALE_VERSION, the first change stays, the current version saves', async (_kind, kase) => {
      await signInAs(target, kase.account);
      const read = await kase.load(ids);
      expect(read.version).toEqual(expect.any(Number));
      await kase.save(ids, read, 1);
      const first = await kase.load(ids);
      expect(first.version).toBeGreaterThan(read.version ?? 0);
      const before = await target.snapshot();
      await expect(kase.save(ids, read, 2)).rejects.toMatchObject({ status: 409, reloadOffered: true });
      expect(target.log.at(-1)?.response.data).toMatchObject({ code: 'STALE_VERSION' });
      expect(await target.snapshot()).toEqual(before);
      const now = await kase.load(ids);
      expect(now.version).toBe(first.version);
      expect(kase.changeOf(now)).toBe(1);
      await kase.save(ids, now, 3);
      expect(kase.changeOf(await kase.load(ids))).toBe(3);
    });

    test('a save without a version (an older client) is not checked: the last write wins, as before versions', async () => {
      await signInAs(target, 'manager');
      const read = await clubsApi.load(ids.club);
      await clubsApi.save({ ...clubInputOf(read), phone: '040 1' });
      const { version: _read, ...unversioned } = clubInputOf(read);
      const saved = await clubsApi.save({ ...unversioned, phone: '040 2' });
      expect(saved.phone).toBe('040 2');
      expect(saved.version).toBe((read.version ?? 0) + 2);
    });
  });
}
