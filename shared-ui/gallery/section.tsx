import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '../src';

/** One gallery entry: the block's name, its one-line usage and its states. */
export function Section({ id, title, usage, children }: { id: string; title: string; usage: string; children: ReactNode }) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-title`} bg="white" borderWidth="1px" borderRadius="lg" p="6" scrollMarginTop="4">
      <Heading as="h2" size="lg" id={`${id}-title`} color="brand.700">
        {title}
      </Heading>
      <Text fontFamily="mono" fontSize="sm" color="gray.600" mt="1" mb="4">
        {usage}
      </Text>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}
