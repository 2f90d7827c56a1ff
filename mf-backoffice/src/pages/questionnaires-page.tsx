import { QuestionnairesScreen } from '../features/questionnaires/questionnaires-screen';

/** /questionnaires — 'Fragebögen freigeben' (issue 43, item 4; the sidebar's two release links). */
export default function QuestionnairesPage() {
  return <QuestionnairesScreen />;
}
