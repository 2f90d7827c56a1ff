import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled group of form fields in one or two columns (two from 48em). */
export function FormSection({ title, children, columns = 2 }: { title: string; children: ReactNode; columns?: 1 | 2 }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="md" color="brand.800">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: columns }} gap="4">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
