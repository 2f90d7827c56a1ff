import { WorkInProgress } from '@dtp/shared-ui';

export default function TestsPage() {
  return <WorkInProgress title="Ihre Tests" />;
}
