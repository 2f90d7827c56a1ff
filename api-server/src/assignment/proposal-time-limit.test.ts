import { proposalTexts } from '@dtp/contract/assignment-proposal';
import { seedIds } from '../../test/contract/calls';
import { seedState } from '../../test/contract/targets';
import { openSignedApp, type SignedApp } from '../../test/signed-app';

// Issue 60: a proposal whose solver runs out of time is refused in German, and nothing is assigned.

const { waveId } = seedIds(seedState()).assignment;

describe('a proposal the solver cannot finish in time', () => {
  let signed: SignedApp;
  afterEach(() => signed.close());

  it('answers 503 with the German message, assigns nothing, and the API keeps answering', async () => {
    // A limit far below what HiGHS needs: the thread is ended, the solve answers timeLimit.
    signed = await openSignedApp({ clock: { now: () => Date.UTC(2023, 5, 1, 8, 0, 0) }, solver: { maxSeconds: 0.001, graceMs: 0 } });
    const headers = await signed.headers('manager');
    const wave = async () => (await signed.app.inject({ method: 'GET', url: `/testing/wave/${waveId}`, headers })).json();
    const before = await wave();
    const answer = await signed.app.inject({ method: 'POST', url: '/wave/proposal', headers, payload: { waveId, pins: [], drops: [] } });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ message: proposalTexts.solverTimedOut });
    expect(await wave()).toEqual(before);
    expect((await signed.app.inject({ method: 'GET', url: '/settings', headers })).statusCode).toBe(200);
  }, 60_000);

  it('with the solver given its time, the same call proposes (the test above can fail)', async () => {
    signed = await openSignedApp({ clock: { now: () => Date.UTC(2023, 5, 1, 8, 0, 0) } });
    const answer = await signed.app.inject({ method: 'POST', url: '/wave/proposal', headers: await signed.headers('manager'), payload: { waveId, pins: [], drops: [] } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().proposal.filled).toBeGreaterThan(0);
  }, 60_000);
});
