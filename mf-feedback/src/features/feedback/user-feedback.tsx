import { usePermissions } from '@dtp/api-client';
import { Spinner, Stack } from '@dtp/shared-ui';
import { DebugFeedbackSection } from './debug-feedback-section';
import { FeedbackCharts } from './feedback-charts';
import { feedbackTexts as t } from './messages';
import { useFeedback } from './use-feedback';

export interface UserFeedbackProps {
  /** The data sheet's user; without it the signed-in user's own feedback. */
  userId?: string;
}

/**
 * The data sheet's Feedback tab: one user's feedback of the season (GET /datasheet/tester-feedback/{userId}), or the
 * signed-in tester's own (GET /tester-feedback). The account's subject is not the record's id (issue 57): a tester
 * sees only their own, so a tester's view is always 'own'.
 */
export default function UserFeedback({ userId }: UserFeedbackProps) {
  const { isManagerOrAdmin } = usePermissions();
  const { feedback, loading } = useFeedback(userId === undefined ? { kind: 'own' } : { kind: 'user', userId });
  if (loading) return <Spinner size="sm" color="brand.solid" aria-label={t.loading} />;
  if (!feedback) return null;
  return (
    <Stack gap="4">
      <FeedbackCharts feedback={feedback} audience={userId === undefined || !isManagerOrAdmin ? 'own' : 'overview'} />
      <DebugFeedbackSection entries={feedback.debugFeedbacksJson} />
    </Stack>
  );
}
