/** @jest-environment node */
import { pathOf, resetRouteTable, useRouteTable } from '@dtp/api-client';
import { testConfig } from '@dtp/api-client/test-support';
import { workspaceRoutes } from '../../test-support';
import { loadRemoteRoutes, manifestFetchPlugin, reachableRemotes, routesPending } from './remote-routes';

// Issue 48, item 3: the route rows come from the remotes' manifests, read once after sign-in. A page keeps each
// manifest it read; `fresh` (a retry) reads it anew, as the tests do where an earlier test read it.
const config = {
  ...testConfig(),
  remotes: {
    mf_tester: 'https://remotes.example.test/mf_tester/1.1.0/mf-manifest.json',
    mf_backoffice: 'https://remotes.example.test/mf_backoffice/1.0.0/mf-manifest.json',
    mf_feedback: 'https://remotes.example.test/mf_feedback/1.0.0/mf-manifest.json',
  },
};
const manifestOf = (name: string, dtp: unknown) => ({ id: name, name, metaData: { name, dtp }, shared: [], remotes: [], exposes: [] });
const served: Record<string, unknown> = {
  [config.remotes.mf_tester]: manifestOf('mf_tester', workspaceRoutes.mf_tester),
  [config.remotes.mf_backoffice]: manifestOf('mf_backoffice', workspaceRoutes.mf_backoffice),
  [config.remotes.mf_feedback]: manifestOf('mf_feedback', workspaceRoutes.mf_feedback),
};
const fetched: string[] = [];
let down = new Set<string>();
const realFetch = globalThis.fetch;

beforeEach(() => {
  resetRouteTable();
  fetched.length = 0;
  down = new Set();
  globalThis.fetch = jest.fn(async (input: string | URL | Request) => {
    const url = String(input);
    fetched.push(url);
    if (down.has(url) || !(url in served)) return new Response('Not Found', { status: 404 });
    return new Response(JSON.stringify(served[url]), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

test('a tester reaches mf-tester and mf-feedback, never the back office; staff reach all; no role, none', () => {
  expect(reachableRemotes(['dtp-tester'])).toEqual(['mf_tester', 'mf_feedback']);
  expect(reachableRemotes(['dtp-manager'])).toEqual(['mf_tester', 'mf_backoffice', 'mf_feedback']);
  expect(reachableRemotes([])).toEqual([]);
});

test("the rows of each reachable remote's manifest are registered, and only those manifests are fetched", async () => {
  const loading = loadRemoteRoutes(config, reachableRemotes(['dtp-tester']));
  expect(routesPending()).toBe(true);
  await loading;
  expect(routesPending()).toBe(false);
  expect(fetched).toEqual([config.remotes.mf_tester, config.remotes.mf_feedback]);
  expect(pathOf('show-travel', { travelId: 7 })).toBe('/travels/travel/7');
  expect(pathOf('waves')).toBe('/denied');
  expect(useRouteTable.getState().sidebar.map((entry) => entry.key)).toEqual(['datasheet', 'tests', 'travels', 'tester-feedback', 'tester-feedback-overview']);
});

test('the federation runtime gets the manifest the shell read, without a second request', async () => {
  await loadRemoteRoutes(config, ['mf_tester'], { fresh: true });
  const hook = manifestFetchPlugin().fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;
  const response = await hook(config.remotes.mf_tester, {});
  expect(await response!.json()).toEqual(served[config.remotes.mf_tester]);
  expect(hook('https://elsewhere.example.test/mf-manifest.json', {})).toBeUndefined();
  expect(fetched).toEqual([config.remotes.mf_tester]);
});

test("a manifest that cannot be fetched marks its remote failed; a retry reads it anew once it is back", async () => {
  down.add(config.remotes.mf_tester);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await loadRemoteRoutes(config, ['mf_tester', 'mf_feedback'], { fresh: true });
  expect(useRouteTable.getState().remotes).toEqual({ mf_tester: 'failed', mf_feedback: 'loaded' });
  expect(pathOf('datasheet')).toBe('/denied');
  expect(manifestFetchPlugin().fetch!(config.remotes.mf_tester, {})).toBeUndefined();

  down.clear();
  await loadRemoteRoutes(config, ['mf_tester'], { fresh: true });
  expect(useRouteTable.getState().remotes.mf_tester).toBe('loaded');
  expect(pathOf('datasheet')).toBe('/datasheet');
});

test('a manifest whose rows do not fit the schema keeps its rows out', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  served[config.remotes.mf_feedback] = manifestOf('mf_feedback', { routes: [{ name: 'x', path: 'kein-pfad' }], sidebar: [] });
  await loadRemoteRoutes(config, ['mf_feedback'], { fresh: true });
  expect(useRouteTable.getState().remotes.mf_feedback).toBe('failed');
  expect(pathOf('tester-feedback')).toBe('/denied');
  served[config.remotes.mf_feedback] = manifestOf('mf_feedback', workspaceRoutes.mf_feedback);
});
