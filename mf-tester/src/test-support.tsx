// Test-only helpers for mf-tester's screens (imported by *.test.tsx files only, never bundled).
import type { DemoAccount } from '@dtp/shared-api';
import { demoAuthUser, parseRuntimeConfig, resetDemoData, setRemoteLoader, useAppStore, useAuthStore, useConfigStore } from '@dtp/shared-api';
import { Heading, MemoryRouter, Route, RouterLink, Routes, UiProvider, useLocation } from '@dtp/shared-ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import demoConfig from '../../config/runtime.base.json';

/** This remote's own demo configuration (demo data source, contact CMC), as its standalone page uses it. */
export function setDemoConfig() {
  const parsed = parseRuntimeConfig(demoConfig);
  if (!parsed.ok) throw new Error(parsed.message);
  useConfigStore.getState().setConfig(parsed.config);
}

export function signInAs(account: DemoAccount) {
  useAuthStore.getState().signIn(demoAuthUser(account));
}

/** Runs demo calls as another account, then signs the previous user in again. */
export async function asAccount<T>(account: DemoAccount, action: () => Promise<T>): Promise<T> {
  const previous = useAuthStore.getState().user;
  signInAs(account);
  try {
    return await action();
  } finally {
    if (previous) useAuthStore.getState().signIn(previous);
  }
}

/** Fresh demo data, stores and no federation loader (as in the standalone page). */
export function resetAll() {
  resetDemoData();
  useAppStore.getState().reset();
  useAuthStore.getState().signOut();
  setRemoteLoader(null);
}

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
