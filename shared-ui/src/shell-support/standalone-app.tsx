import type { DemoAccount, RemoteName, RemoteRoutes } from '@dtp/api-client';
import { DemoAccounts, demoAuthUser, loadRuntimeConfig, registerRemoteRoutes, routesOfRemote, useAuthStore, useConfigStore } from '@dtp/api-client';
import { Link as RouterLink, Navigate, Route, Routes } from 'react-router';
import { Box, HStack, Heading, Link, Text } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
// Ours, not react-router's: it installs the history-step guard, so LeaveGuard catches the back button here as in the shell.
import { BrowserRouter } from '../browser-router';
import { UiProvider } from '../theme/ui-provider';

export interface StandalonePage {
  /** Route pattern, e.g. '/tests/test/:testId'. */
  path: string;
  element: ReactElement;
  /** Shown in the page's navigation when set. */
  label?: string;
}

/** A remote's screen manifest: screen name → its module, loaded when first shown (views take props). */
export type ScreenManifest = Record<string, () => Promise<{ default: ComponentType<never> }>>;

/** The remote's routes (its rows, contract/src/pages/<remote>.json), each showing its manifest's screen. */
function pagesOf(remote: RemoteName, screens: ScreenManifest): StandalonePage[] {
  const components = new Map<string, ComponentType>();
  const screenOf = (name: string) => {
    const load = screens[name];
    if (!load) throw new Error(`The route table names the screen ${name}, which ${remote}'s manifest does not list`);
    // A routed screen takes no props (it reads the URL); the route table names only such screens.
    if (!components.has(name)) components.set(name, lazy(load as () => Promise<{ default: ComponentType }>));
    return components.get(name) as ComponentType;
  };
  return routesOfRemote(remote).map((route) => {
    const Screen = screenOf(route.screen);
    return { path: route.path, label: route.label, element: <Screen /> };
  });
}

/**
 * A remote's own page for its team: its /config.json (demo data), an in-memory
 * login (?as=tester|manager|admin) and the remote's routes from its rows (contract/src/pages/<remote>.json, which its build also writes into
 * its manifest for the shell), without the shell. `extraPages` are standalone-only pages (e.g. demos of embedded views).
 */
export async function startStandalone(
  render: (node: ReactNode) => void,
  title: string,
  remote: RemoteName,
  screens: ScreenManifest,
  routes: RemoteRoutes,
  extraPages: StandalonePage[] = [],
) {
  registerRemoteRoutes(remote, routes);
  const pages = [...pagesOf(remote, screens), ...extraPages];
  const result = await loadRuntimeConfig();
  if (!result.ok) {
    render(
      <UiProvider>
        <Text role="alert" p="6">
          Konfiguration ungültig: {result.problems.map((problem) => problem.message).join(' ')}
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
        <BrowserRouter>
          <HStack as="nav" gap="4" mb="6" wrap="wrap" aria-label="Seiten dieses Remotes">
            {pages
              .filter((page) => page.label)
              .map((page) => (
                <Link key={page.path} asChild color="brand.700" fontWeight="medium">
                  <RouterLink to={page.path}>{page.label}</RouterLink>
                </Link>
              ))}
          </HStack>
          <Routes>
            {pages.map((page) => (
              <Route key={page.path} path={page.path} element={<Suspense fallback={null}>{page.element}</Suspense>} />
            ))}
            <Route path="*" element={<Navigate to={pages[0]?.path ?? '/'} replace />} />
          </Routes>
        </BrowserRouter>
      </Box>
    </UiProvider>,
  );
}
