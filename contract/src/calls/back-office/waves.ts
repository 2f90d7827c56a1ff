import { defineCalls } from '../../call-table';
import { CalendarWeeksListSchema, WaveInputSchema, WaveListSchema, WaveSchema } from '../../wave';
import { WaveNewInputSchema, WaveRemovedSchema } from '../../season';
import { ApplyProposalInputSchema, ApplyProposalResultSchema, ProposalInputSchema, ProposalSchema } from '../../assignment-proposal';
import { testingChanged } from '../invalidations';

const waveChanged = ['waves.list', 'waves.ofSeason', 'waves.load', 'waves.weeks', 'overview.list', 'overview.ofSeason', 'overview.season', 'panels.load', 'seasons.list'] as const;

// The back office's calls of the waves (spec: back-office.md section 7).

export const wavesCalls = /*#__PURE__*/ defineCalls('waves', {
  /** The current season's waves. */
  list: { method: 'GET', path: '/wave/list', name: 'Wellen laden', access: 'staff', personalData: 'overview', output: WaveListSchema, statuses: [403] },
  /** A season's waves by its year (issue 56). */
  ofSeason: { method: 'GET', path: '/wave/list/:year', name: 'Wellen der Saison laden', access: 'staff', personalData: 'overview', params: { year: 'number' }, output: WaveListSchema, statuses: [400, 403, 404] },
  /** A wave with its testings. */
  load: { method: 'GET', path: '/wave/:id', name: 'Welle laden', access: 'staff', personalData: 'overview', params: { id: 'number' }, output: WaveSchema, statuses: [400, 403, 404] },
  /** Start, end and status. */
  save: {
    method: 'POST',
    path: '/wave',
    name: 'Welle speichern',
    access: 'staff',
    personalData: 'overview',
    input: WaveInputSchema,
    output: WaveSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: waveChanged,
  },
  /** A wave added to a season (issue 56): one testing for each of its panels; the waves are numbered by date. */
  add: {
    method: 'POST',
    path: '/wave/new',
    name: 'Welle anlegen',
    access: 'staff',
    personalData: 'overview',
    input: WaveNewInputSchema,
    output: WaveSchema,
    statuses: [400, 403, 404],
    success: true,
    invalidates: waveChanged,
  },
  /** Removes a wave and its testings while none of them has a tester (400 naming the tests otherwise). */
  remove: {
    method: 'POST',
    path: '/wave/delete/:id',
    name: 'Welle entfernen',
    access: 'staff',
    personalData: 'none',
    params: { id: 'number' },
    output: WaveRemovedSchema,
    statuses: [400, 403, 404],
    success: true,
    invalidates: waveChanged,
  },
  /** Recomputes every wave's status; answers the wave list. */
  updateAll: {
    method: 'POST',
    path: '/admin/wave/update',
    name: 'Wellen aktualisieren',
    access: 'admin',
    personalData: 'overview',
    output: WaveListSchema,
    statuses: [403],
    success: true,
    invalidates: ['waves.list', 'waves.ofSeason', 'waves.load', 'overview.list', 'overview.ofSeason'],
  },
  /**
   * 'Einteilung vorschlagen' (issue 60): testers for the wave's testings without one, by an optimisation on the server;
   * changes nothing. 400 for a pin that may not be, 503 in German when the solver fails or runs out of time.
   */
  propose: {
    method: 'POST',
    path: '/wave/proposal',
    name: 'Einteilung vorschlagen',
    access: 'staff',
    personalData: 'overview',
    input: ProposalInputSchema,
    output: ProposalSchema,
    statuses: [400, 403, 404],
  },
  /**
   * 'Übernehmen': the proposal's testers marked (MARKED, no mail) or assigned (ASSIGNED, the mails of 'einteilen'), in one
   * transaction. A testing changed since the proposal: 409 with the lost-update text, nothing applied.
   */
  applyProposal: {
    method: 'POST',
    path: '/wave/proposal/apply',
    name: 'Einteilungsvorschlag übernehmen',
    access: 'staff',
    personalData: 'none',
    input: ApplyProposalInputSchema,
    output: ApplyProposalResultSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: [...testingChanged, 'waves.list', 'waves.ofSeason', 'panels.load', 'overview.season', 'testings.availableTesters', 'users.executedTests'],
  },
  /** Wave numbers with their calendar weeks (the dashboard's filter). */
  weeks: { method: 'GET', path: '/weeks/list', name: 'Kalenderwochen laden', access: 'staff', personalData: 'none', output: CalendarWeeksListSchema, statuses: [403] },
});
