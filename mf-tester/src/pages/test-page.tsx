import { WorkInProgress } from '@dtp/shared-ui';

export default function TestPage() {
  return <WorkInProgress title="Ihr Test" />;
}
