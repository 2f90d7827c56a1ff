import type { Test } from '@dtp/api-client';
import { useConfig } from '@dtp/api-client';
import { RemoteSlot, SectionCard } from '@dtp/shared-ui';
import { testTexts } from './tests-texts';

/** The back office's feedback about the tester, drawn by mf-feedback (loaded through federation). */
export function TestFeedbackCard({ test }: { test: Test }) {
  const contact = useConfig().contact.name;
  return (
    <SectionCard id="test-feedback-title" title={testTexts.feedbackTitle(contact)} gap="3">
      <RemoteSlot
        variant="inline"
        remote="mf_feedback"
        module="./TestFeedback"
        props={{ feedbackJson: test.testerFeedbackCmc ?? null, emptyText: testTexts.feedbackEmpty(contact) }}
        unavailableText={testTexts.feedbackUnavailable}
      />
    </SectionCard>
  );
}
