import { useConfig } from '@dtp/api-client';
import { Box, Flex, IconButton, RouterLink, Stack, Text } from '@dtp/shared-ui';

/** Spec section 1: the header's tagline. */
export const TAGLINE = 'Digitale Test-Plattform';

/** Spec section 9: header height passed to the sidebar. */
export const HEADER_HEIGHT = 100;

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ size = '44px' }: { size?: string | Record<string, string> }) {
  return (
    <Box boxSize={size} flexShrink={0}>
      <svg width="100%" height="100%" viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="23" fill="#1f6b41" />
        <path d="M20 10v24" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M20 10l12 5-12 5z" fill="#f2c94c" />
        <ellipse cx="24" cy="36" rx="11" ry="3" fill="#46a06b" />
      </svg>
    </Box>
  );
}

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const config = useConfig();
  return <HeaderView onOpenMenu={onOpenMenu} platformName={config.platformName} version={config.version} />;
}

/**
 * The header as shown. The prerendered page (index.html, frame-prerender.tsx) has it before the configuration is
 * known: a no-break space for the name and no version, in lines of the same height; the word 'Version' (a phone's
 * 'v') keeps its place but is not shown, so the frame shows no label without its number.
 */
export function HeaderView({ onOpenMenu, platformName, version }: { onOpenMenu?: () => void; platformName: string; version: string }) {
  return (
    <Flex
      as="header"
      h={{ base: '64px', md: `${HEADER_HEIGHT}px` }}
      px={{ base: '3', md: '6' }}
      align="center"
      gap="3"
      bg="white"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton aria-label="Menü öffnen" variant="ghost" display={{ base: 'inline-flex', lg: 'none' }} onClick={onOpenMenu}>
        <MenuIcon />
      </IconButton>
      <RouterLink to="/" aria-label="Zur Startseite" style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <Logo size={{ base: '36px', sm: '44px' }} />
        <Box>
          <Text fontWeight="bold" fontSize={{ base: 'md', md: 'xl' }} color="brand.700" lineHeight="short">
            {TAGLINE}
          </Text>
        </Box>
      </RouterLink>
      {/* Spec section 1: name and version are always shown; on a phone shortened and stacked, never hidden. */}
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        ms="auto"
        gap={{ base: '0', sm: '2' }}
        align={{ base: 'flex-end', sm: 'center' }}
        fontSize={{ base: 'xs', sm: 'sm' }}
        lineHeight={{ base: 'short', sm: 'normal' }}
        color="fg.muted"
        whiteSpace="nowrap"
        minW="0"
        flexShrink={1}
        data-testid="platform-info"
      >
        <Text truncate maxW={{ base: '6.5rem', sm: 'none' }} title={platformName}>
          {platformName}
        </Text>
        <Text flexShrink={0} style={version ? undefined : { visibility: 'hidden' }}>
          <Box as="span" display={{ base: 'none', sm: 'inline' }}>
            Version{' '}
          </Box>
          <Box as="span" display={{ base: 'inline', sm: 'none' }}>
            v
          </Box>
          {version}
        </Text>
      </Stack>
    </Flex>
  );
}
