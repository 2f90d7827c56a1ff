import type { Test } from '@dtp/shared-api';
import { Card, FederatedView, Heading } from '@dtp/shared-ui';
import { testTexts } from './tests-texts';

/** CMC's feedback about the tester, drawn by mf-feedback (loaded through federation). */
export function TestFeedbackCard({ test }: { test: Test }) {
  return (
    <Card.Root as="section" aria-labelledby="test-feedback-title" variant="outline" bg="white">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="test-feedback-title">
          {testTexts.feedbackTitle}
        </Heading>
        <FederatedView
          remote="mf_feedback"
          module="./TestFeedback"
          props={{ feedbackJson: test.testerFeedbackCmc ?? null, emptyText: testTexts.feedbackEmpty }}
          unavailableText={testTexts.feedbackUnavailable}
        />
      </Card.Body>
    </Card.Root>
  );
}
