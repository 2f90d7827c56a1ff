import { MAX_DISTANCE_KM } from '@dtp/contract/constants';
import { kmText } from '@dtp/contract/german-formats';
import { DEFAULT_ASSIGNMENT_WEIGHTS, proposalTexts, type AssignmentWeights } from '@dtp/contract/assignment-proposal';
import type { ClubRow, DomainState, TestingRow, UserRow } from '../state';
import { availabilityKey } from '../rules/playables';
import { assignabilityOf, clubDistanceKm, formerMemberUntil, type AssignmentState } from '../rules/testing-rules';
import type { ProposalPair } from './proposal-model';

/** The stored weights, each missing one at its default (the administration sets them). */
export function assignmentWeightsOf(settings: DomainState['settings']): AssignmentWeights {
  return { ...DEFAULT_ASSIGNMENT_WEIGHTS, ...settings.assignmentWeights };
}

/** What the preferences look at besides the pair itself: loaded once per proposal (assignment-proposal handler). */
export interface PreferenceFacts {
  seasonYear: number;
  weights: AssignmentWeights;
  /** Tester id → the clubs they tested in the previous season. */
  lastSeasonClubs: ReadonlyMap<string, ReadonlySet<number>>;
  /** Tester id → how many testings of the season's other waves they hold. */
  seasonTests: ReadonlyMap<string, number>;
  /** 'Neuer Tester' without any testing so far: their first test. */
  firstTimers: ReadonlySet<string>;
}

const EXPERIENCED = new Set(['TESTER_1', 'TESTER_2']);

/** The cost of a pair and the preferences that weighed (contract/assignment-proposal.ts has the weights). */
export function pairCost(tester: UserRow, testing: Pick<TestingRow, 'clubId' | 'premiumTest'>, distanceKm: number | null, facts: PreferenceFacts) {
  const w = facts.weights;
  const reasons: string[] = [];
  const drive = distanceKm ?? MAX_DISTANCE_KM;
  let cost = drive;
  const surcharge = (label: string, km: number) => {
    if (km <= 0) return;
    cost += km;
    reasons.push(`${label} (+${kmText(km)})`);
  };
  if (distanceKm === null) reasons.push(`${proposalTexts.reasons.unknownDistance} (zählt als ${kmText(MAX_DISTANCE_KM)})`);
  if (facts.lastSeasonClubs.get(tester.id)?.has(testing.clubId)) surcharge(proposalTexts.reasons.testedLastSeason, w.testedLastSeasonKm);
  if (formerMemberUntil(tester, testing.clubId, facts.seasonYear) !== null) surcharge(proposalTexts.reasons.formerMember, w.formerMemberKm);
  if (testing.premiumTest && !EXPERIENCED.has(tester.status)) surcharge(proposalTexts.reasons.premiumToNovice, w.premiumToNoviceKm);
  if (facts.firstTimers.has(tester.id)) surcharge(proposalTexts.reasons.newTesterFar, Math.round((drive * w.newTesterDistancePercent) / 100));
  const earlier = facts.seasonTests.get(tester.id) ?? 0;
  if (earlier > 0) surcharge(proposalTexts.reasons.secondTestInSeason, earlier * w.secondTestInSeasonKm);
  return { cost, reasons };
}

export interface ProposalCandidates {
  pairs: ProposalPair[];
  /** Testing id → testers who marked the club and may test it but hold another testing of the wave. */
  heldElsewhere: Map<number, string[]>;
}

/**
 * Every pair the hard rules allow (`assignabilityOf`, one owner with 'einteilen'), found through the testers' marked
 * clubs rather than testers × testings. Testers who would be allowed but hold another testing of the wave are kept
 * apart: they explain an empty testing.
 */
export function proposalCandidates(
  testings: readonly Pick<TestingRow, 'id' | 'clubId' | 'premiumTest'>[],
  testers: readonly UserRow[],
  clubs: ReadonlyMap<number, ClubRow>,
  state: AssignmentState,
  facts: PreferenceFacts,
): ProposalCandidates {
  const byKey = new Map<string, (typeof testings)[number][]>();
  for (const t of testings) {
    const key = availabilityKey(t.clubId, state.waveNumber);
    byKey.set(key, [...(byKey.get(key) ?? []), t]);
  }
  const holders = new Set(state.waveTestings.flatMap((t) => (t.userId === null ? [] : [t.userId])));
  const freeState: AssignmentState = { ...state, waveTestings: [] };
  const pairs: ProposalPair[] = [];
  const heldElsewhere = new Map<number, string[]>();
  for (const tester of testers) {
    const marked = state.sheets.get(tester.id)?.availability ?? [];
    for (const key of marked) {
      for (const testing of byKey.get(key) ?? []) {
        if (!assignabilityOf(tester, testing, freeState).ok) continue;
        if (holders.has(tester.id)) {
          heldElsewhere.set(testing.id, [...(heldElsewhere.get(testing.id) ?? []), tester.id]);
          continue;
        }
        const club = clubs.get(testing.clubId);
        const distanceKm = club ? clubDistanceKm(club, tester) : null;
        pairs.push({ testingId: testing.id, testerId: tester.id, distanceKm, ...pairCost(tester, testing, distanceKm, facts) });
      }
    }
  }
  return { pairs, heldElsewhere };
}
