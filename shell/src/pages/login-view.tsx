import type { RuntimeConfig } from '@dtp/api-client';
import { Alert, Box, Button, Center, Heading, HStack, Stack, Text } from '@dtp/shared-ui';
import { Logo, TAGLINE } from '../layout/header';
import type { EarlyAction } from './early-action';
import { LegalLinks } from './legal-links';

export interface LoginViewProps {
  /** „{platformName} · Version {version}“; empty in the page prerendered at build time (the configuration comes at run time). */
  platformLine: string;
  videoUrl?: string;
  error?: string | null;
  onSignIn?: () => void;
  onRegister?: () => void;
  /** For the Impressum and Datenschutz links; absent in the prerendered page (they go to /impressum, /datenschutz). */
  config?: RuntimeConfig;
}

const early = (action: EarlyAction) => ({ 'data-early-action': action });

/** Spec section 2 'Login page': a login button, a register button and an explanatory video. */
export function LoginView({ platformLine, videoUrl, error, onSignIn, onRegister, config }: LoginViewProps) {
  return (
    <Center minH="100vh" p="4" bg="gray.50">
      <Stack w="full" maxW="2xl" gap="6" bg="white" p={{ base: '5', md: '8' }} borderRadius="xl" borderWidth="1px" shadow="sm">
        <HStack gap="3">
          <Logo />
          <Box>
            <Heading as="h1" size="xl" color="brand.700">
              {TAGLINE}
            </Heading>
            {/* A non-breaking space keeps the line's height while the configuration is not known yet. */}
            <Text color="fg.muted" fontSize="sm">
              {platformLine || '\u00a0'}
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
          <Button colorPalette="brand" size="lg" onClick={onSignIn} {...early('signIn')}>
            Anmelden
          </Button>
          <Button variant="outline" colorPalette="brand" size="lg" onClick={onRegister} {...early('register')}>
            Registrieren
          </Button>
        </Stack>
        <Box as="figure" m="0">
          <Box asChild w="full" aspectRatio={16 / 9} borderRadius="md" bg="black">
            <video controls preload="none" src={videoUrl} aria-label="Erklärvideo zur Digitalen Test-Plattform">
              <track kind="captions" srcLang="de" label="Deutsch" />
            </video>
          </Box>
          <Text as="figcaption" fontSize="sm" color="fg.muted" mt="1">
            Erklärvideo: So funktioniert die Digitale Test-Plattform.
          </Text>
        </Box>
        <LegalLinks config={config} />
      </Stack>
    </Center>
  );
}
