import type { FindingOutcome } from '@dtp/contract/club-measures';
import type { FindingRow } from '../src/state';

/**
 * A stored finding of a testing's release (issue 62; the seed has none): a question of 'Platz' answered 'nein' with
 * 0 %, the measure still open; `outcome` what the next season's test found (null: not yet), `dropped` whether CMC
 * dropped it. The tests put it into a platform's state (the harness's, or the demo's stored one).
 */
export function findingRow(
  target: { id: number; clubId: number; testingId: number; year: number },
  outcome: FindingOutcome | null,
  dropped = false,
): FindingRow {
  const { id, clubId, testingId, year } = target;
  return {
    id,
    clubId,
    year,
    testingId,
    source: 'RELEASE',
    sectionTitle: 'Platz',
    questionId: `q-${id}`,
    questionText: 'Sind die Abschläge gepflegt?',
    answer: 'nein',
    comment: '',
    percent: 0,
    measure: { state: 'OPEN', text: '', who: '', until: null, photoId: null, at: null },
    droppedAt: dropped ? `${year}-07-01T10:00:00.000Z` : null,
    closedAt: null,
    result: outcome === null ? null : { outcome, year: year + 1, percent: outcome === 'INCOMPARABLE' ? null : 80 },
    resultTestingId: null,
  };
}
