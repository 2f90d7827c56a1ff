import { WorkInProgress } from '@dtp/shared-ui';

export default function PanelsPage() {
  return <WorkInProgress title="Panels" />;
}
