import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useAfterFirstPaint } from './use-after-first-paint';

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
