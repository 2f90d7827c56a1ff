import { clubsApi, paths } from '@dtp/shared-api';
import { historyApi, testingsApi, type Testing } from '@dtp/shared-api/back-office';
import { LoadedScreen, PageHeading, Stack, useHere, useLoad, useNavigateBack } from '@dtp/shared-ui';
import { useCallback } from 'react';
import { HistorySection } from '../../components/history/history-section';
import { AssignedTester } from './assigned-tester';
import { AvailableTesters } from './available-testers';
import { TestingFeedback } from './testing-feedback';
import { TestingForm } from './testing-form';
import { testingTexts as t } from './testing-texts';

/** One testing: the tester, status and schedule, the feedback, and the testers available to assign. */
export function TestingScreen({ id }: { id: number }) {
  const testing = useLoad(() => testingsApi.load(id), id);
  const back = useNavigateBack(paths.panels());
  const here = useHere();
  const clubId = testing.data?.clubId;
  // The holiday rule needs the club's Bundesland.
  const club = useLoad(clubId === undefined ? null : () => clubsApi.load(clubId), clubId);
  const { setData } = testing;
  const onChanged = useCallback((next: Testing) => setData(next), [setData]);

  return (
    <LoadedScreen loaded={testing} title={t.title('')} back={back} notFound={t.notFound}>
      {(data) => (
        <Stack gap="4">
          <PageHeading title={t.title(data.club)} subtitle={t.subtitle(data.wave.number, data.wave.weeks, data.wave.year)} backTo={back} />
          <AssignedTester testing={data} backTo={here} onChanged={onChanged} />
          {/* A new answer (assignment, save) starts the form from the server's values. */}
          <TestingForm
            key={`${data.progress}|${data.assignedTesterId}|${data.date}|${data.teeTime}|${data.noStartingTimes}`}
            testing={data}
            clubState={club.data?.address.state ?? null}
            onSaved={onChanged}
          />
          {data.showTesterFeedback ? <TestingFeedback testing={data} /> : null}
          {data.showAvailableTesters ? <AvailableTesters testing={data} backTo={here} onAssigned={onChanged} /> : null}
          <HistorySection
            load={() => historyApi.ofTesting(data.id)}
            reloadKey={`${data.id}|${data.progress}|${data.assignedTesterId}|${data.date}|${data.teeTime}`}
          />
        </Stack>
      )}
    </LoadedScreen>
  );
}
