import type { Test } from '@dtp/api-client';
import { Button, RouterLink, SectionCard, Stack, paths } from '@dtp/shared-ui';
import { GuidanceList } from './test-guidance';
import { testTexts } from './tests-texts';

/**
 * The way to the questionnaire: premium or normal by premiumTest, with its guidance. The questionnaire is
 * filled in inside the platform (issue 43); the runtime configuration has no 'external' mode (yet), so the
 * outside form site's link (questionnaire.url, premiumUrl) is no longer offered here.
 */
export function QuestionnaireCard({ test }: { test: Test }) {
  const label = test.premiumTest ? testTexts.premiumQuestionnaireLink : testTexts.questionnaireLink;
  return (
    <SectionCard id="questionnaire-title" title={testTexts.questionnaireTitle} gap="3">
      <GuidanceList items={testTexts.questionnaireGuidance} />
      <Stack direction="row">
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.questionnaire(test.id)}>{label}</RouterLink>
        </Button>
      </Stack>
    </SectionCard>
  );
}
