import { Heading, MemoryRouter, Route, RouterLink, Routes, UiProvider, useLocation } from '@dtp/shared-ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Screens under a router as the shell mounts them, plus a link elsewhere (for the leave
 * guard) and the current location in `data-testid="location"`.
 */
export function renderRoutes(path: string, routes: Record<string, ReactElement>) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <nav>
          <RouterLink to="/elsewhere">Woanders hin</RouterLink>
        </nav>
        <Routes>
          {Object.entries(routes).map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
          <Route path="/elsewhere" element={<Heading as="h1">Andere Seite</Heading>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </UiProvider>,
  );
}
