import { testsApi } from '@dtp/shared-api';
import { EmptyState, Notice, PageHeading, Stack, useLoad, useSearchParams } from '@dtp/shared-ui';
import { TestsInstructions } from '../features/club-tests/tests-instructions';
import { TestsTable } from '../features/club-tests/tests-table';
import { testsTexts } from '../features/club-tests/tests-texts';

/** /tests — spec section 2 'Own tests'. */
export default function TestsPage() {
  const [searchParams] = useSearchParams();
  const testCompleted = searchParams.get('testCompleted') === 'true';
  const { data } = useLoad(() => testsApi.list(), 'tests');
  if (!data) return null;
  const { year, tests } = data;
  const hasTests = tests.length > 0;

  return (
    <Stack gap="4">
      <PageHeading title={testsTexts.heading(tests.length, year)} />
      {hasTests ? <Notice status="info">{testsTexts.assigned(year)}</Notice> : null}
      {testCompleted ? <Notice status="success">{testsTexts.testCompleted}</Notice> : null}
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
