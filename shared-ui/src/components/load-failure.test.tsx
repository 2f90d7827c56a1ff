import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../../test-support';
import { lazyWhenOpen } from './lazy-overlay';
import { LOAD_FAILURE_TEXTS } from './load-failure';

// A dialog's chunk that does not arrive (a weak signal, or a redeploy that took the old chunk names):
// a notice with a retry in the dialog's place, and the form underneath keeps its input.

function chunkLoadError(request?: string) {
  return Object.assign(new Error('Loading chunk dtp-dialog failed.'), { name: 'ChunkLoadError', type: 'error', request });
}

function Dialog({ open }: { open: boolean }) {
  return open ? <div role="dialog">Der Dialog</div> : null;
}

function screenWith(load: () => Promise<{ default: typeof Dialog }>) {
  const LazyDialog = lazyWhenOpen(load);
  return function Screen() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <input aria-label="Beruf" />
        <button onClick={() => setOpen(true)}>Absenden</button>
        <LazyDialog open={open} />
      </>
    );
  };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  jest.restoreAllMocks();
});

test('a failed load shows the notice; „Erneut versuchen“ loads the dialog; the input stays', async () => {
  const user = userEvent.setup();
  const load = jest.fn().mockRejectedValueOnce(chunkLoadError()).mockResolvedValue({ default: Dialog });
  const Screen = screenWith(load);
  renderUi(<Screen />);
  await user.type(screen.getByLabelText('Beruf'), 'Bäckermeisterin');
  await user.click(screen.getByText('Absenden'));
  expect(await screen.findByText(LOAD_FAILURE_TEXTS.failed)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: LOAD_FAILURE_TEXTS.retry }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('Der Dialog');
  expect(screen.getByLabelText('Beruf')).toHaveValue('Bäckermeisterin');
  expect(load).toHaveBeenCalledTimes(2);
});

test('a chunk gone after a redeploy (404) offers the new version with „Neu laden“', async () => {
  const user = userEvent.setup();
  const fetchMock = jest.fn().mockResolvedValue({ status: 404 });
  Object.assign(globalThis, { fetch: fetchMock });
  const Screen = screenWith(() => Promise.reject(chunkLoadError('http://localhost:3000/dtp-dialog.abc123.js')));
  renderUi(<Screen />);
  await user.click(screen.getByText('Absenden'));
  expect(await screen.findByText(LOAD_FAILURE_TEXTS.newVersion)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: LOAD_FAILURE_TEXTS.reload })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('http://localhost:3000/dtp-dialog.abc123.js', expect.objectContaining({ method: 'HEAD' }));
});
