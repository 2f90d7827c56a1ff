import { WorkInProgress } from '@dtp/shared-ui';

export default function DatasheetsPage() {
  return <WorkInProgress title="Die Datenblätter" />;
}
