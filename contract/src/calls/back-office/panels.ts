import { defineCalls } from '../../call-table';
import { PanelInputSchema, PanelListSchema, PanelSchema } from '../../panel';

// The back office's calls of the panels (spec: back-office.md section 7).

export const panelsCalls = /*#__PURE__*/ defineCalls('panels', {
  /** The current season's panels. */
  list: { method: 'GET', path: '/panel/list/clubs', name: 'Panels laden', access: 'staff', personalData: 'none', output: PanelListSchema, statuses: [403] },
  /** A season's panels by its year (issue 56). */
  ofSeason: { method: 'GET', path: '/panel/list/clubs/:year', name: 'Panels der Saison laden', access: 'staff', personalData: 'none', params: { year: 'number' }, output: PanelListSchema, statuses: [400, 403, 404] },
  load: { method: 'GET', path: '/panel/:id', name: 'Panel laden', access: 'staff', personalData: 'overview', params: { id: 'number' }, output: PanelSchema, statuses: [400, 403, 404] },
  /** The status. */
  save: {
    method: 'POST',
    path: '/panel',
    name: 'Panel speichern',
    access: 'staff',
    personalData: 'overview',
    input: PanelInputSchema,
    output: PanelSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: ['panels.list', 'panels.ofSeason', 'panels.load'],
  },
});
