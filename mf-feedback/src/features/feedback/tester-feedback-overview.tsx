import { permissionsOf, useAuthStore, useConfig } from '@dtp/api-client';
import { PageHeading, Spinner, Stack, TabNav, Text } from '@dtp/shared-ui';
import { DebugFeedbackSection } from './debug-feedback-section';
import { FeedbackCharts } from './feedback-charts';
import { feedbackTexts as t } from './messages';
import { useFeedback } from './use-feedback';

/**
 * /tester-feedback (GET /tester-feedback): a tester sees the tab 'Ihr Tester Feedback' with the
 * averages of their own tests; managers and admins the season overview; admins also the raw data.
 */
export function TesterFeedbackOverview() {
  const roles = useAuthStore((s) => s.user?.roles);
  const permissions = permissionsOf(roles ?? []);
  const ownOnly = permissions.isTester && !permissions.isManagerOrAdmin;
  const contact = useConfig().contact.name;
  const { feedback, loading } = useFeedback(roles ? { kind: 'own' } : null);
  // The season of the data the server sends (spec: '{current year}'), not the browser's clock.
  const year = feedback?.year;

  const body = loading ? (
    <Spinner size="sm" color="brand.solid" aria-label={t.loading} />
  ) : feedback ? (
    <Stack gap="6">
      <Text color="gray.700">{ownOnly ? t.ownIntro(contact) : t.overviewIntro}</Text>
      <FeedbackCharts feedback={feedback} audience={ownOnly ? 'own' : 'overview'} />
      <DebugFeedbackSection entries={feedback.debugFeedbacksJson} />
    </Stack>
  ) : null;

  return (
    <Stack gap="2" maxW="6xl">
      <PageHeading title={t.pageTitle(year)} />
      {ownOnly ? (
        <TabNav tabs={[{ value: 'own', label: t.ownTab }]} label={t.pageTitle(year)}>
          <Stack pt="4">{body}</Stack>
        </TabNav>
      ) : (
        body
      )}
    </Stack>
  );
}
