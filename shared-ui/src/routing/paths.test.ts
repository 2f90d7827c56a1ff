import { paths, safeBackPath } from './paths';
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

describe('the href builders', () => {
  test('come from the route table', () => {
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

  test('every builder names a route of the shell or of a remote', () => {
    const noArgs = Object.entries(paths).filter(([name]) => !['login', 'denied'].includes(name));
    for (const [name, build] of noArgs) {
      const href = (build as (...args: unknown[]) => string)(1, '/x');
      expect([name, href]).not.toEqual([name, '/denied']);
    }
  });
});
