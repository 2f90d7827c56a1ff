import { useParams } from '@dtp/shared-ui';
import { QuestionnaireScreen } from '../features/questionnaire/questionnaire-screen';

/** /tests/test/:testId/questionnaire — the questionnaire inside the platform (issue 43, item 3). */
export default function QuestionnairePage() {
  const { testId } = useParams();
  return <QuestionnaireScreen key={testId} testId={Number(testId)} />;
}
