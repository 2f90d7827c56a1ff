import { useConfig } from '@dtp/api-client';
import { Box, Link, List, SectionCard, Text } from '@dtp/shared-ui';
import { testsTexts } from './tests-texts';

/** The four steps of a test, with the tester guide. */
export function TestsInstructions() {
  const { links, flags } = useConfig();
  return (
    <SectionCard id="tests-instructions" title={testsTexts.instructionsTitle} gap="3">
      <List.Root as="ol" ps="5" gap="2">
        {testsTexts.steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List.Root>
      {/* Spec section 6: the tester guide follows its configuration flag, here as in the sidebar. */}
      {flags.show_tester_guide ? (
        <Box>
          <Text>
            {testsTexts.guideIntro}{' '}
            <Link href={links.testerGuidePdf} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
              {testsTexts.guideLink}
            </Link>
            .
          </Text>
        </Box>
      ) : null}
    </SectionCard>
  );
}
