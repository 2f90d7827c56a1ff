import { WorkInProgress } from '@dtp/shared-ui';

export default function TestersPage() {
  return <WorkInProgress title="Tester" />;
}
