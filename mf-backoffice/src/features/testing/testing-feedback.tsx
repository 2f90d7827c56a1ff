import type { Testing } from '@dtp/api-client/back-office';
import { Heading, RemoteSlot, SectionCard, SimpleGrid, Stack } from '@dtp/shared-ui';
import { testingTexts as t } from './testing-texts';

interface TestFeedbackProps {
  feedbackJson: string | null;
  emptyText: string;
}

function FeedbackPart({ title, feedbackJson, emptyText }: { title: string } & TestFeedbackProps) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <RemoteSlot<TestFeedbackProps>
        remote="mf_feedback"
        module="./TestFeedback"
        variant="inline"
        props={{ feedbackJson, emptyText }}
        unavailableText={t.feedbackUnavailable}
      />
    </Stack>
  );
}

/** CMC's and the club's feedback on the tester, from mf-feedback, with its empty texts. */
export function TestingFeedback({ testing }: { testing: Testing }) {
  return (
    <SectionCard id="testing-feedback-title" title={t.feedbackTitle}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <FeedbackPart title={t.feedbackCmc} feedbackJson={testing.testerFeedbackCmc} emptyText={t.feedbackCmcEmpty} />
        <FeedbackPart title={t.feedbackClub} feedbackJson={testing.testerFeedbackClub} emptyText={t.feedbackClubEmpty} />
      </SimpleGrid>
    </SectionCard>
  );
}
