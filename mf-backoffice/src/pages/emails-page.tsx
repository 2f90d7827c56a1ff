import { WorkInProgress } from '@dtp/shared-ui';

export default function EmailsPage() {
  return <WorkInProgress title="Emails" />;
}
