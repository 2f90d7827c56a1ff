import { backOfficeFirstReads, datasheetCalls, readOf, testsCalls, travelCalls, type Permissions, type Read, type RemoteName } from '@dtp/api-client';

/**
 * Every route of the platform in one table (spec section 2, both documents): path, role gate, the
 * screen that shows it and, where one exists, its label on a remote's standalone page. The shell's
 * routing, the href builders (`paths`), the start page and the remotes' standalone pages read it.
 * Adding a screen: one row here and one line in the remote's screen manifest (src/screens.ts); the
 * row names the calls the screen makes first (`firstCalls`), so they start with the screen's code.
 */

/** Who may open a route; checked before anything of a remote is requested. */
export type Access = 'signedIn' | 'ownTesterArea' | 'ownTesterAreaOrStaff' | 'managerOrAdmin' | 'admin';

export type RouteTarget =
  | { kind: 'shell'; page: 'home' | 'denied' }
  /** `screen` names an entry of the remote's screen manifest (exposed as './<screen>'). */
  | { kind: 'remote'; remote: RemoteName; screen: string };

export interface RouteDefinition {
  path: string;
  access: Access;
  target: RouteTarget;
  /** Navigation label on the remote's standalone page. */
  label?: string;
  /**
   * The calls the screen makes as soon as it shows, from the route's parameters: the shell starts
   * them together with the screen's code (`prefetchRoute`), and the screen's own calls take the answers.
   */
  firstCalls?: (params: Readonly<Record<string, string | undefined>>) => Read[];
}

const shell = (page: 'home' | 'denied'): RouteTarget => ({ kind: 'shell', page });
const tester = (screen: string): RouteTarget => ({ kind: 'remote', remote: 'mf_tester', screen });
const backoffice = (screen: string): RouteTarget => ({ kind: 'remote', remote: 'mf_backoffice', screen });
const feedback = (screen: string): RouteTarget => ({ kind: 'remote', remote: 'mf_feedback', screen });

/** A numeric route parameter as its screen reads it (Number), or none: nothing is started for '/tests/test/abc'. */
const idsOf = (param: string | undefined): number[] => (param !== undefined && /^\d+$/.test(param) ? [Number(param)] : []);

