import { Box, Stack } from '@chakra-ui/react';

/**
 * The content area while a screen's code and data are on their way: grey blocks where the heading, its
 * line and the first card will stand. The same element is prerendered into the shell's page (index.html,
 * shell/src/pages/frame-prerender.tsx) and shown by a page slot while its remote loads, so the first paint
 * and the running app agree.
 */
export function PageSkeleton() {
  return (
    <Stack gap="4" maxW="5xl" role="status" aria-busy="true" aria-label="Bereich wird geladen" data-testid="page-skeleton">
      <Box h="9" w="min(24rem, 70%)" borderRadius="md" bg="gray.200" />
      <Box h="5" w="min(32rem, 90%)" borderRadius="md" bg="gray.100" />
      <Box h="64" borderRadius="lg" bg="gray.100" />
    </Stack>
  );
}
