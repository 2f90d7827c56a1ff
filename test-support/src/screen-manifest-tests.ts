import { routesOfRemote, type RemoteName } from '@dtp/api-client';
// The build's reading of the manifest (webpack exposes), checked against the manifest itself.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { exposesFromManifest } = require('../../scripts/build/screen-manifest.cjs') as {
  exposesFromManifest: (dir: string) => Record<string, string>;
};

type Manifest = Record<string, () => Promise<{ default: unknown }>>;

/**
 * The checks every remote's screen manifest (`src/screens.ts`) must pass: the build exposes exactly it,
 * api-client's route table shows only its screens, and every module loads with a component.
 * `viewsWithoutRoute`: a remote whose modules are also embedded by others (mf-feedback) may have unrouted ones.
 */
export function testScreenManifest(remote: RemoteName, packageDir: string, screens: Manifest, { viewsWithoutRoute = false } = {}) {
  test('the build exposes exactly the manifest, each module as ./<name>', () => {
    expect(Object.keys(exposesFromManifest(packageDir))).toEqual(Object.keys(screens).map((name) => `./${name}`));
  });

  test("every route of this remote in api-client's table shows a module of the manifest", () => {
    const routed = new Set(routesOfRemote(remote).map((route) => route.screen));
    expect([...routed].filter((screen) => !(screen in screens))).toEqual([]);
    if (!viewsWithoutRoute) expect(Object.keys(screens).filter((screen) => !routed.has(screen))).toEqual([]);
  });

  test('every module loads and has a component as its default export', async () => {
    for (const load of Object.values(screens)) expect(typeof (await load()).default).toBe('function');
  });
}
