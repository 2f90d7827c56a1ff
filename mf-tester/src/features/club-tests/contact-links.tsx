import { Box, Link, Stack, Text } from '@dtp/shared-ui';

export interface ContactLinkItem {
  /** What the line is ('Telefon', 'E-Mail', 'Website'). */
  label: string;
  href: string;
  /** What the link shows (the number, the address). */
  text: string;
  /** The link's accessible name when the text alone does not say enough. */
  ariaLabel?: string;
  /** Opens in a new tab (a website). */
  external?: boolean;
}

/**
 * Phone, email and website as one list of large links: each line is at least 44 px high (a thumb's
 * target on a phone), and a long address wraps instead of widening the page.
 */
export function ContactLinks({ items }: { items: readonly ContactLinkItem[] }) {
  if (items.length === 0) return null;
  return (
    <Stack as="ul" gap="0" listStyleType="none" ps="0" m="0">
      {items.map((item) => (
        <Box as="li" key={item.label} borderTopWidth="1px" borderColor="gray.100" _first={{ borderTopWidth: 0 }}>
          <Link
            href={item.href}
            aria-label={item.ariaLabel}
            {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            display="flex"
            flexDirection={{ base: 'column', sm: 'row' }}
            alignItems={{ base: 'flex-start', sm: 'center' }}
            justifyContent={{ base: 'center', sm: 'flex-start' }}
            gap={{ base: '0', sm: '3' }}
            minH="11"
            py="2"
            width="full"
            color="brand.fg"
            overflowWrap="anywhere"
          >
            <Text as="span" color="gray.600" fontSize="sm" minW={{ sm: '20' }}>
              {item.label}
            </Text>
            <Text as="span" textDecoration="underline" overflowWrap="anywhere" wordBreak="break-word" minW="0" maxW="full">
              {item.text}
            </Text>
          </Link>
        </Box>
      ))}
    </Stack>
  );
}
