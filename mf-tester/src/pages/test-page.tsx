import { clubChoicesCall, paths, testsCalls, useConfig } from '@dtp/shared-api';
import { Notice, PageHeading, Stack, Text, useCall, useParams } from '@dtp/shared-ui';
import { BackOfficeContactCard, ClubContactCard } from '../features/club-tests/club-contact-card';
import { QuestionnaireCard } from '../features/club-tests/questionnaire-card';
import { TeeTimeForm } from '../features/club-tests/tee-time-form';
import { TestFeedbackCard } from '../features/club-tests/test-feedback-card';
import { GuidanceCard } from '../features/club-tests/test-guidance';
import { TestSummary } from '../features/club-tests/test-summary';
import { testTexts } from '../features/club-tests/tests-texts';

/** /tests/test/:testId — spec section 2 'Single test page'. */
export default function TestPage() {
  const { testId } = useParams();
  const test = useCall(testsCalls.load, [Number(testId)]);
  const clubId = test.data?.showSetTeeTime ? test.data.club?.id : undefined;
  // The holiday rule needs the club's Bundesland; only while the tee time can be set.
  const clubs = useCall(clubId === undefined ? null : clubChoicesCall, []);
  const clubState = clubs.data?.find((club) => club.id === clubId)?.state ?? null;
  const { contact } = useConfig();
  const contactName = contact.name;

  if (test.loading) return null;
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
