import { useAuthStore } from '@dtp/api-client';
import { Spinner, Stack } from '@dtp/shared-ui';
import { DebugFeedbackSection } from './debug-feedback-section';
import { FeedbackCharts } from './feedback-charts';
import { feedbackTexts as t } from './messages';
import { useFeedback } from './use-feedback';

export interface UserFeedbackProps {
  /** The data sheet's user; without it the signed-in user's own feedback. */
  userId?: string;
}

/** The data sheet's Feedback tab: one user's feedback of the season (GET /datasheet/tester-feedback/{userId}). */
export default function UserFeedback({ userId }: UserFeedbackProps) {
  const me = useAuthStore((s) => s.user?.userId);
  const target = userId ?? me ?? null;
  const { feedback, loading } = useFeedback(target === null ? null : { kind: 'user', userId: target });
  if (loading) return <Spinner size="sm" color="brand.solid" aria-label={t.loading} />;
  if (!feedback) return null;
  return (
    <Stack gap="4">
      <FeedbackCharts feedback={feedback} audience={userId === undefined || userId === me ? 'own' : 'overview'} />
      <DebugFeedbackSection entries={feedback.debugFeedbacksJson} />
    </Stack>
  );
}
