import { clubsCalls } from '@dtp/api-client';
import { historyCalls, testingsCalls } from '@dtp/api-client/back-office';
import { LoadedScreen, PageHeading, Stack, useCall, useHere, useNavigateBack, paths } from '@dtp/shared-ui';
import { HistorySection } from '../../components/history/history-section';
import { AssignedTester } from './assigned-tester';
import { AvailableTesters } from './available-testers';
import { TestingFeedback } from './testing-feedback';
import { TestingForm } from './testing-form';
import { testingTexts as t } from './testing-texts';

/**
 * One testing: the tester, status and schedule, the feedback, and the testers available to assign. A change
 * made here (assignment, save) shows its answer at once; what it makes stale (the call table's
 * `invalidates`: the testing, the available testers, the 'Verlauf') loads again by itself.
 */
export function TestingScreen({ id }: { id: number }) {
  const testing = useCall(testingsCalls.load, [id]);
  const back = useNavigateBack(paths.panels());
  const here = useHere();
  const clubId = testing.data?.clubId;
  // The holiday rule needs the club's Bundesland.
  const club = useCall(clubId === undefined ? null : clubsCalls.load, [clubId ?? 0]);

  return (
    <LoadedScreen loaded={testing} title={t.title('')} back={back} notFound={t.notFound}>
      {(data) => (
        <Stack gap="4">
          <PageHeading title={t.title(data.club)} subtitle={t.subtitle(data.wave.number, data.wave.weeks, data.wave.year)} backTo={back} />
          <AssignedTester testing={data} backTo={here} onChanged={testing.setData} />
          <TestingForm testing={data} clubState={club.data?.address.state ?? null} onSaved={testing.setData} />
          {data.showTesterFeedback ? <TestingFeedback testing={data} onSaved={testing.setData} /> : null}
          {data.showAvailableTesters ? <AvailableTesters testing={data} backTo={here} onAssigned={testing.setData} /> : null}
          <HistorySection call={historyCalls.ofTesting} args={[data.id]} />
        </Stack>
      )}
    </LoadedScreen>
  );
}
