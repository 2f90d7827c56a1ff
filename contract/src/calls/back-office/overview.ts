import { defineCalls } from '../../call-table';
import { OverviewListSchema, SeasonCockpitSchema } from '../../overview';

// The back office's calls of the dashboard's overview (spec: back-office.md section 7).

export const overviewCalls = /*#__PURE__*/ defineCalls('overview', {
  /** Every testing of the current season (the dashboard). */
  list: { method: 'GET', path: '/overview/list', name: 'Übersicht laden', access: 'staff', output: OverviewListSchema, statuses: [403] },
  /** The season at a glance (issue 45, item 3): per wave, how many testings wait for what. */
  season: { method: 'GET', path: '/overview/season', name: 'Saison im Überblick laden', access: 'staff', output: SeasonCockpitSchema, statuses: [403] },
});
