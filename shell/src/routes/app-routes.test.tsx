import type { Role } from '@dtp/api-client';
import { registerRemoteRoutes, resetRouteTable, setRemoteLoader, setRemoteRoutesState, setTransport, useAuthStore, useConfigStore, useSettingsStore } from '@dtp/api-client';
import { MemoryRouter, UiProvider, useLocation } from '@dtp/shared-ui';
import { act, render, screen } from '@testing-library/react';
import { registerWorkspaceRoutes, setDemoConfig, workspaceRoutes } from '../../test-support';
import { forgetRemoteManifests } from '../federation/remote-routes';
import { AppRoutes } from './app-routes';

// The shell registers its federation loader with api-client; here a stand-in that names the module.
const loadRemote = jest.fn((remote: string, module: string, _retry: boolean) =>
  Promise.resolve({ default: () => <h1>{`${remote}${module.slice(1)}`}</h1> }),
);

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string, roles: Role[]) {
  useSettingsStore.getState().reset();
  useAuthStore.getState().signIn({ userId: 'u-x', username: 'x', fullName: 'X', email: 'x@example.de', roles, token: 't' });
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </UiProvider>,
  );
}

beforeAll(() => {
  setRemoteLoader(loadRemote as never);
  setDemoConfig();
});
afterEach(() => {
  loadRemote.mockClear();
  useAuthStore.getState().signOut();
});

