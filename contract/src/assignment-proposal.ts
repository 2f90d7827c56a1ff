import * as v from 'valibot';
import { wholeNumberWithinRules, type FieldRuleMap } from './field-rules';
import { MAX_DISTANCE_KM, TRAVEL_COST_PER_KM } from './constants';

/**
 * 'Einteilung vorschlagen' (issue 60): a proposal of testers for every testing of a wave that has none, made by an
 * optimisation on the server (domain/README.md, 'Einteilung vorschlagen'), shown before anything changes, then taken
 * over ('Übernehmen') as 'Tester vorgemerkt' or 'Tester eingeteilt'.
 */

/**
 * The soft preferences' weights, set in the administration. Each is a surcharge in km added to a pair's distance, so
 * the solver weighs it against driving: 150 means "rather drive up to 150 km further than break this preference".
 * `newTesterDistancePercent` is a share instead: a new tester's first test counts its distance that much more.
 */
export const ASSIGNMENT_WEIGHT_LIMITS = {
  testedLastSeasonKm: { min: 0, max: 1000, default: 150 },
  formerMemberKm: { min: 0, max: 1000, default: 100 },
  premiumToNoviceKm: { min: 0, max: 1000, default: 80 },
  newTesterDistancePercent: { min: 0, max: 300, default: 100 },
  secondTestInSeasonKm: { min: 0, max: 1000, default: 120 },
} as const;

export const AssignmentWeightsSchema = v.object({
  testedLastSeasonKm: v.number(),
  formerMemberKm: v.number(),
  premiumToNoviceKm: v.number(),
  newTesterDistancePercent: v.number(),
  secondTestInSeasonKm: v.number(),
});
export type AssignmentWeights = v.InferOutput<typeof AssignmentWeightsSchema>;

export const DEFAULT_ASSIGNMENT_WEIGHTS: AssignmentWeights = {
  testedLastSeasonKm: ASSIGNMENT_WEIGHT_LIMITS.testedLastSeasonKm.default,
  formerMemberKm: ASSIGNMENT_WEIGHT_LIMITS.formerMemberKm.default,
  premiumToNoviceKm: ASSIGNMENT_WEIGHT_LIMITS.premiumToNoviceKm.default,
  newTesterDistancePercent: ASSIGNMENT_WEIGHT_LIMITS.newTesterDistancePercent.default,
  secondTestInSeasonKm: ASSIGNMENT_WEIGHT_LIMITS.secondTestInSeasonKm.default,
};

/** The weights' labels, as the administration shows them and the messages name them. */
export const assignmentWeightLabels = {
  testedLastSeasonKm: 'Club der letzten Saison (Aufschlag in km)',
  formerMemberKm: 'Ehemaliger Mitgliedsclub (Aufschlag in km)',
  premiumToNoviceKm: 'Premium-Test an Tester ohne Status Tester 1/2 (Aufschlag in km)',
  newTesterDistancePercent: 'Erster Test eines neuen Testers: Entfernung zählt mehr (%)',
  secondTestInSeasonKm: 'Weiterer Test in derselben Saison (Aufschlag in km je Test)',
} as const;

export const assignmentWeightFieldRules = {
  'assignmentWeights.testedLastSeasonKm': wholeNumberWithinRules(assignmentWeightLabels.testedLastSeasonKm, ASSIGNMENT_WEIGHT_LIMITS.testedLastSeasonKm),
  'assignmentWeights.formerMemberKm': wholeNumberWithinRules(assignmentWeightLabels.formerMemberKm, ASSIGNMENT_WEIGHT_LIMITS.formerMemberKm),
  'assignmentWeights.premiumToNoviceKm': wholeNumberWithinRules(assignmentWeightLabels.premiumToNoviceKm, ASSIGNMENT_WEIGHT_LIMITS.premiumToNoviceKm),
  'assignmentWeights.newTesterDistancePercent': wholeNumberWithinRules(
    assignmentWeightLabels.newTesterDistancePercent,
    ASSIGNMENT_WEIGHT_LIMITS.newTesterDistancePercent,
  ),
  'assignmentWeights.secondTestInSeasonKm': wholeNumberWithinRules(assignmentWeightLabels.secondTestInSeasonKm, ASSIGNMENT_WEIGHT_LIMITS.secondTestInSeasonKm),
} satisfies FieldRuleMap;

/** A tester pinned to a testing by the manager: kept when proposing again. */
export const ProposalPinSchema = v.object({ testingId: v.number(), userId: v.string() });
export type ProposalPin = v.InferOutput<typeof ProposalPinSchema>;

/** POST /wave/proposal: the wave, the pins, and the testings the manager dropped (left out of the proposal). */
export const ProposalInputSchema = v.object({
  waveId: v.number(),
  pins: v.pipe(v.array(ProposalPinSchema), v.maxLength(1000)),
  drops: v.pipe(v.array(v.number()), v.maxLength(1000)),
});
export type ProposalInput = v.InferOutput<typeof ProposalInputSchema>;

export const ProposedTesterSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  statusLabel: v.string(),
});

