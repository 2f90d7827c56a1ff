import type { Permissions, RemoteName, RouteName } from '@dtp/shared-api';
import { routePatterns } from '@dtp/shared-api';

/** Who may open a route; checked before anything of a remote is requested. */
export type Access = 'signedIn' | 'ownTesterArea' | 'managerOrAdmin' | 'admin';

export type RouteTarget =
  | { kind: 'shell'; page: 'home' | 'denied' }
  | { kind: 'remote'; remote: RemoteName; module: string };

export interface RouteDefinition {
  name: RouteName;
  path: string;
  access: Access;
  target: RouteTarget;
}

const tester = (module: string): RouteTarget => ({ kind: 'remote', remote: 'mf_tester', module });
const backoffice = (module: string): RouteTarget => ({ kind: 'remote', remote: 'mf_backoffice', module });
const feedback = (module: string): RouteTarget => ({ kind: 'remote', remote: 'mf_feedback', module });

const table: [RouteName, Access, RouteTarget][] = [
  ['home', 'signedIn', { kind: 'shell', page: 'home' }],
  ['denied', 'signedIn', { kind: 'shell', page: 'denied' }],
  ['Dashboard', 'managerOrAdmin', backoffice('./DashboardPage')],
  ['tests', 'ownTesterArea', tester('./TestsPage')],
  ['show-test', 'ownTesterArea', tester('./TestPage')],
  ['travels', 'ownTesterArea', tester('./TravelsPage')],
  ['show-travel', 'ownTesterArea', tester('./TravelPage')],
  ['datasheet', 'signedIn', tester('./DatasheetPage')],
  ['show-datasheet', 'managerOrAdmin', tester('./DatasheetPage')],
  ['datasheets', 'managerOrAdmin', backoffice('./DatasheetsPage')],
  ['tester-feedback', 'signedIn', feedback('./TesterFeedbackPage')],
  ['waves', 'managerOrAdmin', backoffice('./WavesPage')],
  ['show-wave', 'managerOrAdmin', backoffice('./WavePage')],
  ['panels', 'managerOrAdmin', backoffice('./PanelsPage')],
  ['show-panel', 'managerOrAdmin', backoffice('./PanelPage')],
  ['show-testing', 'managerOrAdmin', backoffice('./TestingPage')],
  ['clubs', 'managerOrAdmin', backoffice('./ClubsPage')],
  ['new-club', 'managerOrAdmin', backoffice('./ClubPage')],
  ['show-club', 'managerOrAdmin', backoffice('./ClubPage')],
  ['testers', 'managerOrAdmin', backoffice('./TestersPage')],
  ['new-tester', 'managerOrAdmin', backoffice('./TesterPage')],
  ['show-tester', 'managerOrAdmin', backoffice('./TesterPage')],
  ['emails', 'managerOrAdmin', backoffice('./EmailsPage')],
  ['new-email', 'managerOrAdmin', backoffice('./EmailComposePage')],
  ['admin', 'admin', backoffice('./AdminPage')],
];

/** The route table of spec section 2 (the login page is shown instead of the app when signed out). */
export const routeTable: RouteDefinition[] = table.map(([name, access, target]) => ({
  name,
  path: routePatterns[name],
  access,
  target,
}));

export function mayAccess(access: Access, p: Permissions): boolean {
  switch (access) {
    case 'signedIn':
      return true;
    case 'ownTesterArea':
      return p.hasOwnTesterArea;
    case 'managerOrAdmin':
      return p.isManagerOrAdmin;
    case 'admin':
      return p.isAdmin;
  }
}
