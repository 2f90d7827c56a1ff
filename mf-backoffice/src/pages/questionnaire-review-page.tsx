import { useParams } from '@dtp/shared-ui';
import { QuestionnaireReviewScreen } from '../features/questionnaires/questionnaire-review-screen';

/** /questionnaires/:testingId — one submitted questionnaire's review (issue 43, item 4). */
export default function QuestionnaireReviewPage() {
  const { testingId } = useParams();
  return <QuestionnaireReviewScreen key={testingId} testingId={Number(testingId)} />;
}