/** One testing without a tester, and whom the proposal gives it. */
export const ProposalRowSchema = v.object({
  testingId: v.number(),
  /** The testing's version when proposed: 'Übernehmen' sends it back (a changed testing is refused). */
  version: v.number(),
  clubId: v.number(),
  clubName: v.string(),
  premiumTest: v.boolean(),
  /** Null: left empty (see `emptyReason`) or dropped. */
  tester: v.nullable(ProposedTesterSchema),
  /** One way, whole km; null when the club or the tester has no coordinates. */
  distanceKm: v.nullable(v.number()),
  pinned: v.boolean(),
  dropped: v.boolean(),
  /** The soft preferences that weighed for this pair, in German („Club der letzten Saison“ …). */
  reasons: v.array(v.string()),
  /** Why the testing stays empty, in German; null when it has a tester or was dropped. */
  emptyReason: v.nullable(v.string()),
});
export type ProposalRow = v.InferOutput<typeof ProposalRowSchema>;

/** Figures of one way to assign the wave. */
export const ProposalTotalsSchema = v.object({
  filled: v.number(),
  /** The testings considered (not dropped). */
  open: v.number(),
  /** Sum of the known one-way distances. */
  km: v.number(),
  /** Pairs whose distance is unknown (not in `km`). */
  unknownDistances: v.number(),
  /** Estimated travel costs of the clubs in euros (`travelCostsOf`). */
  travelCosts: v.number(),
});
export type ProposalTotals = v.InferOutput<typeof ProposalTotalsSchema>;

export const ProposalSchema = v.object({
  waveId: v.number(),
  waveNumber: v.number(),
  rows: v.array(ProposalRowSchema),
  proposal: ProposalTotalsSchema,
  /** The same wave assigned by hand: testing by testing, the nearest free tester. */
  nearestFirst: ProposalTotalsSchema,
  /** The solver's time in ms, for the curious. */
  solverMs: v.number(),
});
export type Proposal = v.InferOutput<typeof ProposalSchema>;

/** 'Übernehmen': the rows as shown, each with the version it was proposed on. */
export const ApplyProposalInputSchema = v.object({
  waveId: v.number(),
  progress: v.picklist(['MARKED', 'ASSIGNED']),
  assignments: v.pipe(
    v.array(v.object({ testingId: v.number(), version: v.number(), userId: v.string() })),
    v.minLength(1, 'Der Vorschlag enthält keinen Tester.'),
    v.maxLength(1000),
  ),
});
export type ApplyProposalInput = v.InferOutput<typeof ApplyProposalInputSchema>;

export const ApplyProposalResultSchema = v.object({ applied: v.number() });
export type ApplyProposalResult = v.InferOutput<typeof ApplyProposalResultSchema>;

/**
 * Estimated travel costs of one-way distances: there and back at 0,40 € per km, at most the 400 km a claim
 * may name (contract/constants.ts), rounded to cents.
 */
export function travelCostsOf(oneWayKm: readonly number[]): number {
  const cents = oneWayKm.reduce((sum, km) => sum + Math.round(Math.min(2 * km, MAX_DISTANCE_KM) * TRAVEL_COST_PER_KM * 100), 0);
  return cents / 100;
}

/** The proposal's German texts: reasons, empty testings, refusals. */
export const proposalTexts = {
  title: 'Einteilung vorschlagen',
  reasons: {
    testedLastSeason: 'Club der letzten Saison',
    formerMember: 'Ehemaliger Mitgliedsclub',
    premiumToNovice: 'Premium-Test an Tester ohne Status Tester 1/2',
    newTesterFar: 'Erster Test eines neuen Testers',
    secondTestInSeason: 'Schon ein Test in dieser Saison',
    unknownDistance: 'Entfernung unbekannt',
  },
  nobodyMarked: 'Niemand, der eingeteilt werden kann, hat diesen Club für diese Welle als verfügbar markiert.',
  neededElsewhere: (names: readonly string[]) => `Alle, die den Club markiert haben, werden anderswo gebraucht: ${names.join(', ')}.`,
  pinNotAssignable: (club: string, reason: string) => `${club}: Der angeheftete Tester kann nicht eingeteilt werden. ${reason}`,
  pinTwice: 'Ein Tester ist an zwei Tests angeheftet. Jeder Tester kann nur einen Test pro Welle übernehmen.',
  notOpen: (club: string) => `${club}: Der Test hat inzwischen einen Tester oder ist nicht mehr offen.`,
  notInWave: 'Der Test gehört nicht zu dieser Welle.',
  pastSeason: 'Für eine vergangene Saison kann keine Einteilung vorgeschlagen werden.',
  solverFailed: 'Der Vorschlag konnte nicht berechnet werden. Es wurde nichts eingeteilt. Bitte versuchen Sie es erneut.',
  solverTimedOut: 'Die Berechnung des Vorschlags hat zu lange gedauert. Es wurde nichts eingeteilt.',
  noSolver: 'Die Einteilung kann hier nicht vorgeschlagen werden: Der Vorschlag wird auf dem Server berechnet.',
} as const;
