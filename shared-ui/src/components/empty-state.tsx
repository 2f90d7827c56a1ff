import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** e.g. 'Keine Feedback-Daten vorhanden.' */
  title: ReactNode;
  description?: ReactNode;
  /** A button or link that helps on (optional). */
  action?: ReactNode;
}

/** What a list or chart shows when it has nothing to show. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Stack align="center" textAlign="center" gap="2" py="8" px="4" borderWidth="1px" borderStyle="dashed" borderColor="gray.300" borderRadius="md" bg="white">
      <Text fontWeight="semibold" color="gray.700">
        {title}
      </Text>
      {description ? <Text color="gray.600">{description}</Text> : null}
      {action}
    </Stack>
  );
}
