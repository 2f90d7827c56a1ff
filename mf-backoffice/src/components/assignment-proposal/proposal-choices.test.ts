import type { Proposal, ProposalRow } from '@dtp/api-client/back-office';
import { assignmentsOf, choicesChanged, choicesOf, proposalInputOf, toggleDrop, togglePin } from './proposal-choices';

const row = (testingId: number, tester: string | null, extra: Partial<ProposalRow> = {}): ProposalRow => ({
  testingId,
  version: testingId * 10,
  clubId: testingId,
  clubName: `Club ${testingId}`,
  premiumTest: false,
  tester: tester === null ? null : { id: tester, firstName: 'Vor', lastName: tester, statusLabel: 'Tester 1' },
  distanceKm: 10,
  pinned: false,
  dropped: false,
  reasons: [],
  emptyReason: tester === null ? 'Niemand' : null,
  ...extra,
});
const totals = { filled: 0, open: 0, km: 0, unknownDistances: 0, travelCosts: 0 };
const proposalOf = (rows: ProposalRow[]): Proposal => ({ waveId: 6, waveNumber: 3, rows, proposal: totals, nearestFirst: totals, solverMs: 1 });

describe('the choices on a proposal', () => {
  const proposal = proposalOf([row(1, 'u-1', { pinned: true }), row(2, 'u-2'), row(3, null), row(4, null, { dropped: true, emptyReason: null })]);

  test('start as the proposal was made: its pins and drops', () => {
    const choices = choicesOf(proposal);
    expect([...choices.pins]).toEqual([[1, 'u-1']]);
    expect([...choices.drops]).toEqual([4]);
    expect(choicesChanged(proposal, choices)).toBe(false);
    expect(proposalInputOf(6, choices)).toEqual({ waveId: 6, pins: [{ testingId: 1, userId: 'u-1' }], drops: [4] });
  });

  test('dropping a pinned testing unpins it; a dropped testing cannot be pinned; taking it back is a change again', () => {
    const dropped = toggleDrop(choicesOf(proposal), 1);
    expect([...dropped.pins]).toEqual([]);
    expect(dropped.drops.has(1)).toBe(true);
    expect(togglePin(dropped, proposal.rows[0]!).pins.size).toBe(0);
    expect(choicesChanged(proposal, dropped)).toBe(true);
    const back = toggleDrop(dropped, 1);
    expect(back.drops.has(1)).toBe(false);
    // The pin went with the drop: still a change until pinned again.
    expect(choicesChanged(proposal, back)).toBe(true);
    expect(choicesChanged(proposal, togglePin(back, proposal.rows[0]!))).toBe(false);
  });

  test("'Übernehmen' sends the rows with a tester that are not dropped, with their versions", () => {
    expect(assignmentsOf(proposal, choicesOf(proposal))).toEqual([
      { testingId: 1, version: 10, userId: 'u-1' },
      { testingId: 2, version: 20, userId: 'u-2' },
    ]);
    expect(assignmentsOf(proposal, toggleDrop(choicesOf(proposal), 2))).toEqual([{ testingId: 1, version: 10, userId: 'u-1' }]);
  });
});
