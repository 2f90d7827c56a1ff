import { WorkInProgress } from '@dtp/shared-ui';

export default function DatasheetPage() {
  return <WorkInProgress title="Testerdatenblatt" />;
}
