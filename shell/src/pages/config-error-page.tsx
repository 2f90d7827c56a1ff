import { Box, Center, Code, Heading, Stack, Text } from '@dtp/shared-ui';

/** Shown instead of a white page when config.json is missing or invalid. */
export function ConfigErrorPage({ configKey, message }: { configKey: string; message: string }) {
  return (
    <Center minH="100vh" p="4">
      <Stack role="alert" maxW="2xl" gap="3" bg="white" p="8" borderRadius="xl" borderWidth="1px" borderColor="red.300">
        <Heading as="h1" size="xl" color="red.700">
          Die Konfiguration ist ungültig
        </Heading>
        <Text>Die Digitale Test-Plattform kann nicht starten, weil ihre Laufzeitkonfiguration fehlerhaft ist.</Text>
        <Box>
          <Text fontWeight="semibold">
            Betroffener Schlüssel: <Code data-testid="config-error-key">{configKey}</Code>
          </Text>
          <Text mt="1">{message}</Text>
        </Box>
        <Text fontSize="sm" color="fg.muted">
          Bitte wenden Sie sich an den Administrator (Datei config.json des Shells).
        </Text>
      </Stack>
    </Center>
  );
}
