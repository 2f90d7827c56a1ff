import type { ApplyProposalInput, Proposal, ProposalInput, ProposalRow } from '@dtp/api-client/back-office';

/**
 * The manager's choices on a proposal: the testings left out ('Entfernen') and the testers kept ('Anheften'),
 * by testing id. They start as the proposal says and change only on screen until 'Neu vorschlagen' sends them.
 */
export interface ProposalChoices {
  drops: ReadonlySet<number>;
  /** testingId → the pinned tester's id. */
  pins: ReadonlyMap<number, string>;
}

/** The choices the proposal was made with. */
export function choicesOf(proposal: Proposal): ProposalChoices {
  return {
    drops: new Set(proposal.rows.filter((row) => row.dropped).map((row) => row.testingId)),
    pins: new Map(proposal.rows.flatMap((row) => (row.pinned && row.tester ? [[row.testingId, row.tester.id] as const] : []))),
  };
}

/** 'Entfernen' / 'Zurücknehmen': a dropped testing keeps no pin (the server refuses a pin on a dropped testing). */
export function toggleDrop(choices: ProposalChoices, testingId: number): ProposalChoices {
  const drops = new Set(choices.drops);
  const pins = new Map(choices.pins);
  if (drops.has(testingId)) drops.delete(testingId);
  else {
    drops.add(testingId);
    pins.delete(testingId);
  }
  return { drops, pins };
}

/** 'Anheften' / 'Lösen': the row's proposed tester kept when proposing again. */
export function togglePin(choices: ProposalChoices, row: ProposalRow): ProposalChoices {
  const pins = new Map(choices.pins);
  if (pins.has(row.testingId)) pins.delete(row.testingId);
  else if (row.tester && !choices.drops.has(row.testingId)) pins.set(row.testingId, row.tester.id);
  return { drops: choices.drops, pins };
}

/** Whether the choices on screen differ from those the proposal was made with. */
export function choicesChanged(proposal: Proposal, choices: ProposalChoices): boolean {
  const made = choicesOf(proposal);
  const sameSet = <T>(a: ReadonlySet<T>, b: ReadonlySet<T>) => a.size === b.size && [...a].every((x) => b.has(x));
  return !sameSet(made.drops, choices.drops) || made.pins.size !== choices.pins.size || [...made.pins].some(([id, user]) => choices.pins.get(id) !== user);
}

/** 'Neu vorschlagen': the wave with the pins and drops on screen. */
export function proposalInputOf(waveId: number, choices: ProposalChoices): ProposalInput {
  return {
    waveId,
    pins: [...choices.pins].map(([testingId, userId]) => ({ testingId, userId })),
    drops: [...choices.drops],
  };
}

/** 'Übernehmen': every row of the proposal with a tester that the manager has not dropped, with the version it was proposed on. */
export function assignmentsOf(proposal: Proposal, choices: ProposalChoices): ApplyProposalInput['assignments'] {
  return proposal.rows.flatMap((row) =>
    row.tester && !choices.drops.has(row.testingId) ? [{ testingId: row.testingId, version: row.version, userId: row.tester.id }] : [],
  );
}
