import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useAfterFirstPaint, useAfterPaintOf } from './use-after-first-paint';

/** Records the hook's value of every committed render (a layout effect runs once per commit). */
function Harness({ commits }: { commits: boolean[] }) {
  const painted = useAfterFirstPaint();
  useLayoutEffect(() => {
    commits.push(painted);
  }, [commits, painted]);
  return (
    <>
      <h1>Kopf</h1>
      {painted ? <p>Felder</p> : <p aria-busy="true">Platzhalter</p>}
    </>
  );
}

test('false in the first committed render, then true: the first content shows first, the later content follows', async () => {
  const commits: boolean[] = [];
  render(<Harness commits={commits} />);
  expect(commits[0]).toBe(false);
  expect(screen.getByRole('heading', { name: 'Kopf' })).toBeInTheDocument();

  expect(await screen.findByText('Felder')).toBeInTheDocument();
  expect(screen.queryByText('Platzhalter')).not.toBeInTheDocument();
  expect(commits).toEqual([false, true]);
});

test('stays true on later renders', async () => {
  const commits: boolean[] = [];
  const view = render(<Harness commits={commits} />);
  await screen.findByText('Felder');
  view.rerender(<Harness commits={commits} />);
  expect(screen.getByText('Felder')).toBeInTheDocument();
  expect(commits).toEqual([false, true]);
});

describe('useAfterPaintOf: the step after a frame', () => {
  /** The browser's frames held: the test runs them (the callbacks before layout and paint). */
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
      frames[id - 1] = () => undefined;
    });
  });
  afterEach(() => jest.restoreAllMocks());
  const runFrames = () => act(() => frames.splice(0).forEach((frame) => frame(0)));

  function Steps({ shown, commits }: { shown: boolean; commits: boolean[] }) {
    const painted = useAfterPaintOf(shown);
    useLayoutEffect(() => {
      commits.push(painted);
    }, [commits, painted]);
    return painted ? <p>Weitere Felder</p> : null;
  }

  test('false while the step before is not shown, whatever the frames', async () => {
    const commits: boolean[] = [];
    render(<Steps shown={false} commits={commits} />);
    runFrames();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByText('Weitere Felder')).not.toBeInTheDocument();
    expect(commits).toEqual([false]);
  });

  test('true only in a task after the frame that showed the step before', async () => {
    const commits: boolean[] = [];
    const view = render(<Steps shown={false} commits={commits} />);
    view.rerender(<Steps shown commits={commits} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByText('Weitere Felder')).not.toBeInTheDocument();
    expect(frames).toHaveLength(1);

    runFrames();
    // Not inside the frame's callbacks: a task after them.
    expect(screen.queryByText('Weitere Felder')).not.toBeInTheDocument();
    expect(await screen.findByText('Weitere Felder')).toBeInTheDocument();
    expect(commits).toEqual([false, true]);
  });

  test('a component gone before its frame leaves no frame and no task behind', () => {
    const view = render(<Steps shown commits={[]} />);
    expect(frames).toHaveLength(1);
    view.unmount();
    expect(window.cancelAnimationFrame).toHaveBeenCalledWith(1);
  });
});
