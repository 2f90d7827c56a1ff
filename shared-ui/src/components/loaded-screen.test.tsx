import { MemoryRouter } from 'react-router';
import { screen } from '@testing-library/react';
import { renderUi } from '../../test-support';
import { LoadedScreen } from './loaded-screen';

const renderWith = (loaded: { data: { name: string } | undefined; loading: boolean }) =>
  renderUi(
    <MemoryRouter>
      <LoadedScreen loaded={loaded} title="Welle" back="/waves" notFound="Diese Welle gibt es nicht.">
        {(data) => <h1>{data.name}</h1>}
      </LoadedScreen>
    </MemoryRouter>,
  );

test('while the record first loads nothing shows; then the screen', () => {
  const { container, unmount } = renderWith({ data: undefined, loading: true });
  expect(container).toBeEmptyDOMElement();
  unmount();
  renderWith({ data: { name: 'Welle 1' }, loading: false });
  expect(screen.getByRole('heading', { level: 1, name: 'Welle 1' })).toBeInTheDocument();
});

test('a record that cannot be had: the heading with back and the not-found text', () => {
  renderWith({ data: undefined, loading: false });
  expect(screen.getByRole('heading', { level: 1, name: 'Welle' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/waves');
  expect(screen.getByText('Diese Welle gibt es nicht.')).toBeInTheDocument();
});
