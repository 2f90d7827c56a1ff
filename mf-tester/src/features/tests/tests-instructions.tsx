import { useConfig } from '@dtp/shared-api';
import { Box, Card, Heading, Link, List, Text } from '@dtp/shared-ui';
import { testsTexts } from './tests-texts';

/** The four steps of a test, with the tester guide. */
export function TestsInstructions() {
  const { links } = useConfig();
  return (
    <Card.Root as="section" aria-labelledby="tests-instructions" variant="outline" bg="white">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="tests-instructions">
          {testsTexts.instructionsTitle}
        </Heading>
        <List.Root as="ol" ps="5" gap="2">
          {testsTexts.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List.Root>
        <Box>
          <Text>
            {testsTexts.guideIntro}{' '}
            <Link href={links.testerGuidePdf} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
              {testsTexts.guideLink}
            </Link>
            .
          </Text>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
