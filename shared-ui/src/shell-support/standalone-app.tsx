import type { DemoAccount } from '@dtp/shared-api';
import { createDemoToken, loadRuntimeConfig, toRoles, useAuthStore, useConfigStore } from '@dtp/shared-api';
import { BrowserRouter } from 'react-router';
import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { UiProvider } from '../theme/ui-provider';

const standaloneUsers: Record<DemoAccount, { userId: string; name: string; email: string; roles: string[] }> = {
  admin: { userId: 'u-admin', name: 'Anna Admin', email: 'anna.admin@example.de', roles: ['dtp-admin'] },
  manager: { userId: 'u-manager', name: 'Martin Manager', email: 'martin.manager@example.de', roles: ['dtp-manager'] },
  tester: { userId: 'u-tester', name: 'Max Mustermann', email: 'max.mustermann@example.de', roles: ['dtp-tester'] },
  tester2: { userId: 'u-tester2', name: 'Erika Musterfrau', email: 'erika.musterfrau@example.de', roles: ['dtp-tester'] },
};

/**
 * A remote's own page for its team: its /config.json (demo data), an in-memory
 * login (?as=tester|manager|admin) and the remote's routes, without the shell.
 */
export async function startStandalone(render: (node: ReactNode) => void, title: string, routes: ReactNode) {
  const result = await loadRuntimeConfig();
  if (!result.ok) {
    render(
      <UiProvider>
        <Text role="alert" p="6">
          Konfiguration ungültig: {result.key} – {result.message}
        </Text>
      </UiProvider>,
    );
    return;
  }
  useConfigStore.getState().setConfig(result.config);
  const as = new URLSearchParams(window.location.search).get('as') as DemoAccount | null;
  const account = (as && standaloneUsers[as] ? as : result.config.auth.demoAccount) as DemoAccount;
  const user = standaloneUsers[account];
  useAuthStore.getState().signIn({
    userId: user.userId,
    username: account,
    fullName: user.name,
    email: user.email,
    roles: toRoles(user.roles),
    token: createDemoToken({ sub: user.userId, username: account, name: user.name, email: user.email, roles: user.roles }),
  });
  render(
    <UiProvider>
      <Box as="header" px="6" py="3" bg="brand.700" color="white">
        <Heading size="md">{title} – Standalone (Demo-Daten, angemeldet als {user.name})</Heading>
      </Box>
      <Box as="main" p={{ base: '3', md: '6' }}>
        <BrowserRouter>{routes}</BrowserRouter>
      </Box>
    </UiProvider>,
  );
}
