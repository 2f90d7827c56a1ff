import * as v from 'valibot';
import { defineCalls } from '../../call-table';
import { ClubMeasuresSchema, FindingAddInputSchema, FindingListSchema, FindingSchema, MeasurePlanCloseInputSchema } from '../../club-measures';

// 'Maßnahmen' (issue 62): the clubs' findings and what they do about them, followed by CMC. Staff only: a tester never
// sees a finding, before, during or after a test (their judgement stays unbiased). No personal data: a finding names
// the club, the question and the answer, never the tester.

/** What a change of findings makes stale. */
const measuresChanged = ['measures.list', 'measures.ofClub', 'measures.ofTesting', 'overview.season', 'results.season', 'results.ofClub'] as const;

export const measuresCalls = /*#__PURE__*/ defineCalls('measures', {
  /** Every finding of every season with the club's measure (the list filters by season, state and overdue). */
  list: { method: 'GET', path: '/measures', name: 'Maßnahmen laden', access: 'staff', personalData: 'none', output: FindingListSchema, statuses: [403] },
  /** A club's findings of every season, each with its Verlauf: the card 'Maßnahmen' on the club's page. */
  ofClub: {
    method: 'GET',
    path: '/measures/club/:clubId',
    name: 'Maßnahmen des Clubs laden',
    access: 'staff',
    personalData: 'none',
    params: { clubId: 'number' },
    output: ClubMeasuresSchema,
    statuses: [400, 403, 404],
  },
  /** The findings of one testing (not dropped): the review's 'Als Handlungsfeld aufnehmen' / 'Handlungsfeld entfernen' per question. */
  ofTesting: {
    method: 'GET',
    path: '/measures/testing/:testingId',
    name: 'Handlungsfelder des Tests laden',
    access: 'staff',
    personalData: 'none',
    params: { testingId: 'number' },
    output: FindingListSchema,
    statuses: [400, 403, 404],
  },
  /** The club's evidence photo of a done measure, for the card 'Maßnahmen' (the club's, not a person's; re-encoded without metadata). */
  photo: {
    method: 'GET',
    path: '/measures/photo/:id',
    name: 'Nachweisfoto laden',
    access: 'staff',
    personalData: 'none',
    params: { id: 'number' },
    output: v.blob(),
    file: true,
    statuses: [400, 403, 404],
  },
  /** 'Als Handlungsfeld aufnehmen' from the review: a scored question of a released questionnaire (409 before the release or when it is one already). */
  add: {
    method: 'POST',
    path: '/measures/finding',
    name: 'Handlungsfeld aufnehmen',
    access: 'staff',
    personalData: 'none',
    input: FindingAddInputSchema,
    output: FindingSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: [...measuresChanged, 'history.ofTesting'],
  },
  /** 'Handlungsfeld entfernen': the club no longer sees it; recorded in its Verlauf (409 once the plan is closed). */
  drop: {
    method: 'POST',
    path: '/measures/finding/:id/drop',
    name: 'Handlungsfeld entfernen',
    access: 'staff',
    personalData: 'none',
    params: { id: 'number' },
    output: FindingSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: measuresChanged,
  },
  /** 'Plan abschließen' / 'Plan wieder öffnen': while closed, the club's page shows its answers without the form. */
  closePlan: {
    method: 'POST',
    path: '/measures/plan',
    name: 'Maßnahmenplan abschließen',
    access: 'staff',
    personalData: 'none',
    input: MeasurePlanCloseInputSchema,
    output: ClubMeasuresSchema,
    statuses: [400, 403, 404],
    success: true,
    invalidates: measuresChanged,
  },
});
