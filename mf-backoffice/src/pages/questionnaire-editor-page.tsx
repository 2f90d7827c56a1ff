import { useParams } from '@dtp/shared-ui';
import { QuestionnaireEditorScreen } from '../features/questionnaire-editor/questionnaire-editor-screen';

/** /seasons/:year/questionnaire — a season's questionnaire: admins edit it, managers read it (issue 61, item 1). */
export default function QuestionnaireEditorPage() {
  const { year } = useParams();
  return <QuestionnaireEditorScreen key={year} year={Number(year)} />;
}
