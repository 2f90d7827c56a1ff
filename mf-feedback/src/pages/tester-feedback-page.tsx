import { TesterFeedbackOverview } from '../features/feedback/tester-feedback-overview';

/** Exposed as './TesterFeedbackPage': the shell's /tester-feedback route (no props). */
export default function TesterFeedbackPage() {
  return <TesterFeedbackOverview />;
}