/** Keyed by the spec's route names where it gives one. The login page is shown instead of the app when signed out. */
export const routes = {
  home: { path: '/', access: 'signedIn', target: shell('home') },
  denied: { path: '/denied', access: 'signedIn', target: shell('denied') },
  Dashboard: { path: '/dashboard', access: 'managerOrAdmin', target: backoffice('DashboardPage'), label: 'Die Tests', firstCalls: backOfficeFirstReads.dashboard },
  datasheet: { path: '/datasheet', access: 'signedIn', target: tester('DatasheetPage'), label: 'Ihr Datenblatt', firstCalls: () => [readOf(datasheetCalls.own), readOf(datasheetCalls.ownPlayables)] },
  'show-datasheet': {
    path: '/datasheet/:userId',
    access: 'managerOrAdmin',
    target: tester('DatasheetPage'),
    firstCalls: ({ userId }) => (userId ? [readOf(datasheetCalls.ofUser, userId), readOf(datasheetCalls.playablesOfUser, userId)] : []),
  },
  tests: { path: '/tests', access: 'ownTesterArea', target: tester('TestsPage'), label: 'Ihre Tests', firstCalls: () => [readOf(testsCalls.list)] },
  'show-test': {
    path: '/tests/test/:testId',
    access: 'ownTesterArea',
    target: tester('TestPage'),
    firstCalls: ({ testId }) => idsOf(testId).map((id) => readOf(testsCalls.load, id)),
  },
  // Issue 43: the questionnaire inside the platform; staff read it too. No first calls: its rows live in
  // '@dtp/api-client/questionnaire', which the first screen must not download.
  'show-questionnaire': { path: '/tests/test/:testId/questionnaire', access: 'ownTesterAreaOrStaff', target: tester('QuestionnairePage') },
  travels: { path: '/travels', access: 'ownTesterArea', target: tester('TravelsPage'), label: 'Ihre Spesenabrechnungen', firstCalls: () => [readOf(travelCalls.list)] },
  // Managers reach a claim from the dashboard and re-release it (spec: the manager hint).
  'show-travel': {
    path: '/travels/travel/:travelId',
    access: 'ownTesterAreaOrStaff',
    target: tester('TravelPage'),
    firstCalls: ({ travelId }) => idsOf(travelId).flatMap((id) => [readOf(travelCalls.load, id), readOf(travelCalls.attachments, id)]),
  },
  datasheets: { path: '/datasheets', access: 'managerOrAdmin', target: backoffice('DatasheetsPage'), label: 'Die Datenblätter', firstCalls: () => [readOf(datasheetCalls.list)] },
  'tester-feedback': { path: '/tester-feedback', access: 'signedIn', target: feedback('TesterFeedbackPage'), label: 'Tester Feedback Übersicht' },
  waves: { path: '/waves', access: 'managerOrAdmin', target: backoffice('WavesPage'), label: 'Wellen', firstCalls: backOfficeFirstReads.waves },
  'show-wave': { path: '/waves/show/:waveId', access: 'managerOrAdmin', target: backoffice('WavePage') },
  panels: { path: '/panels', access: 'managerOrAdmin', target: backoffice('PanelsPage'), label: 'Panels' },
  'show-panel': { path: '/panels/show/:panelId', access: 'managerOrAdmin', target: backoffice('PanelPage') },
  'show-testing': { path: '/testing/:testingId', access: 'managerOrAdmin', target: backoffice('TestingPage') },
  clubs: { path: '/clubs', access: 'managerOrAdmin', target: backoffice('ClubsPage'), label: 'Die Golfclubs' },
  'new-club': { path: '/clubs/new', access: 'managerOrAdmin', target: backoffice('ClubPage') },
  'show-club': { path: '/clubs/show/:clubId', access: 'managerOrAdmin', target: backoffice('ClubPage') },
  testers: { path: '/testers', access: 'managerOrAdmin', target: backoffice('TestersPage'), label: 'Tester' },
  'new-tester': { path: '/testers/new', access: 'managerOrAdmin', target: backoffice('TesterPage') },
  'show-tester': { path: '/testers/show/:testerId', access: 'managerOrAdmin', target: backoffice('TesterPage') },
  emails: { path: '/emails', access: 'managerOrAdmin', target: backoffice('EmailsPage'), label: 'Emails' },
  // Issue 43, item 4: 'Fragebogen freigeben', the review of submitted questionnaires (the sidebar's two release links).
  questionnaires: { path: '/questionnaires', access: 'managerOrAdmin', target: backoffice('QuestionnairesPage'), label: 'Fragebögen freigeben' },
  'show-questionnaire-review': { path: '/questionnaires/:testingId', access: 'managerOrAdmin', target: backoffice('QuestionnaireReviewPage') },
  // Issue 45, item 2: 'Auswertung', the season's results (never a tester's: the server refuses them too).
  results: { path: '/results', access: 'managerOrAdmin', target: backoffice('ResultsPage'), label: 'Auswertung' },
  'new-email': { path: '/emails/new', access: 'managerOrAdmin', target: backoffice('EmailComposePage'), label: 'Email verfassen' },
  admin: { path: '/admin', access: 'admin', target: backoffice('AdminPage'), label: 'Administration' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;

export function mayAccess(access: Access, p: Permissions): boolean {
  switch (access) {
    case 'signedIn':
      return true;
    case 'ownTesterArea':
      return p.hasOwnTesterArea;
    case 'ownTesterAreaOrStaff':
      return p.hasOwnTesterArea || p.isManagerOrAdmin;
    case 'managerOrAdmin':
      return p.isManagerOrAdmin;
    case 'admin':
      return p.isAdmin;
  }
}

/** May these permissions open the route with this name? (the start page's links, menus) */
export function mayOpen(name: RouteName, p: Permissions): boolean {
  return mayAccess(routes[name].access, p);
}

/** The rows whose screens a remote exposes, in table order (its standalone page). */
export function routesOfRemote(remote: RemoteName): (RouteDefinition & { name: RouteName; screen: string })[] {
  return (Object.entries(routes) as [RouteName, RouteDefinition][]).flatMap(([name, row]) =>
    row.target.kind === 'remote' && row.target.remote === remote ? [{ ...row, name, screen: row.target.screen }] : [],
  );
}

/** A route's path with its parameters filled in ('/travels/travel/:travelId' + { travelId: 7 }). */
export function pathOf(name: RouteName, params: Record<string, string | number> = {}): string {
  return routes[name].path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name}: parameter ${key} is missing`);
    return encodeURIComponent(String(value));
  });
}
