import type { Test } from '@dtp/api-client';
import { weekdayOf } from '@dtp/api-client';
import { Badge, Box, formatDate, HStack, Text } from '@dtp/shared-ui';
import { CalendarButton } from './calendar-button';
import { testTexts } from './tests-texts';

/** Planned period, status and (once agreed) date and tee time, with „In Kalender eintragen“. */
export function TestSummary({ test }: { test: Test }) {
  return (
    <Box borderWidth="1px" borderRadius="md" bg="white" p="4">
      <HStack gap="3" wrap="wrap" mb="2">
        <Badge colorPalette="brand" variant="subtle">
          {test.progressLabel}
        </Badge>
        {test.premiumTest ? <Badge colorPalette="orange">{testTexts.premium}</Badge> : null}
      </HStack>
      <Text>
        {testTexts.period}: {test.weeks} ({formatDate(test.startDate)} bis {formatDate(test.endDate)})
      </Text>
      {test.date ? (
        <Text>
          {testTexts.saved}: {weekdayOf(test.date)}, {formatDate(test.date)}
          {!test.noStartingTimes && test.teeTime ? `, ${test.teeTime} Uhr` : ''}
        </Text>
      ) : null}
      <CalendarButton test={test} />
    </Box>
  );
}
