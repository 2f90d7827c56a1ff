import type { ApiRequest, ApiResponse, Role } from '@dtp/api-client';
import { ApiError, datasheetApi, ErrorTexts, setRemoteLoader, setTransport, useAppStore, useAuthStore, useSettingsStore } from '@dtp/api-client';
import { MemoryRouter, UiProvider, useLoad } from '@dtp/shared-ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StatusBadges } from '../layout/status-badges';
import { setDemoConfig } from '../../test-support';
import { AppRoutes } from './app-routes';

// The data sheet's first reads (its row's `firstReads`) start while the screen's code is still
// on its way; the screen's own calls take their answers. A stand-in for mf-tester's screen makes the
// same two calls the data sheet makes (useDatasheet), with the same options.
function DatasheetStandIn() {
  const loaded = useLoad(async () => {
    const options = { missingIsState: true };
    const waves = datasheetApi.playables(undefined, options).catch(() => null);
    const sheet = await datasheetApi.load(undefined, options);
    return { sheet, waves: await waves };
  }, 'own');
  if (loaded.loading) return <p>lädt</p>;
  if (loaded.failed) {
    return <p>{loaded.error instanceof ApiError && loaded.error.status === 404 ? 'Vielen Dank für Ihre Registrierung!' : 'fehlgeschlagen'}</p>;
  }
  return <h1>{`Datenblatt von ${(loaded.data?.sheet as unknown as { dataSheet: { name: string } }).dataSheet.name}`}</h1>;
}

/** The remote's code: arrives when the test says so. */
let arrive: () => void = () => undefined;
const loadRemote = jest.fn(
  (_remote: string, _module: string, _retry: boolean) =>
    new Promise((resolve) => {
      arrive = () => resolve({ default: DatasheetStandIn });
    }),
);

let answers: Record<string, ApiResponse> = {};
/** Every request as it leaves, and the moment the remote's code arrived. */
let log: string[] = [];
const transport = jest.fn(async (request: ApiRequest): Promise<ApiResponse> => {
  log.push(`${request.method} ${request.path}`);
  return answers[request.path] ?? { status: 404, data: { message: 'Nicht gefunden' }, statusText: 'Not Found' };
});

const ok = (data: unknown): ApiResponse => ({ status: 200, data, statusText: 'OK' });

function renderAt(path: string, roles: Role[], token = 't-1') {
  useSettingsStore.getState().reset();
  useAuthStore.getState().signIn({ userId: 'u-x', username: 'x', fullName: 'X', email: 'x@example.de', roles, token });
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <StatusBadges />
        <AppRoutes />
      </MemoryRouter>
    </UiProvider>,
  );
}

/** Lets the screen's code arrive; after the first test the shell has the page's module at hand (a repeat visit). */
async function remoteArrives() {
  log.push('remote');
  if (loadRemote.mock.calls.length > 0) await act(async () => arrive());
}

beforeAll(() => {
  setRemoteLoader(loadRemote as never);
  setDemoConfig();
});
/** Every time the client raises the error badge (the store's own setError, counted). */
const originalSetError = useAppStore.getState().setError;
const setError = jest.fn(originalSetError);
beforeEach(() => {
  log = [];
  answers = {};
  setTransport(transport);
  act(() => useAppStore.getState().reset());
  setError.mockClear();
  useAppStore.setState({ setError });
});
afterEach(() => {
  useAppStore.setState({ setError: originalSetError });
  loadRemote.mockClear();
  transport.mockClear();
  useAuthStore.getState().signOut();
});
afterAll(() => setTransport(null));

test("the data sheet's sheet and availability are requested before its code has arrived, and only once", async () => {
  answers = { '/datasheet': ok({ dataSheet: { name: 'Erika' } }), '/datasheet/playables': ok({ waves: [] }) };
  renderAt('/datasheet', ['dtp-tester']);
  await waitFor(() => expect(log).toEqual(['GET /datasheet', 'GET /datasheet/playables']));
  expect(loadRemote).toHaveBeenCalledWith('mf_tester', './DatasheetPage', false);

  await remoteArrives();
  expect(await screen.findByRole('heading', { name: 'Datenblatt von Erika' })).toBeInTheDocument();
  expect(log).toEqual(['GET /datasheet', 'GET /datasheet/playables', 'remote']);
  expect(transport).toHaveBeenCalledTimes(2);
});

test('a first call that fails shows the German error badge once, as if the screen had made it', async () => {
  answers = { '/datasheet': { status: 500, data: null, statusText: 'Internal Server Error' }, '/datasheet/playables': ok({ waves: [] }) };
  renderAt('/datasheet', ['dtp-tester']);
  if (loadRemote.mock.calls.length > 0) {
    await waitFor(() => expect(log).toContain('GET /datasheet'));
    // Nothing is shown while the screen has not asked.
    expect(screen.queryByText(ErrorTexts.server, { exact: false })).not.toBeInTheDocument();
  }

  await remoteArrives();
  expect(await screen.findByText('fehlgeschlagen')).toBeInTheDocument();
  expect(await screen.findByText(ErrorTexts.server, { exact: false })).toBeInTheDocument();
  expect(setError).toHaveBeenCalledTimes(1);
  expect(transport).toHaveBeenCalledTimes(2);
});

test("a new tester's 404 (no sheet yet) stays silent: the screen shows its notice, no badge", async () => {
  renderAt('/datasheet', ['dtp-tester']);
  await remoteArrives();
  expect(await screen.findByText('Vielen Dank für Ihre Registrierung!')).toBeInTheDocument();
  expect(setError).not.toHaveBeenCalled();
  expect(useAppStore.getState().apiError).toBeNull();
  expect(transport).toHaveBeenCalledTimes(2);
});

test.each([
  ['a tester on a back-office route', '/datasheet/u-admin', ['dtp-tester']],
  ['a tester on the administration', '/admin', ['dtp-tester']],
  ['a manager on the own tests (no own tester area)', '/tests', ['dtp-manager']],
  ['an account without a role of the platform', '/datasheet', []],
] as [string, string, Role[]][])('nothing is requested ahead for %s', async (_who, path, roles) => {
  renderAt(path, roles);
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(loadRemote).not.toHaveBeenCalled();
  expect(transport).not.toHaveBeenCalled();
});

test('nothing is requested ahead before the token is there', async () => {
  renderAt('/tests', ['dtp-tester'], '');
  expect(loadRemote).toHaveBeenCalledWith('mf_tester', './TestsPage', false);
  await act(async () => undefined);
  expect(transport).not.toHaveBeenCalled();
});

test("a manager's dashboard asks for the overview and the calendar weeks with its code", async () => {
  renderAt('/dashboard', ['dtp-manager']);
  await waitFor(() => expect(log).toEqual(['GET /overview/list', 'GET /weeks/list']));
  expect(loadRemote).toHaveBeenCalledWith('mf_backoffice', './DashboardPage', false);
});
