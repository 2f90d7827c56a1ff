import { setRemoteLoader } from '@dtp/shared-api';
import type { LoadedRemoteModule, RemoteLoader } from '@dtp/shared-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils';
import { FederatedView } from './federated-view';

const unavailable = 'Das Feedback kann derzeit nicht angezeigt werden.';

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}
function Broken(): never {
  throw new Error('kaputt');
}

const view = () => (
  <FederatedView remote="mf_feedback" module="./TestFeedback" props={{ name: 'Erika' }} unavailableText={unavailable} />
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
