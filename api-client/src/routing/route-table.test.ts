import { permissionsOf } from '@dtp/contract/permissions';
import type { Role } from '@dtp/contract/roles';
import { mayAccess, mayOpen, pathOf, registerRemoteRoutes, remoteRoutesOf, resetRouteTable, routeOf, routesOfRemote, useRouteTable } from './route-table';
import { registerWorkspaceRoutes, workspaceRoutes } from '../../../jest.workspace-routes';

const testerRoutes = workspaceRoutes.mf_tester;

// jest.routes.ts registered every remote's rows, as the shell has them after reading the manifests.
const as = (...roles: Role[]) => permissionsOf(roles);

describe('the route table', () => {
  test('fills parameters, encoded, and refuses a missing one', () => {
    expect(pathOf('show-travel', { travelId: 7 })).toBe('/travels/travel/7');
    expect(pathOf('show-datasheet', { userId: 'u 1/x' })).toBe('/datasheet/u%201%2Fx');
    expect(() => pathOf('show-travel')).toThrow('travelId');
  });

  test('expense claims: testers and admins, and managers, who reach them from the dashboard', () => {
    expect(mayOpen('show-travel', as('dtp-tester'))).toBe(true);
    expect(mayOpen('show-travel', as('dtp-manager'))).toBe(true);
    expect(mayOpen('show-travel', as('dtp-admin'))).toBe(true);
    expect(mayOpen('show-travel', as())).toBe(false);
    expect(mayOpen('travels', as('dtp-manager'))).toBe(false);
  });

  test.each([
    ['admin', 'dtp-manager', false],
    ['admin', 'dtp-admin', true],
    ['waves', 'dtp-tester', false],
    ['tests', 'dtp-manager', false],
    ['show-datasheet', 'dtp-tester', false],
    ['datasheet', 'dtp-manager', true],
    ['questionnaires', 'dtp-tester', false],
    ['questionnaires', 'dtp-manager', true],
    ['show-questionnaire-review', 'dtp-tester', false],
    ['show-questionnaire-review', 'dtp-admin', true],
    ['results', 'dtp-tester', false],
    ['results', 'dtp-manager', true],
    ['results', 'dtp-admin', true],
    ['measures', 'dtp-tester', false],
    ['measures', 'dtp-manager', true],
    ['measures', 'dtp-admin', true],
  ] as const)('%s for %s: %s', (name, role, allowed) => {
    expect(mayAccess(routeOf(name)!.access, as(role))).toBe(allowed);
  });

  test('every remote route names a screen; the standalone labels are the spec titles', () => {
    expect(routesOfRemote('mf_tester').map((r) => r.screen)).toEqual([
      'DatasheetPage',
      'DatasheetPage',
      'TestsPage',
      'TestPage',
      'QuestionnairePage',
      'TravelsPage',
      'TravelPage',
    ]);
    expect(routesOfRemote('mf_feedback')).toEqual([expect.objectContaining({ path: '/tester-feedback', screen: 'TesterFeedbackPage' })]);
    expect(routesOfRemote('mf_backoffice').find((r) => r.name === 'Dashboard')?.label).toBe('Die Tests');
    // Issue 43, item 4: 'Fragebogen freigeben', the list and one questionnaire's review.
    expect(routesOfRemote('mf_backoffice').filter((r) => r.path.startsWith('/questionnaires'))).toEqual([
      expect.objectContaining({ name: 'questionnaires', screen: 'QuestionnairesPage', label: 'Fragebögen freigeben', access: 'managerOrAdmin' }),
      expect.objectContaining({ name: 'show-questionnaire-review', path: '/questionnaires/:testingId', screen: 'QuestionnaireReviewPage', access: 'managerOrAdmin' }),
    ]);
  });
});

describe('rows from a remote manifest (issue 48)', () => {
  // Back to the table jest.routes.ts made.
  afterEach(registerWorkspaceRoutes);

  const manifestWith = (dtp: unknown) => ({ metaData: { name: 'mf_tester', dtp }, shared: [] });

  test('a manifest without rows, or with bad ones, is refused with German reasons', () => {
    expect(remoteRoutesOf({ metaData: {} })).toEqual({ ok: false, problems: ['Das Manifest nennt keine Seiten (metaData.dtp fehlt).'] });
    const bad = remoteRoutesOf(manifestWith({ routes: [{ name: 'x', path: 'kein-pfad', access: 'everyone', screen: 'X' }], sidebar: [] }));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems.join(' ')).toMatch(/routes\.0\.path: ein Pfad ab „\/“.*routes\.0\.access/);
    const dangling = remoteRoutesOf(manifestWith({ routes: [], sidebar: [{ key: 'a', label: 'A', route: 'nirgends', visibleTo: 'signedIn' }] }));
    expect(dangling).toEqual({ ok: false, problems: ['sidebar a: die Seite „nirgends“ fehlt in routes.'] });
  });

  test("a new screen arrives with its remote's manifest: routable, gated and linkable without a shell release", () => {
    const rows = remoteRoutesOf(
      manifestWith({
        ...testerRoutes,
        routes: [...testerRoutes.routes, { name: 'golf-diary', path: '/diary/:day', access: 'ownTesterArea', screen: 'DiaryPage', label: 'Ihr Golftagebuch' }],
        sidebar: [...testerRoutes.sidebar, { key: 'diary', label: 'Ihr Golftagebuch', route: 'golf-diary', visibleTo: 'ownTesterArea' }],
      }),
    );
    expect(rows.ok).toBe(true);
    if (!rows.ok) return;
    expect(pathOf('golf-diary', { day: 3 })).toBe('/denied');
    registerRemoteRoutes('mf_tester', rows.value);
    expect(pathOf('golf-diary', { day: 3 })).toBe('/diary/3');
    expect(mayOpen('golf-diary', as('dtp-tester'))).toBe(true);
    expect(mayOpen('golf-diary', as('dtp-manager'))).toBe(false);
    expect(useRouteTable.getState().sidebar.map((entry) => entry.key)).toContain('diary');
    expect(useRouteTable.getState().remotes.mf_tester).toBe('loaded');
  });

  test("a remote cannot take over the shell's or another remote's route names", () => {
    registerRemoteRoutes('mf_tester', { routes: [{ name: 'home', path: '/evil', access: 'signedIn', screen: 'X' }, { name: 'waves', path: '/w', access: 'signedIn', screen: 'X' }], sidebar: [] });
    expect(pathOf('home')).toBe('/');
    expect(routeOf('waves')?.target).toEqual({ kind: 'remote', remote: 'mf_backoffice', screen: 'WavesPage' });
  });

  test('without the remotes only the shell\'s rows are known; an unknown route leads to denied', () => {
    resetRouteTable();
    expect(pathOf('home')).toBe('/');
    expect(pathOf('datasheet')).toBe('/denied');
    expect(mayOpen('datasheet', as('dtp-tester'))).toBe(false);
  });
});
