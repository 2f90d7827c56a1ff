import { registrationTexts as t, useConfig } from '@dtp/api-client';
import { Heading, Notice, ReachContact, Stack, Text } from '@dtp/shared-ui';

/**
 * A signed-in account without a role of the platform: a new account of the identity service, which
 * gives none (README.md#demo-accounts). The spec's registration thank-you notice, with whom to ask,
 * instead of 'Zugriff nicht erlaubt' on every page.
 */
export function RegistrationPendingPage() {
  const { contact } = useConfig();
  return (
    <Stack gap="4" maxW="2xl" py={{ base: '2', md: '8' }}>
      <Heading as="h1" size="2xl" color="brand.700">
        {t.title}
      </Heading>
      <Notice status="info" title={t.activationSoon}>
        {t.nextSteps}
      </Notice>
      <Text>
        {t.questions(contact.name)}{' '}
        <ReachContact email={contact.email} phone={contact.phone} />
      </Text>
    </Stack>
  );
}
