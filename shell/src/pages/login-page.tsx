import { useConfig } from '@dtp/shared-api';
import { Alert, Box, Button, Center, Heading, HStack, Stack, Text } from '@dtp/shared-ui';
import { useAuthController } from '../auth/auth-controller';
import { Logo, TAGLINE } from '../layout/header';

/** Spec section 2 'Login page': a login button, a register button and an explanatory video. */
export function LoginPage() {
  const config = useConfig();
  const { signIn, register, error } = useAuthController();
  return (
    <Center minH="100vh" p="4" bg="gray.50">
      <Stack w="full" maxW="2xl" gap="6" bg="white" p={{ base: '5', md: '8' }} borderRadius="xl" borderWidth="1px" shadow="sm">
        <HStack gap="3">
          <Logo />
          <Box>
            <Heading as="h1" size="xl" color="brand.700">
              {TAGLINE}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {config.platformName} · Version {config.version}
            </Text>
          </Box>
        </HStack>
        <Text>
          Willkommen! Melden Sie sich an, um Ihr Testerdatenblatt zu pflegen, Ihre Tests zu sehen und Ihre Spesen abzurechnen.
          Neu hier? Registrieren Sie sich als Tester.
        </Text>
        {error ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button colorPalette="brand" size="lg" onClick={signIn}>
            Anmelden
          </Button>
          <Button variant="outline" colorPalette="brand" size="lg" onClick={register}>
            Registrieren
          </Button>
        </Stack>
        <Box as="figure" m="0">
          <Box asChild w="full" aspectRatio={16 / 9} borderRadius="md" bg="black">
            <video controls preload="none" src={config.links.loginVideo} aria-label="Erklärvideo zur Digitalen Test-Plattform">
              <track kind="captions" srcLang="de" label="Deutsch" />
            </video>
          </Box>
          <Text as="figcaption" fontSize="sm" color="fg.muted" mt="1">
            Erklärvideo: So funktioniert die Digitale Test-Plattform.
          </Text>
        </Box>
      </Stack>
    </Center>
  );
}
