import type { Test } from '@dtp/api-client';
import { testsApi } from '@dtp/api-client';
import { Button, DownloadIcon, saveFile, Stack, Text, useAction } from '@dtp/shared-ui';
import { testTexts } from './tests-texts';

/**
 * „In Kalender eintragen“ (issue 34, item 1): downloads the agreed test as an .ics named by the server
 * (test-<club>-<date>.ics, text/calendar), which iOS and Android open in their calendar. A failure is
 * on the error badge like every call's.
 */
export function CalendarButton({ test }: { test: Test }) {
  const action = useAction();
  if (!test.calendarAvailable) return null;
  const download = () =>
    action.run('run', async () => {
      const file = await testsApi.calendar(test.id);
      saveFile(file, file.name);
    });
  return (
    <Stack gap="1" mt="3" align={{ base: 'stretch', sm: 'flex-start' }}>
      <Button
        type="button"
        variant="outline"
        colorPalette="brand"
        minH="11"
        width={{ base: 'full', sm: 'auto' }}
        onClick={() => void download()}
        loading={action.busy !== null}
        aria-describedby={`calendar-hint-${test.id}`}
      >
        <DownloadIcon aria-hidden="true" /> {testTexts.addToCalendar}
      </Button>
      <Text id={`calendar-hint-${test.id}`} fontSize="sm" color="gray.600">
        {testTexts.calendarHint}
      </Text>
    </Stack>
  );
}
