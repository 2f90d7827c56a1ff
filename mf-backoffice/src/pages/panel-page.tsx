import { WorkInProgress } from '@dtp/shared-ui';

export default function PanelPage() {
  return <WorkInProgress title="Panel" />;
}
