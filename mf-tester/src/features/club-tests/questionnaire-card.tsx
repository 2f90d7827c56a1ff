import type { Test } from '@dtp/api-client';
import { useConfig } from '@dtp/api-client';
import { Button, Link, SectionCard, Stack } from '@dtp/shared-ui';
import { GuidanceList } from './test-guidance';
import { testTexts } from './tests-texts';

/** The questionnaire link: premium or normal by premiumTest (configuration), with its guidance. */
export function QuestionnaireCard({ test }: { test: Test }) {
  const { questionnaire } = useConfig();
  const href = test.premiumTest ? questionnaire.premiumUrl : questionnaire.url;
  const label = test.premiumTest ? testTexts.premiumQuestionnaireLink : testTexts.questionnaireLink;
  return (
    <SectionCard id="questionnaire-title" title={testTexts.questionnaireTitle} gap="3">
      <GuidanceList items={testTexts.questionnaireGuidance} />
      <Stack direction="row">
        <Button asChild colorPalette="brand">
          <Link href={href} target="_blank" rel="noopener noreferrer">
            {label}
          </Link>
        </Button>
      </Stack>
    </SectionCard>
  );
}
