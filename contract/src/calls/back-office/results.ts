import { defineCalls } from '../../call-table';
import { ClubResultsSchema, SeasonResultsSchema } from '../../season-results';

// The back office's 'Auswertung' (issue 45, item 2): the season's results and a club's over the years, computed by
// one owner (domain rules/season-results.ts). Staff only: a tester never sees results (issue 45, item 4).

export const resultsCalls = /*#__PURE__*/ defineCalls('results', {
  /** The season's released questionnaires with their scores, the association's average, and every season that has results. */
  season: {
    method: 'GET',
    path: '/results/:year',
    name: 'Auswertung laden',
    access: 'staff',
    personalData: 'none',
    params: { year: 'number' },
    output: SeasonResultsSchema,
    statuses: [400, 403],
  },
  /** The club's released questionnaires per season, each season with the association's average beside it. */
  ofClub: {
    method: 'GET',
    path: '/results/club/:clubId',
    name: 'Auswertung des Clubs laden',
    access: 'staff',
    personalData: 'none',
    params: { clubId: 'number' },
    output: ClubResultsSchema,
    statuses: [400, 403, 404],
  },
});
