import { clubChoicesCall, testsCalls, useConfig } from '@dtp/api-client';
import { Notice, PageHeading, Stack, Text, useCall, paths } from '@dtp/shared-ui';
import { LoadingUnderEarlyHeading, useHandOverEarlyHeading } from '../../components/early-heading';
import { BackOfficeContactCard, ClubContactCard } from './club-contact-card';
import { QuestionnaireCard } from './questionnaire-card';
import { TeeTimeForm } from './tee-time-form';
import { TestFeedbackCard } from './test-feedback-card';
import { testEarlyHeading } from './test-early-heading';
import { GuidanceCard } from './test-guidance';
import { TestSummary } from './test-summary';
import { testTexts } from './tests-texts';

/** One of the tester's tests: the club, date and tee time, the questionnaire, the feedback (the page: pages/test-page.tsx). */
export function TestScreen({ id }: { id: number }) {
  const test = useCall(testsCalls.load, [id]);
  const clubId = test.data?.showSetTeeTime ? test.data.club?.id : undefined;
  // The holiday rule needs the club's Bundesland; only while the tee time can be set.
  const clubs = useCall(clubId === undefined ? null : clubChoicesCall, []);
  const clubState = clubs.data?.find((club) => club.id === clubId)?.state ?? null;
  const { contact } = useConfig();
  const contactName = contact.name;
  // Shown: the next visit of a test's page (a mail's link) paints its heading before the code arrives.
  useHandOverEarlyHeading(test.data ? testEarlyHeading(id) : null);

  if (test.loading) return <LoadingUnderEarlyHeading />;
  const data = test.data;
  if (!data) {
    return (
      <Stack gap="4">
        <PageHeading title={testTexts.titleNext} backTo={paths.tests()} />
        <Text>{testTexts.notAvailable}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <PageHeading title={data.club ? testTexts.titleWithClub(data.club.name) : testTexts.titleNext} backTo={paths.tests()} />
      {data.showNotYetReadyHint ? <Notice status="info">{testTexts.notYetReady(data.year)}</Notice> : null}
      {data.showTestDoneHint ? <Notice status="success">{testTexts.testDone}</Notice> : null}
      {data.showNotYetReadyHint ? null : <TestSummary test={data} />}
      {data.showSetTeeTime ? (
        <TeeTimeForm key={data.id} test={data} clubState={clubState} onSaved={test.setData} />
      ) : null}
      <ClubContactCard test={data} />
      {data.showSetTeeTime || data.showTestLink ? (
        <GuidanceCard id="test-guidance" title={testTexts.guidanceTitle} items={testTexts.guidance(contactName)} />
      ) : null}
      {data.showTestLink ? <QuestionnaireCard test={data} /> : null}
      {data.showTesterFeedback ? <TestFeedbackCard test={data} /> : null}
      <BackOfficeContactCard contact={contact} />
    </Stack>
  );
}
