import { Alert, Heading, Stack, Text } from '@chakra-ui/react';

/** Placeholder for a screen whose issue is still open: the wiring around it is real. */
export function WorkInProgress({ title, description }: { title: string; description?: string }) {
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="2xl" color="brand.700">
        {title}
      </Heading>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Dieser Bereich ist in Arbeit.</Alert.Title>
          <Alert.Description>
            <Text>{description ?? 'Die Ansicht wird in Kürze freigeschaltet.'}</Text>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
