import { Box, Flex, Heading, List, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { formatPercent, roundPercent } from '../format/percent';
import { EmptyState } from './empty-state';

export interface PercentBarChartProps {
  title: string;
  /** Criterion → percent (0–100), e.g. cmcFeedbackAverages. */
  data: Record<string, number> | readonly { criterion: string; percent: number }[];
  /** e.g. 'Keine CMC-Daten verfügbar'. */
  emptyMessage: string;
}

/** Horizontal percent bars per criterion, rounded to whole numbers; each bar is a meter a screen reader reads with its criterion. */
export function PercentBarChart({ title, data, emptyMessage }: PercentBarChartProps) {
  const id = useId();
  const entries = Array.isArray(data)
    ? (data as readonly { criterion: string; percent: number }[])
    : Object.entries(data as Record<string, number>).map(([criterion, percent]) => ({ criterion, percent }));
  return (
    <Box as="section" aria-labelledby={`${id}-title`} bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id={`${id}-title`} mb="3">
        {title}
      </Heading>
      {entries.length === 0 ? (
        <EmptyState title={emptyMessage} />
      ) : (
        <List.Root as="ul" listStyleType="none" gap="3">
          {entries.map(({ criterion, percent }, index) => {
            const rounded = Math.min(100, Math.max(0, roundPercent(percent)));
            const labelId = `${id}-c${index}`;
            return (
              <List.Item key={criterion} display="block">
                <Flex justify="space-between" gap="3" mb="1">
                  <Text id={labelId}>{criterion}</Text>
                  <Text fontWeight="semibold" aria-hidden="true">
                    {formatPercent(percent)}
                  </Text>
                </Flex>
                <Box
                  role="meter"
                  aria-labelledby={labelId}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={rounded}
                  aria-valuetext={formatPercent(percent)}
                  h="3"
                  bg="gray.100"
                  borderRadius="full"
                  overflow="hidden"
                >
                  <Box h="full" w={`${rounded}%`} bg="brand.500" borderRadius="full" />
                </Box>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Box>
  );
}
