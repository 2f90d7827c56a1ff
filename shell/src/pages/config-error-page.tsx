import type { ConfigProblem } from '@dtp/api-client';
import { Box, Center, Code, Heading, List, Stack, Text } from '@dtp/shared-ui';

/** Shown instead of a white page when config.json is missing or invalid: every offending key at once. */
export function ConfigErrorPage({ problems }: { problems: readonly ConfigProblem[] }) {
  return (
    <Center minH="100vh" p="4">
      <Stack role="alert" maxW="2xl" gap="3" bg="white" p="8" borderRadius="xl" borderWidth="1px" borderColor="red.300">
        <Heading as="h1" size="xl" color="red.700">
          Die Konfiguration ist ungültig
        </Heading>
        <Text>Die Digitale Test-Plattform kann nicht starten, weil ihre Laufzeitkonfiguration fehlerhaft ist.</Text>
        <Box>
          <Text fontWeight="semibold">{problems.length === 1 ? 'Betroffener Schlüssel:' : `Betroffene Schlüssel (${problems.length}):`}</Text>
          <List.Root as="ul" ps="5" mt="1" gap="2">
            {problems.map((problem) => (
              <List.Item key={problem.key}>
                <Code data-testid="config-error-key">{problem.key}</Code>
                <Text>{problem.message}</Text>
              </List.Item>
            ))}
          </List.Root>
        </Box>
        <Text fontSize="sm" color="fg.muted">
          Bitte wenden Sie sich an den Administrator (Datei config.json des Shells).
        </Text>
      </Stack>
    </Center>
  );
}
