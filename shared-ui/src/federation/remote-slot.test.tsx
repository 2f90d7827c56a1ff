import { IncompatibleRemoteError, setRemoteLoader, useConfigStore } from '@dtp/api-client';
import { testConfig } from '@dtp/api-client/test-support';
import type { LoadedRemoteModule, RemoteLoader } from '@dtp/api-client';
import { screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test-support';
import { RemoteSlot } from './remote-slot';

const unavailable = 'Das Feedback kann derzeit nicht angezeigt werden.';

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}
function Broken(): never {
  throw new Error('kaputt');
}

const view = () => (
  <RemoteSlot variant="inline" remote="mf_feedback" module="./TestFeedback" props={{ name: 'Erika' }} unavailableText={unavailable} />
);
const loaderOf = (impl: (retry: boolean) => Promise<LoadedRemoteModule<never>>): RemoteLoader =>
  ((_remote, _module, retry) => impl(retry)) as RemoteLoader;

afterEach(() => setRemoteLoader(null));

test("renders the other remote's view with its props", async () => {
  setRemoteLoader(loaderOf(() => Promise.resolve({ default: Greeting as never })));
  renderUi(view());
  expect(await screen.findByText('Hallo Erika')).toBeInTheDocument();
});

test('without a loader (standalone page) it says the view cannot be shown', async () => {
  renderUi(view());
  expect(await screen.findByText(unavailable)).toBeInTheDocument();
});

test('a remote that is down shows the notice, and the retry loads it once it is back', async () => {
  let up = false;
  const calls: boolean[] = [];
  setRemoteLoader(
    loaderOf((retry) => {
      calls.push(retry);
      return up ? Promise.resolve({ default: Greeting as never }) : Promise.reject(new Error('ERR_CONNECTION_REFUSED'));
    }),
  );
  renderUi(view());
  expect(await screen.findByText(unavailable)).toBeInTheDocument();
  up = true;
  await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  expect(await screen.findByText('Hallo Erika')).toBeInTheDocument();
  expect(calls).toEqual([false, true]);
});

test('a view that crashes is contained: the notice instead of a broken screen', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  setRemoteLoader(loaderOf(() => Promise.resolve({ default: Broken as never })));
  renderUi(
    <>
      <h1>Ihr Test</h1>
      {view()}
    </>,
  );
  expect(await screen.findByText(unavailable)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Ihr Test' })).toBeInTheDocument();
});

test('the load starts while the screen renders, before anything of it is committed', () => {
  const load = jest.fn(() => Promise.resolve({ default: Greeting as never }));
  setRemoteLoader(loaderOf(load));
  // A sibling that never finishes keeps the whole boundary from committing: no effect has run.
  const never = new Promise<never>(() => undefined);
  function Pending(): null {
    use(never);
    return null;
  }
  renderUi(
    <Suspense fallback={<p>Seite wird vorbereitet</p>}>
      {view()}
      <Pending />
    </Suspense>,
  );
  expect(screen.getByText('Seite wird vorbereitet')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

describe('page variant', () => {
  const page = (module = './TestsPage') => <RemoteSlot remote="mf_tester" module={module} props={{ name: 'Max' }} />;

  test('shows the spinner, then the screen; a second visit shows the loaded screen at once', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting as never }));
    setRemoteLoader(loaderOf(load));
    const first = renderUi(page('./CachedPage'));
    expect(screen.getByLabelText('Bereich wird geladen')).toBeInTheDocument();
    expect(await screen.findByText('Hallo Max')).toBeInTheDocument();
    first.unmount();
    renderUi(page('./CachedPage'));
    expect(screen.getByText('Hallo Max')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a remote that cannot be loaded: the German sentence and a retry, the technical details closed until opened', async () => {
    let up = false;
    const calls: boolean[] = [];
    setRemoteLoader(
      loaderOf((retry) => {
        calls.push(retry);
        return up ? Promise.resolve({ default: Greeting as never }) : Promise.reject(new Error('RUNTIME-008 manifest unreachable'));
      }),
    );
    renderUi(page('./DownPage'));
    const alert = await screen.findByTestId('remote-error');
    expect(alert).toHaveTextContent('Der Bereich „Tester“ konnte nicht geladen werden.');
    const detail = screen.getByText('RUNTIME-008 manifest unreachable');
    expect(detail).not.toBeVisible();
    await userEvent.click(screen.getByText('Technische Details'));
    expect(detail).toBeVisible();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Hallo Max')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
    expect(calls).toEqual([false, true]);
  });

  test('a screen whose chunk is gone after a redeploy (404) offers the new version with „Neu laden“', async () => {
    const original = globalThis.fetch;
    const fetchMock = jest.fn().mockResolvedValue({ status: 404 });
    Object.assign(globalThis, { fetch: fetchMock });
    const url = 'http://localhost:3001/__federation_expose_TestsPage.abc123.js';
    const gone = Object.assign(new Error(`Loading chunk 138 failed. (error: ${url})`), { name: 'ChunkLoadError', type: 'error', request: url });
    setRemoteLoader(loaderOf(() => Promise.reject(gone)));
    try {
      renderUi(page('./RedeployedPage'));
      expect(await screen.findByText('Eine neue Version ist verfügbar.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
      expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(url, expect.objectContaining({ method: 'HEAD' }));
    } finally {
      Object.assign(globalThis, { fetch: original });
    }
  });

  test('a screen that crashes is contained: the error names the area, and the retry loads it anew', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    setRemoteLoader(loaderOf(() => Promise.resolve({ default: (broken ? Broken : Greeting) as never })));
    renderUi(page('./CrashPage'));
    expect(await screen.findByText('Im Bereich „Tester“ ist ein Fehler aufgetreten.')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Hallo Max')).toBeInTheDocument();
  });
});

describe('a remote whose build does not fit the shell (issue 48)', () => {
  const incompatible = new IncompatibleRemoteError(
    { remote: 'mf_feedback', version: '1.4.0', requires: { '@dtp/shared-ui': '^2.0.0' } },
    [{ part: '@dtp/shared-ui', required: '^2.0.0', provided: '1.3.2' }],
  );
  beforeEach(() => useConfigStore.getState().setConfig(testConfig()));

  test.each(['page', 'inline'] as const)('the %s variant says in German what it needs and whom to ask, without a retry', async (variant) => {
    const calls: boolean[] = [];
    setRemoteLoader(loaderOf((retry) => (calls.push(retry), Promise.reject(incompatible))));
    renderUi(<RemoteSlot variant={variant} remote="mf_feedback" module="./TestFeedback" props={{ name: 'Erika' }} unavailableText={unavailable} />);
    const { contact } = testConfig();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Der Bereich „Feedback“ (Version 1.4.0) passt nicht zu dieser Version der Plattform: er braucht shared-ui ^2.0.0, die Plattform hat 1.3.2. Bitte wenden Sie sich an ${contact.name} (${contact.email}).`,
    );
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
    expect(screen.queryByText(unavailable)).not.toBeInTheDocument();
    expect(calls).toEqual([false]);
  });
});
