import { WorkInProgress } from '@dtp/shared-ui';

export default function DashboardPage() {
  return <WorkInProgress title="Die Tests" />;
}
