import { useConfig } from '@dtp/api-client';
import { Heading, Stack, Text } from '@dtp/shared-ui';
import { demoFeedbackJson, demoMalformedFeedbackJson } from '../features/feedback/demo-feedback';
import FeedbackFormLink from '../features/feedback/feedback-form-link';
import { feedbackTexts as t } from '../features/feedback/messages';
import TestFeedback from '../features/feedback/test-feedback';
import UserFeedback from '../features/feedback/user-feedback';

/** Standalone page only: each exposed view with demo data, as its consumers embed it. */
export function UserFeedbackDemo() {
  return (
    <Stack gap="6" maxW="6xl">
      <Heading as="h1" size="xl">UserFeedback – Erika Musterfrau (u-tester2)</Heading>
      <UserFeedback userId="u-tester2" />
      <Heading as="h2" size="lg">UserFeedback – Max Mustermann (u-tester)</Heading>
      <UserFeedback userId="u-tester" />
    </Stack>
  );
}

export function TestFeedbackDemo() {
  const contact = useConfig().contact.name;
  return (
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="xl">TestFeedback</Heading>
      <Heading as="h2" size="md">{t.cmcChart(contact)}</Heading>
      <TestFeedback feedbackJson={demoFeedbackJson} emptyText={t.cmcGaveNoFeedback(contact)} />
      <Heading as="h2" size="md">Ohne Feedback (Testseite des Testers)</Heading>
      <TestFeedback feedbackJson={null} emptyText={t.cmcGaveNoFeedback(contact)} />
      <Heading as="h2" size="md">Ohne Feedback (Testing-Detail, CMC-Teil)</Heading>
      <TestFeedback feedbackJson={null} emptyText={t.youGaveNoFeedback} />
      <Heading as="h2" size="md">Ohne Feedback (Testing-Detail, Club-Teil)</Heading>
      <TestFeedback feedbackJson="" emptyText={t.clubGaveNoFeedback} />
      <Heading as="h2" size="md">Ungültiges JSON</Heading>
      <TestFeedback feedbackJson={demoMalformedFeedbackJson} emptyText={t.cmcGaveNoFeedback(contact)} />
    </Stack>
  );
}

export function FeedbackFormLinkDemo() {
  return (
    <Stack gap="4" maxW="4xl">
      <Heading as="h1" size="xl">FeedbackFormLink</Heading>
      <Text>CMC-Formular, aktiv:</Text>
      <div>
        <FeedbackFormLink kind="cmc" clubName="Golfclub Bad Tölz & Lenggries" date="2023-05-17" testerFullName="Erika Müller-Lüdenscheidt" testingId={1061} />
      </div>
      <Text>Club-Formular, deaktiviert mit Begründung:</Text>
      <div>
        <FeedbackFormLink kind="club" clubName="Golfclub Beispiel" date="2023-05-17" testerFullName="Max Mustermann" testingId={1062} disabled tooltip="CMC-Feedback wurde bereits abgegeben." />
      </div>
    </Stack>
  );
}
