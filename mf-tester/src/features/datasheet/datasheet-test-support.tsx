// Test-only helpers for the data sheet tests (imported by *.test.tsx only, never bundled).
import type { AuthUser } from '@dtp/shared-api';
import { createDemoToken, useAuthStore } from '@dtp/shared-api';
import { Heading } from '@dtp/shared-ui';
import DatasheetPage from '../../pages/datasheet-page';
import { renderRoutes } from '../../test-support';

export { asAccount, resetAll, setDemoConfig, signInAs } from '../../test-support';

/** A signed-in tester the demo does not know: no data sheet (404). */
export function signInUnknownTester() {
  const claims = { sub: 'u-new', username: 'neu', name: 'Nina Neu', email: 'nina.neu@example.de', roles: ['dtp-tester'] };
  const user: AuthUser = { userId: 'u-new', username: 'neu', fullName: 'Nina Neu', email: claims.email, roles: ['dtp-tester'], token: createDemoToken(claims) };
  useAuthStore.getState().signIn(user);
}

/** The page under a router, as the shell mounts it, with a link elsewhere (for the leave guard). */
export function renderDatasheet(path = '/datasheet') {
  return renderRoutes(path, {
    '/datasheet': <DatasheetPage />,
    '/datasheet/:userId': <DatasheetPage />,
    '/datasheets': <Heading as="h1">Datenblätter</Heading>,
  });
}
