import { abortCalls, useAppStore } from '@dtp/api-client';
import { Box, Button, Flex, Notice, SideDrawer, Spinner, Stack } from '@dtp/shared-ui';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { HEADER_HEIGHT, Header } from './header';
import { Sidebar } from './sidebar';
import { StatusBadges } from './status-badges';

/**
 * The spinner over the content while API calls are in flight. Its own component: the loading flag
 * changes with every call, and only this overlay re-renders for it, not header and sidebar (a
 * store update renders synchronously, in one task on a phone's main thread).
 */
export function LoadingOverlay() {
  const isLoading = useAppStore((s) => s.isLoading);
  const slow = useSlow(isLoading);
  if (!isLoading) return null;
  // An overlay, not a replacement: a form under it keeps what the user typed.
  return (
    <Flex position="absolute" inset="0" bg="whiteAlpha.700" justify="center" pt="24" zIndex="overlay" data-testid="loading">
      <Stack align="center" gap="4" maxW="md" px="3">
        <Spinner size="xl" color="brand.solid" aria-label="Wird geladen" />
        {slow ? (
          <Notice status="warning">
            {SLOW_CALL_TEXT}{' '}
            <Button size="sm" variant="outline" mt="2" onClick={abortCalls}>
              Abbrechen
            </Button>
          </Notice>
        ) : null}
      </Stack>
    </Flex>
  );
}

/** After this long without an answer the person may abort; nothing is aborted by itself (spec 7: no timeout). */
export const SLOW_CALL_MS = 20_000;
export const SLOW_CALL_TEXT = 'Der Server antwortet seit 20 Sekunden nicht. Sie können weiter warten oder abbrechen; Ihre Eingaben bleiben erhalten.';

function useSlow(isLoading: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!isLoading) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), SLOW_CALL_MS);
    return () => clearTimeout(timer);
  }, [isLoading]);
  return slow;
}

/**
 * The page's frame: header, the sidebar's area (from lg on) and the content area. The running app fills it
 * (AppLayout); the shell's page has it prerendered (index.html, frame-prerender.tsx) with an empty sidebar and a
 * skeleton as content, painted before any script has run.
 */
export function LayoutFrame({ header, sidebar, children, after }: { header: ReactNode; sidebar: ReactNode; children: ReactNode; after?: ReactNode }) {
  return (
    <Box minH="100vh">
      {header}
      <Flex minH={`calc(100vh - ${HEADER_HEIGHT}px)`}>
        {/* The aside stretches to the row's full height, so its background and border reach the bottom of a
            long page; the navigation inside it stays in view while the page scrolls (issue 33, item 16). */}
        <Box as="aside" display={{ base: 'none', lg: 'block' }} w="260px" flexShrink={0} bg="white" borderEndWidth="1px" data-testid="sidebar">
          <Box position="sticky" top={`${HEADER_HEIGHT}px`} maxH={`calc(100vh - ${HEADER_HEIGHT}px)`} overflowY="auto">
            {sidebar}
          </Box>
        </Box>
        <Box as="main" flex="1" minW="0" p={{ base: '3', md: '6' }} position="relative">
          {children}
        </Box>
      </Flex>
      {after}
    </Box>
  );
}

/** Header, sidebar (a drawer on small screens), badges, spinner and the content area. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <LayoutFrame
      header={<Header onOpenMenu={() => setMenuOpen(true)} />}
      sidebar={<Sidebar />}
      after={
        <SideDrawer open={menuOpen} onClose={() => setMenuOpen(false)} title="Menü" closeLabel="Menü schließen" data-testid="sidebar-drawer">
          <Sidebar onNavigate={() => setMenuOpen(false)} />
        </SideDrawer>
      }
    >
      <StatusBadges />
      {children}
      <LoadingOverlay />
    </LayoutFrame>
  );
}
