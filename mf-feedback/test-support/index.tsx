// mf-feedback's one place for test helpers (imported by *.test.tsx files only, never bundled);
// the helpers every package needs come from the dev-only package @dtp/test-support.
import { renderUi } from '@dtp/test-support';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';

export { renderRoutes, renderUi, resetAll, setDemoConfig, signInAs } from '@dtp/test-support';

/** Renders and lets lazily loaded parts (the shared Tooltip's chunk) settle inside act(). */
export async function renderSettled(ui: ReactElement) {
  const result = renderUi(ui);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return result;
}
