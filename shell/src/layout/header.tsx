import { useConfig } from '@dtp/shared-api';
import { Box, Flex, HStack, IconButton, RouterLink, Text } from '@dtp/shared-ui';

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

export function Logo() {
  return (
    <svg width="44" height="44" viewBox="0 0 48 48" aria-hidden="true">
      <circle cx="24" cy="24" r="23" fill="#1f6b41" />
      <path d="M20 10v24" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M20 10l12 5-12 5z" fill="#f2c94c" />
      <ellipse cx="24" cy="36" rx="11" ry="3" fill="#46a06b" />
    </svg>
  );
}

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const config = useConfig();
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
        <Logo />
        <Box>
          <Text fontWeight="bold" fontSize={{ base: 'md', md: 'xl' }} color="brand.700" lineHeight="short">
            {TAGLINE}
          </Text>
        </Box>
      </RouterLink>
      <HStack ms="auto" gap="2" fontSize="sm" color="fg.muted" whiteSpace="nowrap" flexShrink={0} data-testid="platform-info">
        <Text display={{ base: 'none', sm: 'block' }}>{config.platformName}</Text>
        <Text>Version {config.version}</Text>
      </HStack>
    </Flex>
  );
}
