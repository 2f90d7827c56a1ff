import type { ApiRequest, ApiResponse, Role } from '@dtp/api-client';
import { registerRemoteRoutes, resetRouteTable, setRemoteLoader, setRemoteRoutesState, setTransport, useAuthStore, useConfigStore, useRouteTable } from '@dtp/api-client';
import { MemoryRouter } from '@dtp/shared-ui';
import { render } from '@testing-library/react';
import { registerWorkspaceRoutes, setDemoConfig, workspaceRoutes } from '../../test-support';
import * as remoteRoutes from '../federation/remote-routes';
import { FirstScreenStart, startFirstScreen } from './first-screen';

// The page's first screen starts before the shell's layout renders: the layout's call (the sidebar's settings),
// and the route's first calls and its remote's code for a user who may open it; nothing of the route for anyone else.
const loadRemote = jest.fn(() => new Promise(() => undefined));
const requests: string[] = [];
const transport = jest.fn(async (request: ApiRequest): Promise<ApiResponse> => {
  requests.push(`${request.method} ${request.path}`);
  return { status: 200, data: {}, statusText: 'OK' };
});

function signIn(roles: Role[], token = 't-1') {
  useAuthStore.getState().signIn({ userId: 'u-x', username: 'x', fullName: 'X', email: 'x@example.de', roles, token });
}

beforeAll(() => {
  setRemoteLoader(loadRemote as never);
  setDemoConfig();
});
beforeEach(() => {
  requests.length = 0;
  setTransport(transport);
});
afterEach(() => {
  loadRemote.mockClear();
  useAuthStore.getState().signOut();
});
afterAll(() => setTransport(null));

test("a tester's data sheet: the layout's settings, its two calls and mf-tester's screen start at once", async () => {
  signIn(['dtp-tester']);
  startFirstScreen('/datasheet');
  expect(loadRemote).toHaveBeenCalledWith('mf_tester', './DatasheetPage', false);
  await new Promise((done) => setTimeout(done, 0));
  expect(requests).toEqual(['GET /settings', 'GET /datasheet', 'GET /datasheet/playables']);
});

test("a route's parameters reach its calls (a manager opening a tester's sheet)", async () => {
  signIn(['dtp-manager']);
  startFirstScreen('/datasheet/u-tester2');
  expect(loadRemote).toHaveBeenCalledWith('mf_tester', './DatasheetPage', false);
  await new Promise((done) => setTimeout(done, 0));
  expect(requests).toEqual(['GET /settings', 'GET /datasheet/u-tester2', 'GET /datasheet/playables/u-tester2']);
});

test.each([
  ['a tester on the dashboard (back office)', '/dashboard', ['dtp-tester']],
  ['a tester on the administration', '/admin', ['dtp-tester']],
  ['a manager on the own tests', '/tests', ['dtp-manager']],
  ['an account without a role of the platform', '/datasheet', []],
  ['the start page (no remote)', '/', ['dtp-tester']],
  ['an unknown address', '/nirgendwo', ['dtp-tester']],
] as [string, string, Role[]][])('nothing of the route starts for %s, only the layout’s settings', async (_who, path, roles) => {
  signIn(roles);
  startFirstScreen(path);
  await new Promise((done) => setTimeout(done, 0));
  expect(loadRemote).not.toHaveBeenCalled();
  expect(requests).toEqual(['GET /settings']);
});

test('nothing starts without a token', async () => {
  signIn(['dtp-tester'], '');
  startFirstScreen('/tests');
  await new Promise((done) => setTimeout(done, 0));
  expect(loadRemote).not.toHaveBeenCalled();
  expect(requests).toEqual([]);
});

test('FirstScreenStart starts the screen of the current address once, however often it renders', () => {
  signIn(['dtp-tester']);
  const view = render(
    <MemoryRouter initialEntries={['/travels']}>
      <FirstScreenStart />
    </MemoryRouter>,
  );
  view.rerender(
    <MemoryRouter initialEntries={['/travels']}>
      <FirstScreenStart />
    </MemoryRouter>,
  );
  expect(loadRemote).toHaveBeenCalledTimes(1);
  expect(loadRemote).toHaveBeenCalledWith('mf_tester', './TravelsPage', false);
});

describe('while the remotes\' manifests are on their way (issue 48)', () => {
  afterEach(registerWorkspaceRoutes);

  test("the layout's call leaves at once, the route's once its rows are in: each call once", async () => {
    signIn(['dtp-tester']);
    resetRouteTable();
    let arrive: (response: unknown) => void = () => undefined;
    const manifest = { ok: true, status: 200, json: async () => ({ metaData: { name: 'mf_tester', dtp: workspaceRoutes.mf_tester }, shared: [] }) };
    globalThis.fetch = jest.fn(() => new Promise((resolve) => (arrive = resolve))) as never;
    const rowsRead = remoteRoutes.loadRemoteRoutes(useConfigStore.getState().config!, ['mf_tester'], { fresh: true });
    startFirstScreen('/datasheet');
    await new Promise((done) => setTimeout(done, 0));
    expect(requests).toEqual(['GET /settings']);
    expect(loadRemote).not.toHaveBeenCalled();

    arrive(manifest);
    await rowsRead;
    await new Promise((done) => setTimeout(done, 0));
    expect(loadRemote).toHaveBeenCalledWith('mf_tester', './DatasheetPage', false);
    expect(requests).toEqual(['GET /settings', 'GET /datasheet', 'GET /datasheet/playables']);
  });

  test("the route starts as soon as its own remote's rows are in, while another manifest is still on its way", () => {
    signIn(['dtp-tester']);
    resetRouteTable();
    setRemoteRoutesState('mf_tester', 'loading');
    setRemoteRoutesState('mf_feedback', 'loading');
    startFirstScreen('/datasheet');
    expect(loadRemote).not.toHaveBeenCalled();
    registerRemoteRoutes('mf_tester', workspaceRoutes.mf_tester);
    expect(loadRemote).toHaveBeenCalledWith('mf_tester', './DatasheetPage', false);
    expect(useRouteTable.getState().remotes.mf_feedback).toBe('loading');
  });
});
