import { WorkInProgress } from '@dtp/shared-ui';

export default function EmailComposePage() {
  return <WorkInProgress title="Email verfassen" />;
}
