import { WorkInProgress } from '@dtp/shared-ui';

export default function TravelsPage() {
  return <WorkInProgress title="Ihre Spesenabrechnungen" />;
}
