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

test('the first screen’s address, its calls, the API and where the tab keeps its token', () => {
  hints.rememberFirstCalls(config('http'), '/datasheet/u-tester2', ['/datasheet/u-tester2', '/datasheet/playables/u-tester2']);
  expect(remembered()).toEqual({
    path: '/datasheet/u-tester2',
    base: 'http://localhost:3200',
    tokenKey: OIDC_USER_STORAGE_KEY,
    minValidityS: 70,
    calls: ['/datasheet/u-tester2', '/datasheet/playables/u-tester2'],
  });
});

test('the screen the first screen leads to replaces it (after a sign-in: the callback’s start page, then the data sheet)', () => {
  hints.rememberFirstCalls(config('http'), '/tests', ['/tests']);
  hints.rememberFirstCalls(config('http'), '/datasheet', ['/datasheet', '/datasheet/playables']);
  expect(remembered()).toMatchObject({ path: '/datasheet' });
});

test.each([
  ['a screen without first calls', config('http'), []],
  ['the in-browser demo data, which calls no API', config('demo'), ['/datasheet']],
  ['a sign-in without the identity service’s stored session', config('http', 'memory'), ['/datasheet']],
] as [string, RuntimeConfig, string[]][])('nothing for %s: the last record is removed', (_what, settings, calls) => {
  hints.rememberFirstCalls(config('http'), '/datasheet', ['/datasheet']);
  hints.rememberFirstCalls(settings, '/datasheet', calls);
  expect(remembered()).toBeNull();
});

test('after the person’s first tap, a screen is theirs, not the first screen: the record stays', () => {
  hints.rememberFirstCalls(config('http'), '/datasheet', ['/datasheet']);
  window.dispatchEvent(new Event('pointerdown'));
  hints.rememberFirstCalls(config('http'), '/tests', ['/tests']);
  expect(remembered()).toMatchObject({ path: '/datasheet' });
  expect(hints.isFirstScreen()).toBe(false);
});

test('the API’s origin, for a connection opened early; none for the demo data', () => {
  hints.rememberApiOrigin(config('http'));
  expect(window.localStorage.getItem(hints.API_ORIGIN_KEY)).toBe('http://localhost:3200');
  hints.rememberApiOrigin(config('demo'));
  expect(window.localStorage.getItem(hints.API_ORIGIN_KEY)).toBeNull();
});

describe('the first screen’s heading recipe (decision 0020)', () => {
  const recipe = { call: '/datasheet', when: ['dataSheet', 'showDataSheet'], title: ['Testerdatenblatt ', ['dataSheet', 'year']] };
  const heading = () => JSON.parse(window.localStorage.getItem(hints.FIRST_HEADING_KEY) ?? 'null');

  test('kept with the address it was shown at, for the next visit’s inline script; texts and paths only', () => {
    hints.rememberFirstCalls(config('http'), '/datasheet', ['/datasheet']);
    hints.rememberEarlyHeading(config('http'), '/datasheet', recipe);
    expect(heading()).toEqual({ path: '/datasheet', ...recipe });
  });

  test('none without the early calls (the demo data, another sign-in mode): the last one is removed', () => {
    hints.rememberEarlyHeading(config('http'), '/datasheet', recipe);
    hints.rememberEarlyHeading(config('demo'), '/datasheet', recipe);
    expect(heading()).toBeNull();
    hints.rememberEarlyHeading(config('http'), '/datasheet', recipe);
    hints.rememberEarlyHeading(config('http', 'memory'), '/datasheet', recipe);
    expect(heading()).toBeNull();
  });

  test('another first screen drops the recipe of the one before; the same one keeps it', () => {
    hints.rememberFirstCalls(config('http'), '/datasheet', ['/datasheet']);
    hints.rememberEarlyHeading(config('http'), '/datasheet', recipe);
    hints.rememberFirstCalls(config('http'), '/datasheet', ['/datasheet']);
    expect(heading()).toMatchObject({ path: '/datasheet' });
    hints.rememberFirstCalls(config('http'), '/tests', ['/tests']);
    expect(heading()).toBeNull();
  });

  test('after the first tap a screen’s recipe is not the first screen’s', () => {
    window.dispatchEvent(new Event('keydown'));
    hints.rememberEarlyHeading(config('http'), '/datasheet', recipe);
    expect(heading()).toBeNull();
  });
});
