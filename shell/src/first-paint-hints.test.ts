import { getConfig, type RuntimeConfig } from '@dtp/api-client';
import { OIDC_USER_STORAGE_KEY, setDemoConfig } from '../test-support';

// What the shell leaves for the next visit's inline script (scripts/build/first-paint.cjs; the script itself is
// run in first-paint-script.test.ts). A fresh module per test: the first screen ends with the first input.
type Hints = typeof import('./first-paint-hints');
let hints: Hints;
beforeEach(() => {
  window.localStorage.clear();
  jest.isolateModules(() => {
    hints = jest.requireActual<Hints>('./first-paint-hints');
  });
});

function config(source: 'http' | 'demo', mode: RuntimeConfig['auth']['mode'] = 'oidc'): RuntimeConfig {
  setDemoConfig();
  const demo = getConfig();
  return { ...demo, auth: { ...demo.auth, mode }, api: { ...demo.api, source, baseUrl: 'http://localhost:3200/' } };
}
const remembered = () => JSON.parse(window.localStorage.getItem(hints.FIRST_CALLS_KEY) ?? 'null');

const routes = [
  { path: '/datasheet', calls: ['/settings', '/datasheet', '/datasheet/playables'] },
  { path: '/tests/test/:testId', calls: ['/settings', '/test/:testId'], digits: ['testId'] },
];

test('every route’s first calls, the API and where the tab keeps its token', () => {
  hints.rememberFirstCalls(config('http'), routes);
  expect(remembered()).toEqual({ base: 'http://localhost:3200', tokenKey: OIDC_USER_STORAGE_KEY, minValidityS: 70, routes });
});

test.each([
  ['no route with first calls', config('http'), []],
  ['the in-browser demo data, which calls no API', config('demo'), routes],
  ['a sign-in without the identity service’s stored session', config('http', 'memory'), routes],
] as [string, RuntimeConfig, typeof routes][])('nothing for %s: the last record is removed', (_what, settings, given) => {
  hints.rememberFirstCalls(config('http'), routes);
  hints.rememberFirstCalls(settings, given);
  expect(remembered()).toBeNull();
});

test('a path with the route’s parameters in their places: whole segments only, the query kept', () => {
  expect(hints.pathTemplate('/test/42', { testId: '42' })).toBe('/test/:testId');
  expect(hints.pathTemplate('/test/142/4?year=42', { testId: '4' })).toBe('/test/142/:testId?year=42');
  expect(hints.pathTemplate('/datasheet', {})).toBe('/datasheet');
});

test('the API’s origin, for a connection opened early; none for the demo data', () => {
  hints.rememberApiOrigin(config('http'));
  expect(window.localStorage.getItem(hints.API_ORIGIN_KEY)).toBe('http://localhost:3200');
  hints.rememberApiOrigin(config('demo'));
  expect(window.localStorage.getItem(hints.API_ORIGIN_KEY)).toBeNull();
});

describe('the screens’ heading recipes, by route (decision 0020)', () => {
  const recipe = { call: '/datasheet', headings: [{ when: ['dataSheet', 'showDataSheet'], title: ['Testerdatenblatt ', ['dataSheet', 'year']] }] };
  const testRecipe = { call: '/test/42', headings: [{ title: ['Ihr Test des ', ['club', 'name']] }], backTo: '/tests/test/42/x' };
  const headings = () => JSON.parse(window.localStorage.getItem(hints.FIRST_HEADING_KEY) ?? 'null');

  test('kept by the route they were shown at, with its parameters in their places; texts and paths only', () => {
    hints.rememberEarlyHeading(config('http'), '/datasheet', {}, recipe);
    hints.rememberEarlyHeading(config('http'), '/tests/test/:testId', { testId: '42' }, testRecipe);
    expect(headings()).toEqual({
      '/datasheet': recipe,
      '/tests/test/:testId': { call: '/test/:testId', headings: testRecipe.headings, backTo: '/tests/test/:testId/x' },
    });
  });

  test('a screen shown again replaces its route’s recipe, the others stay; after the first tap too', () => {
    hints.rememberEarlyHeading(config('http'), '/datasheet', {}, recipe);
    hints.rememberEarlyHeading(config('http'), '/tests/test/:testId', { testId: '42' }, testRecipe);
    window.dispatchEvent(new Event('pointerdown'));
    hints.rememberEarlyHeading(config('http'), '/tests/test/:testId', { testId: '7' }, { ...testRecipe, call: '/test/7', backTo: undefined });
    expect(headings()).toEqual({ '/datasheet': recipe, '/tests/test/:testId': { call: '/test/:testId', headings: testRecipe.headings } });
  });

  test('none without the early calls (the demo data, another sign-in mode): all are removed', () => {
    hints.rememberEarlyHeading(config('http'), '/datasheet', {}, recipe);
    hints.rememberEarlyHeading(config('demo'), '/datasheet', {}, recipe);
    expect(headings()).toBeNull();
    hints.rememberEarlyHeading(config('http'), '/datasheet', {}, recipe);
    hints.rememberEarlyHeading(config('http', 'memory'), '/datasheet', {}, recipe);
    expect(headings()).toBeNull();
  });

  test('what is stored that the shell did not write is dropped', () => {
    window.localStorage.setItem(hints.FIRST_HEADING_KEY, '[1,2]');
    hints.rememberEarlyHeading(config('http'), '/datasheet', {}, recipe);
    expect(headings()).toEqual({ '/datasheet': recipe });
  });
});
