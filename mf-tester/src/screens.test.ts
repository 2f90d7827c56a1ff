import { routesOfRemote } from '@dtp/shared-api';
import { screens } from './screens';
// The build's reading of the manifest (webpack exposes), checked against the manifest itself.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { exposesFromManifest } = require('../../scripts/screen-manifest.cjs') as {
  exposesFromManifest: (dir: string) => Record<string, string>;
};

test('the build exposes exactly the manifest, each screen as ./<name>', () => {
  expect(Object.keys(exposesFromManifest(`${__dirname}/..`))).toEqual(Object.keys(screens).map((name) => `./${name}`));
});

test("every route of this remote in shared-api's table shows a screen of the manifest, and every screen has a route", () => {
  const routed = new Set(routesOfRemote('mf_tester').map((route) => route.screen));
  expect([...routed].filter((screen) => !(screen in screens))).toEqual([]);
  expect(Object.keys(screens).filter((screen) => !routed.has(screen))).toEqual([]);
});

test('every screen module loads and has a component as its default export', async () => {
  for (const load of Object.values(screens)) expect(typeof (await load()).default).toBe('function');
});
