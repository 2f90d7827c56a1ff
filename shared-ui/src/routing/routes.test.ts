import { permissionsOf, type Role } from '@dtp/api-client';
import { paths, safeBackPath } from './paths';
import { mayAccess, mayOpen, pathOf, routes, routesOfRemote } from './routes';

const as = (...roles: Role[]) => permissionsOf(roles);

describe('safeBackPath: only a path of this site is followed back', () => {
  test.each(['/dashboard', '/dashboard?wave=2&status=DONE', '/datasheet/u-tester?navigateBack=%2Fdatasheets', '/testers/show/u-1#top'])(
    '%s is kept',
    (value) => expect(safeBackPath(value, '/travels')).toBe(value),
  );
  test.each([
    'https://evil.example/x',
    'http://localhost:3000/dashboard',
    '//evil.example',
    '//evil.example/dashboard',
    '/\\evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    '/dash\nboard',
    '\t/dashboard',
  ])('%j falls back', (value) => expect(safeBackPath(value, '/travels')).toBe('/travels'));
  test('null and undefined fall back', () => {
    expect(safeBackPath(null, '/datasheets')).toBe('/datasheets');
    expect(safeBackPath(undefined, '/datasheets')).toBe('/datasheets');
  });
});

describe('the route table', () => {
  test('fills parameters, encoded, and refuses a missing one', () => {
    expect(pathOf('show-travel', { travelId: 7 })).toBe('/travels/travel/7');
    expect(pathOf('show-datasheet', { userId: 'u 1/x' })).toBe('/datasheet/u%201%2Fx');
    expect(() => pathOf('show-travel')).toThrow('travelId');
  });

  test('the href builders come from it', () => {
    expect(paths.showTravel(7, '/dashboard')).toBe('/travels/travel/7?navigateBack=%2Fdashboard');
    expect(paths.showDatasheet('u-tester')).toBe('/datasheet/u-tester');
    expect(paths.tests({ testCompleted: true })).toBe('/tests?testCompleted=true');
    expect(paths.newClub()).toBe('/clubs/new');
    expect(paths.questionnaires()).toBe('/questionnaires');
    expect(paths.questionnaires({ premium: true })).toBe('/questionnaires?premium=true');
    expect(paths.showQuestionnaireReview(1064, '/questionnaires?premium=true')).toBe('/questionnaires/1064?navigateBack=%2Fquestionnaires%3Fpremium%3Dtrue');
    expect(paths.results()).toBe('/results');
    expect(paths.results({ year: 2023, panel: 7 })).toBe('/results?year=2023&panel=7');
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
  ] as const)('%s for %s: %s', (name, role, allowed) => {
    expect(mayAccess(routes[name].access, as(role))).toBe(allowed);
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
