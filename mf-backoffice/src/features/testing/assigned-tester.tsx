import type { Testing } from '@dtp/api-client/back-office';
import { testingsApi } from '@dtp/api-client/back-office';
import { Button, ConfirmDialog, HStack, RouterLink, SectionCard, Stack, Text, useAction, paths } from '@dtp/shared-ui';
import { useState } from 'react';
import { testingTexts as t } from './testing-texts';

export interface AssignedTesterProps {
  testing: Testing;
  backTo: string;
  onChanged: (testing: Testing) => void;
}

/** The assigned tester, read-only, with 'Tester öffnen', the data sheet, the club and 'Einteilung aufheben'. */
export function AssignedTester({ testing, backTo, onChanged }: AssignedTesterProps) {
  const [asking, setAsking] = useState(false);
  const clearing = useAction<'clear'>();
  const testerId = testing.assignedTesterId;

  // The API client shows an error on the badge; either way the question closes.
  const clear = () => clearing.run('clear', async () => onChanged(await testingsApi.assign({ testingId: testing.id, userId: null }))).then(() => setAsking(false));

  return (
    <SectionCard id="testing-tester-title" title={t.testerTitle}>
      <Stack gap="1">
        <Text fontSize="sm" fontWeight="semibold" color="gray.600" id="testing-tester-label">
          {t.tester}
        </Text>
        <Text aria-labelledby="testing-tester-label" fontSize="lg" data-testid="assigned-tester">
          {testing.tester ?? t.noTester}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        {testerId ? (
          <>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={paths.showTester(testerId, backTo)}>{t.openTester}</RouterLink>
            </Button>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={paths.showDatasheet(testerId, backTo)}>{t.openDatasheet}</RouterLink>
            </Button>
          </>
        ) : null}
        <Button asChild size="sm" variant="outline">
          <RouterLink to={paths.showClub(testing.clubId, backTo)}>{t.openClub}</RouterLink>
        </Button>
        {testerId && testing.assignmentOpen ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
            {t.clearAssignment}
          </Button>
        ) : null}
      </HStack>
      <ConfirmDialog
        open={asking}
        title={t.clearTitle}
        onConfirm={clear}
        onCancel={() => setAsking(false)}
        confirmLabel={t.clearAssignment}
        tone="danger"
        busy={clearing.busy !== null}
      >
        <Text>{t.clearConfirm(testing.tester ?? '')}</Text>
      </ConfirmDialog>
    </SectionCard>
  );
}
