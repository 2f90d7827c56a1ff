// Test-only helpers for the tests screens (imported by *.test.tsx only, never bundled).
import type { DemoAccount } from '@dtp/shared-api';
import { demoAuthUser, parseRuntimeConfig, resetDemoData, setRemoteLoader, useAppStore, useAuthStore, useConfigStore } from '@dtp/shared-api';
import { Heading, MemoryRouter, Route, RouterLink, Routes, UiProvider, useLocation } from '@dtp/shared-ui';
import { render } from '@testing-library/react';
import demoConfig from '../../../../shell/public/config.json';
import TestPage from '../../pages/test-page';
import TestsPage from '../../pages/tests-page';

// jsdom has no PointerEvent; zag (Checkbox, Dialog) constructs one.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventStub });
}

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

/** The tests screens under a router, as the shell mounts them, with a link elsewhere (leave guard). */
export function renderTests(path: string) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <nav>
          <RouterLink to="/elsewhere">Woanders hin</RouterLink>
        </nav>
        <Routes>
          <Route path="/tests" element={<TestsPage />} />
          <Route path="/tests/test/:testId" element={<TestPage />} />
          <Route path="/elsewhere" element={<Heading as="h1">Andere Seite</Heading>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </UiProvider>,
  );
}
