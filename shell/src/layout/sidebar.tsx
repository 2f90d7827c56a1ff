import { permissionsOf, useAuthStore, useConfig, useGlobalSettings, useRouteTable } from '@dtp/api-client';
import { Box, Link, NavLink, RouterLink, saveFile, Separator, Stack, Text, useAction } from '@dtp/shared-ui';
import { useAuthController } from '../auth/auth-controller';
import { reachableRemotes } from '../federation/remote-routes';
import { bottomLinks, sidebarEntries, type BottomLink } from './navigation';

/** Sidebar entries, the username, Abmelden and the bottom links (spec sections 2 and 6). */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const config = useConfig();
  const user = useAuthStore((s) => s.user);
  const { signOut } = useAuthController();
  const { settings, loaded } = useGlobalSettings();
  const showTesterFeedback = settings.showTesterFeedback;
  const remoteEntries = useRouteTable((table) => table.sidebar);
  // The person's own remotes: an address typed by hand may make the page read another's manifest (app-routes.tsx).
  const routesPending = useRouteTable((table) => reachableRemotes(user?.roles ?? []).some((remote) => table.remotes[remote] === 'loading'));
  // Whole or not at all: an entry that appeared once the settings or a remote's manifest (its entries) arrived would
  // push the username and the links below it down (a layout shift on the first screen, issue 35). The area stays
  // empty as on the prerendered page.
  if (!user || !loaded || routesPending) return null;
  const ctx = { permissions: permissionsOf(user.roles), flags: config.flags, showTesterFeedback };
  const entries = sidebarEntries(ctx, remoteEntries);
  const links = bottomLinks(ctx, config);
  return (
    <Stack as="nav" aria-label="Hauptnavigation" gap="1" p="3" fontSize="sm">
      {entries.map((entry) => (
        <Box
          key={entry.key}
          asChild
          px="3"
          py="2"
          borderRadius="md"
          _hover={{ bg: 'brand.50' }}
          _currentPage={{ bg: 'brand.100', color: 'brand.800', fontWeight: 'semibold' }}
        >
          <NavLink to={entry.to} end={entry.to === '/'} onClick={onNavigate}>
            {entry.label}
          </NavLink>
        </Box>
      ))}
      <Separator my="2" />
      <Text px="3" py="1" color="fg.muted" data-testid="sidebar-username">
        {user.username}
      </Text>
      <Box
        as="button"
        textAlign="start"
        px="3"
        py="2"
        borderRadius="md"
        _hover={{ bg: 'brand.50' }}
        onClick={() => {
          onNavigate?.();
          signOut();
        }}
      >
        Abmelden
      </Box>
      <Separator my="2" />
      <Stack gap="1" data-testid="bottom-links">
        {links.map((link) =>
          link.to ? (
            <Link key={link.key} asChild px="3" py="1" color="brand.700">
              <RouterLink to={link.to} onClick={onNavigate}>
                {link.label}
              </RouterLink>
            </Link>
          ) : link.href ? (
            <Link key={link.key} href={link.href} target="_blank" rel="noopener noreferrer" px="3" py="1" color="brand.700">
              {link.label}
            </Link>
          ) : link.print ? (
            <PrintLink key={link.key} label={link.label} print={link.print} />
          ) : (
            <Text key={link.key} px="3" py="1" fontWeight="semibold" color="brand.800">
              {link.label}
            </Text>
          ),
        )}
      </Stack>
    </Stack>
  );
}

/**
 * A print PDF of the questionnaire (issue 43), made by the API server: fetched with the token and saved. The
 * questionnaire's client loads on the tap, so no first screen carries it; a failure shows on the error badge.
 */
function PrintLink({ label, print }: { label: string; print: NonNullable<BottomLink['print']> }) {
  const action = useAction<'print'>();
  const download = () =>
    action.run('print', async () => {
      const { questionnairePrintApi } = await import('@dtp/api-client/questionnaire');
      const file = await questionnairePrintApi.definition(print.year, print.variant);
      saveFile(file, file.name);
    });
  return (
    <Box as="button" textAlign="start" px="3" py="1" color="brand.700" _hover={{ textDecoration: 'underline' }} aria-busy={action.busy !== null} onClick={() => void download()}>
      {label}
    </Box>
  );
}
