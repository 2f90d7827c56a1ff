import type { Test } from '@dtp/shared-api';
import { useConfig } from '@dtp/shared-api';
import { Button, Card, Heading, Link, List, Stack } from '@dtp/shared-ui';
import { testTexts } from './tests-texts';

/** The questionnaire link: premium or normal by premiumTest (configuration), with its guidance. */
export function QuestionnaireCard({ test }: { test: Test }) {
  const { questionnaire } = useConfig();
  const href = test.premiumTest ? questionnaire.premiumUrl : questionnaire.url;
  const label = test.premiumTest ? testTexts.premiumQuestionnaireLink : testTexts.questionnaireLink;
  return (
    <Card.Root as="section" aria-labelledby="questionnaire-title" variant="outline" bg="white">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="questionnaire-title">
          {testTexts.questionnaireTitle}
        </Heading>
        <List.Root ps="5" gap="1">
          {testTexts.questionnaireGuidance.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
        <Stack direction="row">
          <Button asChild colorPalette="brand">
            <Link href={href} target="_blank" rel="noopener noreferrer">
              {label}
            </Link>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
