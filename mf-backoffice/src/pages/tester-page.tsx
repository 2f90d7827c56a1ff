import { WorkInProgress } from '@dtp/shared-ui';

export default function TesterPage() {
  return <WorkInProgress title="Tester" />;
}
