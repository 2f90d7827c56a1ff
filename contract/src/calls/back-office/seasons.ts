import { defineCalls } from '../../call-table';
import {
  SeasonClubsInputSchema,
  SeasonInputSchema,
  SeasonListSchema,
  SeasonSchema,
  SeasonStartInputSchema,
  SeasonStartPreviewSchema,
  SeasonStartResultSchema,
} from '../../season';

// The seasons (issue 56; not in the spec): admins create and start them, staff see them.

/** What a new season, its clubs or its start change: everything shown "of the season". */
export const seasonChanged = [
  'seasons.list',
  'waves.list',
  'waves.ofSeason',
  'waves.load',
  'waves.weeks',
  'panels.list',
  'panels.ofSeason',
  'panels.load',
  'overview.list',
  'overview.ofSeason',
  'overview.season',
  'datasheet.list',
  'datasheet.listOfSeason',
  'feedback.ofSeason',
  'datasheet.own',
  'datasheet.ofUser',
  'datasheet.ownPlayables',
  'datasheet.playablesOfUser',
  'tests.list',
  'travel.list',
  'settings.load',
] as const;

export const seasonsCalls = /*#__PURE__*/ defineCalls('seasons', {
  /** Every season, newest first, with which one is current. */
  list: { method: 'GET', path: '/season/list', name: 'Saisons laden', access: 'staff', personalData: 'none', output: SeasonListSchema, statuses: [403] },
  /** A new season with its waves and tested clubs: panels and one testing per wave and club follow. */
  create: {
    method: 'POST',
    path: '/season',
    name: 'Saison anlegen',
    access: 'admin',
    personalData: 'none',
    input: SeasonInputSchema,
    output: SeasonSchema,
    statuses: [400, 403],
    success: true,
    invalidates: seasonChanged,
  },
  /** The clubs tested in a season from now on; a club's panel leaves only while no tester is assigned in it. */
  setClubs: {
    method: 'POST',
    path: '/season/:year/clubs',
    name: 'Getestete Clubs speichern',
    access: 'admin',
    personalData: 'none',
    params: { year: 'number' },
    input: SeasonClubsInputSchema,
    output: SeasonSchema,
    statuses: [400, 403, 404],
    success: true,
    invalidates: seasonChanged,
  },
  /** What starting the season would do (the confirm step). */
  startPreview: {
    method: 'GET',
    path: '/season/:year/start',
    name: 'Saisonstart vorbereiten',
    access: 'admin',
    personalData: 'overview',
    params: { year: 'number' },
    output: SeasonStartPreviewSchema,
    statuses: [400, 403, 404],
  },
  /** Makes the season the current one and gives every active tester a data sheet of the year; mails nothing. */
  start: {
    method: 'POST',
    path: '/season/:year/start',
    name: 'Saison starten',
    access: 'admin',
    personalData: 'none',
    params: { year: 'number' },
    input: SeasonStartInputSchema,
    output: SeasonStartResultSchema,
    statuses: [400, 403, 404],
    success: true,
    invalidates: [...seasonChanged, 'questionnaireDefinitions.list', 'questionnaireDefinitions.export'],
  },
});
