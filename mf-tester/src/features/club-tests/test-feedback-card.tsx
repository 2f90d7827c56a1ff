import type { Test } from '@dtp/shared-api';
import { RemoteSlot, SectionCard } from '@dtp/shared-ui';
import { testTexts } from './tests-texts';

/** CMC's feedback about the tester, drawn by mf-feedback (loaded through federation). */
export function TestFeedbackCard({ test }: { test: Test }) {
  return (
    <SectionCard id="test-feedback-title" title={testTexts.feedbackTitle} gap="3">
      <RemoteSlot
        variant="inline"
        remote="mf_feedback"
        module="./TestFeedback"
        props={{ feedbackJson: test.testerFeedbackCmc ?? null, emptyText: testTexts.feedbackEmpty }}
        unavailableText={testTexts.feedbackUnavailable}
      />
    </SectionCard>
  );
}
