import { WorkInProgress } from '@dtp/shared-ui';

export default function TesterFeedbackPage() {
  return <WorkInProgress title="Tester Feedback Übersicht" />;
}
