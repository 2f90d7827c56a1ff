import { earlyHeadingAt } from '@dtp/api-client';
import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeading } from '../components/page-heading';

/**
 * The content area while a screen's code and data are on their way: grey blocks where the heading, its
 * line and the first card will stand. The same element is prerendered into the shell's page (index.html,
 * shell/src/pages/frame-prerender.tsx) and shown by a page slot while its remote loads, so the first paint
 * and the running app agree. Where the page's first script painted the screen's heading from its early answer
 * (decision 0020), the heading itself stands in place of its blocks, until the screen renders its own.
 */
export function PageSkeleton() {
  const heading = typeof window === 'undefined' ? null : earlyHeadingAt(window.location.pathname);
  if (heading) return <PageSkeletonWithHeading title={heading.title} subtitle={heading.subtitle || null} backTo={heading.backTo} />;
  return (
    <Stack gap="4" maxW="5xl" role="status" aria-busy="true" aria-label="Bereich wird geladen" data-testid="page-skeleton">
      <Box h="9" w="min(24rem, 70%)" borderRadius="md" bg="gray.200" />
      <Box h="5" w="min(32rem, 90%)" borderRadius="md" bg="gray.100" />
      <Box h="64" borderRadius="lg" bg="gray.100" />
    </Stack>
  );
}

/**
 * The skeleton with the screen's heading painted early: the page heading as the screen writes it (the same element
 * and box, its back button where the screen has one), then the first card's block. Also the markup the page's first
 * script fills (<template id="early-heading">, with `data-early-heading` slots for its texts).
 */
export function PageSkeletonWithHeading({ title, subtitle, backTo }: { title: ReactNode; subtitle: ReactNode; backTo?: string }) {
  return (
    <>
      <PageHeading title={title} subtitle={subtitle} backTo={backTo} />
      <Stack gap="4" maxW="5xl" role="status" aria-busy="true" aria-label="Bereich wird geladen" data-testid="page-skeleton">
        <Box h="64" borderRadius="lg" bg="gray.100" />
      </Stack>
    </>
  );
}

/**
 * Where a form's tabs and first fields will stand, while they are built right after the heading (a
 * screen using useAfterFirstPaint): the tab bar's line and label-and-field blocks, so nothing below moves.
 */
export function FormSkeleton() {
  return (
    <Stack gap="5" role="status" aria-busy="true" aria-label="Formular wird aufgebaut" data-testid="form-skeleton">
      <Box h="10" borderBottomWidth="1px" borderColor="gray.200" />
      {[0, 1, 2, 3].map((field) => (
        <Stack key={field} gap="2">
          <Box h="4" w="8rem" borderRadius="sm" bg="gray.200" />
          <Box h="10" borderRadius="md" bg="gray.100" />
        </Stack>
      ))}
    </Stack>
  );
}
