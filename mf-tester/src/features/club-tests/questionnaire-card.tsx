import { useConfig, type Test } from '@dtp/api-client';
import { Button, RouterLink, SectionCard, Stack, paths } from '@dtp/shared-ui';
import { GuidanceList } from './test-guidance';
import { testTexts } from './tests-texts';

/**
 * The way to the questionnaire: premium or normal by premiumTest, with its guidance. The questionnaire is
 * filled in inside the platform (issue 43); with the runtime configuration's `questionnaire.mode` 'external'
 * on the outside form site instead (questionnaire.url, premiumUrl), opened in a new tab.
 */
export function QuestionnaireCard({ test }: { test: Test }) {
  const label = test.premiumTest ? testTexts.premiumQuestionnaireLink : testTexts.questionnaireLink;
  const { questionnaire } = useConfig();
  return (
    <SectionCard id="questionnaire-title" title={testTexts.questionnaireTitle} gap="3">
      <GuidanceList items={testTexts.questionnaireGuidance} />
      <Stack direction="row">
        <Button asChild colorPalette="brand">
          {questionnaire.mode === 'external' ? (
            <a href={test.premiumTest ? questionnaire.premiumUrl : questionnaire.url} target="_blank" rel="noopener noreferrer">
              {label}
            </a>
          ) : (
            <RouterLink to={paths.questionnaire(test.id)}>{label}</RouterLink>
          )}
        </Button>
      </Stack>
    </SectionCard>
  );
}
