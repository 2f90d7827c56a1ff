import type { Feedback } from '@dtp/api-client';
import { Spinner, Stack, Text } from '@dtp/shared-ui';
import type { ReactNode } from 'react';
import { DebugFeedbackSection } from './debug-feedback-section';
import { FeedbackCharts } from './feedback-charts';
import { feedbackTexts as t } from './messages';

/** The page's text, its two charts and the admins' raw data; a spinner while the feedback loads. */
export function FeedbackOverviewBody({ feedback, loading, intro, audience }: { feedback: Feedback | null; loading: boolean; intro: ReactNode; audience: 'own' | 'overview' }) {
  if (loading) return <Spinner size="sm" color="brand.solid" aria-label={t.loading} />;
  if (!feedback) return null;
  return (
    <Stack gap="6">
      <Text color="gray.700">{intro}</Text>
      <FeedbackCharts feedback={feedback} audience={audience} />
      <DebugFeedbackSection entries={feedback.debugFeedbacksJson} />
    </Stack>
  );
}
