import { WorkInProgress } from '@dtp/shared-ui';

export default function TestingPage() {
  return <WorkInProgress title="Test" />;
}
