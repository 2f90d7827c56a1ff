import type { Testing } from '@dtp/api-client/back-office';
import { useConfig } from '@dtp/api-client';
import { Heading, RemoteSlot, SectionCard, SimpleGrid, Stack } from '@dtp/shared-ui';
import { CmcFeedbackForm } from './cmc-feedback-form';
import { testingTexts as t } from './testing-texts';

interface TestFeedbackProps {
  feedbackJson: string | null;
  emptyText: string;
}

/** A feedback as given, shown by mf-feedback with its empty text. */
function FeedbackShown({ title, feedbackJson, emptyText }: { title: string } & TestFeedbackProps) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <RemoteSlot<TestFeedbackProps> remote="mf_feedback" module="./TestFeedback" variant="inline" props={{ feedbackJson, emptyText }} unavailableText={t.feedbackUnavailable} />
    </Stack>
  );
}

/**
 * CMC's feedback on the tester, given here (its form), and the club's, shown by mf-feedback. With the outside
 * form site (`testerFeedbackForm.mode: 'external'`) CMC's is shown as that site stored it.
 */
export function TestingFeedback({ testing, onSaved }: { testing: Testing; onSaved: (testing: Testing) => void }) {
  const external = useConfig().testerFeedbackForm.mode === 'external';
  return (
    <SectionCard id="testing-feedback-title" title={t.feedbackTitle}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        {external ? (
          <FeedbackShown title={t.feedbackCmc} feedbackJson={testing.testerFeedbackCmc} emptyText={t.feedbackCmcEmpty} />
        ) : (
          <CmcFeedbackForm testing={testing} onSaved={onSaved} />
        )}
        <FeedbackShown title={t.feedbackClub} feedbackJson={testing.testerFeedbackClub} emptyText={t.feedbackClubEmpty} />
      </SimpleGrid>
    </SectionCard>
  );
}
