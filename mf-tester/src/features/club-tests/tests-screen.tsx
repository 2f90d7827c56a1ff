import { testsCalls } from '@dtp/api-client';
import { EmptyState, Notice, PageHeading, Stack, useCall, useSearchParams, useTimedMessage } from '@dtp/shared-ui';
import { useEffect } from 'react';
import { TestsInstructions } from './tests-instructions';
import { TestsTable } from './tests-table';
import { testTexts, testsTexts } from './tests-texts';

/** The tester's tests of the season, with the thank-you after a questionnaire (the page: pages/tests-page.tsx). */
export function TestsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const testCompleted = searchParams.get('testCompleted') === 'true';
  // The thank-you is a success message: it closes itself after the spec's 10 s (or by its close
  // button), and leaves the address, so a reload does not thank again.
  const completed = useTimedMessage<true>(undefined, testCompleted ? true : null);
  const closed = completed.message === null;
  useEffect(() => {
    if (testCompleted && closed) setSearchParams({}, { replace: true });
  }, [testCompleted, closed, setSearchParams]);
  const { data } = useCall(testsCalls.list, []);
  if (!data) return null;
  const { year, tests } = data;
  const hasTests = tests.length > 0;
  // A test the tester is only marked for is not an assignment yet: its page says so ('Ihr nächster Test').
  const assigned = tests.some((t) => t.progress !== 'MARKED');

  return (
    <Stack gap="4">
      <PageHeading title={testsTexts.heading(tests.length, year)} />
      {hasTests ? <Notice status="info">{assigned ? testsTexts.assigned(year) : testTexts.notYetReady(year)}</Notice> : null}
      {completed.message ? (
        <Notice status="success" onClose={completed.close}>
          {testsTexts.testCompleted}
        </Notice>
      ) : null}
      {hasTests ? (
        <>
          <TestsTable tests={tests} />
          <TestsInstructions />
        </>
      ) : (
        <EmptyState title={testsTexts.noOverview(year)} description={testsTexts.noOverviewDetail} />
      )}
    </Stack>
  );
}
