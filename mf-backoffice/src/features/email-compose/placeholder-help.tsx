import { emailsCalls } from '@dtp/api-client/back-office';
import { Box, Code, Text, useCall } from '@dtp/shared-ui';
import { composeTexts as t } from './compose-texts';

/** The placeholders from the API (GET /email/placeholders), in a section that opens on demand. */
export function PlaceholderHelp() {
  const placeholders = useCall(emailsCalls.placeholders, []);
  return (
    <Box as="details" borderWidth="1px" borderRadius="md" px="3" py="2" bg="white">
      <Box as="summary" cursor="pointer" fontWeight="medium" fontSize="sm">
        {t.placeholders}
      </Box>
      <Text fontSize="sm" color="gray.600" mt="2">
        {t.placeholdersHint}
      </Text>
      <Box as="dl" mt="2" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="4" rowGap="1" fontSize="sm">
        {(placeholders.data ?? []).map((p) => (
          <Box key={p.value} display="contents">
            <Box as="dt" mt={{ base: '1.5', sm: '0' }}>
              <Code fontSize="xs">{p.value}</Code>
            </Box>
            <Box as="dd" color="gray.700">
              {p.description}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
