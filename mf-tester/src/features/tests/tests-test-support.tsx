// Test-only helpers for the tests screens (imported by *.test.tsx only, never bundled).
import TestPage from '../../pages/test-page';
import TestsPage from '../../pages/tests-page';
import { renderRoutes } from '../../test-support';

export { asAccount, resetAll, setDemoConfig, signInAs } from '../../test-support';

export function renderTests(path: string) {
  return renderRoutes(path, { '/tests': <TestsPage />, '/tests/test/:testId': <TestPage /> });
}
