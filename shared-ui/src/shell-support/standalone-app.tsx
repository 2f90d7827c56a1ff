import type { DemoAccount } from '@dtp/shared-api';
import { DemoAccounts, demoAuthUser, loadRuntimeConfig, useAuthStore, useConfigStore } from '@dtp/shared-api';
import { BrowserRouter } from 'react-router';
import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { UiProvider } from '../theme/ui-provider';

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
  const user = demoAuthUser(as && DemoAccounts.includes(as) ? as : result.config.auth.demoAccount);
  useAuthStore.getState().signIn(user);
  render(
    <UiProvider>
      <Box as="header" px="6" py="3" bg="brand.700" color="white">
        <Heading size="md">{title} – Standalone (Demo-Daten, angemeldet als {user.fullName})</Heading>
      </Box>
      <Box as="main" p={{ base: '3', md: '6' }}>
        <BrowserRouter>{routes}</BrowserRouter>
      </Box>
    </UiProvider>,
  );
}
