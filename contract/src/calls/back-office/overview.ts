import { defineCalls } from '../../call-table';
import { OverviewListSchema, SeasonCockpitSchema } from '../../overview';

// The back office's calls of the dashboard's overview (spec: back-office.md section 7).

export const overviewCalls = /*#__PURE__*/ defineCalls('overview', {
  /** Every testing of the current season (the dashboard). */
  list: { method: 'GET', path: '/overview/list', name: 'Übersicht laden', access: 'staff', personalData: 'overview', output: OverviewListSchema, statuses: [403] },
  /** Every testing of a season by its year (issue 56: an earlier one read only, a planned one). */
  ofSeason: { method: 'GET', path: '/overview/list/:year', name: 'Übersicht der Saison laden', access: 'staff', personalData: 'overview', params: { year: 'number' }, output: OverviewListSchema, statuses: [400, 403, 404] },
  /** The season at a glance (issue 45, item 3): per wave, how many testings wait for what. */
  season: { method: 'GET', path: '/overview/season', name: 'Saison im Überblick laden', access: 'staff', personalData: 'none', output: SeasonCockpitSchema, statuses: [403] },
});