describe('route gating', () => {
  test('a tester who types a back-office path lands on /denied and no remote is requested', async () => {
    renderAt('/waves', ['dtp-tester']);
    expect(await screen.findByRole('heading', { name: 'Zugriff nicht erlaubt' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/denied');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  test('a tester landing on the dashboard goes to /datasheet', async () => {
    renderAt('/dashboard', ['dtp-tester']);
    expect(await screen.findByRole('heading', { name: 'mf_tester/DatasheetPage' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/datasheet');
    expect(loadRemote).toHaveBeenCalledWith('mf_tester', './DatasheetPage', false);
  });

  test('without the dashboard setting a manager going to /dashboard lands on /waves', async () => {
    setDemoConfig({ flags: { show_dashboard: false } });
    try {
      renderAt('/dashboard', ['dtp-manager']);
      expect(await screen.findByRole('heading', { name: 'mf_backoffice/WavesPage' })).toBeInTheDocument();
      expect(screen.getByTestId('path')).toHaveTextContent('/waves');
      expect(loadRemote).not.toHaveBeenCalledWith('mf_backoffice', './DashboardPage', false);
    } finally {
      setDemoConfig();
    }
  });

  test("a tester may not open another user's data sheet", async () => {
    renderAt('/datasheet/u-admin', ['dtp-tester']);
    expect(await screen.findByRole('heading', { name: 'Zugriff nicht erlaubt' })).toBeInTheDocument();
  });

  test.each([
    ['/dashboard', 'mf_backoffice/DashboardPage'],
    ['/datasheet/u-tester', 'mf_tester/DatasheetPage'],
    ['/testing/7', 'mf_backoffice/TestingPage'],
    ['/clubs/new', 'mf_backoffice/ClubPage'],
    ['/tester-feedback', 'mf_feedback/TesterFeedbackPage'],
    ['/travels/travel/7?navigateBack=%2Fdashboard', 'mf_tester/TravelPage'],
  ])('a manager opens %s from its remote', async (path, heading) => {
    renderAt(path, ['dtp-manager']);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  test('administration is for admins only', async () => {
    const first = renderAt('/admin', ['dtp-manager']);
    expect(await screen.findByRole('heading', { name: 'Zugriff nicht erlaubt' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
    first.unmount();
    renderAt('/admin', ['dtp-admin']);
    expect(await screen.findByRole('heading', { name: 'mf_backoffice/AdminPage' })).toBeInTheDocument();
  });

  test('a manager has no own tests area', async () => {
    renderAt('/tests', ['dtp-manager']);
    expect(await screen.findByRole('heading', { name: 'Zugriff nicht erlaubt' })).toBeInTheDocument();
  });

  test.each(['/dashboard', '/', '/datasheet', '/tests'])(
    'a new account without a role of the platform sees the registration notice at %s, not „Zugriff nicht erlaubt“, and no remote is requested',
    async (path) => {
      renderAt(path, []);
      expect(await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Registrierung!' })).toBeInTheDocument();
      expect(screen.getByText('Ihr Zugang wird in Kürze freigeschaltet.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'cmc@example.org' })).toHaveAttribute('href', 'mailto:cmc@example.org');
      expect(screen.queryByRole('heading', { name: 'Zugriff nicht erlaubt' })).not.toBeInTheDocument();
      expect(screen.getByTestId('path')).toHaveTextContent(path);
      expect(loadRemote).not.toHaveBeenCalled();
    },
  );

  test('an unknown path shows the not-found page', async () => {
    renderAt('/gibt-es-nicht', ['dtp-admin']);
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });
});

describe('the landing after sign-in (/login while signed in)', () => {
  test.each([
    ['dtp-tester', 'mf_tester/DatasheetPage', '/datasheet'],
    ['dtp-manager', 'mf_backoffice/DashboardPage', '/dashboard'],
  ] as const)("%s lands on the role's first screen", async (role, heading, path) => {
    renderAt('/login', [role]);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(path);
  });

  test('it waits while the manifests are on their way', () => {
    setRemoteRoutesState('mf_backoffice', 'loading');
    renderAt('/login', ['dtp-manager']);
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
    act(() => setRemoteRoutesState('mf_backoffice', 'loaded'));
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard');
  });
});

describe('addresses the route table does not know (issue 48: the rows come from the remotes\' manifests)', () => {
  afterEach(registerWorkspaceRoutes);

  describe("a tester's page, which reads the back office's manifest only for an address its own remotes do not know", () => {
    const served: Record<string, unknown> = {};
    const fetched: string[] = [];
    beforeEach(() => {
      resetRouteTable();
      forgetRemoteManifests();
      registerRemoteRoutes('mf_tester', workspaceRoutes.mf_tester);
      registerRemoteRoutes('mf_feedback', workspaceRoutes.mf_feedback);
      const { remotes } = useConfigStore.getState().config!;
      served[remotes.mf_backoffice] = { metaData: { name: 'mf_backoffice', dtp: workspaceRoutes.mf_backoffice }, shared: [] };
      fetched.length = 0;
      globalThis.fetch = jest.fn(async (url: string) => {
        fetched.push(url);
        return { ok: url in served, status: url in served ? 200 : 404, json: async () => served[url] } as Response;
      }) as never;
    });

    test('a back-office address: its rows arrive, and the role gate refuses it before any of its code', async () => {
      renderAt('/waves', ['dtp-tester']);
      expect(await screen.findByRole('heading', { name: 'Zugriff nicht erlaubt' })).toBeInTheDocument();
      expect(screen.getByTestId('path')).toHaveTextContent('/denied');
      expect(fetched).toEqual([useConfigStore.getState().config!.remotes.mf_backoffice]);
      expect(loadRemote).not.toHaveBeenCalled();
    });

    test.each(['/login', '/dashboard', '/nirgends'])(
    'an account without a role (whose page reads no manifest) sees the registration notice at %s',
    async (path) => {
      resetRouteTable();
      renderAt(path, []);
      expect(await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Registrierung!' })).toBeInTheDocument();
      expect(fetched).toEqual([]);
    },
  );

  test("while the tester's own manifests are on their way, the back office's is not read", async () => {
    resetRouteTable();
    setRemoteRoutesState('mf_tester', 'loading');
    setRemoteRoutesState('mf_feedback', 'loading');
    renderAt('/datasheet', ['dtp-tester']);
    await new Promise((done) => setTimeout(done, 0));
    expect(fetched).toEqual([]);
    act(() => registerRemoteRoutes('mf_tester', workspaceRoutes.mf_tester));
    act(() => registerRemoteRoutes('mf_feedback', workspaceRoutes.mf_feedback));
    expect(await screen.findByRole('heading', { name: 'mf_tester/DatasheetPage' })).toBeInTheDocument();
    expect(fetched).toEqual([]);
  });

  test('an address no remote knows: not found', async () => {
      renderAt('/gibt-es-nicht', ['dtp-tester']);
      expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
    });

    test('the back office cannot be read: still not found, no error about an area the tester never uses', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      delete served[useConfigStore.getState().config!.remotes.mf_backoffice];
      renderAt('/waves', ['dtp-tester']);
      expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
      expect(screen.queryByText(/konnte nicht geladen werden/)).not.toBeInTheDocument();
    });
  });

  test("while a remote's manifest is on its way, the address waits for its rows, then shows its screen", async () => {
    resetRouteTable();
    setRemoteRoutesState('mf_tester', 'loading');
    setRemoteRoutesState('mf_feedback', 'loaded');
    setRemoteRoutesState('mf_backoffice', 'loaded');
    renderAt('/datasheet', ['dtp-tester']);
    expect(screen.queryByRole('heading', { name: 'Seite nicht gefunden' })).not.toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/datasheet');
    act(() => registerRemoteRoutes('mf_tester', workspaceRoutes.mf_tester));
    expect(await screen.findByRole('heading', { name: 'mf_tester/DatasheetPage' })).toBeInTheDocument();
  });

  test("where a remote's manifest could not be read: its German error with a retry", async () => {
    resetRouteTable();
    setRemoteRoutesState('mf_tester', 'loaded');
    setRemoteRoutesState('mf_feedback', 'loaded');
    setRemoteRoutesState('mf_backoffice', 'failed');
    renderAt('/waves', ['dtp-manager']);
    expect(await screen.findByText('Der Bereich „Back-Office“ konnte nicht geladen werden.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});

describe('the start page', () => {
  // The platform's own pages (the legal links lead to the association's site).
  const linkTargets = () => screen.queryAllByRole('link').map((link) => link.getAttribute('href')).filter((href) => href?.startsWith('/'));

  test('a manager gets no link that leads to /denied', async () => {
    renderAt('/', ['dtp-manager']);
    expect(await screen.findByRole('heading', { level: 1, name: /^Willkommen/ })).toBeInTheDocument();
    expect(linkTargets()).toEqual(['/dashboard', '/datasheets']);
  });

  test('a tester is led to the data sheet, the tests and the claims', async () => {
    renderAt('/', ['dtp-tester']);
    expect(await screen.findByRole('heading', { level: 1, name: /^Willkommen/ })).toBeInTheDocument();
    expect(linkTargets()).toEqual(['/datasheet', '/tests', '/travels']);
  });
});

describe("the admin's setting 'show testers the feedback'", () => {
  const settingsAnswer = (showTesterFeedback: boolean) =>
    setTransport(async () => ({ status: 200, data: { showTesterFeedback }, statusText: 'OK' }));
  afterEach(() => setTransport(null));

  test('while it is off, a tester who opens /tester-feedback lands on /denied and mf-feedback is never requested', async () => {
    settingsAnswer(false);
    renderAt('/tester-feedback', ['dtp-tester']);
    expect(await screen.findByRole('heading', { name: 'Zugriff nicht erlaubt' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  test('while it is on, the tester sees the feedback page', async () => {
    settingsAnswer(true);
    renderAt('/tester-feedback', ['dtp-tester']);
    expect(await screen.findByRole('heading', { name: 'mf_feedback/TesterFeedbackPage' })).toBeInTheDocument();
  });

  test('managers see the overview whatever the setting', async () => {
    settingsAnswer(false);
    renderAt('/tester-feedback', ['dtp-manager']);
    expect(await screen.findByRole('heading', { name: 'mf_feedback/TesterFeedbackPage' })).toBeInTheDocument();
  });
});
